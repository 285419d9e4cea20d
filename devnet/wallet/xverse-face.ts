import { TEST_NETWORK } from '@scure/btc-signer';
import { schnorr } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { signMessageBip322Simple, signMessageEcdsa } from '../../server/auth/message-signing';
import { UserRejected } from './user-rejected';

/** The account the Xverse face shows: its two addresses and the keys it signs with. */
interface XverseAccount {
  readonly index: number;
  readonly ordinalsAddress: string;
  readonly paymentAddress: string;
  readonly paymentPubKey: string;
  readonly taprootKey: Uint8Array;
}

/** What the Xverse face uses of the dev wallet's core (wallet/dev-wallet.ts): its account, connection, prompts, keys and UniSat calls. */
export interface XverseFaceDeps<A extends XverseAccount> {
  readonly origin: string;
  readonly store: { get(key: string): string | null; set(key: string, value: string): void };
  readonly account: () => A;
  readonly connected: (face: 'xverse') => boolean;
  readonly connectedKey: (face: 'xverse') => string;
  readonly ask: (
    request:
      | { readonly kind: 'connect'; readonly origin: string; readonly account: A }
      | { readonly kind: 'sign-message'; readonly account: A; readonly message: string; readonly type: string },
  ) => Promise<void>;
  readonly keyFor: (address: string) => { key: Uint8Array; taproot: boolean } | null;
  readonly signPsbt: (
    psbtHex: string,
    options: { autoFinalized?: boolean; toSignInputs?: { index: number; address?: string }[] },
    face: 'xverse',
  ) => Promise<string>;
  readonly provider: {
    sendBitcoin(to: string, sats: number, options: { feeRate?: number }, face: 'xverse'): Promise<string>;
    getBalanceOf(addresses: string[]): Promise<{ confirmed: number; unconfirmed: number; total: number }>;
    pushPsbt(psbtHex: string): Promise<string>;
  };
}

