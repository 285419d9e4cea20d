import { OutScript, Transaction } from '@scure/btc-signer';
import { base64 } from '@scure/base';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { checkInputSignature, type Utxo } from '../chain/chain';
import { finalizeInput } from './finalize';
import { DevnetError } from '../devnet-error';

/**
 * The PSBT helpers the devnet's market, swap, inscribe orders, seed and dev wallet share: reading and
 * writing PSBTs, inputs for a UTXO, and checking what a client signed.
 */
export const psbtHex = (tx: Transaction): string => bytesToHex(tx.toPSBT());

/** A PSBT the devnet built (or a wallet got), from hex. */
export const psbtFromHex = (hex: string): Transaction => Transaction.fromPSBT(hexToBytes(hex), { allowUnknownOutputs: true });

/** A PSBT from the client: hex, or base64 when `fromBase64`. */
export function readPsbt(text: unknown, fromBase64: unknown): Transaction {
  if (typeof text !== 'string' || text === '') throw new DevnetError(-1, 'psbt is required.');
  try {
    const bytes = fromBase64 === true ? base64.decode(text) : hexToBytes(text);
    return Transaction.fromPSBT(bytes, { allowUnknownOutputs: true });
  } catch {
    throw new DevnetError(-1, `The psbt cannot be read (${fromBase64 === true ? 'base64' : 'hex'} expected).`);
  }
}

/** An input that spends `utxo`, with what a signer needs (the Taproot internal key for P2TR). */
export function inputFor(utxo: Pick<Utxo, 'txid' | 'vout' | 'script' | 'value'>, options: { sighashType?: number; tapInternalKey?: Uint8Array } = {}) {
  return {
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: hexToBytes(utxo.script), amount: BigInt(utxo.value) },
    ...(options.sighashType === undefined ? {} : { sighashType: options.sighashType }),
    ...(options.tapInternalKey ? { tapInternalKey: options.tapInternalKey } : {}),
  };
}

export const isTaproot = (script: string): boolean => OutScript.decode(hexToBytes(script)).type === 'tr';

/**
 * The Taproot internal key for an input of `script`, from the owner's public key (compressed or x-only),
 * so a signer can sign key-path; undefined for other outputs or an unknown key.
 */
export function internalKeyFor(script: string, pubkey: string | undefined): Uint8Array | undefined {
  if (!isTaproot(script) || !pubkey) return undefined;
  if (/^0[23][0-9a-f]{64}$/i.test(pubkey)) return hexToBytes(pubkey.slice(2));
  if (/^[0-9a-f]{64}$/i.test(pubkey)) return hexToBytes(pubkey);
  return undefined;
}

export const sameBytes = (a: Uint8Array | undefined, b: Uint8Array | undefined) => !!a && !!b && bytesToHex(a) === bytesToHex(b);

/** The inputs and outputs of a PSBT as comparable text: two PSBTs of the same transaction agree. */
export function shapeOf(tx: Transaction): string {
  const inputs = Array.from({ length: tx.inputsLength }, (_, i) => {
    const input = tx.getInput(i);
    return `${bytesToHex(input.txid!)}:${input.index}`;
  });
  const outputs = Array.from({ length: tx.outputsLength }, (_, o) => {
    const output = tx.getOutput(o);
    return `${bytesToHex(output.script!)}=${output.amount}`;
  });
  return `${inputs.join(',')}|${outputs.join(',')}`;
}

/**
 * Finalizes input `index` if the signer did not, then checks its signature against what it spends.
 * Returns the sighash type; a missing or bad signature is a DevnetError saying which input.
 */
export function checkSigned(tx: Transaction, index: number, spent: readonly Pick<Utxo, 'script' | 'value'>[], what: string): number {
  const input = tx.getInput(index);
  if (!input.finalScriptWitness) {
    try {
      finalizeInput(tx, index);
    } catch {
      throw new DevnetError(-1, `${what} is not signed.`);
    }
  }
  try {
    return checkInputSignature(tx, index, spent);
  } catch (error) {
    throw new DevnetError(-1, `${what}: ${error instanceof DevnetError ? error.message.replace(/^Input \d+: /, '') : 'the signature cannot be checked.'}`);
  }
}

/** The outputs a signed transaction spends, each still on the chain; one already spent is refused, naming its input. */
export function spentOutputs(tx: Transaction, utxo: (txid: string, vout: number) => Utxo | undefined): Utxo[] {
  return Array.from({ length: tx.inputsLength }, (_, i) => {
    const input = tx.getInput(i);
    const found = utxo(bytesToHex(input.txid!), input.index!);
    if (!found) throw new DevnetError(-1, `Input ${i} is already spent.`);
    return found;
  });
}

/** Checks every input of a signed transaction against what it spends (checkSigned, "Input i"). */
export function checkAllSigned(tx: Transaction, spent: readonly Pick<Utxo, 'script' | 'value'>[]): void {
  for (let i = 0; i < tx.inputsLength; i++) checkSigned(tx, i, spent, `Input ${i}`);
}

/** An OP_RETURN output carrying `text` (a direct push up to 75 bytes, OP_PUSHDATA1 above). */
export function opReturn(text: string): Uint8Array {
  const data = new TextEncoder().encode(text);
  if (data.length > 80) throw new Error('An OP_RETURN note is at most 80 bytes.');
  return new Uint8Array(data.length <= 75 ? [0x6a, data.length, ...data] : [0x6a, 0x4c, data.length, ...data]);
}
