import { describe, expect, it, vi } from 'vitest';
import { userMessageForError } from '../../src/services/http/error-routing';
import { createUnisatFamilyAdapter, type UnisatChainType } from '../../src/services/wallets/unisat-family-adapter';

/**
 * A fake UniSat written from its extension's source (unisat-wallet/extension: content-script/pageProvider and
 * background/controller/provider/controller.ts, shared/constant CHAINS_MAP):
 * - getChain() -> {enum, name, network}; switchChain(chain) refuses an unknown enum ('the chain is invalid'),
 *   answers at once when already there, else asks the user (rejected: code 4001) and answers the new chain info;
 * - getNetwork() (deprecated) -> 'livenet' | 'testnet' (Bitcoin Testnet and Testnet4 alike) | 'unknown' (signet,
 *   Fractal); switchNetwork('livenet' | 'mainnet' | 'testnet');
 * - a chain switch emits chainChanged(chain info), and networkChanged(legacy name) only when that name changes;
 * - signMessage(text, type), signPsbt(psbtHex, options), sendBitcoin(toAddress, satoshis, {feeRate}),
 *   inscribeTransfer(ticker, amount), getVersion().
 */
const CHAINS: Record<UnisatChainType, { name: string; network: 'livenet' | 'testnet' }> = {
  BITCOIN_MAINNET: { name: 'Bitcoin', network: 'livenet' },
  BITCOIN_TESTNET: { name: 'Bitcoin Testnet', network: 'testnet' },
  BITCOIN_TESTNET4: { name: 'Bitcoin Testnet4 (Beta)', network: 'testnet' },
  BITCOIN_SIGNET: { name: 'Bitcoin Signet', network: 'testnet' },
  FRACTAL_BITCOIN_MAINNET: { name: 'Fractal Bitcoin', network: 'livenet' },
  FRACTAL_BITCOIN_TESTNET: { name: 'Fractal Bitcoin Testnet', network: 'livenet' },
};
const info = (chain: UnisatChainType) => ({ enum: chain, name: CHAINS[chain].name, network: CHAINS[chain].network });
const legacyName = (chain: UnisatChainType) => (['BITCOIN_MAINNET', 'BITCOIN_TESTNET', 'BITCOIN_TESTNET4'].includes(chain) ? CHAINS[chain].network : 'unknown');

function unisat(options: { chain?: UnisatChainType; user?: 'approves' | 'rejects' | 'ignores'; withoutGetChain?: boolean } = {}) {
  let chain: UnisatChainType = options.chain ?? 'BITCOIN_MAINNET';
  const listeners = new Map<string, ((data: unknown) => void)[]>();
  const emit = (event: string, data: unknown) => (listeners.get(event) ?? []).forEach((l) => l(data));
  const moveTo = (next: UnisatChainType) => {
    const before = legacyName(chain);
    chain = next;
    emit('chainChanged', info(next));
    if (legacyName(next) !== before) emit('networkChanged', legacyName(next));
  };
  const approve = () => {
    if (options.user === 'rejects') throw Object.assign(new Error('User rejected the request.'), { code: 4001 });
    return options.user !== 'ignores';
  };
  const provider = {
    requestAccounts: vi.fn(async () => ['tb1qaccount']),
    getAccounts: vi.fn(async () => ['tb1qaccount']),
    getPublicKey: vi.fn(async () => `02${'ab'.repeat(32)}`),
    getBalance: vi.fn(async () => ({ confirmed: 1, unconfirmed: 0, total: 1 })),
    getVersion: vi.fn(async () => '1.5.0'),
    getNetwork: vi.fn(async () => legacyName(chain)),
    switchNetwork: vi.fn(async (network: string) => {
      const wanted: UnisatChainType = network === 'testnet' ? 'BITCOIN_TESTNET' : 'BITCOIN_MAINNET';
      if (wanted !== chain && approve()) moveTo(wanted);
      return legacyName(chain);
    }),
    ...(options.withoutGetChain
      ? {}
      : {
          getChain: vi.fn(async () => info(chain)),
          switchChain: vi.fn(async (wanted: string) => {
            if (!(wanted in CHAINS)) throw new Error(`the chain is invalid, supported chains: ${Object.keys(CHAINS).join(',')}`);
            if (wanted !== chain && approve()) moveTo(wanted as UnisatChainType);
            return info(chain);
          }),
        }),
    signMessage: vi.fn(async (_text: string, _type: string) => 'c2ln'),
    signPsbt: vi.fn(async (psbtHex: string, _options?: unknown) => `${psbtHex}ee`),
    sendBitcoin: vi.fn(async (_toAddress: string, _satoshis: number, _options?: { feeRate: number }) => 'cd'.repeat(32)),
    inscribeTransfer: vi.fn(async (_ticker: string, _amount: string) => ({ inscriptionId: 'x' })),
    on: (event: string, listener: (data: unknown) => void) => void listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    removeListener: (event: string, listener: (data: unknown) => void) =>
      void listeners.set(
        event,
        (listeners.get(event) ?? []).filter((l) => l !== listener),
      ),
    moveTo,
    chain: () => chain,
  };
  return { provider, adapter: createUnisatFamilyAdapter('unisat', () => ({ unisat: provider })) };
}

