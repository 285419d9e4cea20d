import { Address, OutScript, RawTx, RawWitness, Script, Transaction, p2tr, p2wpkh, type NETWORK } from '@scure/btc-signer';

type BTC_NETWORK = typeof NETWORK;
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { ripemd160 } from '@noble/hashes/legacy.js';
import { bytesToHex, concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { base64 } from '@scure/base';

/**
 * Message signatures as wallets make them (`signMessage(text, 'ecdsa' | 'bip322-simple')`):
 * - 'ecdsa': the classic "Bitcoin Signed Message" compact signature, base64 (header 31 + recovery id,
 *   compressed key);
 * - 'bip322-simple': BIP-322's simple signature (the to_sign witness, base64) for P2WPKH and P2TR.
 * The dev wallet signs with these and the devnet's login verifies them.
 */
const sha256d = (bytes: Uint8Array) => sha256(sha256(bytes));
const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes));

function varint(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n);
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8);
  return Uint8Array.of(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff);
}

export function bitcoinMessageHash(message: string): Uint8Array {
  const prefix = utf8ToBytes('\x18Bitcoin Signed Message:\n');
  const body = utf8ToBytes(message);
  return sha256d(concatBytes(prefix, varint(body.length), body));
}

export function signMessageEcdsa(message: string, privateKey: Uint8Array): string {
  const sig = secp256k1.sign(bitcoinMessageHash(message), privateKey, { prehash: false, format: 'recovered' });
  const header = 31 + sig[0]!;
  return base64.encode(concatBytes(Uint8Array.of(header), sig.subarray(1)));
}

/** The compressed public key an 'ecdsa' message signature was made with, or null. */
export function recoverEcdsaSigner(message: string, signatureBase64: string): Uint8Array | null {
  try {
    const bytes = base64.decode(signatureBase64);
    if (bytes.length !== 65 || bytes[0]! < 27 || bytes[0]! > 42) return null;
    const recovery = (bytes[0]! - 27) & 3;
    const recovered = secp256k1.recoverPublicKey(concatBytes(Uint8Array.of(recovery), bytes.subarray(1)), bitcoinMessageHash(message), { prehash: false });
    return secp256k1.Point.fromBytes(recovered).toBytes(true);
  } catch {
    return null;
  }
}

/** BIP-322's tagged message hash. */
function bip322MessageHash(message: string): Uint8Array {
  const tag = sha256(utf8ToBytes('BIP0322-signed-message'));
  return sha256(concatBytes(tag, tag, utf8ToBytes(message)));
}

/** The unsigned to_sign transaction of BIP-322 for a message and an address's output script. */
function bip322ToSign(message: string, script: Uint8Array): Transaction {
  const toSpend = RawTx.encode({
    version: 0,
    segwitFlag: false,
    inputs: [{ txid: new Uint8Array(32), index: 0xffffffff, finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]), sequence: 0 }],
    outputs: [{ amount: 0n, script }],
    witnesses: [],
    lockTime: 0,
  } as Parameters<typeof RawTx.encode>[0]);
  const toSpendId = sha256d(toSpend).reverse();
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true });
  tx.addInput({ txid: toSpendId, index: 0, sequence: 0, witnessUtxo: { script, amount: 0n } });
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n });
  return tx;
}

export function signMessageBip322Simple(message: string, privateKey: Uint8Array, address: string, network: BTC_NETWORK): string {
  const script = OutScript.encode(Address(network).decode(address));
  const tx = bip322ToSign(message, script);
  const out = OutScript.decode(script);
  if (out.type === 'tr') tx.updateInput(0, { tapInternalKey: schnorr.getPublicKey(privateKey) });
  else if (out.type !== 'wpkh') throw new Error('bip322-simple signing supports P2WPKH and P2TR addresses.');
  tx.sign(privateKey);
  tx.finalize();
  return base64.encode(RawWitness.encode(tx.getInput(0).finalScriptWitness!));
}

/** Whether a message signature of either kind is valid for the address (and, if given, made by pubkey). */
export function verifyMessage(input: {
  message: string;
  signature: string;
  address: string;
  network: BTC_NETWORK;
  type: 'ecdsa' | 'bip322-simple';
  pubkey?: string;
}): boolean {
  let script: Uint8Array;
  try {
    script = OutScript.encode(Address(input.network).decode(input.address));
  } catch {
    return false;
  }
  const out = OutScript.decode(script);
  if (input.type === 'ecdsa') {
    const signer = recoverEcdsaSigner(input.message, input.signature);
    if (!signer) return false;
    if (input.pubkey && input.pubkey.toLowerCase() !== bytesToHex(signer)) return false;
    if (out.type === 'wpkh') return bytesToHex(hash160(signer)) === bytesToHex(out.hash);
    if (out.type === 'tr') return p2tr(signer.subarray(1), undefined, input.network).address === input.address;
    return false;
  }
  try {
    const witness = RawWitness.decode(base64.decode(input.signature));
    const tx = bip322ToSign(input.message, script);
    tx.updateInput(0, { finalScriptWitness: witness }, true);
    const digestFor = (hashType: number) =>
      out.type === 'tr'
        ? tx.preimageWitnessV1(0, [script], hashType, [0n])
        : tx.preimageWitnessV0(0, OutScript.encode({ type: 'pkh', hash: (out as { hash: Uint8Array }).hash }), hashType, 0n);
    if (out.type === 'wpkh') {
      const [sig, pubkey] = witness as [Uint8Array, Uint8Array];
      if (!sig || !pubkey || bytesToHex(hash160(pubkey)) !== bytesToHex(out.hash)) return false;
      if (input.pubkey && input.pubkey.toLowerCase() !== bytesToHex(pubkey)) return false;
      return secp256k1.verify(sig.subarray(0, -1), digestFor(sig[sig.length - 1]!), pubkey, { prehash: false, format: 'der', lowS: true });
    }
    if (out.type === 'tr') {
      const sig = witness[0];
      if (!sig || witness.length !== 1 || (sig.length !== 64 && sig.length !== 65)) return false;
      return schnorr.verify(sig.subarray(0, 64), digestFor(sig.length === 65 ? sig[64]! : 0), out.pubkey);
    }
    return false;
  } catch {
    return false;
  }
}

export { p2wpkh, p2tr };
