import { describe, expect, it } from 'vitest';
import { feeCeiling } from '../../src/domain/fee-bound';
import type { PsbtIntent } from '../../src/domain/psbt-intent';
import { PSBT_CHECKS } from '../../src/domain/tx-effect/psbt-checks';
import { boundedPsbtFee, psbtFeeBound } from '../../src/domain/tx-effect/psbt-fee-bound';
import { honestSweep } from '../helpers/tx-world-sweep';
import {
  honestBuy,
  honestDeposit,
  honestPadding,
  honestUnlist,
  honestWithdraw,
  PLAIN_BUY,
  WALLET_SHAPES,
  type Built,
  type WalletShape,
} from '../helpers/tx-world';

/**
 * The fee bound on every kind of transaction the user pays a network fee for (issue 41, finding 3), each wallet shape:
 * the honest transaction that leaves exactly rate × its size + 10% to miners passes (the early refusal and the
 * transaction-effect check held to the bound); one more sat is refused by both, before any wallet is asked.
 */
const RATE = 10;
type Kind = 'purchase' | 'padding split' | 'unlisting' | 'deposit' | "withdrawal's payment" | "withdrawal's approval" | 'cancel' | 'sweep';
const BUILD: Record<Kind, (shape: WalletShape, feeSats: bigint) => Built<PsbtIntent>> = {
  purchase: (shape, fee) => honestBuy({ ...PLAIN_BUY, buyer: shape, networkFeeSats: fee }),
  'padding split': (shape, fee) => honestPadding(shape, 100_000n, 600n, fee),
  unlisting: (shape, fee) => honestUnlist(shape, 546n, 0n, [50_000n], fee),
  deposit: (shape, fee) => honestDeposit(shape, 546n, 0n, [50_000n, 20_000n], fee),
  "withdrawal's payment": (shape, fee) => honestWithdraw(shape, 'payment', [50_000n], 3_000n, fee),
  "withdrawal's approval": (shape, fee) => honestWithdraw(shape, 'approve', [50_000n], 0n, fee),
  cancel: (shape, fee) => honestWithdraw(shape, 'cancel', [50_000n], 0n, fee),
  sweep: (shape, fee) =>
    honestSweep({
      buyer: shape,
      items: [
        { seller: 0, shape: 'taproot', itemSats: 546n, itemOffset: 0n, priceSats: 100_000n },
        { seller: 2, shape: 'segwit', itemSats: 546n, itemOffset: 0n, priceSats: 120_000n },
      ],
      paddingSats: 600n,
      fundingSats: [1_000_000n],
      serviceFeeSats: 4_400n,
      networkFeeSats: fee,
    }),
};

/** The intent the flow makes: the fee it holds the PSBT to is the bound (a padding split's is its own). */
const heldTo = (built: Built<PsbtIntent>, max: bigint): PsbtIntent =>
  built.intent.padding === true ? { ...built.intent, paddingFeeSats: max } : { ...built.intent, networkFeeSats: max };
const check = (built: Built<PsbtIntent>, intent: PsbtIntent) =>
  PSBT_CHECKS[intent.kind]!({ psbtHex: built.psbt, intent, account: built.account, toSignInputs: built.toSign, facts: built.facts });

describe.each(Object.keys(BUILD) as Kind[])('the fee bound on a %s', (kind) => {
  it.each(WALLET_SHAPES)('%s wallet: exactly rate × size + 10% passes, one sat more is refused before the wallet', (shape) => {
    const { vsize } = psbtFeeBound(BUILD[kind](shape, 1_000n).psbt, RATE, `this ${kind}`);
    const max = feeCeiling(RATE, vsize);
    const atBound = BUILD[kind](shape, max);
    expect(boundedPsbtFee(atBound.psbt, { rate: RATE, what: `this ${kind}` }).maxSats).toBe(max);
    expect(check(atBound, heldTo(atBound, max))).toMatchObject({ ok: true });

    const over = BUILD[kind](shape, max + 1n);
    expect(() => boundedPsbtFee(over.psbt, { rate: RATE, what: `this ${kind}` })).toThrow(
      `This ${kind} would leave ${(max + 1n).toLocaleString('en-US')} sats to miners (about ${Math.round(Number(max + 1n) / vsize)} sat/vB), more than the ${max.toLocaleString('en-US')} sats (${RATE} sat/vB × ${vsize} vB, plus 10%) allowed. Nothing was signed.`,
    );
    // The check, held to the bound, refuses the same transaction on its own.
    const verdict = check(over, heldTo(over, max));
    expect(verdict.ok).toBe(false);
    expect(verdict.ok ? '' : verdict.reason).toMatch(/^the network fee would be [\d.]+ BTC, more than the [\d.]+ BTC shown\.$/);
  });
});