describe('UniSat on the test network: the site needs Bitcoin Testnet (tb1), told apart with getChain', () => {
  it('a UniSat already on Bitcoin Testnet is not asked to switch', async () => {
    const { adapter, provider } = unisat({ chain: 'BITCOIN_TESTNET' });
    await adapter.switchNetwork('testnet');
    expect(provider.switchChain).not.toHaveBeenCalled();
    expect(provider.switchNetwork).not.toHaveBeenCalled();
  });

  it.each(['BITCOIN_TESTNET4', 'BITCOIN_SIGNET', 'FRACTAL_BITCOIN_MAINNET', 'FRACTAL_BITCOIN_TESTNET'] as const)(
    'a UniSat on %s (which getNetwork cannot tell from Bitcoin Testnet) is asked to switch to Bitcoin Testnet',
    async (chain) => {
      const { adapter, provider } = unisat({ chain, user: 'approves' });
      await adapter.switchNetwork('testnet');
      expect(provider.switchChain).toHaveBeenCalledWith('BITCOIN_TESTNET');
      expect(provider.switchNetwork).not.toHaveBeenCalled();
      expect(provider.chain()).toBe('BITCOIN_TESTNET');
    },
  );

  it('a user who says no to the switch sees nothing, and the site does not go on', async () => {
    const { adapter } = unisat({ chain: 'BITCOIN_TESTNET4', user: 'rejects' });
    const error = await adapter.switchNetwork('testnet').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'user-rejected' });
    expect(userMessageForError(error)).toBeNull();
  });

  it('a UniSat that stays on another chain: the user is told which one, and which to switch to', async () => {
    const { adapter } = unisat({ chain: 'FRACTAL_BITCOIN_MAINNET', user: 'ignores' });
    const error = await adapter.switchNetwork('testnet').catch((e: unknown) => e);
    expect(userMessageForError(error)).toEqual({ text: 'UniSat Wallet is on Fractal Bitcoin. Switch it to Bitcoin Testnet and try again.' });
  });

  it('on mainnet, a UniSat on Bitcoin Testnet is switched to BITCOIN_MAINNET', async () => {
    const { adapter, provider } = unisat({ chain: 'BITCOIN_TESTNET', user: 'approves' });
    await adapter.switchNetwork('livenet');
    expect(provider.switchChain).toHaveBeenCalledWith('BITCOIN_MAINNET');
  });

  it('an older UniSat without getChain is switched with switchNetwork', async () => {
    const { adapter, provider } = unisat({ chain: 'BITCOIN_MAINNET', withoutGetChain: true, user: 'approves' });
    await adapter.switchNetwork('testnet');
    expect(provider.switchNetwork).toHaveBeenCalledWith('testnet');
    expect(provider.chain()).toBe('BITCOIN_TESTNET');
  });

  it('a change of chain in the wallet (testnet to testnet4) tells the site, once', async () => {
    const { adapter, provider } = unisat({ chain: 'BITCOIN_TESTNET' });
    const changes: unknown[] = [];
    const stop = adapter.onChange((c) => changes.push(c));
    provider.moveTo('BITCOIN_TESTNET4');
    provider.moveTo('BITCOIN_MAINNET');
    stop();
    provider.moveTo('BITCOIN_TESTNET');
    expect(changes).toEqual([
      { type: 'network', network: 'BITCOIN_TESTNET4' },
      { type: 'network', network: 'BITCOIN_MAINNET' },
    ]);
  });
});

describe('UniSat calls, with the parameters its provider takes', () => {
  it('signMessage(text, type), signPsbt(psbtHex, {autoFinalized, toSignInputs}), sendBitcoin(to, sats, {feeRate}), inscribeTransfer(ticker, amount)', async () => {
    const { adapter, provider } = unisat();
    await adapter.signMessage('hello', 'bip322-simple');
    expect(provider.signMessage).toHaveBeenCalledWith('hello', 'bip322-simple');
    const toSignInputs = [{ index: 1, publicKey: `02${'ab'.repeat(32)}`, sighashTypes: [131] }];
    await expect(adapter.signPsbt('70736274ff', { toSignInputs })).resolves.toBe('70736274ffee');
    expect(provider.signPsbt).toHaveBeenCalledWith('70736274ff', { autoFinalized: true, toSignInputs });
    await expect(adapter.sendBitcoin!('tb1qother', 1500, { feeRate: 3 })).resolves.toBe('cd'.repeat(32));
    expect(provider.sendBitcoin).toHaveBeenCalledWith('tb1qother', 1500, { feeRate: 3 });
    await expect(adapter.inscribeTransfer!('ordi', '10')).resolves.toBe('x');
    expect(provider.inscribeTransfer).toHaveBeenCalledWith('ordi', '10');
    await expect(adapter.getVersion()).resolves.toBe('1.5.0');
  });
});
