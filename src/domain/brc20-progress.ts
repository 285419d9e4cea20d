import { Decimal } from './decimal';

/** `part` as a share of `whole`, in percent with two decimals rounded down, exact (a tick's mint progress, a holder's share). */
export function sharePercent(part: string, whole: string): string {
  return new Decimal(whole).gt(0) ? new Decimal(part).div(whole).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(2) : '0.00';
}

/** A holder's share as a person reads it: '0%' for none, '< 0.01%' for a share too small to show, else two decimals. */
export function shareText(part: string, whole: string): string {
  if (new Decimal(part).lte(0)) return '0%';
  const percent = sharePercent(part, whole);
  return percent === '0.00' ? '< 0.01%' : `${percent}%`;
}

/** Whether a tick is fully minted: its mints reached its maximum supply. */
export const isFullyMinted = (totalMinted: string, max: string): boolean => new Decimal(totalMinted).gte(max);

/** A deployer's royalty rate ('0.002') as the page shows it: '0.2%', exact. (Here, not in deployer.ts, which the
 * first render's user menu imports: big.js stays off the home page.) */
export const royaltyPercent = (rate: string): string => `${new Decimal(rate).times(100).toFixed()}%`;
