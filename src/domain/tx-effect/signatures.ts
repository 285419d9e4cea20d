import { OutScript, SigHash, type Transaction } from '@scure/btc-signer';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sameBytes } from './scripts';

/**
 * A signature already on an input (a seller's listing inside a purchase), verified against the output it
 * spends: BIP340 Schnorr for a Taproot key path (BIP341 sighash), ECDSA over BIP143 for P2WPKH. A valid
 * signature also proves the input's stated amount, which both digests commit to.
 */
export type SignatureCheck = { readonly ok: true; readonly sighash: number } | { readonly ok: false; readonly reason: string };

const hash160 = (b: Uint8Array) => ripemd160(sha256(b));

export function verifyInputSignature(tx: Transaction, index: number, prevout: { readonly script: Uint8Array; readonly amount: bigint }): SignatureCheck {
  const input = tx.getInput(index);
  let out;
  try {
    out = OutScript.decode(prevout.script);
  } catch {
    return { ok: false, reason: 'it spends a script that cannot be read' };
  }
  const witness = input.finalScriptWitness;
  if (out.type === 'tr') {
    const sig = witness?.length === 1 ? witness[0]! : input.tapKeySig;
    if (!sig || (sig.length !== 64 && sig.length !== 65)) return { ok: false, reason: 'it carries no signature' };
    const sighash = sig.length === 65 ? sig[64]! : SigHash.DEFAULT;
    if (sig.length === 65 && sighash === SigHash.DEFAULT) return { ok: false, reason: 'its signature writes out sighash 0' };
    try {
      // With ANYONECANPAY only this input's own amount and script enter the digest; the others are placeholders.
      const n = tx.inputsLength;
      const scripts = Array.from({ length: n }, (_, i) => (i === index ? prevout.script : (tx.getInput(i).witnessUtxo?.script ?? prevout.script)));
      const amounts = Array.from({ length: n }, (_, i) => (i === index ? prevout.amount : (tx.getInput(i).witnessUtxo?.amount ?? 0n)));
      const digest = tx.preimageWitnessV1(index, scripts, sighash, amounts);
      return schnorr.verify(sig.subarray(0, 64), digest, out.pubkey) ? { ok: true, sighash } : { ok: false, reason: 'its signature is not valid' };
    } catch {
      return { ok: false, reason: 'its signature cannot be checked' };
    }
  }
  if (out.type === 'wpkh') {
    const pair: [Uint8Array, Uint8Array] | undefined =
      witness?.length === 2 ? [witness[0]!, witness[1]!] : input.partialSig?.[0] ? [input.partialSig[0][1], input.partialSig[0][0]] : undefined;
    if (!pair) return { ok: false, reason: 'it carries no signature' };
    const [sigWithType, pubkey] = pair;
    if (!sameBytes(hash160(pubkey), out.hash)) return { ok: false, reason: 'its public key is not the one the output names' };
    const sighash = sigWithType[sigWithType.length - 1]!;
    try {
      const digest = tx.preimageWitnessV0(index, OutScript.encode({ type: 'pkh', hash: out.hash }), sighash, prevout.amount);
      return secp256k1.verify(sigWithType.subarray(0, -1), digest, pubkey, { prehash: false, format: 'der', lowS: true })
        ? { ok: true, sighash }
        : { ok: false, reason: 'its signature is not valid' };
    } catch {
      return { ok: false, reason: 'its signature is not valid' };
    }
  }
  return { ok: false, reason: 'it spends an output of a kind this app cannot verify' };
}
