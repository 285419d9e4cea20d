import { PADDING_MAX_SATS } from '../../domain/constants';
import { paddingSplitFeeCeiling, purchaseSummary } from '../../domain/market/buy-rules';
import type { BuiltPurchase, BuyContext, PaddingSplit, PreparedBuy } from './buy.types';

/**
 * The figures the dialog shows: the prepare's (the network fee as its size times the rate) until create_bid has
 * answered, then the network fee of the transaction the market built (create_bid's networkFee). Before Confirm a
 * buyer without a small coin (the app's own read of its coins) sees the padding split at its bound at the rate
 * chosen, in the total: the total shown is never below what the wallet is asked to pay (issue 44, 5). The check then
 * holds the PSBTs' real fees, from the amounts the app looked up itself, to these figures: never more.
 */
export function purchaseShown(
  input: Pick<BuyContext, 'bidSats' | 'bid' | 'padding'> & { readonly prepared: PreparedBuy; readonly feeRate: number },
): ReturnType<typeof purchaseSummary> & { readonly networkFeeBuilt: boolean; readonly padding: PaddingSplit | null } {
  const summary = purchaseSummary({ priceSats: input.bidSats, prepared: input.prepared, feeRate: input.feeRate });
  if (!input.bid) {
    const padding = input.prepared.paddingNeed === 'split' ? { feeSats: paddingSplitFeeCeiling(input.feeRate).toString(), exact: false } : null;
    return { ...summary, totalSats: summary.totalSats + (padding ? BigInt(padding.feeSats) : 0n), networkFeeBuilt: false, padding };
  }
  const networkFeeSats = BigInt(input.bid.networkFee);
  const paddingSats = input.padding ? BigInt(input.padding.feeSats) : 0n;
  return {
    ...summary,
    networkFeeSats,
    totalSats: summary.priceSats + summary.serviceFeeSats + networkFeeSats + paddingSats,
    networkFeeBuilt: true,
    padding: input.padding,
  };
}

/**
 * The sats that go with the item to the buyer's ordinals address beyond its own and a padding coin's (a payment coin
 * the market padded with, issue 44, 6), or null when none: the summary says them in words, the check bounds them.
 */
export function extraWithItem(built: Pick<BuiltPurchase, 'bid' | 'withItemSats'>): bigint | null {
  if (!built.withItemSats) return null;
  const withItem = BigInt(built.withItemSats);
  return withItem - BigInt(built.bid.nftValue) > BigInt(PADDING_MAX_SATS) ? withItem : null;
}

/**
 * What the market built costs more than the dialog showed at Confirm, or voids a bid of the user's: a Total above the
 * one shown (a higher network fee, a padding split the dialog did not show or dearer than its bound), more sats going
 * with the item than a padding coin's. Then nothing is signed until the user has read the new figures. A build that
 * costs no more than the Total shown goes on to the wallet: what it is asked to pay is never above that Total.
 */
export function costsMoreThanShown(context: Pick<BuyContext, 'prepared' | 'feeRate' | 'bidSats'>, built: BuiltPurchase): boolean {
  if (built.voids.length > 0 || extraWithItem(built) !== null) return true;
  const { prepared, feeRate, bidSats } = context;
  if (!prepared || feeRate === null) return built.padding !== null;
  // A split the dialog did not show is a second signature the user has not read of: always read before Sign.
  if (built.padding && prepared.paddingNeed !== 'split') return true;
  const shown = purchaseShown({ bidSats, bid: null, padding: null, prepared, feeRate }).totalSats;
  const paid = purchaseShown({ bidSats, bid: built.bid, padding: built.padding, prepared, feeRate }).totalSats;
  return paid > shown;
}
