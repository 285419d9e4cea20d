import { Decimal } from '../decimal';
import type { SubmitResult } from '../chain/chain';
import { devnetEdicts } from './runestone';
import type { AssetsState } from './assets-state';

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`;

/**
 * The runes a transaction's inputs brought, placed as ord does: each edict of its runestone (the first OP_RETURN OP_13
 * output) takes at most what is left of its rune to a spendable output; what no edict took goes to the first spendable
 * output. A runestone that cannot be read (a cenotaph) or names an output that does not exist burns them all.
 */
export function allocateRunes(
  result: SubmitResult,
  unallocated: ReadonlyMap<string, Decimal>,
  firstVout: number | null,
  runes: Record<string, Readonly<Record<string, string>>>,
  runeInfo: AssetsState['runeInfo'],
): void {
  const left0 = new Map(unallocated);
  if (left0.size === 0) return;
  const stoneOut = result.outputs.find((o) => o.script[0] === 0x6a && o.script[1] === 0x5d);
  const edicts = stoneOut ? devnetEdicts(stoneOut.script) : null;
  const give = (vout: number, rune: string, amount: Decimal) => {
    if (amount.lte(0)) return;
    const key = outpoint(result.txid, vout);
    const merged: Record<string, string> = { ...(runes[key] ?? {}) };
    merged[rune] = new Decimal(merged[rune] ?? 0).plus(amount).toFixed();
    runes[key] = merged;
  };
  if (stoneOut && (!edicts || edicts.some((e) => !result.outputs.some((o) => o.vout === e.output && o.address !== '')))) return;
  const nameOf = (id: string) => Object.values(runeInfo).find((r) => r.runeId === id)?.name;
  for (const edict of edicts ?? []) {
    const rune = nameOf(edict.id);
    const left = rune ? (left0.get(rune) ?? new Decimal(0)) : new Decimal(0);
    if (!rune || left.lte(0)) continue;
    const asked = new Decimal(edict.amount.toString());
    const amount = asked.eq(0) || asked.gt(left) ? left : asked;
    give(edict.output, rune, amount);
    left0.set(rune, left.minus(amount));
  }
  if (firstVout !== null) for (const [rune, amount] of left0) give(firstVout, rune, amount);
}
