import type { MarketCategory } from '../../src/domain/entities';

/** A rune's name as the server compares it: upper case, without spacers (• . · _ -) or spaces. */
const runeKey = (name: string): string => name.toUpperCase().replace(/[\s•.·_-]/gu, '');

/** Whether a filter's tick names a listing's: runes by name without case or spacers, other ticks without case. */
export function sameTick(category: MarketCategory, a: string | null | undefined, b: string | null | undefined): boolean {
  if (a == null || b == null) return false;
  return category === 'runes' ? runeKey(a) === runeKey(b) : a.toLowerCase() === b.toLowerCase();
}
