import type { Transaction } from '@scure/btc-signer';

/**
 * A transaction's virtual size as the app works it out from the PSBT's own shape, never from a size a server states:
 * each input by the kind of output it spends (its witness once signed, at the largest signature a wallet makes), each
 * output by its script, and the transaction's own fields. An input already signed (the seller's, in a purchase) counts
 * its real signature. Weight units throughout (a witness byte weighs 1, any other 4); the size is the weight / 4,
 * rounded up. Pure: the check's decoder reads the PSBT first.
 */
type Input = ReturnType<Transaction['getInput']>;

/** The largest signatures: DER ECDSA (72 bytes) and Schnorr (64), each with its sighash byte. */
const ECDSA_SIGNATURE = 73;
const SCHNORR_SIGNATURE = 65;
const PUBKEY = 33;

const compactSize = (n: number): number => (n < 0xfd ? 1 : n <= 0xffff ? 3 : n <= 0xffff_ffff ? 5 : 9);
/** A data push in a scriptSig: its opcode(s) and its bytes. */
const push = (length: number): number => (length < 0x4c ? 1 : length <= 0xff ? 2 : length <= 0xffff ? 3 : 5) + length;
/** A witness stack as serialized: its item count, then each item's length and bytes. */
const stack = (items: readonly number[]): number => compactSize(items.length) + items.reduce((a, n) => a + compactSize(n) + n, 0);

/** The kinds of output an input may spend that the app can size unsigned (the wallets' address types). */
export type SpentKind = 'p2tr' | 'p2wpkh' | 'p2sh-p2wpkh' | 'p2pkh';

const startsWith = (s: Uint8Array, bytes: readonly number[]) => bytes.every((b, i) => s[i] === b);
/** What kind of output a script is (the canonical forms only); null for any other. */
export function spentKind(script: Uint8Array | undefined, redeemScript?: Uint8Array): SpentKind | null {
  if (!script) return null;
  if (script.length === 34 && startsWith(script, [0x51, 0x20])) return 'p2tr';
  if (script.length === 22 && startsWith(script, [0x00, 0x14])) return 'p2wpkh';
  if (script.length === 25 && startsWith(script, [0x76, 0xa9, 0x14]) && script[23] === 0x88 && script[24] === 0xac) return 'p2pkh';
  if (script.length === 23 && startsWith(script, [0xa9, 0x14]) && script[22] === 0x87)
    // Wrapped segwit, the only P2SH a wallet of the app signs; a redeem script that says otherwise is unknown.
    return !redeemScript || (redeemScript.length === 22 && startsWith(redeemScript, [0x00, 0x14])) ? 'p2sh-p2wpkh' : null;
  return null;
}

/** The script of the output an input spends: its witness UTXO's, or the output of the whole previous transaction. */
function spentScript(input: Input): Uint8Array | undefined {
  if (input.witnessUtxo) return input.witnessUtxo.script;
  const index = input.index;
  return index === undefined ? undefined : input.nonWitnessUtxo?.outputs[index]?.script;
}

/** An input's scriptSig and witness, in bytes (null witness: none); null when it spends an output of a kind not sized. */
function inputParts(input: Input): { readonly scriptSig: number; readonly witness: number | null } | null {
  if (input.finalScriptWitness || input.finalScriptSig)
    return {
      scriptSig: input.finalScriptSig?.length ?? 0,
      witness: input.finalScriptWitness ? stack(input.finalScriptWitness.map((w) => w.length)) : null,
    };
  switch (spentKind(spentScript(input), input.redeemScript)) {
    case 'p2tr':
      // The key path only: a script-path spend's size is its script's.
      return input.tapLeafScript?.length ? null : { scriptSig: 0, witness: stack([SCHNORR_SIGNATURE]) };
    case 'p2wpkh':
      return { scriptSig: 0, witness: stack([ECDSA_SIGNATURE, PUBKEY]) };
    case 'p2sh-p2wpkh':
      return { scriptSig: push(22), witness: stack([ECDSA_SIGNATURE, PUBKEY]) };
    case 'p2pkh':
      return { scriptSig: push(ECDSA_SIGNATURE) + push(PUBKEY), witness: null };
    default:
      return null;
  }
}

/** The virtual size (vB) of the transaction once signed; or the first input whose size cannot be worked out. */
export function txVsize(tx: Transaction): { readonly vsize: number } | { readonly unknownInput: number } {
  const parts: { scriptSig: number; witness: number | null }[] = [];
  for (let i = 0; i < tx.inputsLength; i++) {
    const part = inputParts(tx.getInput(i));
    if (!part) return { unknownInput: i };
    parts.push(part);
  }
  let base = 4 + compactSize(tx.inputsLength) + compactSize(tx.outputsLength) + 4;
  for (const p of parts) base += 32 + 4 + compactSize(p.scriptSig) + p.scriptSig + 4;
  for (let o = 0; o < tx.outputsLength; o++) {
    const length = tx.getOutput(o).script?.length ?? 0;
    base += 8 + compactSize(length) + length;
  }
  // A segwit transaction's marker and flag, and an empty stack (one byte) for each input without a witness.
  const segwit = parts.some((p) => p.witness !== null);
  const witness = segwit ? 2 + parts.reduce((a, p) => a + (p.witness ?? 1), 0) : 0;
  return { vsize: Math.ceil((base * 4 + witness) / 4) };
}
