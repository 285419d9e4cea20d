/**
 * A runestone's edicts (ord's runes protocol): the output OP_RETURN OP_13 followed by data pushes whose bytes are
 * LEB128 integers. Tag 0 (the body) ends the fields; what follows are edicts of four integers each: the rune id's
 * block and tx (delta-encoded, in id order), the amount (raw units of the rune's smallest part) and the output it goes
 * to. Pure: the split's builder writes one, the transaction-effect check and the devnet's indexer read one.
 */
export interface Edict {
  /** The rune id, block:tx ("840000:3"). */
  readonly id: string;
  readonly amount: bigint;
  readonly output: number;
}
/** A runestone as read: its edicts, and the tags of any other field it carries (an etching, a mint, a pointer...). */
export interface Runestone {
  readonly edicts: readonly Edict[];
  readonly otherTags: readonly bigint[];
}

const OP_RETURN = 0x6a;
const OP_13 = 0x5d;
const TAG_BODY = 0n;
const MAX_U128 = (1n << 128n) - 1n;

function varint(n: bigint): number[] {
  const out: number[] = [];
  let v = n;
  while (v > 0x7fn) {
    out.push(Number(v & 0x7fn) | 0x80);
    v >>= 7n;
  }
  out.push(Number(v));
  return out;
}

/** A rune id's block and tx, or null when it is not block:tx. */
export function parseRuneId(id: string): { readonly block: bigint; readonly tx: bigint } | null {
  const m = /^(\d+):(\d+)$/.exec(id.trim());
  return m ? { block: BigInt(m[1]!), tx: BigInt(m[2]!) } : null;
}

/** The script of a runestone that carries only these edicts (sorted by id, as ord encodes them). */
export function runestoneScript(edicts: readonly Edict[]): Uint8Array {
  const ints: bigint[] = [TAG_BODY];
  const sorted = [...edicts]
    .map((e) => ({ e, id: parseRuneId(e.id) }))
    .sort((a, b) => (a.id!.block === b.id!.block ? Number(a.id!.tx - b.id!.tx) : Number(a.id!.block - b.id!.block)));
  let last = { block: 0n, tx: 0n };
  for (const { e, id } of sorted) {
    if (!id || e.amount < 0n || e.amount > MAX_U128 || e.output < 0) throw new Error(`The edict for ${e.id} cannot be written.`);
    const blockDelta = id.block - last.block;
    ints.push(blockDelta, blockDelta === 0n ? id.tx - last.tx : id.tx, e.amount, BigInt(e.output));
    last = id;
  }
  const payload = ints.flatMap(varint);
  if (payload.length > 75) throw new Error('The runestone is too long for one push.');
  return Uint8Array.from([OP_RETURN, OP_13, payload.length, ...payload]);
}

/** The bytes of the data pushes after OP_RETURN OP_13, or null when the script is not that or has another opcode. */
function pushedBytes(script: Uint8Array): number[] | null {
  if (script[0] !== OP_RETURN || script[1] !== OP_13) return null;
  const bytes: number[] = [];
  let i = 2;
  while (i < script.length) {
    const op = script[i]!;
    let length: number;
    if (op >= 1 && op <= 75) [length, i] = [op, i + 1];
    else if (op === 0x4c && i + 1 < script.length) [length, i] = [script[i + 1]!, i + 2];
    else if (op === 0x4d && i + 2 < script.length) [length, i] = [script[i + 1]! | (script[i + 2]! << 8), i + 3];
    else return null;
    if (i + length > script.length) return null;
    bytes.push(...script.slice(i, i + length));
    i += length;
  }
  return bytes;
}

/** A runestone's fields and edicts; null when the script is not a runestone or its integers cannot be read (a cenotaph). */
export function readRunestone(script: Uint8Array | undefined): Runestone | null {
  const bytes = script ? pushedBytes(script) : null;
  if (!bytes) return null;
  const ints: bigint[] = [];
  let value = 0n;
  let shift = 0n;
  for (const [k, b] of bytes.entries()) {
    value |= BigInt(b & 0x7f) << shift;
    if (value > MAX_U128 || shift > 126n) return null;
    if (b & 0x80) shift += 7n;
    else {
      ints.push(value);
      [value, shift] = [0n, 0n];
    }
    if (k === bytes.length - 1 && b & 0x80) return null;
  }
  const otherTags: bigint[] = [];
  let at = 0;
  while (at < ints.length && ints[at] !== TAG_BODY) {
    otherTags.push(ints[at]!);
    at += 2;
  }
  if (at > ints.length) return null;
  const body = ints.slice(at + 1);
  if (body.length % 4 !== 0) return null;
  const edicts: Edict[] = [];
  let last = { block: 0n, tx: 0n };
  for (let e = 0; e < body.length; e += 4) {
    const [blockDelta, txValue, amount, output] = body.slice(e, e + 4) as [bigint, bigint, bigint, bigint];
    const block = last.block + blockDelta;
    const tx = blockDelta === 0n ? last.tx + txValue : txValue;
    if (output > BigInt(Number.MAX_SAFE_INTEGER)) return null;
    edicts.push({ id: `${block}:${tx}`, amount, output: Number(output) });
    last = { block, tx };
  }
  return { edicts, otherTags };
}
