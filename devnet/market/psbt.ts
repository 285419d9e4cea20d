import { OutScript, Transaction } from '@scure/btc-signer';
import { base64 } from '@scure/base';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { checkInputSignature, scriptFor, type Utxo } from '../chain/chain';
import { finalizeInput } from '../crypto/finalize';
import { DevnetError } from '../devnet-error';

/** A market call's refusal: the code and message the client shows. */
export const psbtHex = (tx: Transaction): string => bytesToHex(tx.toPSBT());

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

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array | undefined) => !!a && !!b && bytesToHex(a) === bytesToHex(b);

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

/**
 * The seller's listing PSBT: one input spending the item's UTXO, to be signed SIGHASH_SINGLE |
 * ANYONECANPAY (131), and at the same index the output that pays the seller the price.
 */
export function buildListingPsbt(item: Utxo, sellerPubkey: string, payAddress: string, priceSats: bigint, sighash: number): Transaction {
  const tx = new Transaction({ allowUnknownOutputs: true });
  tx.addInput(inputFor(item, { sighashType: sighash, tapInternalKey: internalKeyFor(item.script, sellerPubkey) }));
  tx.addOutput({ script: scriptFor(payAddress), amount: priceSats });
  return tx;
}

/**
 * Checks a signed listing: the same item input and payout output as built, signed by the item's owner with
 * sighash 131. Returns the input as the buy transaction will carry it (finalized witness).
 */
export function checkListing(signed: Transaction, built: Transaction, item: Utxo, sighash: number): { finalScriptWitness: Uint8Array[] } {
  if (signed.inputsLength !== 1 || signed.outputsLength !== 1)
    throw new DevnetError(-1, 'The listing must have the one input and the one output it was built with.');
  const a = signed.getInput(0);
  const b = built.getInput(0);
  if (!sameBytes(a.txid, b.txid) || a.index !== b.index) throw new DevnetError(-1, 'The listing spends another output than the item.');
  const out = signed.getOutput(0);
  const want = built.getOutput(0);
  if (!sameBytes(out.script, want.script) || out.amount !== want.amount)
    throw new DevnetError(-1, 'The listing output was changed: it must pay the price to the seller.');
  const type = checkSigned(signed, 0, [item], 'The listing');
  if (type !== sighash) throw new DevnetError(-1, `The listing must be signed with sighash ${sighash} (SINGLE|ANYONECANPAY), not ${type}.`);
  return { finalScriptWitness: signed.getInput(0).finalScriptWitness! };
}
