import { OutScript, SigHash, Transaction, Address, TEST_NETWORK } from '@scure/btc-signer';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { DevnetError } from '../devnet-error';
import { confirmRecords, recordsOf, satsByAddress, withRecord, type TxRecord } from './tx-history';

/**
 * The devnet's chain: a UTXO set, a mempool and blocks, on testnet-format addresses. Spending
 * transactions are real: parsed with @scure/btc-signer, every input must exist and be unspent, every
 * signature is checked (P2WPKH ECDSA and P2TR key-path Schnorr, all sighash types), and outputs may not
 * exceed inputs. Funding is the faucet's: an output with no inputs, like a coinbase.
 */
export interface Utxo {
  readonly txid: string;
  readonly vout: number;
  /** sats, as a decimal string (exact). */
  readonly value: string;
  readonly script: string;
  readonly address: string;
  /** The block it was confirmed in; null while in the mempool. */
  readonly height: number | null;
}

export interface MempoolTx {
  readonly txid: string;
  readonly hex: string;
  readonly vsize: number;
  readonly fee: string;
  readonly time: number;
}

export interface Block {
  readonly height: number;
  readonly hash: string;
  readonly time: number;
  readonly txids: readonly string[];
}

export interface ChainState {
  readonly height: number;
  readonly blocks: readonly Block[];
  readonly utxos: Readonly<Record<string, Utxo>>;
  readonly mempool: readonly MempoolTx[];
  readonly faucetCount: number;
  /** What each transaction moved, by address (absent in a state kept before it was). */
  readonly history?: readonly TxRecord[];
}

export const NETWORK = TEST_NETWORK;
/** The devnet keeps the last blocks only; the height goes on. */
const KEEP_BLOCKS = 200;
const MIN_FEE_RATE = 1;

/** An accepted transaction: what it spent and every output in order (an OP_RETURN has address ''). */
export interface SubmitResult {
  readonly txid: string;
  readonly fee: bigint;
  readonly vsize: number;
  readonly spent: readonly Utxo[];
  readonly outputs: readonly { readonly vout: number; readonly value: bigint; readonly address: string; readonly script: Uint8Array }[];
}

export function initialChain(): ChainState {
  return { height: 0, blocks: [], utxos: {}, mempool: [], faucetCount: 0 };
}

const outpoint = (txid: string, vout: number) => `${txid}:${vout}`;
const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes));

/** The address's output script, or a DevnetError for an address that is not testnet-format. */
export function scriptFor(address: string): Uint8Array {
  try {
    return OutScript.encode(Address(NETWORK).decode(address));
  } catch {
    throw new DevnetError(-1, `'${address}' is not a testnet address.`);
  }
}

export function addressOf(script: Uint8Array): string {
  try {
    return Address(NETWORK).encode(OutScript.decode(script));
  } catch {
    return '';
  }
}

/**
 * Checks the signature of input `i` against what it spends; throws a DevnetError saying what is wrong.
 * Returns the sighash type it was signed with.
 */
export function checkInputSignature(tx: Transaction, i: number, spent: readonly Pick<Utxo, 'script' | 'value'>[]): number {
  const input = tx.getInput(i);
  const prev = spent[i]!;
  const prevScript = hexToBytes(prev.script);
  const witness = input.finalScriptWitness ?? [];
  const out = OutScript.decode(prevScript);
  if (out.type === 'wpkh') {
    if (witness.length !== 2) throw new DevnetError(-1, `Input ${i}: a P2WPKH spend needs a signature and a public key.`);
    const [sigWithType, pubkey] = witness as [Uint8Array, Uint8Array];
    if (bytesToHex(hash160(pubkey)) !== bytesToHex(out.hash)) throw new DevnetError(-1, `Input ${i}: the public key does not match the output it spends.`);
    const hashType = sigWithType[sigWithType.length - 1]!;
    const scriptCode = OutScript.encode({ type: 'pkh', hash: out.hash });
    const digest = tx.preimageWitnessV0(i, scriptCode, hashType, BigInt(prev.value));
    const ok = secp256k1.verify(sigWithType.subarray(0, -1), digest, pubkey, { prehash: false, format: 'der', lowS: true });
    if (!ok) throw new DevnetError(-1, `Input ${i}: the signature is not valid.`);
    return hashType;
  }
  if (out.type === 'tr') {
    if (witness.length !== 1) throw new DevnetError(-1, `Input ${i}: only key-path Taproot spends are accepted here.`);
    const sig = witness[0]!;
    if (sig.length !== 64 && sig.length !== 65) throw new DevnetError(-1, `Input ${i}: a Schnorr signature is 64 or 65 bytes.`);
    const hashType = sig.length === 65 ? sig[64]! : SigHash.DEFAULT;
    if (sig.length === 65 && hashType === SigHash.DEFAULT) throw new DevnetError(-1, `Input ${i}: sighash 0 must not be written out.`);
    const digest = tx.preimageWitnessV1(
      i,
      spent.map((u) => hexToBytes(u.script)),
      hashType,
      spent.map((u) => BigInt(u.value)),
    );
    if (!schnorr.verify(sig.subarray(0, 64), digest, out.pubkey)) throw new DevnetError(-1, `Input ${i}: the signature is not valid.`);
    return hashType;
  }
  throw new DevnetError(-1, `Input ${i}: the devnet accepts P2WPKH and P2TR outputs only.`);
}

