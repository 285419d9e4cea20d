import { describe, expect, it } from 'vitest';
import { decodeAnswer } from '../../src/services/http/decode';
import { PreSchema } from '../../src/domain/swap/swap-schemas';
import { swapFeeWords } from '../../src/domain/swap/swap-fee';
import { preWithFee } from '../../src/flows/swap-op/swap-op.actors';
import type { Api } from '../../src/services/api/create-api';

/**
 * pre_swap as the open API answers it: its schema is closed to ids, signMsgs, feeAmount, feeTickPrice, feeBalance and
 * usdPrice (no feeTick, no free-quota fields; the gateway drops any other). Asked from the free quota, a fee of none
 * is the quota's: the swap is prepared with it, asked once, and its fee is told in the tick it was asked in.
 */
const config = { swap: { config: async () => ({ feeTicks: ['sats'], serviceGasTick: 'sats' }) } } as unknown as Api;
const answer = (feeAmount: string) =>
  decodeAnswer(
    PreSchema,
    { ids: ['ab'], signMsgs: ['msg'], feeAmount, feeTickPrice: '0', feeBalance: '1000', usdPrice: '0' },
    { layer: 'swap', call: 'pre_swap' },
  );

describe('the swap fee from the open API’s pre_swap answer (no quota fields)', () => {
  it('a fee of none from the free quota: asked once, paid from the quota, its tick the one asked in', async () => {
    const asked: string[] = [];
    const pre = await preWithFee(config, { tickIn: 'ordi' }, async (body) => {
      asked.push(body.payType);
      return answer('0');
    });
    expect(asked).toEqual(['freeQuota']);
    expect({ payType: pre.payType, feeTick: pre.feeTick }).toEqual({ payType: 'freeQuota', feeTick: 'sats' });
    expect(swapFeeWords(pre)).toBe('Swap fee: none, paid from your free quota.');
  });

  it('a fee from the quota ask: asked again in the tick, and told in sats', async () => {
    const asked: string[] = [];
    const pre = await preWithFee(config, { tickIn: 'ordi' }, async (body) => {
      asked.push(body.payType);
      return answer('10');
    });
    expect(asked).toEqual(['freeQuota', 'tick']);
    expect(swapFeeWords(pre)).toBe('Swap fee: 10 sats, paid in sats from your swap balance (you hold 1,000 sats); no free operations are left.');
  });
});
