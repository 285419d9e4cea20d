import { TEST_NETWORK } from '@scure/btc-signer';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMessageBip322Simple } from '../../server/auth/message-signing';
import { deriveAccounts, type DevAccount } from '../../devnet/wallet/dev-accounts';
import { createApi, type Api } from '../../src/services/api/create-api';
import { memoryKeyVault } from '../../src/services/http/request-key-vault';
import { preInTick, preWithFee } from '../../src/flows/swap-op/swap-op.actors';
import { MINIMAL } from '../api/swap-answers';
import { clientDeps, failure, signInputs, startDevnet } from './devnet-harness';

/**
 * The devnet's swap answers as the real sequencer's (issue 25): every call the app decodes is made once on the
 * devnet, its raw answer kept, and each goes through the same schema as the sequencer's minimal answer
 * (tests/api/swap-conformance.test.ts). And the fee as the real API asks it: feeTick and payType required, the
 * free quota used while some is left, the fee in the tick after.
 */
const [alice, bob] = deriveAccounts();
let h: Awaited<ReturnType<typeof startDevnet>>;
let api: Api;
/** The devnet's answers (`data`), by call. */
const raw = new Map<string, unknown>();
beforeAll(async () => {
  h = await startDevnet({ seed: false });
  const recording: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    const call = /\/api\/swap\/(.+)$/.exec(new URL(input instanceof Request ? input.url : String(input)).pathname)?.[1];
    const body = call ? ((await res.clone().json()) as { code: number; data: unknown }) : null;
    if (call && body?.code === 0) raw.set(call, body.data);
    return res;
  };
  api = createApi({ ...clientDeps(h.origin, h.now), keyVault: memoryKeyVault(), getSession: () => null, fetch: recording });
});
afterAll(() => h.close());

const sign = (account: DevAccount, message: string) => signMessageBip322Simple(message, account.taprootKey, account.ordinalsAddress, TEST_NETWORK);
const now = () => Math.floor(h.now() / 1000);
type Pre = { feeAmount: string; feeTickPrice: string; signMsgs: readonly string[] };
/** pre_* and the operation with the free quota, as the site sends them. */
async function signed(account: DevAccount, pre: (q: never) => Promise<Pre>, run: (b: never) => Promise<unknown>, query: Record<string, unknown>) {
  const asked = { ...query, address: account.ordinalsAddress, ts: now(), feeTick: 'sats', payType: 'freeQuota' };
  const p = await pre(asked as never);
  return run({ ...asked, feeAmount: p.feeAmount, feeTickPrice: p.feeTickPrice, sigs: p.signMsgs.map((m) => sign(account, m)) } as never);
}
const block = () => {
  h.devnet.mine(1);
  h.advance(10_000);
};

