import { Transaction, TEST_NETWORK } from '@scure/btc-signer';
import { schnorr } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { signMessageBip322Simple, signMessageEcdsa } from '../../server/auth/message-signing';
import { finalizeInput } from '../crypto/finalize';
import { psbtFromHex } from '../crypto/psbt';
import { summarisePsbt, type PsbtSummary } from './psbt-summary';
import { createXverseFace } from './xverse-face';
import { UserRejected } from './user-rejected';
import { walletAccounts, type DevAccount } from './dev-accounts';

/**
 * The dev wallet's core: its accounts (dev-accounts.ts) and the UniSat provider's calls (the Xverse one is
 * xverse-face.ts). Every call that shows the user something or signs goes through `approve`, which
 * the page answers with a prompt (or at once when auto-approve is on).
 */
export type ApprovalRequest =
  | { readonly kind: 'connect'; readonly origin: string; readonly account: DevAccount }
  | { readonly kind: 'sign-message'; readonly account: DevAccount; readonly message: string; readonly type: string }
  | { readonly kind: 'sign-psbt'; readonly account: DevAccount; readonly summary: PsbtSummary }
  | { readonly kind: 'send'; readonly account: DevAccount; readonly to: string; readonly sats: string; readonly feeRate: number }
  | { readonly kind: 'inscribe-transfer'; readonly account: DevAccount; readonly tick: string; readonly amount: string };

export interface DevWalletDeps {
  readonly fetch: typeof fetch;
  /** Resolves true to approve, false to reject. */
  readonly approve: (request: ApprovalRequest) => Promise<boolean>;
  readonly store: { get(key: string): string | null; set(key: string, value: string): void };
  readonly origin: string;
}

type Listener = (...args: unknown[]) => void;
/** Each provider (UniSat-style, Xverse-style) is connected to the site on its own, as two extensions would be. */
type Face = 'unisat' | 'xverse';

