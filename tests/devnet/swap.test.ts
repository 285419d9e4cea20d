// @vitest-environment node
import Decimal from 'decimal.js';
import { TEST_NETWORK } from '@scure/btc-signer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signMessageBip322Simple } from '../../devnet/crypto/message-signing';
import { MODULE_ADDRESS } from '../../devnet/swap/swap';
import { deriveAccounts, type DevAccount } from '../../devnet/wallet/dev-wallet';
import type { Api } from '../../src/services/api/create-api';
import { failure, signInputs, startDevnet } from './devnet-harness';

/** The devnet's swap module through the site's swap API client (issue 4, "Must show"). */
const [alice, bob] = deriveAccounts();
let h: Awaited<ReturnType<typeof startDevnet>>;
let api: Api;
beforeAll(async () => {
  h = await startDevnet({ seed: false });
  api = h.api();
});
afterAll(() => h.close());

const sign = (account: DevAccount, message: string) => signMessageBip322Simple(message, account.taprootKey, account.ordinalsAddress, TEST_NETWORK);
/** pre_* then the operation, signed as the dev wallet signs (BIP-322 simple, ordinals address). */
async function op<T = Record<string, string>>(account: DevAccount, pre: () => Promise<unknown>, run: (body: Record<string, string | string[]>) => Promise<unknown>): Promise<T> {
  const { id, signMsgs } = (await pre()) as { id: string; signMsgs: string[] };
  return (await run({ id, sigs: [sign(account, signMsgs[0]!)] })) as T;
}
const credit = (account: DevAccount, tick: string, amount: string) => api.swap.testSimulateTransfer({ address: account.ordinalsAddress, tick, amount });
const balance = async (account: DevAccount, tick: string) => ((await api.swap.balance({ address: account.ordinalsAddress, tick })) as { swap: string }).swap;

beforeEach(async () => {
  h.devnet.reset();
  const { chain, indexer } = h.devnet;
  for (const a of [alice!, bob!]) chain.fund(a.ordinalsAddress, 1_000_000n);
  indexer.inscribe(alice!.ordinalsAddress, { contentType: 'text/plain', content: JSON.stringify({ p: 'brc-20', op: 'deploy', tick: 'ordi', max: '21000000', lim: '1000' }) });
  indexer.inscribe(alice!.ordinalsAddress, { contentType: 'text/plain', content: JSON.stringify({ p: 'brc-20', op: 'deploy', tick: 'pizza', max: '21000000', lim: '1000' }) });
  h.devnet.mine(1);
  h.advance(10_000);
  await credit(alice!, 'ordi', '2000');
  await credit(alice!, 'pizza', '1000');
  await credit(bob!, 'ordi', '100');
  await op(alice!, () => api.swap.preDeployPool({ address: alice!.ordinalsAddress, tick0: 'ordi', tick1: 'pizza' }), (b) => api.swap.deployPool(b));
  await op(alice!, () => api.swap.preAddLiq({ address: alice!.ordinalsAddress, tick0: 'ordi', tick1: 'pizza', amount0: '1000', amount1: '500', slippage: '0.005' }), (b) => api.swap.addLiq(b));
});

