import { fromPromise } from 'xstate';
import { bidStanding, type BidRecord, type BidStanding } from '../../domain/market/bid-standing';
import type { Api } from '../../services/api/create-api';
import { runStep } from '../shared/run-step';
import { anyHeldCoinSpent } from '../../services/market/bid-book';

/**
 * The bid-watch machine's side effect: where a bid stands, from the market's listing and bid_history and, for the
 * coins it holds, the indexer's own answer (an output it no longer knows, or marks spent, is spent): the app does not
 * wait for the market to find a bid void.
 */
export function createBidWatchActors(services: { readonly api: () => Promise<Api> }) {
  return {
    readStanding: fromPromise<BidStanding, BidRecord>(({ input, signal }) =>
      runStep(null, async () => {
        const api = await services.api();
        const [listing, rows] = await Promise.all([
          api.reads.listing(input.category, input.auctionId, signal),
          api.reads.bids(input.category, input.auctionId, signal),
        ]);
        const mine = rows.find((r) => r.bidId === input.bidId);
        // Once the market has settled the bid, its word stands: the coins were spent by the settlement itself.
        const settled = mine !== undefined && mine.status !== 'placed';
        const coinSpent = settled ? false : await anyHeldCoinSpent(api.query, input.coins);
        return bidStanding({ record: input, rows, auction: listing, coinSpent });
      }),
    ),
  };
}
