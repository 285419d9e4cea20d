import { formatWalletMessage } from '../../domain/wallet-messages';
import { base64, hex } from '../encoding/bytes';
import type * as SatsConnect from 'sats-connect';
import {
  WalletError,
  globalWindow,
  letterLogo,
  providerAt,
  requireSignature,
  requireSignedPsbt,
  requireTxid,
  restoreStored,
  toWalletError,
  twoAddressAccount,
  type WalletAccount,
  type WalletAdapter,
  type WalletAdapterDeps,
} from './wallet-adapter';

/**
 * Wallets reached through sats-connect's `request()`: Xverse at `XverseProviders.BitcoinProvider`. Two addresses
 * (ordinals and payment), each with its key; `signPsbt` takes base64 and the inputs to sign by address; a user
 * rejection is RPC code -32000 (USER_REJECTION). Magic Eden is not one of them: its provider has no `request`
 * (sats-connect's first API, magic-eden-adapter.ts).
 */
export const SATS_CONNECT_WALLETS = {
  xverse: { name: 'Xverse', logo: letterLogo('X', '#ee7a30'), providerId: 'XverseProviders.BitcoinProvider' },
} as const;

export type SatsConnectWallet = keyof typeof SATS_CONNECT_WALLETS;

/** sats-connect is big (its RPC schemas): it loads with the first call to one of these wallets. */
let satsConnect: Promise<typeof SatsConnect> | null = null;
const loadSatsConnect = () => (satsConnect ??= import('sats-connect'));

// sats-connect's values, written here so checking an account does not need the library loaded.
const PURPOSE_ORDINALS = 'ordinals';
const PURPOSE_PAYMENT = 'payment';

const METHOD_NOT_FOUND = -32601;
const METHOD_NOT_SUPPORTED = -32001;

interface SatsAddress {
  readonly address: string;
  readonly publicKey: string;
  readonly purpose: string;
}

export function createSatsConnectAdapter(type: SatsConnectWallet, deps: WalletAdapterDeps = {}): WalletAdapter {
  const { name, logo, providerId } = SATS_CONNECT_WALLETS[type];
  const getWindow = deps.getWindow ?? globalWindow;
  const installed = () => {
    const provider = providerAt(getWindow(), providerId) as { request?: unknown } | undefined;
    return typeof provider?.request === 'function';
  };
  const failure = (error: unknown) => toWalletError(type, error);

  /** One sats-connect call; an RPC error becomes a WalletError. */
  async function call<R>(method: string, params: unknown): Promise<R> {
    if (!installed()) throw new WalletError('not-installed', formatWalletMessage('wallet_not_installed', { wallet: name }), type);
    let response: { status: 'success'; result: unknown } | { status: 'error'; error: unknown };
    try {
      const { request } = await loadSatsConnect();
      response = (await (request as (m: string, p: unknown, id?: string) => Promise<typeof response>)(method, params, providerId)) as typeof response;
    } catch (error) {
      throw failure(error);
    }
    if (response.status === 'error') throw failure(response.error);
    return response.result as R;
  }

  /** Both addresses with their keys; Xverse must give both public keys. */
  const accountOf = (addresses: readonly SatsAddress[] | undefined): WalletAccount =>
    twoAddressAccount(
      type,
      name,
      addresses?.find((a) => a.purpose === PURPOSE_ORDINALS),
      addresses?.find((a) => a.purpose === PURPOSE_PAYMENT),
      {
        noAccount: `${name} did not give both an ordinals and a payment address.`,
        ...(type === 'xverse' ? { noPublicKey: formatWalletMessage('missing_xverse_pubkey') } : {}),
      },
    );

  let known: WalletAccount | null = null;
  const remember = (account: WalletAccount) => ((known = account), account);

  return {
    type,
    name,
    logo,
    isInstalled: installed,
    connect: async () => {
      const result = await call<{ addresses: SatsAddress[] }>('wallet_connect', {
        addresses: [PURPOSE_ORDINALS, PURPOSE_PAYMENT],
        message: 'Connect to sign in.',
      });
      return remember(accountOf(result.addresses));
    },
    restore: async (stored) => {
      if (!installed()) return null;
      // wallet_getAccount opens no prompt. A wallet too old to know it gives back the stored account;
      // one that says the site is not connected (or anything else) restores nothing.
      try {
        return remember(accountOf((await call<{ addresses: SatsAddress[] }>('wallet_getAccount', null)).addresses));
      } catch (error) {
        const code = ((error as WalletError).cause as { code?: unknown } | undefined)?.code;
        return (code === METHOD_NOT_FOUND || code === METHOD_NOT_SUPPORTED) && stored ? restoreStored(true, remember(stored)) : null;
      }
    },
    getBalance: async () => {
      try {
        const balance = await call<{ confirmed: string; unconfirmed: string; total: string }>('getBalance', null);
        return { confirmed: Number(balance.confirmed), unconfirmed: Number(balance.unconfirmed), total: Number(balance.total) };
      } catch (error) {
        // Wallets without getBalance: the API's balance of the payment address.
        if (deps.fetchBalance && known && !(error instanceof WalletError && error.userRejected)) return deps.fetchBalance(known.paymentAddress);
        throw error;
      }
    },
    getVersion: async () => (installed() ? ((await call<{ version?: string }>('getInfo', null).catch(() => null))?.version ?? null) : null),
    signMessage: async (message, signType, address) => {
      if (!known) throw new WalletError('no-account', `${name} is not connected.`, type);
      const result = await call<{ signature: string }>('signMessage', {
        address: address ?? known.ordinalsAddress,
        message,
        protocol: signType === 'ecdsa' ? 'ECDSA' : 'BIP322',
      });
      return requireSignature(type, result?.signature);
    },
    signPsbt: async (psbtHex, options) => {
      let request: { psbt: string; signInputs: Record<string, number[]> };
      try {
        // The PSBT decoder loads with the first PSBT to sign, like sats-connect itself.
        const { satsConnectSignRequest } = await import('../psbt/sats-connect-inputs');
        request = satsConnectSignRequest(psbtHex, options.toSignInputs, known);
      } catch (error) {
        throw new WalletError('sign-psbt-failed', error instanceof Error ? error.message : String(error), type, { cause: error });
      }
      const result = await call<{ psbt: string }>('signPsbt', { ...request, broadcast: false });
      return requireSignedPsbt(type, psbtHex, typeof result?.psbt === 'string' ? hex.encode(base64.decode(result.psbt)) : null);
    },
    // sats-connect's sendTransfer: the wallet picks the inputs and the fee in its own prompt.
    sendBitcoin: async (to, sats) => requireTxid(type, await call<{ txid: string }>('sendTransfer', { recipients: [{ address: to, amount: sats }] })),
    // Only UniSat is switched before use.
    switchNetwork: async () => {},
    onChange(listener) {
      if (!installed()) return () => {};
      let stopped = false;
      let stops: (() => void)[] = [];
      void loadSatsConnect().then(({ addListener }) => {
        if (stopped) return;
        stops = [
          addListener(
            'accountChange',
            (event: { addresses?: { address: string }[] }) => listener({ type: 'accounts', accounts: (event.addresses ?? []).map((a) => a.address) }),
            providerId,
          ),
          addListener(
            'networkChange',
            (event: { bitcoin?: { name?: string } }) => listener({ type: 'network', network: String(event.bitcoin?.name ?? '') }),
            providerId,
          ),
        ];
      });
      return () => {
        stopped = true;
        stops.forEach((stop) => stop?.());
      };
    },
  };
}