describe('devnet swap: constant product', () => {
  it('a swap gives exactly in*(1000-f)*Rout / (Rin*1000 + in*(1000-f)) with f = 3', async () => {
    const expected = new Decimal(10).times(997).times(500).div(new Decimal(1000).times(1000).plus(new Decimal(10).times(997))).toDecimalPlaces(18, Decimal.ROUND_DOWN).toFixed();
    expect(expected.startsWith('4.93579')).toBe(true);
    await expect(api.swap.quoteSwap({ address: bob!.ordinalsAddress, tickIn: 'ordi', tickOut: 'pizza', amount: '10', exactType: 'exactIn' })).resolves.toMatchObject({ amountOut: expected });
    await op(bob!, () => api.swap.preSwap({ address: bob!.ordinalsAddress, tickIn: 'ordi', tickOut: 'pizza', amount: '10', exactType: 'exactIn', slippage: '0.005' }), (b) => api.swap.swap(b));
    expect(await balance(bob!, 'pizza')).toBe(expected);
    expect(await balance(bob!, 'ordi')).toBe('90');
    await expect(api.swap.poolInfo({ tick0: 'ordi', tick1: 'pizza' })).resolves.toMatchObject({ amount0: '1010', amount1: new Decimal(500).minus(expected).toFixed() });
  });

  it('exact out charges in = Rin*out*1000 / ((Rout-out)*(1000-f)), rounded up', async () => {
    const expected = new Decimal(500).times(5).times(1000).div(new Decimal(1000 - 5).times(997)).toDecimalPlaces(18, Decimal.ROUND_UP).toFixed();
    await expect(api.swap.quoteSwap({ tickIn: 'pizza', tickOut: 'ordi', amount: '5', exactType: 'exactOut' })).resolves.toMatchObject({ amountIn: expected, amountOut: '5' });
  });

  it('slippage: when the price moves past the tolerance an exact-in swap fails with -8 and an exact-out one with -10', async () => {
    const pendingIn = (await api.swap.preSwap({ address: bob!.ordinalsAddress, tickIn: 'ordi', tickOut: 'pizza', amount: '10', exactType: 'exactIn', slippage: '0.01' })) as { id: string; signMsgs: string[] };
    const pendingOut = (await api.swap.preSwap({ address: bob!.ordinalsAddress, tickIn: 'ordi', tickOut: 'pizza', amount: '5', exactType: 'exactOut', slippage: '0.01' })) as { id: string; signMsgs: string[] };
    // Alice moves the price a lot first.
    await op(alice!, () => api.swap.preSwap({ address: alice!.ordinalsAddress, tickIn: 'ordi', tickOut: 'pizza', amount: '500', exactType: 'exactIn', slippage: '0.5' }), (b) => api.swap.swap(b));
    expect(await failure(api.swap.swap({ id: pendingIn.id, sigs: [sign(bob!, pendingIn.signMsgs[0]!)] }))).toMatchObject({ code: -8 });
    expect(await failure(api.swap.swap({ id: pendingOut.id, sigs: [sign(bob!, pendingOut.signMsgs[0]!)] }))).toMatchObject({ code: -10 });
    expect(await balance(bob!, 'ordi')).toBe('100');
  });

  it('refuses a signature by another key and changes nothing', async () => {
    const pending = (await api.swap.preSwap({ address: bob!.ordinalsAddress, tickIn: 'ordi', tickOut: 'pizza', amount: '10', exactType: 'exactIn' })) as { id: string; signMsgs: string[] };
    expect(await failure(api.swap.swap({ id: pending.id, sigs: [sign(alice!, pending.signMsgs[0]!)] }))).toMatchObject({ code: -1, serverMessage: 'The signature does not match the message and address.' });
    expect(await balance(bob!, 'ordi')).toBe('100');
  });
});

