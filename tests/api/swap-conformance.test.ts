import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/services/http/api-error';
import { decodeAnswer } from '../../src/services/http/decode';
import { failureMessage } from '../../src/services/http/error-routing';
import * as s from '../../src/domain/swap/swap-schemas';
import { MINIMAL, pre } from './swap-answers';
import { feeTickOf } from '../../src/domain/swap/swap-fee';

/**
 * Conformance of the swap layer's schemas (issue 25), one case per call the app decodes: an answer made from the
 * sequencer's schema (swap-answers.ts: its required fields only, amounts in their types) decodes;
 * without its first field it is one bad-response error naming the call and the field. The devnet's own answers
 * go through the same schemas in tests/devnet/swap-conformance.test.ts.
 */
describe("the swap's answers as the real sequencer sends them (issue 25)", () => {
  it.each(MINIMAL)('%s: an answer with only the required fields decodes', (call, schema, answer) => {
    expect(() => decodeAnswer(schema, answer, { layer: 'swap', call })).not.toThrow();
  });

  it.each(MINIMAL.filter(([, , a]) => !Array.isArray(a) && Object.keys(a).length > 0))(
    '%s: without its first required field, one error naming the call and the field',
    (call, schema, answer) => {
      const [first] = Object.keys(answer);
      const rest = Object.fromEntries(Object.entries(answer).filter(([k]) => k !== first));
      let caught: unknown = null;
      try {
        decodeAnswer(schema, rest, { layer: 'swap', call });
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ApiError);
      expect(failureMessage(caught)).toBe(`The swap's answer to ${call} is missing \`${first}\`. Try again later.`);
    },
  );

  it('amounts a server sends as numbers come out as exact decimal strings; the fields it may leave out get the empty value', () => {
    const out = decodeAnswer(s.PreSchema, { ...pre, feeAmount: 0.1, feeTick: 'sats', remainingFreeQuota: 3 }, { layer: 'swap', call: 'pre_swap' });
    expect(out).toMatchObject({ feeAmount: '0.1', feeTick: 'sats', remainingFreeQuota: '3', usageFreeQuota: '0', feeBalance: '0' });
    expect(decodeAnswer(s.GasHistorySchema, MINIMAL.find(([c]) => c === 'gas_history')![2], { layer: 'swap', call: 'gas_history' })).toEqual({
      total: 1,
      list: [{ tick: 'sats', amount: '0.5', func: 'swap', tickA: 'ordi', tickB: 'pizza', ts: 1 }],
    });
  });

  it("the open API's documented /config, without pendingTransferNum, decodes (issue 42): the fee is asked in its serviceGasTick", () => {
    const config = decodeAnswer(
      s.ConfigSchema,
      { moduleId: `${'a'.repeat(64)}i0`, serviceGasTick: 'sats', pendingDepositDirectNum: 1, pendingDepositMatchingNum: 1 },
      { layer: 'swap', call: 'config' },
    );
    expect(config).not.toHaveProperty('pendingTransferNum');
    expect(feeTickOf(config)).toBe('sats');
  });

  it("the pools' fee rate is read when a config gives it (the devnet's '0.003'), and absent when it does not (the real one)", () => {
    const base = MINIMAL[0]![2];
    expect(decodeAnswer(s.ConfigSchema, { ...base, swapFeeRate: '0.003' }, { layer: 'swap', call: 'config' }).swapFeeRate).toBe('0.003');
    expect(decodeAnswer(s.ConfigSchema, { ...base, swapFeeRate: 0.003 }, { layer: 'swap', call: 'config' }).swapFeeRate).toBe('0.003');
    expect(decodeAnswer(s.ConfigSchema, base, { layer: 'swap', call: 'config' })).not.toHaveProperty('swapFeeRate');
  });

  it('the real /config has no moduleAddress, and the app does not ask for one', () => {
    const config = decodeAnswer(s.ConfigSchema, { ...MINIMAL[0]![2], moduleAddress: 'tb1pmodule' }, { layer: 'swap', call: 'config' });
    expect(config).not.toHaveProperty('moduleAddress');
  });
});