/** The dev wallet's Xverse-style face (sats-connect's provider) over the same account and prompts as its UniSat one. */
export function createXverseFace<A extends XverseAccount>(deps: XverseFaceDeps<A>) {
  const { account, connected, connectedKey, ask, keyFor, signPsbt, provider } = deps;
  /**
   * The Xverse-style provider that sats-connect finds at XverseProviders.BitcoinProvider: JSON-RPC 2.0
   * `request(method, params)` answering `{jsonrpc, id, result}` or `{jsonrpc, id, error: {code, message}}`,
   * two addresses (ordinals P2TR, payment P2WPKH) with their keys, user rejection -32000, and
   * `addListener({eventName, cb})` for accountChange.
   */
  const rpcListeners = new Map<string, Set<(event: unknown) => void>>();
  const xverseAddresses = () => {
    const a = account();
    return [
      {
        address: a.ordinalsAddress,
        publicKey: bytesToHex(schnorr.getPublicKey(a.taprootKey)),
        purpose: 'ordinals',
        addressType: 'p2tr',
        walletType: 'software',
      },
      { address: a.paymentAddress, publicKey: a.paymentPubKey, purpose: 'payment', addressType: 'p2wpkh', walletType: 'software' },
    ];
  };
  const rpcError = (code: number, message: string) => Object.assign(new Error(message), { rpcCode: code });
  async function xverseCall(method: string, params: Record<string, unknown> | null): Promise<unknown> {
    const p = params ?? {};
    switch (method) {
      case 'getInfo':
        return {
          version: '1.0.0-devnet',
          platform: 'web',
          methods: ['wallet_connect', 'wallet_getAccount', 'wallet_disconnect', 'getAddresses', 'signMessage', 'signPsbt', 'getBalance', 'sendTransfer'],
          supports: [],
        };
      case 'sendTransfer': {
        // sats-connect's send: one recipient here (the site pays one order at a time), the wallet picks inputs and fee.
        if (!connected('xverse')) throw rpcError(-32002, 'The site is not connected to this wallet.');
        const recipients = (p as { recipients?: { address?: unknown; amount?: unknown }[] }).recipients;
        const first = Array.isArray(recipients) && recipients.length === 1 ? recipients[0]! : null;
        if (!first || typeof first.address !== 'string' || !Number.isSafeInteger(Number(first.amount)))
          throw rpcError(-32602, 'sendTransfer needs one recipient {address, amount}.');
        return { txid: await provider.sendBitcoin(first.address, Number(first.amount), {}, 'xverse') };
      }
      case 'wallet_connect':
      case 'getAddresses':
      case 'getAccounts':
        if (!connected('xverse')) {
          await ask({ kind: 'connect', origin: deps.origin, account: account() });
          deps.store.set(connectedKey('xverse'), '1');
        }
        return method === 'getAccounts'
          ? xverseAddresses()
          : { id: `devnet-${account().index}`, addresses: xverseAddresses(), walletType: 'software', network: { bitcoin: { name: 'Testnet' } } };
      case 'wallet_getAccount':
        if (!connected('xverse')) throw rpcError(-32002, 'The site is not connected to this wallet.');
        return { id: `devnet-${account().index}`, addresses: xverseAddresses(), walletType: 'software', network: { bitcoin: { name: 'Testnet' } } };
      case 'wallet_disconnect':
        deps.store.set(connectedKey('xverse'), '0');
        return null;
      case 'getBalance': {
        if (!connected('xverse')) throw rpcError(-32002, 'The site is not connected to this wallet.');
        const balance = await provider.getBalanceOf([account().paymentAddress]);
        return { confirmed: String(balance.confirmed), unconfirmed: String(balance.unconfirmed), total: String(balance.total) };
      }
      case 'signMessage': {
        if (!connected('xverse')) throw rpcError(-32002, 'The site is not connected to this wallet.');
        const { address, message, protocol } = p as { address?: unknown; message?: unknown; protocol?: unknown };
        if (typeof message !== 'string' || typeof address !== 'string') throw rpcError(-32602, 'signMessage needs address and message.');
        const key = keyFor(address);
        if (!key) throw rpcError(-32602, `The address ${address} is not this account's.`);
        const type = protocol === 'ECDSA' ? 'ecdsa' : 'bip322-simple';
        await ask({ kind: 'sign-message', account: account(), message, type });
        const signature = type === 'ecdsa' ? signMessageEcdsa(message, key.key) : signMessageBip322Simple(message, key.key, address, TEST_NETWORK);
        return { signature, messageHash: '', address, protocol: type === 'ecdsa' ? 'ECDSA' : 'BIP322' };
      }
      case 'signPsbt': {
        const { psbt, signInputs, broadcast: push } = p as { psbt?: unknown; signInputs?: Record<string, number[]>; broadcast?: unknown };
        if (typeof psbt !== 'string') throw rpcError(-32602, 'signPsbt needs psbt (base64).');
        let bytes: Uint8Array;
        try {
          bytes = Uint8Array.from(atob(psbt), (c) => c.charCodeAt(0));
        } catch {
          throw rpcError(-32602, 'psbt must be base64.');
        }
        const toSignInputs = signInputs
          ? Object.entries(signInputs).flatMap(([address, indexes]) => (Array.isArray(indexes) ? indexes : []).map((index) => ({ index, address })))
          : undefined;
        const signed = await signPsbt(bytesToHex(bytes), { autoFinalized: false, toSignInputs }, 'xverse');
        const signedBytes = hexToBytes(signed);
        const out = { psbt: btoa(String.fromCharCode(...signedBytes)) };
        if (push === true) return { ...out, txid: await provider.pushPsbt(signed) };
        return out;
      }
      default:
        throw rpcError(-32601, `Method '${method}' is not supported by the dev wallet.`);
    }
  }
  let rpcId = 0;
  const xverse = {
    isDevnet: true,
    async request(method: string, params: Record<string, unknown> | null = null) {
      const id = `devnet-${++rpcId}`;
      try {
        return { jsonrpc: '2.0', id, result: await xverseCall(method, params) };
      } catch (error) {
        const code = error instanceof UserRejected ? -32000 : ((error as { rpcCode?: number }).rpcCode ?? -32603);
        return { jsonrpc: '2.0', id, error: { code, message: error instanceof Error ? error.message : String(error) } };
      }
    },
    addListener(info: { eventName: string; cb: (event: unknown) => void }) {
      const set = rpcListeners.get(info.eventName) ?? new Set();
      set.add(info.cb);
      rpcListeners.set(info.eventName, set);
      return () => void set.delete(info.cb);
    },
  };

  return {
    xverse,
    /** Tells the site's accountChange listeners the account changed. */
    accountChanged: () => rpcListeners.get('accountChange')?.forEach((cb) => cb({ type: 'accountChange', addresses: xverseAddresses() })),
  };
}
