import { ceilUnits, fixed, times } from './decimal-text';
import { formatAmount, formatSats } from './amount-text';

/**
 * Every fee the user pays to miners is bounded by a rate the user saw (issue 41): at most the fee rate the dialog
 * shows times the transaction's virtual size, as the app works it out from the PSBT itself (tx-effect/tx-vsize.ts),
 * plus this margin (a server may size a transaction a little differently). The dialogs state the margin; a
 * transaction that leaves more to miners is refused before the wallet is asked. Plain code, bigint only: the
 * dialogs (and the buy widget) read it without the PSBT decoder.
 */
export const FEE_MARGIN_PERCENT = 10;

const MARGIN = fixed(`${100 + FEE_MARGIN_PERCENT}e-2`)!;

/** The most a transaction of `vsize` vB may leave to miners at `rate` sat/vB: rate × vsize plus the margin, rounded up to a whole sat. */
export function feeCeiling(rate: number, vsize: number): bigint {
  const r = fixed(rate);
  if (r === null || r <= 0n || !Number.isSafeInteger(vsize) || vsize <= 0) throw new Error(`Not a fee rate and size: ${rate} sat/vB, ${vsize} vB`);
  return ceilUnits(times(times(r, fixed(BigInt(vsize))!), MARGIN));
}

/** What a dialog says of the bound, at the rate it shows: "Refused above 10 sat/vB × the transaction's size, plus 10%." */
export const feeBoundWords = (rate: number | string): string =>
  `The app refuses a network fee above ${rate} sat/vB × the transaction's size, plus ${FEE_MARGIN_PERCENT}%, before your wallet is asked.`;

/** The bound worked out for one transaction: the rate shown, the size the app worked out, and the most it may pay. */
export interface FeeBound {
  readonly rate: number;
  readonly vsize: number;
  readonly maxSats: bigint;
}

/** sats as the refusals say them: '1,000,000 sats'. */

/** The bound in words: "3,878 sats (25 sat/vB × 141 vB, plus 10%)". */
export const boundWords = (b: FeeBound): string => `${formatSats(b.maxSats)} (${b.rate} sat/vB × ${b.vsize} vB, plus ${FEE_MARGIN_PERCENT}%)`;

/** A fee's rate over a size, rounded to a whole sat/vB, for words only. */
export const rateOf = (sats: bigint, vsize: number): bigint => (sats + BigInt(vsize) / 2n) / BigInt(vsize);

/**
 * The most the check lets a transaction leave to miners: what the dialog showed (a figure the market or the app
 * stated), never more than the bound; the bound alone when the dialog showed none. A fee `paid` (what the
 * transaction itself leaves to miners, when known) above the bound is refused here, in plain words.
 */
export function boundedFee(bound: FeeBound, what: string, shown: bigint | null, paid: bigint | null): bigint {
  if (paid !== null && paid > bound.maxSats)
    throw new Error(
      `${what} would leave ${formatSats(paid)} to miners (about ${formatAmount(rateOf(paid, bound.vsize))} sat/vB), more than the ${boundWords(bound)} allowed. Nothing was signed.`,
    );
  return shown !== null && shown < bound.maxSats ? shown : bound.maxSats;
}
