import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import type { PsbtVerdict } from '../../../src/domain/psbt-intent';
import { PSBT_CHECKS } from '../../../src/domain/tx-effect/psbt-checks';
import { STRANGER, honestBuy, psbtOf, scriptOf, txidOf, type Built, PLAIN_BUY } from '../../helpers/tx-world';
import type { BuyIntent } from '../../../src/domain/tx-effect/intents';

/**
 * Where the seller is paid (issue 25): the open API's listings carry no payee and no outpoint, so the purchase check
 * reads both from the PSBT. The seller's input is the item (inscription_info's utxo) or, when no call said where the
 * item is, the one input of another's that carries a signature; its payout is the output its 0x83 signature pairs
 * with (the same index), and it must be exactly the price.
 */
const check = (b: Built<BuyIntent>): string => {
  const v: PsbtVerdict = PSBT_CHECKS[b.intent.kind]!({ psbtHex: b.psbt, intent: b.intent, account: b.account, toSignInputs: b.toSign, facts: b.facts });
  return v.ok ? 'passed' : v.reason;
};
const shape = PLAIN_BUY;
const withTx = (b: Built<BuyIntent>, change: (tx: Transaction) => void): Built<BuyIntent> => {
  const tx = Transaction.fromPSBT(hex.decode(b.psbt), { allowUnknownOutputs: true, allowUnknownInputs: true });
  change(tx);
  return { ...b, psbt: psbtOf(tx) };
};

describe("the seller's payout, read from the seller's signed input", () => {
  it('passes an honest purchase with the item stated, and with no item stated (the signed input is the seller’s)', () => {
    const honest = honestBuy(shape);
    expect(check(honest)).toBe('passed');
    const { item: _item, ...noItem } = honest.intent;
    expect(check({ ...honest, intent: noItem })).toBe('passed');
  });

  it('refuses a price the seller did not sign for, naming the payout the seller signed', () => {
    const honest = honestBuy(shape);
    expect(check({ ...honest, intent: { ...honest.intent, priceSats: 149_000n } })).toBe(`the seller would get 0.0015 BTC, not the 0.00149 BTC shown.`);
  });

  it("refuses a payout moved to another address: the seller's signature no longer covers it", () => {
    const moved = withTx(honestBuy(shape), (tx) => tx.updateOutput(1, { script: scriptOf(STRANGER) }, true));
    expect(check(moved)).toBe("the seller's input: its signature is not valid. This purchase could never confirm.");
  });

  it('refuses a purchase whose seller input cannot be told, or that does not spend the stated item', () => {
    const honest = honestBuy(shape);
    const { item: _item, ...noItem } = honest.intent;
    const unsigned = withTx(honest, (tx) => {
      const input = (tx as unknown as { inputs: Record<string, unknown>[] }).inputs[1]!;
      for (const k of ['finalScriptWitness', 'tapKeySig', 'partialSig', 'finalScriptSig']) delete input[k];
    });
    expect(check({ ...unsigned, intent: noItem })).toBe('the transaction does not spend the item of this purchase.');
    expect(check({ ...honest, intent: { ...honest.intent, item: { txid: txidOf(2), vout: 0 } } })).toBe(
      'the transaction does not spend the item of this purchase.',
    );
  });
});
