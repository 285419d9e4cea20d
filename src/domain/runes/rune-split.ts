import { Transaction } from '@scure/btc-signer';
import { hex } from '@scure/base';
import { runeAmountText } from './rune-amount';
import { runestoneScript } from './runestone';
import { txVsize } from '../tx-effect/tx-vsize';

/**
 * Listing part of a rune output: the market sells an output whole, so the part goes to its own output first, by a
 * transfer to oneself the app builds: the rune output and enough plain coins in; out, the part (its own 546 sats) and
 * the rest (546 sats) at the user's ordinals address, a runestone whose two edicts put exactly those amounts there,
 * and the change back to the payment address. Amounts are raw units (the rune's smallest part), bigint throughout.
 */
export const SPLIT_POSTAGE = 546n;
/** Change under this is left to the miners rather than made into an output nobody could spend for less. */
const DUST = 546n;

/** An amount typed in the rune's units, as raw units: '12.5' at divisibility 1 is 125n; or why it cannot be listed. */
export function splitAmountOf(text: string, divisibility: number, wholeRaw: bigint): { ok: true; raw: bigint } | { ok: false; problem: string } {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return { ok: false, problem: 'Type how many to list.' };
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(t);
  if (!parts) return { ok: false, problem: 'Type a number, such as 500.' };
  const fraction = (parts[2] ?? '').replace(/0+$/, '');
  if (fraction.length > divisibility)
    return { ok: false, problem: divisibility === 0 ? 'This rune has no fractions: type a whole number.' : `At most ${divisibility} places after the point.` };
  const raw = BigInt(parts[1]! + fraction.padEnd(divisibility, '0'));
  if (raw === 0n) return { ok: false, problem: 'Type more than 0.' };
  if (raw > wholeRaw) return { ok: false, problem: `This output holds ${runeAmountText(wholeRaw.toString(), divisibility)}: type that or less.` };
  return { ok: true, raw };
}

/** An output the split may spend: the chain's amount and script (hex) as the indexer said them. */
export interface SplitCoin {
  readonly txid: string;
  readonly vout: number;
  readonly satoshi: bigint;
  readonly script: string;
}
export interface SplitPlan {
  readonly psbt: string;
  readonly feeSats: bigint;
  readonly vsize: number;
  readonly rate: number;
  /** The inputs that are plain coins (the rune output is input 0). */
  readonly coins: readonly SplitCoin[];
}

/** The split's outputs: the part at 0, the rest at 1, the runestone at 2, the change (when any) at 3. */
export const SPLIT_PART_VOUT = 0;
export const SPLIT_REST_VOUT = 1;

/** The fee at a whole rate: rate × vsize, rounded up to a whole sat. */
const feeAt = (rate: number, vsize: number): bigint => BigInt(Math.ceil(rate * vsize));

function build(
  runeOutput: SplitCoin,
  coins: readonly SplitCoin[],
  to: { ordinals: Uint8Array; payment: Uint8Array },
  stone: Uint8Array,
  change: bigint | null,
) {
  const tx = new Transaction({ allowUnknownOutputs: true });
  for (const c of [runeOutput, ...coins]) tx.addInput({ txid: c.txid, index: c.vout, witnessUtxo: { script: hex.decode(c.script), amount: c.satoshi } });
  tx.addOutput({ script: to.ordinals, amount: SPLIT_POSTAGE });
  tx.addOutput({ script: to.ordinals, amount: SPLIT_POSTAGE });
  tx.addOutput({ script: stone, amount: 0n });
  if (change !== null) tx.addOutput({ script: to.payment, amount: change });
  return tx;
}

/**
 * The split transaction at `rate` sat/vB: plain coins taken largest first until they pay the second output's 546 sats
 * and the fee; the fee is the rate times the size the app works out (fee-bound.ts's ceiling). Throws, in the user's
 * words, when the coins are not enough.
 */
export function planSplit(input: {
  readonly runeOutput: SplitCoin;
  readonly coins: readonly SplitCoin[];
  readonly ordinalsScript: Uint8Array;
  readonly paymentScript: Uint8Array;
  readonly runeId: string;
  readonly partRaw: bigint;
  readonly restRaw: bigint;
  readonly rate: number;
}): SplitPlan {
  const stone = runestoneScript([
    { id: input.runeId, amount: input.partRaw, output: SPLIT_PART_VOUT },
    { id: input.runeId, amount: input.restRaw, output: SPLIT_REST_VOUT },
  ]);
  const to = { ordinals: input.ordinalsScript, payment: input.paymentScript };
  const sorted = [...input.coins].sort((a, b) => (b.satoshi > a.satoshi ? 1 : b.satoshi < a.satoshi ? -1 : 0));
  const taken: SplitCoin[] = [];
  for (const coin of [null, ...sorted]) {
    if (coin) taken.push(coin);
    const inSats = [input.runeOutput, ...taken].reduce((a, c) => a + c.satoshi, 0n);
    // With change first; without it when the change would be dust (it goes to the fee then).
    for (const withChange of [true, false]) {
      const shape = build(input.runeOutput, taken, to, stone, withChange ? 0n : null);
      const size = txVsize(shape);
      if ('unknownInput' in size) throw new Error(`Input ${size.unknownInput} of the split spends a kind of output this app cannot size.`);
      const fee = feeAt(input.rate, size.vsize);
      const left = inSats - 2n * SPLIT_POSTAGE - fee;
      if (withChange ? left < DUST : left < 0n) continue;
      const tx = build(input.runeOutput, taken, to, stone, withChange ? left : null);
      return { psbt: hex.encode(tx.toPSBT()), feeSats: withChange ? fee : fee + left, vsize: size.vsize, rate: input.rate, coins: taken };
    }
  }
  throw new Error(`Splitting the output needs ${SPLIT_POSTAGE} sats for the new output and its network fee, and this wallet has too few plain sats.`);
}
