import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { FOREIGN_MODULE_ADDRESS, FOREIGN_MODULE_TXID, MODULE_ADDRESS, MODULE_INSCRIPTION_ID } from '../../devnet/swap/swap-config';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { depositActors } from '../../src/flows/swap-op/deposit.actors';
import { withdrawActors } from '../../src/flows/withdraw/withdraw.actors';
import type { Api } from '../../src/services/api/create-api';
import { devnetPerFile, gatedSigner } from './devnet-world';
import type { World } from './real-world';

/**
 * The swap module is pinned (issue 41, finding 2), through the real actors on the devnet: the site is built with the
 * devnet's module (.env.devnet); with the control's swap tamper 'foreign-module' the swap's config names a module
 * inscription an attacker holds and builds deposits to the attacker's address. Every deposit and withdrawal is then
 * stopped in plain words before the swap is asked to build anything, and nothing is signed.
 */
const devnet = devnetPerFile();
const [me] = deriveAccounts();
const run = <T>(logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start()) as Promise<T>;
const refusal = (p: Promise<unknown>) =>
  p.then(
    () => 'passed',
    (e: { message?: string }) => e.message ?? String(e),
  );
const FOREIGN = `${FOREIGN_MODULE_TXID}i0`;
const STOPPED = (what: string) =>
  `The swap names another module (1b055eae…8e95i0) than the one this site is set up with (30844727…61cai0), so this ${what} is stopped: nothing of yours is sent to a module this site does not know. Nothing was signed.`;

async function setUp(tampered: boolean) {
  const { h, api } = await devnet(me!);
  if (tampered) expect((await h.control('/swap/tamper', { kind: 'foreign-module' })).code).toBe(0);
  const { signer, signed } = gatedSigner({} as World, me!, api, {});
  const deps = { api: async () => api, signer, now: h.now };
  const transfer = (await api.query.transferableInscriptions(me!.ordinalsAddress, 'ordi', 0, 100)).detail[0]!;
  const deposit = (module: string | null) =>
    run<{ intent: { moduleAddress: string } }>(depositActors(deps, { network: 'testnet', module, transferOf: () => transfer }).prepare, {
      request: { inscriptionId: transfer.inscriptionId, feeRate: '10' },
      quote: transfer,
    });
  const withdraw = (module: string | null) =>
    run(withdrawActors(deps, { address: me!.ordinalsAddress, network: 'testnet', module }).createWithdraw, {
      request: { tick: 'ordi', amount: '10', feeRate: 10 },
    });
  const built = () => ({ deposits: Object.keys(h.devnet.swap.state().deposits).length, withdraws: Object.keys(h.devnet.swap.state().withdraws).length });
  return { h, api: api as Api, signed, deposit, withdraw, built };
}

describe('the swap module, pinned', () => {
  it("the devnet's config names the module the site is built with, held by the module's address: a deposit is built to it", async () => {
    const { api, deposit } = await setUp(false);
    expect((await api.swap.config()).moduleId).toBe(MODULE_INSCRIPTION_ID);
    expect((await deposit(MODULE_INSCRIPTION_ID)).intent.moduleAddress).toBe(MODULE_ADDRESS);
  });

  it("a config naming an attacker's module stops the deposit and the withdrawal before the swap builds either; nothing is signed", async () => {
    const { api, signed, deposit, withdraw, built } = await setUp(true);
    // What the dishonest swap says: another module, which the indexer places at the attacker's address.
    expect((await api.swap.config()).moduleId).toBe(FOREIGN);
    expect((await api.query.inscriptionInfo(FOREIGN)).address).toBe(FOREIGN_MODULE_ADDRESS);
    const before = built();
    expect(await refusal(deposit(MODULE_INSCRIPTION_ID))).toBe(STOPPED('deposit'));
    expect(await refusal(withdraw(MODULE_INSCRIPTION_ID))).toBe(STOPPED('withdrawal'));
    expect(built()).toEqual(before);
    expect(signed).toEqual([]);
  });

  it('a network the site has no module for offers neither, and says so', async () => {
    const { deposit, withdraw, built } = await setUp(false);
    const before = built();
    const words = 'Deposits and withdrawals are not offered on testnet: this site was not set up with the swap module for it. Nothing was signed.';
    expect(await refusal(deposit(null))).toBe(words);
    expect(await refusal(withdraw(null))).toBe(words);
    expect(built()).toEqual(before);
  });
});
