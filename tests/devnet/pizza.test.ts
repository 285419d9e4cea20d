import { TEST_NETWORK } from '@scure/btc-signer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMessageBip322Simple } from '../../server/auth/message-signing';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { pizzaClaimMessage } from '../../src/domain/pizza';
import { startDevnet } from './devnet-harness';

/** The pizza claim on the devnet (issue 30): the control sets what an address may claim; the claim pays it out as mints. */
const [, friend] = deriveAccounts();
let h: Awaited<ReturnType<typeof startDevnet>>;
beforeAll(async () => {
  h = await startDevnet();
  h.devnet.reset();
});
afterAll(() => h.close());

describe('devnet pizza', () => {
  it('a claim signed for exactly the amount claimable pays it as mint inscriptions; the total counts it; nothing is left to claim', async () => {
    const address = friend!.ordinalsAddress;
    await h.control('/user', { address, pizzaClaimable: '750' });
    const api = await h.signIn(friend!);
    await expect(api.basic.pizzaInfo(address)).resolves.toEqual({ address, claimable: '750', claimed: '0' });
    const before = (await api.query.addressTickInfo(address, 'pizza')).overallBalance;
    const sign = (amount: string) => signMessageBip322Simple(pizzaClaimMessage(address, amount), friend!.taprootKey, address, TEST_NETWORK);
    // Another amount than the one claimable, or a signature of another amount, is refused.
    await expect(api.basic.pizzaClaim({ address, amount: '800', sign: sign('800') })).rejects.toMatchObject({
      serverMessage: expect.stringContaining('can claim 750'),
    });
    await expect(api.basic.pizzaClaim({ address, amount: '750', sign: sign('800') })).rejects.toMatchObject({
      serverMessage: 'The signature does not match the claim message and address.',
    });
    const claimed = await api.basic.pizzaClaim({ address, amount: '750', sign: sign('750') });
    // The tick's limit is 500: two mints, 500 and 250.
    expect(claimed.amount).toBe('750');
    expect(claimed.inscriptionIds).toHaveLength(2);
    h.devnet.mine(1);
    const after = (await api.query.addressTickInfo(address, 'pizza')).overallBalance;
    expect(Number(after) - Number(before)).toBe(750);
    await expect(api.basic.pizzaInfo(address)).resolves.toEqual({ address, claimable: '0', claimed: '750' });
    await expect(api.basic.pizzaTotal()).resolves.toEqual({ tick: 'pizza', totalClaimed: '750', claimers: 1 });
  });
});
