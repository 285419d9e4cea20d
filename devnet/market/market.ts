import { DEVNET_MARKET_CONFIG } from './market-config';
import { createMarketContext, type MarketDeps } from './market-context';
import { createMarketListings } from './market-listings';
import { createMarketAuctions } from './market-auctions';
import { createMarketPurchases } from './market-purchases';
import { createMarketLists } from './market-lists';
import { createMarketSweep } from './market-sweep';
import { createMarketClaims } from './market-claims';

/**
 * The devnet's market, per category:
 * put on (a PSBT spending the item's UTXO, signed SIGHASH_SINGLE|ANYONECANPAY, with the seller's payout at
 * the same index), put off (off-chain, or on-chain moving the item back), modify price, bid prepare,
 * create bid (the buyer's transaction around the seller's signed input and output) and confirm bid
 * (every signature checked, then broadcast: the item moves to the buyer, the seller gets the price, the
 * service fee goes to the fee address), auctions (5% step, the highest bid settles when time runs out),
 * lists, statistics and activity.
 *
 * Layout of a buy transaction: input 0 is a small padding UTXO of the buyer's, input 1 the seller's item,
 * inputs 2.. the buyer's funds; output 0 gives the buyer padding + item (the item's sats come right after
 * the padding's, so the item lands there), output 1 pays the seller (index 1, as the seller signed it),
 * then for an auction the part of the bid above the starting price to the seller, the service fee, and
 * the buyer's change. A buyer without a padding UTXO first signs a small split (psbtBid2). Sweeps: market-sweep.ts;
 * claims of an auction no bid could complete: market-claims.ts.
 */
export function createMarket(deps: MarketDeps) {
  const ctx = createMarketContext(deps);
  const listings = createMarketListings(ctx);
  const auctions = createMarketAuctions(ctx);
  const purchases = createMarketPurchases(ctx, auctions);
  const lists = createMarketLists(ctx, auctions.minimumBid);
  const { serviceFee: _fee, notSeller: _notSeller, buildPurchase: _build, signedBid: _signed, ...purchaseCalls } = purchases;
  return {
    config: () => DEVNET_MARKET_CONFIG,
    ...listings,
    ...purchaseCalls,
    ...createMarketSweep(ctx, purchases),
    ...createMarketClaims(ctx, purchases),
    settleDue: auctions.settleDue,
    ...lists,
    minimumBid: (auctionId: string) => auctions.minimumBid(ctx.listing(auctionId)),
    state: ctx.get,
  };
}

export type Market = ReturnType<typeof createMarket>;
