import type { Chain } from '../chain/chain';
import type { Indexer } from '../indexer/indexer';
import type { Market } from './market';
import { DevnetError } from '../devnet-error';

type Body = Record<string, unknown>;
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * Whom a market call of the open API acts for. The open API has no session: it takes the operator's key, and the
 * user is who the body names (a buyer's `nftAddress` or `address`), who holds the item listed, or who made the
 * listing, bid or sweep the body refers to. The market checks the rest (a listing is the seller's, a bid its
 * buyer's) as it does for a signed-in user; the signatures on the PSBTs prove the rest.
 */
export function marketCaller(deps: { market: Market; indexer: Indexer; chain: Chain }, call: string, body: Body): string {
  const state = deps.market.state();
  const named = text(body.nftAddress) ?? text(body.address);
  if (/^create_(batch_)?bid(_prepare)?$/.test(call) && named) return named;
  if (call === 'create_put_on' || call === 'create_batch_put_on') {
    const inscriptionId = text(body.inscriptionId);
    const holder = inscriptionId
      ? deps.indexer.inscription(inscriptionId)?.address
      : text(body.txid) && body.index !== undefined
        ? deps.chain.utxo(String(body.txid), Number(body.index))?.address
        : undefined;
    if (holder) return holder;
    if (named) return named;
    throw new DevnetError(-1, 'The item to list is not on this chain.');
  }
  const bidId = text(body.bidId);
  if (bidId) {
    const buyer = state.bids[bidId]?.buyer ?? state.batchBids?.[bidId]?.buyer;
    if (buyer) return buyer;
    throw new DevnetError(-1, 'No such bid.');
  }
  const auctionId = text(body.auctionId);
  const listing = auctionId ? state.listings[auctionId] : undefined;
  if (listing) return /_claim$/.test(call) && listing.claim ? listing.claim.buyer : listing.seller;
  if (named) return named;
  throw new DevnetError(-1, 'This call names no listing, bid or address to act for.');
}
