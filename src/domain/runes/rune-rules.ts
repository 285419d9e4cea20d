import { Decimal } from '../decimal';
import { RUNE_MAX_DIVISIBILITY } from './rune-amount';
import type { Checked, Problem } from '../inscribe/inscribe-items';
import { formatAmount } from '../amount-text';

/**
 * Etching and minting runes: a rune's name, its etching terms and a
 * mint's count, checked before an order is placed. Names are letters A to Z with optional • spacers between
 * them; names unlock one letter shorter every 17,500 blocks from the first rune block, from 13 letters (ord's
 * schedule); a name already etched cannot be etched again.
 */
export const RUNE_MAX_LETTERS = 26;
export const RUNE_UNLOCK_START_LETTERS = 13;
export const RUNE_UNLOCK_INTERVAL_BLOCKS = 17_500;
/** The largest supply a rune holds: 2^128 - 1. */
export const RUNE_MAX_SUPPLY = '340282366920938463463374607431768211455';
export const RUNE_MINT_COUNT_MAX = 1000;
export const DEFAULT_RUNE_SYMBOL = '¤';

const fail = (key: Problem['key'], params?: Problem['params']): { ok: false; problem: Problem } => ({ ok: false, problem: params ? { key, params } : { key } });

/** The letters of a name, and the name as typed with its spacers (• or .), or rune_format_invalid. */
export function parseRuneName(raw: string): Checked<{ letters: string; spaced: string }> {
  const spaced = raw.trim().toUpperCase().replace(/\./g, '•');
  if (!/^[A-Z]+(•[A-Z]+)*$/.test(spaced)) return fail('rune_format_invalid');
  const letters = spaced.replace(/•/g, '');
  if (letters.length > RUNE_MAX_LETTERS) return fail('rune_format_invalid');
  return { ok: true, value: { letters, spaced } };
}

/** The shortest name that can be etched at `height` (ord: 13 letters at the first rune block, one fewer every 17,500). */
export function minimumRuneLength(height: number, firstRuneHeight: number): number {
  const steps = Math.floor(Math.max(0, height - firstRuneHeight) / RUNE_UNLOCK_INTERVAL_BLOCKS);
  return Math.max(1, RUNE_UNLOCK_START_LETTERS - steps);
}

/** The height from which names of `letters` letters can be etched. */
export const unlockHeight = (letters: number, firstRuneHeight: number): number =>
  firstRuneHeight + Math.max(0, RUNE_UNLOCK_START_LETTERS - letters) * RUNE_UNLOCK_INTERVAL_BLOCKS;

export interface EtchInput {
  readonly name: string;
  readonly symbol: string;
  readonly divisibility: string;
  readonly premine: string;
  /** Per mint. */
  readonly amount: string;
  /** How many mints there can be. */
  readonly cap: string;
}
export interface Etching {
  readonly name: string;
  readonly spaced: string;
  readonly symbol: string;
  readonly divisibility: number;
  readonly premine: string;
  readonly amount: string;
  readonly cap: number;
}

function whole(value: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(value.trim())) return null;
  const n = Number(value.trim());
  return n >= min && n <= max ? n : null;
}
function amountOf(value: string, divisibility: number, allowZero: boolean): Decimal | null {
  const t = value.trim() === '' && allowZero ? '0' : value.trim();
  if (!/^\d+(\.\d+)?$/.test(t) || (t.split('.')[1]?.length ?? 0) > divisibility) return null;
  const d = new Decimal(t);
  return allowZero || d.gt(0) ? d : null;
}

/**
 * An etching, checked: the name's form, its length at this height (too short, or available after N blocks when it
 * unlocks within the next step), not etched already; symbol one character; divisibility 0 to 38; a premine
 * and/or open mint terms (amount per mint and how many mints), the whole supply within 2^128 - 1.
 */
