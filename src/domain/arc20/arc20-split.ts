import { planSelfSplit, type SplitCoin, type SplitPlan } from '../tx-effect/split-plan';

/**
 * Listing part of an ARC-20 output (issue 44, 12): every sat of it is a unit, so the split is by sats. The ARC-20
 * output first and the user's plain coins after it; out, the part and then the rest at the user's ordinals address,
 * each exactly as many sats as units, so the output's sats (and with them its units, in order) land on those two
 * outputs and nowhere else; the plain coins pay the fee and the change goes back to the payment address. No
 * OP_RETURN. Amounts are sats, bigint throughout.
 */
export function planArc20Split(input: {
  readonly arc20Output: SplitCoin;
  readonly coins: readonly SplitCoin[];
  readonly ordinalsScript: Uint8Array;
  readonly paymentScript: Uint8Array;
  readonly partSats: bigint;
  readonly restSats: bigint;
  readonly rate: number;
}): SplitPlan {
  if (input.partSats + input.restSats !== input.arc20Output.satoshi)
    throw new Error('The output holding the ARC-20 changed since it was read. Choose it again.');
  return planSelfSplit({
    first: input.arc20Output,
    coins: input.coins,
    outputs: [
      { script: input.ordinalsScript, amount: input.partSats },
      { script: input.ordinalsScript, amount: input.restSats },
    ],
    paymentScript: input.paymentScript,
    rate: input.rate,
    short: 'Splitting the output needs plain sats for its network fee, and this wallet has too few.',
  });
}
