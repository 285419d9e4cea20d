// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../src/services/api/create-api';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { createWalletFlow } from '../../src/services/wallet-session/wallet-flow';

const ADDRESS = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';
const MAINNET_ADDRESS = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';
const g = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete g.unisat;
  delete g.unisat_wallet;
});

function install(version: string) {
  let network = 'livenet';
  const provider = {
    // The account on the wallet's network now, as a real wallet gives it.
    requestAccounts: vi.fn(async () => [network === 'livenet' ? MAINNET_ADDRESS : ADDRESS]),
    getAccounts: vi.fn(async () => [network === 'livenet' ? MAINNET_ADDRESS : ADDRESS]),
    getPublicKey: vi.fn(async () => `02${'ab'.repeat(32)}`),
    getBalance: vi.fn(async () => ({ confirmed: 0, unconfirmed: 0, total: 0 })),
    getNetwork: vi.fn(async () => network),
    switchNetwork: vi.fn(async (to: string) => {
      network = to;
    }),
    getVersion: vi.fn(async () => version),
    signMessage: vi.fn(async () => 'c2ln'),
    signPsbt: vi.fn(async (hex: string) => `${hex}00`),
  };
  g.unisat = provider;
  return provider;
}

const flowWith = (network: () => 'livenet' | 'testnet', pathname: () => string) =>
  createWalletFlow({ api: async () => ({}) as Api, storage: createKeyValueStore(null), network, pathname });

describe('the wallet flow of the site', () => {
  it('switches UniSat to the network the visitor has chosen at the time of connecting', async () => {
    const provider = install('1.5.0');
    let chosen: 'livenet' | 'testnet' = 'livenet';
    const flow = flowWith(
      () => chosen,
      () => '/',
    );
    await flow.connect('unisat');
    expect(provider.switchNetwork).not.toHaveBeenCalled();
    chosen = 'testnet';
    await flow.connect('unisat');
    expect(provider.switchNetwork).toHaveBeenCalledWith('testnet');
  });

  it('on /atomicals a UniSat older than 1.2.2 is told to update, and nothing is asked of it', async () => {
    const provider = install('1.2.1');
    await expect(
      flowWith(
        () => 'livenet',
        () => '/atomicals/market/arc20',
      ).connect('unisat'),
    ).rejects.toMatchObject({ kind: 'needs-update', message: 'UniSat Wallet needs to be updated' });
    expect(provider.requestAccounts).not.toHaveBeenCalled();
    install('1.2.2');
    await expect(
      flowWith(
        () => 'livenet',
        () => '/atomicals/market/arc20',
      ).connect('unisat'),
    ).resolves.toMatchObject({ ordinalsAddress: MAINNET_ADDRESS });
  });

  it('a wallet that is not installed says so with its name', async () => {
    await expect(
      flowWith(
        () => 'livenet',
        () => '/',
      ).connect('okx'),
    ).rejects.toMatchObject({ kind: 'not-installed', message: 'OKX Wallet not installed' });
  });

  it('a wallet left on another network is never signed in: a testnet account on a mainnet site is refused in words (issue 28, 9)', async () => {
    const provider = install('1.5.0');
    // A wallet that cannot switch: it stays on testnet whatever it is asked.
    provider.switchNetwork.mockImplementation(async () => {});
    provider.requestAccounts.mockImplementation(async () => [ADDRESS]);
    await expect(
      flowWith(
        () => 'livenet',
        () => '/',
      ).connect('unisat'),
    ).rejects.toMatchObject({
      kind: 'wallet-error',
      message: 'UniSat Wallet gave addresses of another network than this site’s (mainnet). Switch the wallet’s network, or use another wallet.',
    });
  });
});