describe('the devnet answers every swap call in the real shapes', () => {
  it('each call the app decodes, once; every answer decodes through its schema', async () => {
    const { chain, indexer } = h.devnet;
    for (const a of [alice!, bob!]) chain.fund(a.ordinalsAddress, 1_000_000n);
    for (const tick of ['ordi', 'pizza', 'sats'])
      indexer.inscribe(alice!.ordinalsAddress, {
        contentType: 'text/plain',
        content: JSON.stringify({ p: 'brc-20', op: 'deploy', tick, max: '21000000', lim: '1000' }),
      });
    block();
    const me = { address: bob!.ordinalsAddress };
    await api.swap.testSimulateTransfer({ address: alice!.ordinalsAddress, tick: 'ordi', amount: '2000' });
    await api.swap.testSimulateTransfer({ address: alice!.ordinalsAddress, tick: 'pizza', amount: '1000' });
    await api.swap.testSimulateTransfer({ ...me, tick: 'ordi', amount: '100' });
    await api.swap.config();
    await api.swap.select({ ...me, search: '' });
    await api.swap.balance({ ...me, tick: 'ordi' });
    await api.swap.systemStatus();
    await signed(alice!, api.swap.preDeployPool, api.swap.deployPool, { tick0: 'pizza', tick1: 'ordi' });
    const q = await api.swap.quoteAddLiq({ address: alice!.ordinalsAddress, tick0: 'ordi', tick1: 'pizza', amount0: '1000', amount1: '500' });
    await signed(alice!, api.swap.preAddLiq, api.swap.addLiq, {
      tick0: 'ordi',
      tick1: 'pizza',
      amount0: q.amount0,
      amount1: q.amount1,
      lp: q.lp,
      slippage: '0.005',
    });
    await api.swap.poolList({ start: 0, limit: 20 });
    await api.swap.poolInfo({ tick0: 'ordi', tick1: 'pizza' });
    await api.swap.myPoolList({ address: alice!.ordinalsAddress });
    await api.swap.myPool({ address: alice!.ordinalsAddress, tick0: 'ordi', tick1: 'pizza' });
    const quote = await api.swap.quoteSwap({ ...me, tickIn: 'ordi', tickOut: 'pizza', amount: '1', exactType: 'exactIn' });
    const swap = { tickIn: 'ordi', tickOut: 'pizza', amountIn: '1', amountOut: quote.expect, slippage: '0.005', exactType: 'exactIn' };
    await signed(bob!, api.swap.preSwap, api.swap.swap, swap);
    await signed(bob!, api.swap.preSend, api.swap.send, { tick: 'ordi', amount: '1', to: alice!.ordinalsAddress });
    const out = await api.swap.quoteRemoveLiq({ address: alice!.ordinalsAddress, tick0: 'ordi', tick1: 'pizza', lp: '1' });
    await signed(alice!, api.swap.preRemoveLiq, api.swap.removeLiq, {
      tick0: 'ordi',
      tick1: 'pizza',
      lp: '1',
      amount0: out.amount0,
      amount1: out.amount1,
      slippage: '0.005',
    });
    block();
    h.advance(10_000);
    for (const history of [
      api.swap.swapHistory,
      api.swap.sendHistory,
      api.swap.liqHistory,
      api.swap.gasHistory,
      api.swap.depositList,
      api.swap.withdrawHistory,
    ])
      await history(me);
    await api.swap.rollupHistory({});

    // A direct deposit of a transfer inscription.
    indexer.inscribe(bob!.ordinalsAddress, { contentType: 'text/plain', content: JSON.stringify({ p: 'brc-20', op: 'mint', tick: 'ordi', amt: '1000' }) });
    const t = indexer.inscribe(bob!.ordinalsAddress, {
      contentType: 'text/plain',
      content: JSON.stringify({ p: 'brc-20', op: 'transfer', tick: 'ordi', amt: '30' }),
    });
    block();
    const deposit = { ...me, inscriptionId: t.id, pubkey: bob!.ordinalsPubKey, tick: 'ordi', amount: '30', feeRate: 2 };
    const created = await api.swap.createDeposit(deposit);
    await api.swap.confirmDeposit({ ...deposit, psbt: signInputs(created.psbt, bob!, [0, 1]) });
    await api.swap.depositInfo({ ...me, tick: 'ordi' });

    // Withdrawals: one more than the module holds waits in the queue and is cancelled; one fails and is retried.
    const withdraw = async (amount: string) => {
      const w = await preInTick(api, { ...me, pubkey: bob!.ordinalsPubKey, tick: 'ordi', amount, ts: now(), feeRate: 2 }, (b) => api.swap.createWithdraw(b));
      await api.swap.confirmWithdraw({
        id: w.id,
        paymentPsbt: signInputs(w.paymentPsbt, bob!, [0]),
        approvePsbt: signInputs(w.approvePsbt, bob!, [0]),
        feeTick: w.feeTick,
        feeAmount: w.feeAmount,
        feeTickPrice: w.feeTickPrice,
        payType: w.payType,
        sigs: w.signMsgs.map((m) => sign(bob!, m)),
      });
      return w;
    };
    const queued = await withdraw('60');
    block();
    await api.swap.withdrawProcess({ id: queued.id });
    const cancel = await api.swap.createCancelWithdraw({ id: queued.id, address: bob!.ordinalsAddress });
    await api.swap.confirmCancelWithdraw({ id: queued.id, psbt: signInputs(cancel.psbt, bob!, [0]) });
    block();
    const failed = await withdraw('5');
    await h.control('/swap/fail-withdraw', { id: failed.id });
    const retry = await api.swap.createRetryWithdraw({ id: failed.id, address: bob!.ordinalsAddress, pubkey: bob!.ordinalsPubKey });
    await api.swap.confirmRetryWithdraw({
      id: failed.id,
      paymentPsbt: signInputs(retry.paymentPsbt, bob!, [0]),
      approvePsbt: signInputs(retry.approvePsbt, bob!, [0]),
    });

    for (const [call, schema] of MINIMAL) {
      expect(raw.has(call), `the devnet was asked ${call}`).toBe(true);
      const result = v.safeParse(schema, raw.get(call));
      expect(result.success ? null : `${call}: ${JSON.stringify(result.issues[0]?.path?.map((p) => p.key))}`).toBeNull();
    }
    // Nothing the real /config lacks: the module's address comes from its deploy inscription, at the indexer.
    expect(raw.get('config')).not.toHaveProperty('moduleAddress');
    const { moduleId } = await api.swap.config();
    await expect(api.query.inscriptionInfo(moduleId)).resolves.toMatchObject({ inscriptionId: moduleId });
  });
});

