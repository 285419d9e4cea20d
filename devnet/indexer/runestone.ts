/**
 * The devnet's own reading of a runestone (ord's runes protocol), as an indexer reads it: OP_RETURN OP_13, then data
 * pushes whose bytes are LEB128 integers; tag 0 (the body) ends the fields, and edicts of four integers follow (the rune
 * id's block and tx, delta-encoded; the amount; the output). Null for a script it cannot read (a cenotaph).
 */
export interface DevnetEdict {
  readonly id: string;
  readonly amount: bigint;
  readonly output: number;
}

function pushed(script: Uint8Array): number[] | null {
  if (script[0] !== 0x6a || script[1] !== 0x5d) return null;
  const bytes: number[] = [];
  for (let i = 2; i < script.length;) {
    const op = script[i]!;
    const [length, at] = op >= 1 && op <= 75 ? [op, i + 1] : op === 0x4c ? [script[i + 1] ?? 0, i + 2] : [-1, 0];
    if (length < 0 || at + length > script.length) return null;
    bytes.push(...script.slice(at, at + length));
    i = at + length;
  }
  return bytes;
}

export function devnetEdicts(script: Uint8Array): DevnetEdict[] | null {
  const bytes = pushed(script);
  if (!bytes) return null;
  const ints: bigint[] = [];
  let value = 0n;
  let shift = 0n;
  for (const b of bytes) {
    value |= BigInt(b & 0x7f) << shift;
    if (shift > 126n) return null;
    if (b & 0x80) shift += 7n;
    else [ints[ints.length], value, shift] = [value, 0n, 0n];
  }
  if (shift !== 0n) return null;
  let at = 0;
  while (at < ints.length && ints[at] !== 0n) at += 2;
  const body = ints.slice(at + 1);
  if (at > ints.length || body.length % 4 !== 0) return null;
  const edicts: DevnetEdict[] = [];
  let [block, tx] = [0n, 0n];
  for (let e = 0; e < body.length; e += 4) {
    const [blockDelta, txValue, amount, output] = body.slice(e, e + 4) as [bigint, bigint, bigint, bigint];
    tx = blockDelta === 0n ? tx + txValue : txValue;
    block += blockDelta;
    edicts.push({ id: `${block}:${tx}`, amount, output: Number(output) });
  }
  return edicts;
}