export function createDevWallet(deps: DevWalletDeps) {
  const accounts = walletAccounts();
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((l) => l(...args));
  // Read from the store each time: a test may choose the account after the wallet is put into the page.
  const current = () => Math.min(Math.max(Number(deps.store.get('account') ?? '0') || 0, 0), accounts.length - 1);
  const connectedKey = (face: Face) => (face === 'unisat' ? `connected:${deps.origin}` : `connected-${face}:${deps.origin}`);
  const connected = (face: Face = 'unisat') => deps.store.get(connectedKey(face)) === '1';
  const account = () => accounts[current()]!;

  const requireConnected = (face: Face = 'unisat') => {
    if (!connected(face)) throw Object.assign(new Error('The site is not connected. Call requestAccounts first.'), { code: 4100 });
  };
  const ask = async (request: ApprovalRequest) => {
    if (!(await deps.approve(request))) throw new UserRejected();
  };
  const keyFor = (address: string) => {
    const a = account();
    if (address === a.ordinalsAddress) return { key: a.taprootKey, taproot: true };
    if (address === a.paymentAddress) return { key: a.segwitKey, taproot: false };
    return null;
  };

  async function utxos(address: string): Promise<{ txid: string; vout: number; value: string; script: string; confirmations: number }[]> {
    const res = await deps.fetch(`/devnet/api/utxos?address=${encodeURIComponent(address)}`);
    const json = (await res.json()) as {
      code: number;
      msg: string;
      data: { txid: string; vout: number; value: string; script: string; confirmations: number }[];
    };
    if (json.code !== 0) throw new Error(json.msg);
    return json.data;
  }

  async function broadcast(hex: string): Promise<string> {
    const res = await deps.fetch('/devnet/api/tx', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ hex }) });
    const json = (await res.json()) as { code: number; msg: string };
    if (json.code !== 0) throw new Error(json.msg);
    return Transaction.fromRaw(hexToBytes(hex), { allowUnknownOutputs: true }).id;
  }

  /** The PSBT's inputs and outputs in words; which inputs this wallet would sign. */
  const summarise = (tx: Transaction, toSign: ReadonlySet<number> | null): PsbtSummary =>
    summarisePsbt(tx, new Set([account().ordinalsAddress, account().paymentAddress]), toSign);

  async function signPsbt(
    psbtHex: string,
    options: { autoFinalized?: boolean; toSignInputs?: { index: number; address?: string; publicKey?: string; sighashTypes?: number[] }[] } = {},
    face: Face = 'unisat',
  ): Promise<string> {
    requireConnected(face);
    let tx: Transaction;
    try {
      tx = psbtFromHex(psbtHex);
    } catch (error) {
      throw new Error(`The PSBT cannot be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    const wanted = options.toSignInputs ? new Set(options.toSignInputs.map((i) => i.index)) : null;
    const summary = summarise(tx, wanted);
    const targets = summary.inputs.filter((i) => i.toSign);
    if (targets.length === 0) throw new Error('This PSBT has no input this wallet can sign.');
    await ask({ kind: 'sign-psbt', account: account(), summary });
    for (const target of targets) {
      const { key, taproot } = keyFor(target.address)!;
      if (taproot && !tx.getInput(target.index).tapInternalKey) tx.updateInput(target.index, { tapInternalKey: schnorr.getPublicKey(key) });
      const allowed = options.toSignInputs?.find((i) => i.index === target.index)?.sighashTypes;
      tx.signIdx(key, target.index, allowed ?? (target.sighash === null ? undefined : [target.sighash]));
      if (options.autoFinalized !== false) finalizeInput(tx, target.index);
    }
    return bytesToHex(tx.toPSBT());
  }

  const provider = {
    isDevnet: true,
    async requestAccounts(): Promise<string[]> {
      if (!connected()) {
        await ask({ kind: 'connect', origin: deps.origin, account: account() });
        deps.store.set(`connected:${deps.origin}`, '1');
      }
      return [account().ordinalsAddress];
    },
    async getAccounts(): Promise<string[]> {
      return connected() ? [account().ordinalsAddress] : [];
    },
    async getPublicKey(): Promise<string> {
      requireConnected();
      return account().ordinalsPubKey;
    },
    async getBalance(): Promise<{ confirmed: number; unconfirmed: number; total: number }> {
      requireConnected();
      return provider.getBalanceOf([account().ordinalsAddress, account().paymentAddress]);
    },
    async getBalanceOf(addresses: string[]): Promise<{ confirmed: number; unconfirmed: number; total: number }> {
      const all = (await Promise.all(addresses.map((a) => utxos(a)))).flat();
      const confirmed = all.filter((u) => u.confirmations > 0).reduce((a, u) => a + Number(u.value), 0);
      const unconfirmed = all.filter((u) => u.confirmations === 0).reduce((a, u) => a + Number(u.value), 0);
      return { confirmed, unconfirmed, total: confirmed + unconfirmed };
    },
    async getNetwork(): Promise<string> {
      return 'testnet';
    },
    async switchNetwork(network: string): Promise<string> {
      // The devnet has one network; its addresses are testnet-format whatever the site asks for.
      if (network !== 'livenet' && network !== 'testnet') throw new Error(`Unknown network '${network}'.`);
      return 'testnet';
    },
    async getChain() {
      return { enum: 'BITCOIN_TESTNET', name: 'Bitcoin Devnet', network: 'testnet' };
    },
    async switchChain() {
      return { enum: 'BITCOIN_TESTNET', name: 'Bitcoin Devnet', network: 'testnet' };
    },
    async getVersion(): Promise<string> {
      return '1.5.0-devnet';
    },
    async signMessage(message: string, type: 'ecdsa' | 'bip322-simple' = 'ecdsa'): Promise<string> {
      requireConnected();
      if (typeof message !== 'string') throw new Error('The message to sign must be text.');
      await ask({ kind: 'sign-message', account: account(), message, type });
      const a = account();
      return type === 'bip322-simple'
        ? signMessageBip322Simple(message, a.taprootKey, a.ordinalsAddress, TEST_NETWORK)
        : signMessageEcdsa(message, a.taprootKey);
    },
    signPsbt: (psbtHex: string, options?: Parameters<typeof signPsbt>[1]) => signPsbt(psbtHex, options),
    async signPsbts(psbtHexs: string[], options: Parameters<typeof signPsbt>[1][] = []): Promise<string[]> {
      const out: string[] = [];
      for (const [i, hex] of psbtHexs.entries()) out.push(await signPsbt(hex, options[i]));
      return out;
    },
    async pushPsbt(psbtHex: string): Promise<string> {
      const tx = psbtFromHex(psbtHex);
      for (let i = 0; i < tx.inputsLength; i++) {
        const input = tx.getInput(i);
        if (!input.finalScriptWitness && !input.finalScriptSig) tx.finalizeIdx(i);
      }
      return broadcast(tx.hex);
    },
    pushTx: ({ rawtx }: { rawtx: string }) => broadcast(rawtx),
    /**
     * UniSat's inscribeTransfer(tick, amount): the wallet inscribes a brc-20 transfer of the account's own
     * balance. The devnet does the inscribing (its control's give); answers the inscription's id.
     */
    async inscribeTransfer(tick: string, amount: string): Promise<string> {
      requireConnected();
      await ask({ kind: 'inscribe-transfer', account: account(), tick, amount: String(amount) });
      const response = await deps.fetch('/devnet/api/give', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address: account().ordinalsAddress, kind: 'brc20', tick, amount: String(amount), transfer: true }),
      });
      const answer = (await response.json()) as { code: number; msg: string; data: { inscriptionId?: string } | null };
      if (answer.code !== 0 || !answer.data?.inscriptionId) throw new Error(answer.msg || 'The transfer could not be inscribed.');
      return answer.data.inscriptionId;
    },
    async sendBitcoin(to: string, sats: number, options: { feeRate?: number } = {}, face: Face = 'unisat'): Promise<string> {
      requireConnected(face);
      if (!Number.isSafeInteger(sats) || sats < 546) throw new Error('Send at least 546 sats, in whole sats.');
      const feeRate = options.feeRate ?? 2;
      const from = account().paymentAddress;
      await ask({ kind: 'send', account: account(), to, sats: String(sats), feeRate });
      const available = (await utxos(from)).sort((a, b) => Number(BigInt(b.value) - BigInt(a.value)));
      const tx = new Transaction();
      let total = 0n;
      for (const u of available) {
        tx.addInput({ txid: u.txid, index: u.vout, witnessUtxo: { script: hexToBytes(u.script), amount: BigInt(u.value) } });
        total += BigInt(u.value);
        const estimate = BigInt(Math.ceil((11 + 68 * tx.inputsLength + 31 * 2) * feeRate));
        if (total >= BigInt(sats) + estimate) break;
      }
      const fee = BigInt(Math.ceil((11 + 68 * tx.inputsLength + 31 * 2) * feeRate));
      if (total < BigInt(sats) + fee) throw new Error('Insufficient balance.');
      tx.addOutputAddress(to, BigInt(sats), TEST_NETWORK);
      const change = total - BigInt(sats) - fee;
      if (change >= 546n) tx.addOutputAddress(from, change, TEST_NETWORK);
      tx.sign(account().segwitKey);
      tx.finalize();
      return broadcast(tx.hex);
    },
    async getInscriptions(): Promise<{ total: number; list: unknown[] }> {
      requireConnected();
      return { total: 0, list: [] };
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };

  const { xverse, accountChanged } = createXverseFace({
    origin: deps.origin,
    store: deps.store,
    account,
    connected,
    connectedKey,
    ask,
    keyFor,
    signPsbt,
    provider,
  });

  return {
    provider,
    xverse,
    accounts,
    account,
    /** Switches account; the site hears accountsChanged (it must disconnect). */
    switchAccount(index: number): void {
      if (index < 0 || index >= accounts.length || index === current()) return;
      deps.store.set('account', String(index));
      if (connected()) emit('accountsChanged', [account().ordinalsAddress]);
      if (connected('xverse')) accountChanged();
    },
    disconnectSite(): void {
      deps.store.set(`connected:${deps.origin}`, '0');
      emit('accountsChanged', []);
    },
    isConnected: connected,
  };
}

export type DevWallet = ReturnType<typeof createDevWallet>;
