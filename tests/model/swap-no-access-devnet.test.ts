import { TEST_NETWORK } from '@scure/btc-signer';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { MODULE_INSCRIPTION_ID } from '../../devnet/swap/swap-config';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { signMessageBip322Simple } from '../../server/auth/message-signing';
import type { SigningOutcome } from '../../src/flows/shared/signing-step.machine';
import { swapActors } from '../../src/flows/swap-op/swap-op.actors';
import { withdrawActors } from '../../src/flows/withdraw/withdraw.actors';
import type { WalletSigner } from '../../src/services/wallet-session/wallet-signer';
import { devnetPerFile, gatedSigner } from './devnet-world';
import type { World } from './real-world';

/**
 * No swap access strands no money (issue 45, finding 3), through the real actors on the devnet: with Account 1's access
 * revoked (the control's /user swapAccess false), a swap is refused, but the 354 ordi it holds in the swap can be
 * withdrawn: create_withdraw builds it, the wallet signs, confirm_withdraw takes it and the balance leaves the swap.
 */
const devnet = devnetPerFile();
const [me] = deriveAccounts();
const run = <T>(logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start()) as Promise<T>;

describe('with no swap access, what one holds in the swap can still be taken out', () => {
  it('Account 1, access revoked: a swap is refused; a withdrawal of 354 ordi is built, signed and taken', async () => {
    const { h, api } = await devnet(me!);
    expect((await h.control('/user', { address: me!.ordinalsAddress, swapAccess: false })).code).toBe(0);
    // The wallet: the PSBTs through the app's check, the messages signed (BIP-322 simple).
    const wallet = gatedSigner({} as World, me!, api, {}).signer;
    const signer: WalletSigner = {
      ...wallet,
      signMessage: async (message, _type, address) => signMessageBip322Simple(message, me!.taprootKey, address ?? me!.ordinalsAddress, TEST_NETWORK),
    };
    const deps = { api: async () => api, signer, now: h.now };
    const held = async () => (await api.swap.select({ address: me!.ordinalsAddress })).find((t) => t.tick === 'ordi')?.swapBalance;
    expect(await held()).toBe('500');

    // Swapping stays closed.
    const swap = swapActors(deps);
    const quote = await run(swap.quote, { request: { tickIn: 'ordi', tickOut: 'pizza', exactType: 'exactIn', amount: '10', slippage: '0.005' } });
    const refused = await run(swap.prepare, {
      request: { tickIn: 'ordi', tickOut: 'pizza', exactType: 'exactIn', amount: '10', slippage: '0.005' },
      quote,
    }).then(
      () => 'passed',
      (e: { message?: string }) => e.message,
    );
    expect(refused).toBe('Swap is open only to whitelisted addresses and holders of an access inscription.');

    // Taking out is open.
    const withdraw = withdrawActors(deps, { address: me!.ordinalsAddress, network: 'testnet', module: MODULE_INSCRIPTION_ID });
    const request = { tick: 'ordi', amount: '354', feeRate: 10 };
    const created = await run<{ id: string }>(withdraw.createWithdraw, { request });
    const ended = await run<SigningOutcome<unknown>>(withdraw.signingStep, { request: { request, created } });
    expect(ended.outcome).toBe('sent');
    expect(await held()).toBe('146');
  }, 30_000);
});
