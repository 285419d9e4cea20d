import { base64, hex } from '../encoding/bytes';
import {
  WalletError,
  globalWindow,
  requireProvider,
  twoAddressAccount,
  letterLogo,
  providerAt,
  requireSignature,
  requireSignedPsbt,
  restoreStored,
  walletCall,
  type WalletAccount,
  type ProviderEvents,
  type WalletAdapter,
  type WalletAdapterDeps,
} from './wallet-adapter';

interface PhantomAccount {
  readonly address: string;
  readonly addressType?: string;
  readonly publicKey?: string;
  readonly purpose?: string;
}

/** Phantom's Bitcoin provider, as far as the site uses it. */
export interface PhantomProvider extends ProviderEvents {
  requestAccounts(): Promise<PhantomAccount[]>;
  signMessage(address: string, message: Uint8Array): Promise<{ signature: Uint8Array }>;
  signPSBT(psbt: Uint8Array, options: { inputsToSign: { address: string; signingIndexes: number[]; sigHash?: number }[] }): Promise<Uint8Array>;
}

const NAME = 'Phantom';

/**
 * Phantom: `phantom.bitcoin`. `requestAccounts()` gives `[{address, addressType, publicKey, purpose}]`
 * (ordinals and payment); `signPSBT(bytes, {inputsToSign})` signs by address; messages are signed as
 * bytes. A change of account disconnects. A user rejection is 4001. It has no call
 * that is sure not to prompt, so restore gives back the stored account when the provider is there.
 */
export function createPhantomAdapter(deps: WalletAdapterDeps = {}): WalletAdapter {
  const getWindow = deps.getWindow ?? globalWindow;
  const find = () => {
    const provider = providerAt(getWindow(), 'phantom.bitcoin') as PhantomProvider | undefined;
    return typeof provider?.requestAccounts === 'function' && typeof provider.signPSBT === 'function' ? provider : null;
  };
  const guard = walletCall('phantom');
  const provider = requireProvider(find, 'phantom', NAME);
  let known: WalletAccount | null = null;
  const connected = () => {
    if (!known) throw new WalletError('no-account', `${NAME} is not connected.`, 'phantom');
    return known;
  };

  return {
    type: 'phantom',
    name: NAME,
    logo: letterLogo('P', '#ab9ff2'),
    isInstalled: () => find() !== null,
    connect: () =>
      guard(async () => {
        const accounts = await provider().requestAccounts();
        const ordinals = accounts.find((a) => a.purpose === 'ordinals');
        const payment = accounts.find((a) => a.purpose === 'payment') ?? ordinals;
        known = twoAddressAccount('phantom', NAME, ordinals, payment);
        return known;
      }),
    restore: async (stored) => {
      const account = await restoreStored(find() !== null, stored);
      if (account) known = account;
      return account;
    },
    getBalance: async () => {
      if (!deps.fetchBalance) throw new WalletError('wallet-limit', `${NAME} does not report a balance.`, 'phantom');
      return deps.fetchBalance(connected().paymentAddress);
    },
    getVersion: async () => null,
    signMessage: (message, _type, address) =>
      guard(async () => {
        const { signature } = await provider().signMessage(address ?? connected().ordinalsAddress, new TextEncoder().encode(message));
        return requireSignature('phantom', signature?.length ? base64.encode(signature) : '');
      }),
    signPsbt: (psbtHex, options) =>
      guard(async () => {
        const account = connected();
        const byAddress = new Map<string, { address: string; signingIndexes: number[]; sigHash?: number }>();
        for (const input of options.toSignInputs) {
          const address = input.address ?? (input.publicKey === account.ordinalsPubKey ? account.ordinalsAddress : account.paymentAddress);
          const sigHash = input.sighashTypes?.[0];
          const key = `${address}:${sigHash ?? ''}`;
          const entry = byAddress.get(key) ?? { address, signingIndexes: [], ...(sigHash === undefined ? {} : { sigHash }) };
          entry.signingIndexes.push(input.index);
          byAddress.set(key, entry);
        }
        const signed = await provider().signPSBT(hex.decode(psbtHex), { inputsToSign: [...byAddress.values()] });
        return requireSignedPsbt('phantom', psbtHex, signed?.length ? hex.encode(signed) : '');
      }),
    switchNetwork: async () => {},
    onChange(listener) {
      const found = find();
      if (!found?.on) return () => {};
      const onAccounts = (accounts: unknown) =>
        listener({ type: 'accounts', accounts: Array.isArray(accounts) ? accounts.map((a) => String((a as PhantomAccount)?.address ?? a)) : [] });
      found.on('accountsChanged', onAccounts);
      return () => void found.removeListener?.('accountsChanged', onAccounts);
    },
  };
}
