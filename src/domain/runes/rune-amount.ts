import { fixed, fixedText } from '../decimal-text';
import { groupThousands } from '../amount-text';

/**
 * A rune's amounts in exact bigint decimals (no big.js: the transaction-effect check, which the buy widget
 * carries, words rune amounts with these).
 */

/** The most decimal places a rune may have (its divisibility). */
export const RUNE_MAX_DIVISIBILITY = 38;

/** A rune balance as the indexer gives it (whole units of its smallest part) shown in runes, with separators: '10,000', '12.5'. */
export function runeAmountText(amount: string, divisibility: number): string {
  const units = fixed(amount);
  if (units === null || !Number.isInteger(divisibility) || divisibility < 0 || divisibility > RUNE_MAX_DIVISIBILITY) return amount;
  return groupThousands(fixedText(units / 10n ** BigInt(divisibility)));
}