export function checkEtching(input: EtchInput, chain: { height: number; firstRuneHeight: number; etched: (letters: string) => boolean }): Checked<Etching> {
  const name = parseRuneName(input.name);
  if (!name.ok) return name;
  const { letters, spaced } = name.value;
  const min = minimumRuneLength(chain.height, chain.firstRuneHeight);
  if (letters.length < min) {
    const wait = unlockHeight(letters.length, chain.firstRuneHeight) - chain.height;
    return wait <= RUNE_UNLOCK_INTERVAL_BLOCKS ? fail('rune_name_available_after', { n: formatAmount(wait) }) : fail('rune_name_too_short', { x: min });
  }
  if (chain.etched(letters)) return fail('rune_already_etched');
  const symbol = input.symbol.trim() === '' ? DEFAULT_RUNE_SYMBOL : input.symbol.trim();
  if ([...symbol].length !== 1) return fail('rune_symbol_one');
  const divisibility = input.divisibility.trim() === '' ? 0 : whole(input.divisibility, 0, RUNE_MAX_DIVISIBILITY);
  if (divisibility === null) return fail('rune_divisibility_range', { x: RUNE_MAX_DIVISIBILITY });
  const premine = amountOf(input.premine, divisibility, true);
  if (premine === null) return fail('enter_amount');
  const cap = input.cap.trim() === '' ? 0 : whole(input.cap, 0, Number.MAX_SAFE_INTEGER);
  if (cap === null) return fail('rune_cap_whole');
  const amount = cap > 0 ? amountOf(input.amount, divisibility, false) : new Decimal(0);
  if (amount === null) return fail('enter_amount');
  const supply = premine.plus(amount.times(cap));
  if (supply.lte(0)) return fail('rune_supply_none');
  if (supply.gt(RUNE_MAX_SUPPLY)) return fail('rune_supply_max');
  return { ok: true, value: { name: letters, spaced, symbol, divisibility, premine: premine.toFixed(), amount: amount.toFixed(), cap } };
}

/** What the indexer says of a rune, as a mint needs it: its mints and cap exact (the indexer sends them as decimal text). */
export interface RuneFacts {
  readonly spacedRune: string;
  readonly terms?: { readonly amount: string; readonly cap: bigint } | null;
  readonly mints: bigint;
}

/** A mint of `count` times the rune's amount per mint: the rune must exist and have that many mints left. */
export function checkMint(input: { rune: string; count: string }, rune: RuneFacts | null): Checked<{ spaced: string; count: number; amount: string }> {
  const name = parseRuneName(input.rune);
  if (!name.ok) return name;
  if (!rune) return fail('rune_not_found');
  if (!rune.terms || rune.mints >= rune.terms.cap) return fail('rune_not_mintable');
  const left = rune.terms.cap - rune.mints;
  const most = left < BigInt(RUNE_MINT_COUNT_MAX) ? Number(left) : RUNE_MINT_COUNT_MAX;
  const count = whole(input.count || '1', 1, most);
  if (count === null) return fail('repeat_range', { x: most });
  return { ok: true, value: { spaced: rune.spacedRune, count, amount: new Decimal(rune.terms.amount).times(count).toFixed() } };
}

/** The order's content for an etching or a mint (what the fee panel counts and the server inscribes): the runestone as JSON. */
export const etchingContent = (e: Etching): string =>
  JSON.stringify({
    p: 'runes',
    op: 'etch',
    rune: e.spaced,
    symbol: e.symbol,
    divisibility: e.divisibility,
    premine: e.premine,
    terms: e.cap > 0 ? { amount: e.amount, cap: e.cap } : null,
  });
export const mintContent = (spaced: string): string => JSON.stringify({ p: 'runes', op: 'mint', rune: spaced });
/** The first block runes can be etched at: ord's 840,000 on mainnet; a test network's chain from its start. */
export const firstRuneHeight = (network: 'mainnet' | 'testnet'): number => (network === 'mainnet' ? 840_000 : 0);

/** A rune's id (block:tx) by its name, from the indexer's list, for the open API's mint order; a plain error when it is not there. */
export function runeIdOf(runes: readonly { readonly rune: string; readonly runeid?: string }[], name: string): string {
  const parsed = parseRuneName(name);
  const found = parsed.ok ? runes.find((r) => r.rune === parsed.value.letters) : undefined;
  if (!found?.runeid) throw new Error(`The indexer did not say which rune ${name.trim()} is (its id), so no order was placed. Try again in a moment.`);
  return found.runeid;
}
