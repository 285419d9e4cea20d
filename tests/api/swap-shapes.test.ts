import { describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { PreparedWithdraw } from '../../src/domain/swap/withdraw-entities';
import { withdrawActors } from '../../src/flows/withdraw/withdraw.actors';
import { makeApi } from './helpers';
import { ACCOUNT, SIGNER, run, shapeServer } from './shape-harness';

/**
 * The swap's calls as the withdraw flow sends them, through the site's API client (issue 42): the open API's
 * documented config (no pendingTransferNum) is enough, and a withdrawal's fee is asked with `payType: 'tick'`, the
 * only one its create_withdraw and confirm_withdraw take; each request passes the swagger's request check.
 */
const net = shapeServer();
/** The open API's documented config answer: no pendingTransferNum, no feeTicks. */
const CONFIG = { moduleId: `${'a'.repeat(64)}i0`, serviceGasTick: 'sats', pendingDepositDirectNum: 1, pendingDepositMatchingNum: 1 };
const NOW = Date.UTC(2026, 10, 21);
const deps = () => {
  const { api } = makeApi({ session: 'session-1', now: NOW });
  return { api: async () => api, signer: SIGNER, now: () => NOW };
};
const host = { address: ACCOUNT.ordinalsAddress, network: 'testnet' as const, module: CONFIG.moduleId, retryFeeRate: () => 2 };
/** Where the indexer says the pinned module's inscription sits (the module's address). */
const MODULE_AT = {
  [`/query/inscription/info/${CONFIG.moduleId}`]: {
    inscriptionId: CONFIG.moduleId,
    inscriptionNumber: 1,
    address: 'tb1pmodule',
    utxo: { txid: 'a'.repeat(64), vout: 0, satoshi: 546, inscriptions: [] },
  },
};
const created = {
  id: 'w-1',
  ids: ['w-1'],
  signMsgs: ['id: w-1'],
  feeAmount: '10',
  feeTick: 'sats',
  feeTickPrice: '0',
  feeBalance: '25',
  totalFreeQuota: '0',
  remainingFreeQuota: '0',
  totalUsedFreeQuota: '0',
  usageFreeQuota: '0',
  usdPrice: '0',
  paymentPsbt: '70736274ff01',
  approvePsbt: '70736274ff02',
  approvePsbtSignIndexes: [0],
  networkFee: 600,
};

describe('withdraw: the fee in the tick only, from the documented config', () => {
  it("create_withdraw asks once, with payType 'tick' and the config's serviceGasTick", async () => {
    net.answer({ ...MODULE_AT, '/swap/config': CONFIG, '/swap/create_withdraw': created });
    const out = await run(withdrawActors(deps(), host).createWithdraw, { request: { tick: 'ordi', amount: '100', feeRate: 2 } });
    expect(out).toMatchObject({ id: 'w-1', payType: 'tick', feeAmount: '10' });
    // The config is read for the pinned module's check and for the fee's tick, with nothing asked of it.
    expect(net.sent.filter((s) => s.path === '/swap/config').map((s) => [s.query, s.problems])).toEqual([
      [{}, []],
      [{}, []],
    ]);
    expect(net.only('/swap/create_withdraw').query).toEqual({
      pubkey: ACCOUNT.ordinalsPubKey,
      address: ACCOUNT.ordinalsAddress,
      tick: 'ordi',
      amount: '100',
      ts: String(Math.floor(NOW / 1000)),
      feeRate: '2',
      feeTick: 'sats',
      payType: 'tick',
    });
  });

  it('a fee in the tick the swap balance cannot pay is refused before anything is signed', async () => {
    net.answer({ ...MODULE_AT, '/swap/config': CONFIG, '/swap/create_withdraw': { ...created, feeBalance: '4' } });
    await expect(run(withdrawActors(deps(), host).createWithdraw, { request: { tick: 'ordi', amount: '100', feeRate: 2 } })).rejects.toMatchObject({
      message: "The swap's fee is 10 sats and you have 4 sats in the swap, with no free operations left. Deposit some sats first.",
    });
  });

  it("confirm_withdraw sends payType 'tick' with the fee create_withdraw gave", async () => {
    net.answer({ '/swap/confirm_withdraw': {} });
    const prepared: PreparedWithdraw = { ...created, payType: 'tick' };
    // The signing step's send, after a signature that stands in for the wallet's.
    const signed = { paymentPsbt: '70736274ff03', approvePsbt: '70736274ff04', sigs: ['c2ln'] };
    const step = withdrawActors(deps(), host).signingStep.provide({ actors: { sign: fromPromise(async (): Promise<unknown> => signed) } });
    const outcome = await run(step, { request: { request: { tick: 'ordi', amount: '100', feeRate: 2 }, created: prepared } });
    expect(outcome).toEqual({ outcome: 'sent', sent: {} });
    expect(net.only('/swap/confirm_withdraw').body).toEqual({
      id: 'w-1',
      paymentPsbt: '70736274ff03',
      approvePsbt: '70736274ff04',
      feeTick: 'sats',
      feeAmount: '10',
      feeTickPrice: '0',
      payType: 'tick',
      sigs: ['c2ln'],
    });
  });
});
