import type { BidRecord, BidStanding } from '../../domain/market/bid-standing';
import { createFlowModel } from '../testing/flow-model';
import { bidWatchMachine } from './bid-watch.machine';

/** The bid followed on the paths: Account 1's bid of 126,000 sats on 777.bitmap, holding two coins. */
export const watchedBid: BidRecord = {
  category: 'domain',
  auctionId: 'devnet-000063',
  bidId: 'bid-000042',
  priceSats: '126000',
  title: '777.bitmap',
  coins: [
    { txid: 'aa'.repeat(32), vout: 0 },
    { txid: 'bb'.repeat(32), vout: 1 },
  ],
  placedAt: 0,
  endTime: null,
};

/** Where the bid may stand at each read, in the words the row shows. */
export const bidStandings = {
  open: { status: 'open', reason: 'Your bid is the highest so far. Keep the coins it holds unspent until the auction ends.' },
  outbid: { status: 'outbid', reason: 'Outbid: the highest bid is now 132,300 sats. Bid again from 138,915 sats.' },
  raised: { status: 'raised', reason: 'Replaced by your higher bid of 132,300 sats: that one is the highest so far.' },
  won: { status: 'won', reason: 'You won the auction: the item is on its way to your wallet.' },
  lost: { status: 'lost', reason: 'The auction ended: it went to a bid of 132,300 sats.' },
  voided: {
    status: 'voided',
    reason:
      'Void: a coin this bid holds was spent (another purchase or a send from this wallet), so the bid can never be completed. Bid again to stay in the auction.',
  },
  replaced: { status: 'replaced', reason: 'Replaced by your higher bid of 132,300 sats, which won the auction.' },
  ended: { status: 'ended', reason: 'The auction ended without a sale: nothing was paid.' },
  claim: {
    status: 'claim',
    reason:
      'No bid could be completed (a coin this one held was spent), so the item is yours to claim at your bid of 126,000 sats: sign a new purchase before the claim ends.',
  },
} satisfies Record<string, BidStanding>;

export const bidWatchModel = createFlowModel({
  name: 'bid-watch',
  machine: bidWatchMachine,
  input: { record: watchedBid },
  actors: {
    readStanding: {
      done: Object.values(bidStandings),
      error: [{ message: 'Network problem: check your connection and try again.', code: null }],
      words: {
        done: (event) => `The app reads the bid: ${(event.output as BidStanding).reason}`,
        error: 'The bid cannot be read: network problem',
      },
    },
  },
  events: [{ type: 'RETRY' }],
  eventWords: { RETRY: 'The user presses Try again' },
  delayWords: { recheck: 'Fifteen seconds pass' },
  preconditions: [
    'Account 1 placed a bid on the 777.bitmap auction from this browser (on the devnet: Place a bid on /market/domain/bitmap).',
    'My Bitcoin Assets, Bids tab, open.',
  ],
});
