import { formatWalletMessage } from '../../domain/wallet-messages';
import {
  WalletError,
  globalWindow,
  requireProvider,
  letterLogo,
  providerAt,
  requireSignature,
  requireSignedPsbt,
  requireTxid,
  toWalletError,
  type WalletAccount,
  type ProviderEvents,
  type WalletAdapter,
  type WalletChange,
} from './wallet-adapter';

/** The UniSat provider interface, as far as the site uses it. */
export interface UnisatProvider extends ProviderEvents {
  requestAccounts(): Promise<string[]>;
  getAccounts(): Promise<string[]>;
  getPublicKey(): Promise<string>;
  getBalance(): Promise<{ confirmed: number; unconfirmed: number; total: number }>;
  getVersion?(): Promise<string>;
  /** Deprecated by UniSat for getChain/switchChain: 'livenet' | 'testnet' (testnet4 too), 'unknown' for signet and Fractal. */
  getNetwork?(): Promise<string>;
  switchNetwork?(network: string): Promise<unknown>;
  /** The chain the wallet is on, `{enum, name, network}` (UniSat 1.4.x and later). */
  getChain?(): Promise<UnisatChain | null>;
  /** Asks the user to switch to a chain (by its enum); answers the chain it is on then. */
  switchChain?(chain: UnisatChainType): Promise<UnisatChain | null>;
  signMessage(message: string, type?: string): Promise<string>;
  signPsbt(psbtHex: string, options?: unknown): Promise<string>;
  /** Answers `{inscriptionId, inscriptionNumber, ticker, amount}` once the transfer is inscribed (older versions: the id). */
  inscribeTransfer?(ticker: string, amount: string): Promise<{ inscriptionId?: string } | string | null>;
  sendBitcoin?(to: string, sats: number, options?: { feeRate?: number }): Promise<string>;
  isEnkrypt?: boolean;
}

/** UniSat's chains (`ChainType` of its extension): the site's testnet is BITCOIN_TESTNET (tb1 addresses). */
export type UnisatChainType =
  | 'BITCOIN_MAINNET'
  | 'BITCOIN_TESTNET'
  | 'BITCOIN_TESTNET4'
  | 'BITCOIN_SIGNET'
  | 'FRACTAL_BITCOIN_MAINNET'
  | 'FRACTAL_BITCOIN_TESTNET';

/** What getChain, switchChain and the chainChanged event give. */
export interface UnisatChain {
  readonly enum: string;
  readonly name?: string;
  readonly network?: string;
}

/** The chain the site needs for each of its networks. */
export const UNISAT_CHAIN_FOR: Readonly<Record<'livenet' | 'testnet', UnisatChainType>> = { livenet: 'BITCOIN_MAINNET', testnet: 'BITCOIN_TESTNET' };
const CHAIN_NAMES: Readonly<Record<UnisatChainType, string>> = {
  BITCOIN_MAINNET: 'Bitcoin',
  BITCOIN_TESTNET: 'Bitcoin Testnet',
  BITCOIN_TESTNET4: 'Bitcoin Testnet4',
  BITCOIN_SIGNET: 'Bitcoin Signet',
  FRACTAL_BITCOIN_MAINNET: 'Fractal Bitcoin',
  FRACTAL_BITCOIN_TESTNET: 'Fractal Bitcoin Testnet',
};
const chainName = (chain: UnisatChain | null | undefined): string =>
  chain ? (CHAIN_NAMES[chain.enum as UnisatChainType] ?? chain.name ?? chain.enum) : 'another network';

type Win = Record<string, unknown>;
const at = (win: Win, where: string): UnisatProvider | null => {
  const value = providerAt(win, where);
  return isProvider(value) ? value : null;
};
const isProvider = (value: unknown): value is UnisatProvider =>
  !!value && typeof (value as UnisatProvider).requestAccounts === 'function' && typeof (value as UnisatProvider).signPsbt === 'function';

/**
 * Where each UniSat-interface wallet puts its provider. Enkrypt also
 * overwrites window.unisat, so UniSat is read from window.unisat_wallet first, and a provider that says
 * it is Enkrypt is never taken for UniSat.
 */
export const UNISAT_FAMILY: Readonly<
  Record<'unisat' | 'bitget' | 'tp' | 'gate' | 'enkrypt', { name: string; logo: string; find: (win: Win) => UnisatProvider | null }>
> = {
  unisat: {
    name: 'UniSat Wallet',
    logo: letterLogo('U', '#f7931a'),
    find: (win) => {
      for (const candidate of [win.unisat_wallet, win.unisat]) if (isProvider(candidate) && !candidate.isEnkrypt) return candidate;
      return null;
    },
  },
  bitget: { name: 'Bitget Wallet', logo: letterLogo('B', '#00c2c2'), find: (win) => at(win, 'bitkeep.unisat') },
  tp: { name: 'TokenPocket', logo: letterLogo('T', '#2980fe'), find: (win) => at(win, 'tokenpocket.bitcoin') },
  gate: { name: 'Gate Wallet', logo: letterLogo('G', '#2354e6'), find: (win) => at(win, 'gatewallet.bitcoin') },
  enkrypt: { name: 'Enkrypt', logo: letterLogo('E', '#8c43ff'), find: (win) => at(win, 'enkrypt.providers.bitcoin') },
};

