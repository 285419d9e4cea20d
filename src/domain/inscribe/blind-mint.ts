import { feeAtRate } from '../fee-chooser';
import { formatAmount } from '../amount-text';

/**
 * The badge collection's blind mint (issue 30): premium badges paid for in one payment, each badge's type and rarity
 * drawn when the payment confirms. Pure rules: how many may be chosen, and what they cost.
 */

/** How many to mint, in words when it cannot be: a whole number from 1 to what is left for the address and in all. */
export function blindCountProblem(text: string, left: { readonly forAddress: number; readonly remaining: number }): string | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1) return 'Enter how many badges to mint.';
  const count = Number(trimmed);
  if (left.remaining === 0) return 'No premium badges remain.';
  if (count > left.remaining) return `Only ${formatAmount(left.remaining)} premium badges remain.`;
  if (count > left.forAddress)
    return left.forAddress === 0 ? 'This address has minted all the badges it may.' : `This address may mint ${left.forAddress} more.`;
  return null;
}

/**
 * The most a payment of `inputs` inputs and `outputs` outputs may leave to miners at the rate chosen: the largest
 * input (P2WPKH, 68 vB) and output (P2TR, 43 vB) each, and the transaction's own 11 vB.
 */
export const paymentFeeCeiling = (feeRate: number, inputs: number, outputs: number): bigint => feeAtRate(feeRate, 11 + 68 * inputs + 43 * outputs);

/** What N badges cost at the collection's price: exact sats. */
export const blindPriceSats = (count: number, priceSats: number): bigint => BigInt(count) * BigInt(priceSats);

/** A blind mint's status in the words the dialog and the page show. */
export const BLIND_STATUS_WORDS = {
  created: 'Not paid yet.',
  paid: 'Paid: the badges are drawn and inscribed when the payment confirms.',
  minted: 'Minted: your badges are in your wallet.',
} as const;
