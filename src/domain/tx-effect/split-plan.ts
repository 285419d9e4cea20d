import { Transaction } from '@scure/btc-signer';
import { hex } from '@scure/base';
import { txVsize } from './tx-vsize';

/**
 * A transfer to oneself that divides an output (a rune or an ARC-20 split, domain/split-asset.ts): the output first,
 * then the user's plain coins, largest first, until they pay the fixed outputs' sats beyond the output's own and the
 * fee; the change back to the payment address unless it would be dust. The fee is the rate times the size the app
 * works out, rounded up to a whole sat. Amounts are sats, bigint throughout.
 */
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
  /** The inputs that are plain coins (the divided output is input 0). */
  readonly coins: readonly SplitCoin[];
}
/** An output of the split, in order. */
export interface SplitOut {
  readonly script: Uint8Array;
  readonly amount: bigint;
}

/** Change under this is left to the miners rather than made into an output nobody could spend for less. */
const DUST = 546n;

/** The fee at a rate: rate × vsize, rounded up to a whole sat. */
const feeAt = (rate: number, vsize: number): bigint => BigInt(Math.ceil(rate * vsize));

function build(first: SplitCoin, coins: readonly SplitCoin[], outs: readonly SplitOut[], payment: Uint8Array, change: bigint | null) {
  const tx = new Transaction({ allowUnknownOutputs: true });
  for (const c of [first, ...coins]) tx.addInput({ txid: c.txid, index: c.vout, witnessUtxo: { script: hex.decode(c.script), amount: c.satoshi } });
  for (const o of outs) tx.addOutput({ script: o.script, amount: o.amount });
  if (change !== null) tx.addOutput({ script: payment, amount: change });
  return tx;
}

/** The split at `rate` sat/vB; throws `short` (the user's words) when the plain coins are not enough. */
export function planSelfSplit(input: {
  readonly first: SplitCoin;
  readonly coins: readonly SplitCoin[];
  readonly outputs: readonly SplitOut[];
  readonly paymentScript: Uint8Array;
  readonly rate: number;
  readonly short: string;
}): SplitPlan {
  const sorted = [...input.coins].sort((a, b) => (b.satoshi > a.satoshi ? 1 : b.satoshi < a.satoshi ? -1 : 0));
  const outSats = input.outputs.reduce((a, o) => a + o.amount, 0n);
  const taken: SplitCoin[] = [];
  for (const coin of [null, ...sorted]) {
    if (coin) taken.push(coin);
    const inSats = [input.first, ...taken].reduce((a, c) => a + c.satoshi, 0n);
    // With change first; without it when the change would be dust (it goes to the fee then).
    for (const withChange of [true, false]) {
      const size = txVsize(build(input.first, taken, input.outputs, input.paymentScript, withChange ? 0n : null));
      if ('unknownInput' in size) throw new Error(`Input ${size.unknownInput} of the split spends a kind of output this app cannot size.`);
      const fee = feeAt(input.rate, size.vsize);
      const left = inSats - outSats - fee;
      if (withChange ? left < DUST : left < 0n) continue;
      const tx = build(input.first, taken, input.outputs, input.paymentScript, withChange ? left : null);
      return { psbt: hex.encode(tx.toPSBT()), feeSats: withChange ? fee : fee + left, vsize: size.vsize, rate: input.rate, coins: taken };
    }
  }
  throw new Error(input.short);
}