export function createUnisatFamilyAdapter(type: keyof typeof UNISAT_FAMILY, getWindow: () => Win = globalWindow): WalletAdapter {
  const entry = UNISAT_FAMILY[type];
  const provider = requireProvider(() => entry.find(getWindow()), type, entry.name);
  const call = async <T>(run: (p: UnisatProvider) => Promise<T>): Promise<T> => {
    const p = provider();
    try {
      return await run(p);
    } catch (error) {
      throw toWalletError(type, error);
    }
  };
  const wrongChain = (chain: UnisatChain | null | undefined, wanted: UnisatChainType) =>
    new WalletError(
      'wallet-error',
      formatWalletMessage('wallet_wrong_chain', { wallet: entry.name, chain: chainName(chain), wanted: CHAIN_NAMES[wanted] }),
      type,
    );
  const account = async (p: UnisatProvider, addresses: string[]): Promise<WalletAccount> => {
    const address = addresses[0];
    if (!address) throw new WalletError('no-account', `${entry.name} has no account.`, type);
    const pubkey = await p.getPublicKey();
    if (!pubkey) throw new WalletError('no-public-key', formatWalletMessage('cannot_get_pubkey', { wallet: entry.name }), type);
    // Single-address wallet: the same address and key for ordinals and payment.
    return { ordinalsAddress: address, paymentAddress: address, ordinalsPubKey: pubkey, paymentPubKey: pubkey };
  };

  return {
    type,
    name: entry.name,
    logo: entry.logo,
    isInstalled: () => entry.find(getWindow()) !== null,
    connect: () => call(async (p) => account(p, await p.requestAccounts())),
    restore: () =>
      entry.find(getWindow()) === null
        ? Promise.resolve(null)
        : call(async (p) => {
            const addresses = await p.getAccounts();
            return addresses.length ? account(p, addresses) : null;
          }),
    getBalance: () => call((p) => p.getBalance()),
    getVersion: () => (entry.find(getWindow()) ? call(async (p) => (p.getVersion ? await p.getVersion() : null)) : Promise.resolve(null)),
    signMessage: (message, signType) => call(async (p) => requireSignature(type, await p.signMessage(message, signType))),
    signPsbt: (psbtHex, options) =>
      call(async (p) =>
        requireSignedPsbt(type, psbtHex, await p.signPsbt(psbtHex, { autoFinalized: options.autoFinalized ?? true, toSignInputs: options.toSignInputs })),
      ),
    inscribeTransfer: (tick, amount) =>
      call(async (p) => {
        if (!p.inscribeTransfer) throw new WalletError('unsupported', `${entry.name} cannot inscribe a transfer from this page.`, type);
        const answer = await p.inscribeTransfer(tick, amount);
        return typeof answer === 'string' ? answer : (answer?.inscriptionId ?? '');
      }),
    sendBitcoin: (to, sats, options) =>
      call(async (p) => {
        if (!p.sendBitcoin) throw new WalletError('unsupported', `${entry.name} cannot send bitcoin from this page.`, type);
        return requireTxid(type, await p.sendBitcoin(to, sats, options.feeRate === undefined ? {} : { feeRate: options.feeRate }));
      }),
    // getChain tells Bitcoin Testnet from testnet4, signet and Fractal (getNetwork calls them all 'testnet'
    // or 'unknown'); getNetwork/switchNetwork only for versions without it.
    switchNetwork: (network) =>
      call(async (p) => {
        const wanted = UNISAT_CHAIN_FOR[network];
        if (p.getChain) {
          const chain = await p.getChain();
          if (chain?.enum === wanted) return;
          const switched = p.switchChain ? await p.switchChain(wanted) : chain;
          if (switched?.enum !== wanted) throw wrongChain(switched ?? chain, wanted);
          return;
        }
        if (!p.getNetwork || !p.switchNetwork) return;
        if ((await p.getNetwork()) !== network) await p.switchNetwork(network);
      }),
    onChange(listener) {
      const p = entry.find(getWindow());
      if (!p?.on) return () => {};
      const onAccounts = (accounts: unknown) =>
        listener({ type: 'accounts', accounts: Array.isArray(accounts) ? accounts.map(String) : [] } satisfies WalletChange);
      // A chain change (testnet to testnet4 too) comes as chainChanged; versions without getChain have only networkChanged.
      const networkEvent = p.getChain ? 'chainChanged' : 'networkChanged';
      const onNetwork = (change: unknown) =>
        listener({ type: 'network', network: String(typeof change === 'object' && change !== null ? (change as UnisatChain).enum : change) });
      p.on('accountsChanged', onAccounts);
      p.on(networkEvent, onNetwork);
      return () => {
        p.removeListener?.('accountsChanged', onAccounts);
        p.removeListener?.(networkEvent, onNetwork);
      };
    },
  };
}
