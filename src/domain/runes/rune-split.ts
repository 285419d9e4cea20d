import { runestoneScript } from './runestone';
import { planSelfSplit, type SplitCoin, type SplitPlan } from '../tx-effect/split-plan';
import { SPLIT_POSTAGE } from '../split-asset';

/**
 * Listing part of a rune output: the market sells an output whole, so the part goes to its own output first, by a
 * transfer to oneself the app builds (tx-effect/split-plan.ts): the rune output and enough plain coins in; out, the
 * part (its own 546 sats) and the rest (546 sats) at the user's ordinals address, a runestone whose two edicts put
 * exactly those amounts there, and the change back to the payment address. Amounts are raw units (the rune's smallest
 * part), bigint throughout.
 */

/** The split's outputs: the part at 0, the rest at 1, the runestone (a rune split) at 2, the change (when any) last. */
export const SPLIT_PART_VOUT = 0;
export const SPLIT_REST_VOUT = 1;

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
  return planSelfSplit({
    first: input.runeOutput,
    coins: input.coins,
    outputs: [
      { script: input.ordinalsScript, amount: SPLIT_POSTAGE },
      { script: input.ordinalsScript, amount: SPLIT_POSTAGE },
      { script: stone, amount: 0n },
    ],
    paymentScript: input.paymentScript,
    rate: input.rate,
    short: `Splitting the output needs ${SPLIT_POSTAGE} sats for the new output and its network fee, and this wallet has too few plain sats.`,
  });
}
