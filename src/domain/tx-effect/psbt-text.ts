/**
 * A PSBT as a market or the swap sends it: hex or base64 (real markets send both; the market's `fromBase64`).
 * Plain code, no library: the wallet session reads the encoding without loading the check or its decoders.
 */
const PSBT_MAGIC_HEX = '70736274ff';

const hexToBytes = (hex: string): Uint8Array => Uint8Array.from(hex.match(/../g) ?? [], (b) => parseInt(b, 16));
const bytesToHex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
function base64ToBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The PSBT's bytes, from hex or base64 text; null when it is neither or does not start like a PSBT. */
export function psbtBytes(text: string): Uint8Array | null {
  const t = text.trim();
  const bytes = t.toLowerCase().startsWith(PSBT_MAGIC_HEX) && /^([0-9a-fA-F]{2})+$/.test(t) ? hexToBytes(t) : base64ToBytes(t);
  return bytes && bytesToHex(bytes.subarray(0, 5)) === PSBT_MAGIC_HEX ? bytes : null;
}

/** The PSBT as hex (what every wallet adapter takes), or null when it cannot be read. */
export function psbtAsHex(text: string): string | null {
  const bytes = psbtBytes(text);
  return bytes ? bytesToHex(bytes) : null;
}

/** A Bitcoin compact size at `at`: its value and the offset after it. */
function compactSize(bytes: Uint8Array, at: number): [number, number] {
  const first = bytes[at];
  if (first === undefined) throw new Error('truncated');
  if (first < 0xfd) return [first, at + 1];
  const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
  let value = 0;
  for (let i = width - 1; i >= 0; i--) value = value * 256 + bytes[at + 1 + i]!;
  return [value, at + 1 + width];
}

/**
 * How many inputs a PSBT's transaction has (read from its global unsigned transaction, without the whole
 * decoder), for a PSBT whose every input is the user's (a padding split, a withdrawal); 0 when unreadable.
 */
export function inputIndexCount(text: string): number {
  const bytes = psbtBytes(text);
  if (!bytes) return 0;
  try {
    let at = 5;
    for (;;) {
      const [keyLength, keyAt] = compactSize(bytes, at);
      if (keyLength === 0) return 0;
      const [valueLength, valueAt] = compactSize(bytes, keyAt + keyLength);
      if (keyLength === 1 && bytes[keyAt] === 0x00) return compactSize(bytes, valueAt + 4)[0];
      at = valueAt + valueLength;
    }
  } catch {
    return 0;
  }
}

/** Every input's index, for a PSBT whose inputs are all the user's. */
export const allInputIndexes = (text: string): number[] => Array.from({ length: inputIndexCount(text) }, (_, i) => i);
