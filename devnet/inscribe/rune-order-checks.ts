import { Decimal } from '../decimal';
import { DevnetError } from '../devnet-error';

/**
 * The inscribe server's checks of a runes order, on its own side (ord's rules): a name is letters A to Z with optional
 * • (or .) spacers, at most 26 letters; names unlock one letter shorter every 17,500 blocks from 13 letters at the
 * first rune block; a name is etched once; the symbol is one character (¤ when none); divisibility 0 to 38; the supply
 * (premine + amount × cap) above 0 and at most 2^128 - 1; at most 1,000 mints an order. A refusal is a DevnetError
 * in plain words.
 */
const MAX_LETTERS = 26;
const UNLOCK_START_LETTERS = 13;
const UNLOCK_INTERVAL = 17_500;
const MAX_DIVISIBILITY = 38;
const MAX_SUPPLY = '340282366920938463463374607431768211455';
const MINTS_PER_ORDER = 1000;

/** An etching as the order keeps it. */
export interface RuneEtching {
  readonly name: string;
  readonly spaced: string;
  readonly symbol: string;
  readonly divisibility: number;
  readonly premine: string;
  readonly amount: string;
  readonly cap: number;
}

const refuse = (text: string): never => {
  throw new DevnetError(-1, text);
};

function nameOf(raw: string): { letters: string; spaced: string } {
  const spaced = raw.trim().toUpperCase().replace(/\./g, '•');
  const letters = spaced.replace(/•/g, '');
  if (!/^[A-Z]+(•[A-Z]+)*$/.test(spaced) || letters.length > MAX_LETTERS) refuse('Rune names use the letters A to Z, with optional • spacers.');
  return { letters, spaced };
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

/** An etching's terms as the order file states them (text), checked against the chain at `height`. */
export function checkRuneEtching(
  terms: { name: string; symbol: string; divisibility: string; premine: string; amount: string; cap: string },
  chain: { height: number; firstRuneHeight: number; etched: (letters: string) => boolean },
): RuneEtching {
  const { letters, spaced } = nameOf(terms.name);
  const steps = Math.floor(Math.max(0, chain.height - chain.firstRuneHeight) / UNLOCK_INTERVAL);
  const shortest = Math.max(1, UNLOCK_START_LETTERS - steps);
  if (letters.length < shortest) {
    const wait = chain.firstRuneHeight + Math.max(0, UNLOCK_START_LETTERS - letters.length) * UNLOCK_INTERVAL - chain.height;
    refuse(
      wait <= UNLOCK_INTERVAL
        ? `This name becomes available after ${wait.toLocaleString('en-US')} blocks.`
        : `The rune name is too short: at least ${shortest} letters.`,
    );
  }
  if (chain.etched(letters)) refuse('This rune has already been etched.');
  const symbol = terms.symbol.trim() === '' ? '¤' : terms.symbol.trim();
  if ([...symbol].length !== 1) refuse('The symbol is one character.');
  const divisibility = terms.divisibility.trim() === '' ? 0 : whole(terms.divisibility, 0, MAX_DIVISIBILITY);
  if (divisibility === null) return refuse(`Divisibility: a whole number from 0 to ${MAX_DIVISIBILITY}.`);
  const premine = amountOf(terms.premine, divisibility, true) ?? refuse('Enter an amount.');
  const cap = terms.cap.trim() === '' ? 0 : (whole(terms.cap, 0, Number.MAX_SAFE_INTEGER) ?? refuse('The number of mints is a whole number.'));
  const amount = cap > 0 ? (amountOf(terms.amount, divisibility, false) ?? refuse('Enter an amount.')) : new Decimal(0);
  const supply = premine.plus(amount.times(cap));
  if (supply.lte(0)) refuse('Give the rune a supply: a premine, or an amount per mint and a number of mints.');
  if (supply.gt(MAX_SUPPLY)) refuse('The supply is too large.');
  return { name: letters, spaced, symbol, divisibility, premine: premine.toFixed(), amount: amount.toFixed(), cap };
}

/** `count` mints of a rune the indexer knows (null: unknown), within its mints left and 1,000 an order. */
export function checkRuneMint(
  order: { rune: string; count: string },
  rune: { spacedRune: string; terms: { amount: string; cap: bigint } | null; mints: bigint } | null,
): { spaced: string; count: number; amount: string } {
  nameOf(order.rune);
  if (!rune) return refuse('Rune not found.');
  if (!rune.terms || rune.mints >= rune.terms.cap) return refuse('This rune cannot be minted now.');
  const left = rune.terms.cap - rune.mints;
  const most = left < BigInt(MINTS_PER_ORDER) ? Number(left) : MINTS_PER_ORDER;
  const count = whole(order.count || '1', 1, most) ?? refuse(`Repeat: a whole number from 1 to ${most}.`);
  return { spaced: rune.spacedRune, count, amount: new Decimal(rune.terms.amount).times(count).toFixed() };
}

/** What the server inscribes for an etching or a mint: the runestone as JSON. */
export const etchingJson = (e: RuneEtching): string =>
  JSON.stringify({
    p: 'runes',
    op: 'etch',
    rune: e.spaced,
    symbol: e.symbol,
    divisibility: e.divisibility,
    premine: e.premine,
    terms: e.cap > 0 ? { amount: e.amount, cap: e.cap } : null,
  });
export const mintJson = (spaced: string): string => JSON.stringify({ p: 'runes', op: 'mint', rune: spaced });
