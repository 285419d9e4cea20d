import { hex } from '@scure/base';
import type { BidResponse } from '../../domain/entities';
import type { HeldCoin } from '../../domain/market/bid-standing';
import { decodePsbt } from '../../domain/tx-effect/psbt-decode';

/** The seller's input in the market's purchase layout (signed by the seller, not a coin of the buyer's). */
const SELLER_INPUT = 1;

/**
 * The coins of the buyer's wallet a purchase (or a bid) spends, read from the transactions the market built: every
 * input of the padding split, and the purchase's inputs the buyer signs, less the split's own outputs (they exist only
 * once the split is sent). A bid holds exactly these until its auction ends; a purchase that spends one voids the bid.
 */
export function walletCoinsSpent(bid: Pick<BidResponse, 'psbtBid' | 'psbtBid2' | 'bidSignIndexes'>): HeldCoin[] {
  const purchase = decodePsbt(bid.psbtBid);
  if (!purchase) return [];
  const split = bid.psbtBid2 ? decodePsbt(bid.psbtBid2) : null;
  const splitId = split ? split.id : null;
  const coinAt = (tx: NonNullable<typeof purchase>, i: number): HeldCoin | null => {
    const input = tx.getInput(i);
    return input.txid && input.index !== undefined ? { txid: hex.encode(input.txid), vout: input.index } : null;
  };
  const coins: HeldCoin[] = [];
  if (split) for (let i = 0; i < split.inputsLength; i++) coins.push(...[coinAt(split, i)].filter((c) => c !== null));
  const signed = bid.bidSignIndexes ?? Array.from({ length: purchase.inputsLength }, (_, i) => i).filter((i) => i !== SELLER_INPUT);
  for (const i of signed) {
    const coin = i < purchase.inputsLength ? coinAt(purchase, i) : null;
    if (coin && coin.txid !== splitId) coins.push(coin);
  }
  return coins;
}
