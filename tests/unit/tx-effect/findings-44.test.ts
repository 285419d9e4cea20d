import { hex } from '@scure/base';
import { Transaction } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import type { PsbtVerdict } from '../../../src/domain/psbt-intent';
import { PSBT_CHECKS } from '../../../src/domain/tx-effect/psbt-checks';
import { itemOutputSats } from '../../../src/domain/tx-effect/item-output';
import { ACCOUNTS, accountOf, honestBuy, honestPadding, PLAIN_BUY, psbtOf, scriptOf, type Built } from '../../helpers/tx-world';
import type { BuyIntent } from '../../../src/domain/tx-effect/intents';

/**
 * Issue 44, findings 5 and 6, at the check: the sats that go with the bought item are bounded by what the summary said;
 * a padding split pays only the buyer's payment address (its padding coins and the change), nothing else.
 */
const reason = (b: Pick<Built<BuyIntent>, 'psbt' | 'account' | 'toSign' | 'facts'>, intent: BuyIntent): string => {
  const verdict: PsbtVerdict = PSBT_CHECKS[intent.kind]!({ psbtHex: b.psbt, intent, account: b.account, toSignInputs: b.toSign, facts: b.facts });
  return verdict.ok ? 'passed' : verdict.reason;
};

describe('what goes with the item (issue 44, 6)', () => {
  const padded = honestBuy({ ...PLAIN_BUY, paddingSats: 5_000n });

  it('a 5,000-sat coin padded onto the 546-sat inscription is 5,546 sats with it, read from the PSBT', () => {
    expect(itemOutputSats(padded.psbt, padded.intent.item!, 0n)).toBe(5_546n);
    expect(itemOutputSats(honestBuy(PLAIN_BUY).psbt, null, 0n)).toBe(1_146n);
  });

  it('is refused above the figure the summary said, and passes at it', () => {
    expect(reason(padded, { ...padded.intent, withItemMaxSats: 1_146n })).toMatch(
      /^5,546 sats would go with the item to your ordinals address, more than the 1,146 shown\.$/,
    );
    expect(reason(padded, { ...padded.intent, withItemMaxSats: 5_546n })).toBe('passed');
  });
});

describe('the padding split pays only the payment address (issue 44, 5)', () => {
  const withOutputs = (outputs: readonly { address: string; sats: bigint }[]) => {
    const honest = honestPadding('two-address', 100_000n, 600n, 1_000n);
    const tx = Transaction.fromPSBT(hex.decode(honest.psbt));
    const split = new Transaction({ allowUnknownOutputs: true });
    split.addInput(tx.getInput(0));
    for (const o of outputs) split.addOutput({ script: scriptOf(o.address), amount: o.sats });
    return { ...honest, psbt: psbtOf(split) };
  };
  const buyer = accountOf(ACCOUNTS[1]!, 'two-address');

  it('two 600-sat padding coins and the change to the payment address pass', () => {
    const split = withOutputs([
      { address: buyer.paymentAddress, sats: 600n },
      { address: buyer.paymentAddress, sats: 600n },
      { address: buyer.paymentAddress, sats: 97_800n },
    ]);
    expect(reason(split, split.intent)).toBe('passed');
  });

  it('a coin to the ordinals address is refused', () => {
    const split = withOutputs([
      { address: buyer.paymentAddress, sats: 600n },
      { address: buyer.ordinalsAddress, sats: 600n },
      { address: buyer.paymentAddress, sats: 97_800n },
    ]);
    expect(reason(split, split.intent)).toMatch(/^it pays 0\.000006 BTC to .+: the padding transaction pays only your payment address\.$/);
  });
});