describe('the fee as the real API asks it: feeTick and payType', () => {
  const send = () => ({ address: alice!.ordinalsAddress, tick: 'ordi', amount: '1', to: bob!.ordinalsAddress, ts: now() });
  it('pre_send without feeTick, or without payType, is refused', async () => {
    expect(await failure(api.swap.preSend({ ...send(), payType: 'freeQuota' } as never))).toMatchObject({ message: expect.stringContaining('feeTick') });
    expect(await failure(api.swap.preSend({ ...send(), feeTick: 'sats' } as never))).toMatchObject({ message: expect.stringContaining('payType') });
  });

  it('with no free quota left the fee is paid in the fee tick: asked with payType tick, signed, and taken from the swap balance', async () => {
    h.devnet.swap.setFreeQuota(alice!.ordinalsAddress, 0);
    await api.swap.testSimulateTransfer({ address: alice!.ordinalsAddress, tick: 'sats', amount: '25' });
    const sats = async () => (await api.swap.balance({ address: alice!.ordinalsAddress, tick: 'sats' })).balance.swap;
    const p = await preWithFee(api, send(), (b) => api.swap.preSend(b));
    expect(p).toMatchObject({ payType: 'tick', feeTick: 'sats', feeAmount: '10', body: { feeTick: 'sats', payType: 'tick' } });
    await api.swap.send({ ...p.body, feeAmount: p.feeAmount, feeTickPrice: p.feeTickPrice, sigs: p.signMsgs.map((m) => sign(alice!, m)) });
    expect(await sats()).toBe('15');
    // The free quota asked for when none is left is refused at the operation.
    const asked = { ...send(), feeTick: 'sats', payType: 'freeQuota' as const };
    const free = await api.swap.preSend(asked);
    expect(free.feeAmount).toBe('10');
    const refused = await failure(
      api.swap.send({ ...asked, feeAmount: free.feeAmount, feeTickPrice: free.feeTickPrice, sigs: free.signMsgs.map((m) => sign(alice!, m)) }),
    );
    expect(refused).toMatchObject({ message: expect.stringContaining('No free operations are left') });
  });

  it("a fee the swap balance cannot pay is refused before anything is signed, in the user's words", async () => {
    h.devnet.swap.setFreeQuota(bob!.ordinalsAddress, 0);
    await expect(preWithFee(api, { ...send(), address: bob!.ordinalsAddress, to: alice!.ordinalsAddress }, (b) => api.swap.preSend(b))).rejects.toThrow(
      "The swap's fee is 10 sats and you have 0 sats in the swap, with no free operations left. Deposit some sats first.",
    );
  });

  it("a withdrawal takes payType 'tick' only, as the open API's create_withdraw (issue 42): freeQuota is refused by name; the free quota still covers it here", async () => {
    const body = { address: alice!.ordinalsAddress, pubkey: alice!.ordinalsPubKey, tick: 'ordi', amount: '1', ts: now(), feeRate: 2 };
    expect(await failure(api.swap.createWithdraw({ ...body, feeTick: 'sats', payType: 'freeQuota' } as never))).toMatchObject({
      message: expect.stringContaining("payType must be 'tick' for a withdrawal."),
    });
    h.devnet.swap.setFreeQuota(alice!.ordinalsAddress, 1000);
    const w = await preInTick(api, body, (b) => api.swap.createWithdraw(b));
    expect(w).toMatchObject({ payType: 'tick', feeTick: 'sats', feeAmount: '0', body: { feeTick: 'sats', payType: 'tick' } });
  });
});