describe('devnet swap: deposits, withdrawals and commits', () => {
  it('a direct deposit is credited after a block; a withdrawal goes pending -> completed and the brc-20 arrives on chain', async () => {
    h.devnet.indexer.inscribe(bob!.ordinalsAddress, { contentType: 'text/plain', content: JSON.stringify({ p: 'brc-20', op: 'mint', tick: 'ordi', amt: '1000' }) });
    const t = h.devnet.indexer.inscribe(bob!.ordinalsAddress, { contentType: 'text/plain', content: JSON.stringify({ p: 'brc-20', op: 'transfer', tick: 'ordi', amt: '300' }) });
    h.devnet.mine(1);
    h.advance(10_000);
    const deposit = (await api.swap.createDeposit({ address: bob!.ordinalsAddress, inscriptionId: t.id, pubkey: bob!.ordinalsPubKey })) as { id: string; psbt: string; signIndexes: number[] };
    await api.swap.confirmDeposit({ id: deposit.id, psbt: signInputs(deposit.psbt, bob!, deposit.signIndexes), fromBase64: false });
    await expect(api.swap.depositInfo({ id: deposit.id })).resolves.toMatchObject({ status: 'pending' });
    expect(await balance(bob!, 'ordi')).toBe('100');
    h.devnet.mine(1);
    h.advance(10_000);
    await expect(api.swap.depositInfo({ id: deposit.id })).resolves.toMatchObject({ status: 'confirmed' });
    expect(await balance(bob!, 'ordi')).toBe('400');
    await expect(h.api().query.addressTickInfo(MODULE_ADDRESS, 'ordi')).resolves.toMatchObject({ overallBalance: '300' });

    const w = await op<{ id: string; status: string }>(bob!, () => api.swap.createWithdraw({ address: bob!.ordinalsAddress, tick: 'ordi', amount: '250' }), (b) => api.swap.confirmWithdraw(b));
    expect(w.status).toBe('pending');
    expect(await balance(bob!, 'ordi')).toBe('150');
    h.devnet.mine(1);
    h.advance(10_000);
    await expect(api.swap.withdrawProcess({ id: w.id })).resolves.toMatchObject({ status: 'completed' });
    await expect(h.api().query.addressTickInfo(bob!.ordinalsAddress, 'ordi')).resolves.toMatchObject({ overallBalance: '950', transferableBalance: '0' });
  });

  it('a withdrawal the module cannot cover waits in the queue (order), can be cancelled, and its balance comes back after a block', async () => {
    const w = await op<{ id: string }>(bob!, () => api.swap.createWithdraw({ address: bob!.ordinalsAddress, tick: 'ordi', amount: '60' }), (b) => api.swap.confirmWithdraw(b));
    h.devnet.mine(1);
    h.advance(10_000);
    await expect(api.swap.withdrawProcess({ id: w.id })).resolves.toMatchObject({ status: 'order' });
    expect(await balance(bob!, 'ordi')).toBe('40');
    await op(bob!, () => api.swap.createCancelWithdraw({ address: bob!.ordinalsAddress, id: w.id }), (b) => api.swap.confirmCancelWithdraw(b));
    await expect(api.swap.withdrawProcess({ id: w.id })).resolves.toMatchObject({ status: 'cancel', refunded: false });
    h.devnet.mine(1);
    h.advance(10_000);
    await expect(api.swap.withdrawProcess({ id: w.id })).resolves.toMatchObject({ status: 'cancel', refunded: true });
    expect(await balance(bob!, 'ordi')).toBe('100');
  });

  it('after a block with operations the rollup commits: changes answer -2 and system_status says committing, then it ends', async () => {
    h.devnet.mine(1);
    await expect(api.swap.systemStatus()).resolves.toMatchObject({ committing: true });
    const events: string[] = [];
    api.events.onAny((e) => events.push(e.type));
    expect(await failure(api.swap.preSwap({ address: bob!.ordinalsAddress, tickIn: 'ordi', tickOut: 'pizza', amount: '1' }))).toMatchObject({ code: -2 });
    expect(events).toContain('op-committing');
    h.advance(3_000);
    await expect(api.swap.systemStatus()).resolves.toMatchObject({ committing: false });
    await expect(api.swap.rollupHistory()).resolves.toMatchObject({ total: 1 });
    await h.control('/swap/commit', { ms: 5_000 });
    await expect(api.swap.systemStatus()).resolves.toMatchObject({ committing: true });
  });

  it('an unconfirmed deposit order expires; maintenance answers -6', async () => {
    h.devnet.indexer.inscribe(alice!.ordinalsAddress, { contentType: 'text/plain', content: JSON.stringify({ p: 'brc-20', op: 'mint', tick: 'pizza', amt: '1000' }) });
    const tr = h.devnet.indexer.inscribe(alice!.ordinalsAddress, { contentType: 'text/plain', content: JSON.stringify({ p: 'brc-20', op: 'transfer', tick: 'pizza', amt: '10' }) });
    const deposit = (await api.swap.createDeposit({ address: alice!.ordinalsAddress, inscriptionId: tr.id })) as { id: string; psbt: string };
    h.advance(600_001);
    await expect(api.swap.depositInfo({ id: deposit.id })).resolves.toMatchObject({ status: 'expired' });
    expect(await failure(api.swap.confirmDeposit({ id: deposit.id, psbt: signInputs(deposit.psbt, alice!, [0, 1]) }))).toMatchObject({ serverMessage: 'This deposit order has expired.' });
    await h.control('/flags', { swapMaintenance: true });
    expect(await failure(api.swap.poolList())).toMatchObject({ code: -6 });
    await expect(api.swap.systemStatus()).resolves.toMatchObject({ committing: false });
  });
});
