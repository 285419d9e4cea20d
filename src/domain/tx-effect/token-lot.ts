import type { MarketCategory } from '../entities';
import { groupThousands } from '../amount-text';
import { isRuneAmount, type OutpointFacts } from './tx-facts';

/**
 * What a token purchase hands the buyer, as the dialog shows it: the dialog's title and the transaction-effect
 * check are built from this one value, so the screen cannot say 1,000 while the check accepts 1.
 * - brc-20: the transfer inscription's tick and amount (the check reads them from the indexer's record of that
 *   inscription, never from the market's row);
 * - runes: the rune's spaced name and the amount in its own units (the check applies the indexer's divisibility
 *   to the raw amount on the seller's output);
 * - ARC-20: the ticker and the amount, one unit a sat (the check reads the atomical on the output, and every sat of
 *   it must reach the buyer).
 */
export type TokenLot =
  | { readonly kind: 'brc20'; readonly tick: string; readonly amount: string }
  | { readonly kind: 'runes'; readonly rune: string; readonly amount: string }
  | { readonly kind: 'arc20'; readonly ticker: string; readonly amount: string };

const DECIMAL = /^\d+(\.\d+)?$/;
/** An amount of a token as one text whatever its zeros: '0100.50' and '100.5' are the same amount. */
export function decimalKey(amount: string): string | null {
  if (!DECIMAL.test(amount)) return null;
  const [whole, fraction = ''] = amount.split('.');
  const w = whole!.replace(/^0+(?=\d)/, '');
  const f = fraction.replace(/0+$/, '');
  return f ? `${w}.${f}` : w;
}
/** A positive amount: zero of a token is nothing to buy. */
const positive = (amount: string | undefined): amount is string => !!amount && decimalKey(amount) !== null && /[1-9]/.test(amount);

/** The lot a token listing sells, from the row the dialog shows; null for an inscription market or a row without a readable amount. */
export function tokenLotOf(category: MarketCategory, row: { readonly tick?: string; readonly amount?: string | number | null }): TokenLot | null {
  const amount = typeof row.amount === 'number' ? (Number.isSafeInteger(row.amount) ? String(row.amount) : undefined) : (row.amount ?? undefined);
  if (!row.tick || !positive(amount)) return null;
  if (category === 'brc20') return { kind: 'brc20', tick: row.tick, amount };
  if (category === 'runes') return { kind: 'runes', rune: row.tick, amount };
  if (category === 'arc20') return /^\d+$/.test(amount) ? { kind: 'arc20', ticker: row.tick, amount } : null;
  return null;
}

/** Whether a category's listings sell a token by amount: their purchases must state a lot. */
export const sellsTokens = (category: MarketCategory): boolean => category === 'brc20' || category === 'runes' || category === 'arc20';

/** An amount with thousands separators: '12345.5' is '12,345.5'. */
export const groupedAmount = (amount: string): string => groupThousands(amount);

/** The lot in words, the dialog's title: "1,000 ordi", "12,345.5 DEVNET•RUNE", "1,000 atom". */
export function lotWords(lot: TokenLot): string {
  const name = lot.kind === 'brc20' ? lot.tick : lot.kind === 'runes' ? lot.rune : lot.ticker;
  return `${groupedAmount(lot.amount)} ${name}`;
}

/** Whether a value is a lot as the check takes it (an intent is data from a dialog: read, never trusted). */
export function isTokenLot(v: unknown): v is TokenLot {
  if (typeof v !== 'object' || v === null) return false;
  const lot = v as Record<string, unknown>;
  const name = lot.kind === 'brc20' ? lot.tick : lot.kind === 'runes' ? lot.rune : lot.kind === 'arc20' ? lot.ticker : undefined;
  return (
    typeof name === 'string' && name.length > 0 && typeof lot.amount === 'string' && positive(lot.amount) && (lot.kind !== 'arc20' || /^\d+$/.test(lot.amount))
  );
}

/**
 * Whether an output holds exactly the lot, by the indexer's facts about it; null when it does, else what it holds
 * instead, in words for a refusal. brc-20: the inscription sold (by id, else at the item's offset) is a transfer of
 * that tick (ticks are case-insensitive) and exactly that amount. Runes: one rune, that one, exactly that amount at
 * the indexer's divisibility (none said: refused), nothing else on the output. ARC-20: one atomical, that ticker,
 * exactly that amount.
 */
export function lotProblem(
  held: OutpointFacts | null | undefined,
  lot: TokenLot,
  at: { readonly inscriptionId?: string; readonly offset: bigint },
): string | null {
  if (!held) return 'what it holds could not be looked up';
  if (lot.kind === 'brc20') {
    const inscription = held.inscriptions.find((x) => (at.inscriptionId === undefined ? x.offset === at.offset : x.id === at.inscriptionId));
    const body = inscription?.brc20;
    if (!body) return 'it holds no brc-20 transfer the indexer knows';
    if (body.tick.toLowerCase() !== lot.tick.toLowerCase() || decimalKey(body.amount) !== decimalKey(lot.amount))
      return `it holds a transfer of ${groupedAmount(body.amount)} ${body.tick}`;
    return null;
  }
  if (lot.kind === 'runes') {
    if (held.inscriptions.length > 0 || held.arc20.length > 0 || held.runes.length !== 1)
      return held.runes.length === 0 ? 'it holds no runes' : `it holds ${held.runes.length} kinds of runes or other assets besides`;
    const [r] = held.runes;
    if (r!.rune !== lot.rune) return `it holds ${r!.rune}`;
    if (r!.divisibility === undefined) return `the indexer does not say ${r!.rune}'s divisibility`;
    return isRuneAmount(r!.amount, r!.divisibility, lot.amount) ? null : `it holds ${r!.amount} raw units of ${r!.rune} (divisibility ${r!.divisibility})`;
  }
  if (held.runes.length > 0 || held.arc20.length !== 1) return held.arc20.length === 0 ? 'it holds no ARC-20' : 'it holds other assets besides';
  const [a] = held.arc20;
  if (a!.ticker !== lot.ticker) return `it holds ${a!.ticker}`;
  return /^\d+$/.test(a!.amount) && BigInt(a!.amount) === BigInt(lot.amount) ? null : `it holds ${groupedAmount(a!.amount)} ${a!.ticker}`;
}
