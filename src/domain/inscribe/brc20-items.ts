/** brc-20 mode's items: a tick checked, and the deploy, mint and transfer inscriptions built from the form. */
import { Decimal } from '../decimal';
import type { Network } from '../network';
import { MAX_ITEMS_PER_ORDER, capped, fail, type Checked, type InscribeItem } from './inscribe-items';

const encoder = new TextEncoder();
export const tickByteLength = (tick: string): number => encoder.encode(tick).length;
/** The largest amount brc-20 holds: 2^64 - 1. */
export const BRC20_MAX_SUPPLY = '18446744073709551615';
export const MINT_REPEAT_MAX = MAX_ITEMS_PER_ORDER;

/** A tick of 4 bytes, or 5 bytes (self-mint: only its deployer mints it). */
export function checkTick(tick: string): Checked<string> {
  const bytes = tickByteLength(tick);
  if (bytes === 4 || bytes === 5) return { ok: true, value: tick };
  return fail('tick_length');
}
export const isSelfMintTick = (tick: string): boolean => tickByteLength(tick) === 5;

function amount(value: string, decimals = 18): Decimal | null {
  const trimmed = value.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  if ((trimmed.split('.')[1]?.length ?? 0) > decimals) return null;
  const d = new Decimal(trimmed);
  return d.gt(0) ? d : null;
}

/** What the indexer knows of a tick, or null when none is deployed. */
export interface TickFacts {
  readonly ticker: string;
  readonly max: string;
  readonly limit: string;
  readonly totalMinted: string;
  readonly decimal?: number;
  /** The deployer's address, where the indexer says. */
  readonly deployer?: string;
}

const brc20Item = (json: Record<string, string>, index: number): InscribeItem => ({
  filename: `brc20-${json.op}-${index + 1}.txt`,
  contentType: 'text/plain;charset=utf-8',
  content: JSON.stringify({ p: 'brc-20', ...json }),
  base64: false,
});

export function deployItems(input: { tick: string; max: string; lim: string; dec: string }, existing: TickFacts | null): Checked<readonly InscribeItem[]> {
  const tick = checkTick(input.tick);
  if (!tick.ok) return tick;
  if (existing) return fail('has_deployed', { tick: existing.ticker });
  const dec = input.dec.trim() === '' ? 18 : Number(input.dec);
  if (!Number.isInteger(dec) || dec < 0 || dec > 18) return fail('decimals_range');
  const max = amount(input.max, dec);
  if (!max) return fail('enter_amount');
  if (max.gt(BRC20_MAX_SUPPLY)) return fail('deploy_max');
  const lim = input.lim.trim() === '' ? null : amount(input.lim, dec);
  if (input.lim.trim() !== '' && !lim) return fail('enter_amount');
  if (lim && lim.gt(max)) return fail('amount_limit', { x: max.toFixed() });
  const json: Record<string, string> = {
    op: 'deploy',
    tick: input.tick,
    max: max.toFixed(),
    ...(lim ? { lim: lim.toFixed() } : {}),
    ...(input.dec.trim() !== '' ? { dec: String(dec) } : {}),
  };
  if (isSelfMintTick(input.tick)) json.self_mint = 'true';
  return { ok: true, value: [brc20Item(json, 0)] };
}

export function mintItems(
  input: { tick: string; amt: string; repeat: string; minter: string },
  tick: TickFacts | null,
  network: Network,
): Checked<readonly InscribeItem[]> {
  const checked = checkTick(input.tick);
  if (!checked.ok) return checked;
  if (!tick) return fail('tick_not_found', { tick: input.tick });
  if (isSelfMintTick(tick.ticker) && tick.deployer && tick.deployer !== input.minter) return fail('only_holder_can_mint', { tick: tick.ticker });
  const amt = amount(input.amt, tick.decimal ?? 18);
  if (!amt) return fail('enter_amount');
  if (amt.gt(tick.limit)) return fail('amount_limit', { x: tick.limit });
  if (amt.gt(tick.max)) return fail('amount_max');
  const repeat = Number(input.repeat.trim() || '1');
  if (!Number.isInteger(repeat) || repeat < 1 || repeat > MINT_REPEAT_MAX) return fail('repeat_range', { x: MINT_REPEAT_MAX });
  const left = new Decimal(tick.max).minus(tick.totalMinted);
  if (left.lte(0)) return fail('mint_complete', { tick: tick.ticker });
  if (amt.times(repeat).gt(left)) return fail('amount_left', { x: left.toFixed() });
  return capped(
    Array.from({ length: repeat }, (_, i) => brc20Item({ op: 'mint', tick: tick.ticker, amt: amt.toFixed() }, i)),
    network,
  );
}

/** A transfer inscription of the holder's own available balance, to the holder's own address. */
export function transferItems(input: { tick: string; amt: string }, tick: TickFacts | null, available: string | null): Checked<readonly InscribeItem[]> {
  const checked = checkTick(input.tick);
  if (!checked.ok) return checked;
  if (!tick) return fail('tick_not_found', { tick: input.tick });
  const amt = amount(input.amt, tick.decimal ?? 18);
  if (!amt) return fail('enter_amount');
  if (available === null || amt.gt(available)) return fail('insufficient_balance');
  return { ok: true, value: [brc20Item({ op: 'transfer', tick: tick.ticker, amt: amt.toFixed() }, 0)] };
}