/** The faucet's transaction: no inputs, `values` paid to `address`. */
const faucetRecord = (txid: string, address: string, values: readonly bigint[], time: number): TxRecord => ({
  txid,
  height: null,
  time,
  nIn: 0,
  nOut: values.length,
  size: 0,
  locktime: 0,
  spent: {},
  received: satsByAddress(values.map((value) => ({ address, value }))),
});

export function createChain(deps: { load: () => ChainState; save: (state: ChainState) => void; now: () => number }) {
  const get = () => deps.load();

  return {
    state: get,
    tip: () => get().height,
    utxosOf(address: string): Utxo[] {
      return Object.values(get().utxos).filter((u) => u.address === address);
    },
    utxo: (txid: string, vout: number): Utxo | undefined => get().utxos[outpoint(txid, vout)],
    confirmations(utxo: Utxo): number {
      return utxo.height === null ? 0 : get().height - utxo.height + 1;
    },
    /** Confirmed and pending sats of an address (as btcSatoshi, btcPendingSatoshi). */
    balance(address: string): { confirmed: bigint; pending: bigint } {
      let confirmed = 0n;
      let pending = 0n;
      for (const u of Object.values(get().utxos)) {
        if (u.address !== address) continue;
        if (u.height === null) pending += BigInt(u.value);
        else confirmed += BigInt(u.value);
      }
      return { confirmed, pending };
    },
    /**
     * The faucet pays an address; the output confirms with the next block. `fixedTxid`: the output's transaction id,
     * for an output every devnet must have at the same outpoint (the swap module's deploy inscription).
     */
    fund(address: string, sats: bigint, fixedTxid?: string): Utxo {
      if (sats < 546n || sats > 2_100_000_000_000_000n) throw new DevnetError(-1, 'The faucet pays from 546 sats to 21,000,000 BTC.');
      const script = scriptFor(address);
      const state = get();
      const txid = fixedTxid ?? bytesToHex(sha256(new TextEncoder().encode(`faucet:${state.faucetCount}:${address}:${sats}:${deps.now()}`)));
      if (state.utxos[outpoint(txid, 0)]) throw new DevnetError(-1, `The output ${txid}:0 exists already.`);
      const utxo: Utxo = { txid, vout: 0, value: sats.toString(), script: bytesToHex(script), address, height: null };
      deps.save({
        ...state,
        faucetCount: state.faucetCount + 1,
        utxos: { ...state.utxos, [outpoint(txid, 0)]: utxo },
        mempool: [...state.mempool, { txid, hex: '', vsize: 0, fee: '0', time: deps.now() }],
        history: withRecord(state.history, faucetRecord(txid, address, [sats], deps.now())),
      });
      return utxo;
    },
    /** The faucet pays an address `count` outputs of `sats` in one transaction (a batch inscription's postage). */
    fundMany(address: string, sats: bigint, count: number): Utxo[] {
      if (sats < 546n || !Number.isSafeInteger(count) || count < 1) throw new DevnetError(-1, 'The faucet pays at least one output of 546 sats or more.');
      const script = bytesToHex(scriptFor(address));
      const state = get();
      const txid = bytesToHex(sha256(new TextEncoder().encode(`faucet:${state.faucetCount}:${address}:${sats}x${count}:${deps.now()}`)));
      const made = Array.from({ length: count }, (_, vout): Utxo => ({ txid, vout, value: sats.toString(), script, address, height: null }));
      const utxos = { ...state.utxos };
      for (const u of made) utxos[outpoint(txid, u.vout)] = u;
      const mempool = [...state.mempool, { txid, hex: '', vsize: 0, fee: '0', time: deps.now() }];
      const record = faucetRecord(txid, address, Array<bigint>(count).fill(sats), deps.now());
      deps.save({ ...state, faucetCount: state.faucetCount + 1, utxos, mempool, history: withRecord(state.history, record) });
      return made;
    },
    /** Accepts a signed transaction into the mempool, or says why not. Returns its txid. */
    submit(rawHex: string): SubmitResult {
      if (!/^([0-9a-f]{2})+$/i.test(rawHex)) throw new DevnetError(-1, 'The transaction must be hex.');
      let tx: Transaction;
      try {
        tx = Transaction.fromRaw(hexToBytes(rawHex), { allowUnknownOutputs: true });
      } catch (error) {
        throw new DevnetError(-1, `The transaction cannot be parsed: ${error instanceof Error ? error.message : String(error)}`);
      }
      const state = get();
      if (state.mempool.some((m) => m.txid === tx.id) || Object.values(state.utxos).some((u) => u.txid === tx.id))
        throw new DevnetError(-1, 'The transaction is already known.');
      if (tx.inputsLength === 0 || tx.outputsLength === 0) throw new DevnetError(-1, 'A transaction needs inputs and outputs.');
      const spent: Utxo[] = [];
      const seen = new Set<string>();
      for (let i = 0; i < tx.inputsLength; i++) {
        const input = tx.getInput(i);
        const key = outpoint(bytesToHex(input.txid!), input.index!);
        if (seen.has(key)) throw new DevnetError(-1, `Input ${i} spends an output twice.`);
        seen.add(key);
        const utxo = state.utxos[key];
        if (!utxo) throw new DevnetError(-1, `Input ${i} spends ${key}, which does not exist or is already spent.`);
        spent.push(utxo);
      }
      for (let i = 0; i < tx.inputsLength; i++) checkInputSignature(tx, i, spent);
      const inputSum = spent.reduce((a, u) => a + BigInt(u.value), 0n);
      let outputSum = 0n;
      const outputs: Utxo[] = [];
      const allOutputs: { vout: number; value: bigint; address: string; script: Uint8Array }[] = [];
      for (let o = 0; o < tx.outputsLength; o++) {
        const output = tx.getOutput(o);
        const amount = output.amount ?? 0n;
        if (amount < 0n) throw new DevnetError(-1, `Output ${o} is negative.`);
        outputSum += amount;
        const script = output.script ?? new Uint8Array();
        outputs.push({ txid: tx.id, vout: o, value: amount.toString(), script: bytesToHex(script), address: addressOf(script), height: null });
        allOutputs.push({ vout: o, value: amount, address: addressOf(script), script });
      }
      if (outputSum > inputSum) throw new DevnetError(-1, `The outputs (${outputSum} sats) are more than the inputs (${inputSum} sats).`);
      const fee = inputSum - outputSum;
      const vsize = tx.vsize;
      if (fee < BigInt(Math.ceil(vsize * MIN_FEE_RATE))) throw new DevnetError(-1, `The fee is below ${MIN_FEE_RATE} sat/vB.`);
      const utxos = { ...state.utxos };
      for (const key of seen) delete utxos[key];
      for (const u of outputs) if (u.address) utxos[outpoint(u.txid, u.vout)] = u;
      const record: TxRecord = {
        txid: tx.id,
        height: null,
        time: deps.now(),
        nIn: tx.inputsLength,
        nOut: tx.outputsLength,
        size: rawHex.length / 2,
        locktime: tx.lockTime,
        spent: satsByAddress(spent),
        received: satsByAddress(allOutputs),
      };
      const mempool = [...state.mempool, { txid: tx.id, hex: rawHex.toLowerCase(), vsize, fee: fee.toString(), time: deps.now() }];
      deps.save({ ...state, utxos, mempool, history: withRecord(state.history, record) });
      return { txid: tx.id, fee, vsize, spent, outputs: allOutputs };
    },
    /** Mines `count` blocks; the first takes the whole mempool. Returns the new tip. */
    mine(count = 1): number {
      if (!Number.isInteger(count) || count < 1 || count > 1000) throw new DevnetError(-1, 'Mine from 1 to 1000 blocks at a time.');
      let state = get();
      for (let n = 0; n < count; n++) {
        const height = state.height + 1;
        const txids = state.mempool.map((m) => m.txid);
        const confirmed = new Set(txids);
        const utxos = Object.fromEntries(Object.entries(state.utxos).map(([k, u]) => [k, u.height === null && confirmed.has(u.txid) ? { ...u, height } : u]));
        const previous = state.blocks[state.blocks.length - 1]?.hash ?? '00'.repeat(32);
        const hash = bytesToHex(sha256(new TextEncoder().encode(`${previous}:${height}:${txids.join(',')}`)));
        const blocks = [...state.blocks, { height, hash, time: deps.now(), txids }].slice(-KEEP_BLOCKS);
        state = { ...state, height, utxos, mempool: [], blocks, history: confirmRecords(state.history, confirmed, height) };
      }
      deps.save(state);
      return state.height;
    },
    /** The transactions that moved sats from or to `address`, newest first (the mempool's first). */
    historyOf: (address: string): TxRecord[] => recordsOf(get().history, address),
    /** Mempool size in vbytes (the fee rates move with it). */
    mempoolVsize: () => get().mempool.reduce((a, m) => a + m.vsize, 0),
  };
}

export type Chain = ReturnType<typeof createChain>;
