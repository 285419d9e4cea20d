import { Address, NETWORK, OutScript, TEST_NETWORK } from '@scure/btc-signer';
import { hex } from '@scure/base';
import type { Network } from '../network';
import { recentMemo } from './recent-memo';

/**
 * Output scripts compared by their exact bytes. A script that decodes to an address but is not that
 * address's canonical encoding (`OP_1 OP_PUSHDATA1 <32 bytes>`) is not a witness program on chain: anyone
 * can spend it. So it is nobody's address here, only "an unknown script".
 */
const networkOf = (n: Network) => (n === 'mainnet' ? NETWORK : TEST_NETWORK);

export const sameBytes = (a: Uint8Array | undefined | null, b: Uint8Array | undefined | null): boolean =>
  !!a && !!b && a.length === b.length && a.every((x, i) => x === b[i]);

// Reading or writing a Taproot script validates its key (a square root on the curve): recent answers are kept
// (recent-memo.ts), by network and address or script.
const scriptOfKey = recentMemo(256, (key) => {
  const [network, address] = key.split(' ') as [Network, string];
  try {
    return OutScript.encode(Address(networkOf(network)).decode(address));
  } catch {
    return null;
  }
});
const addressOfKey = recentMemo(256, (key) => {
  const [network, scriptHex] = key.split(' ') as [Network, string];
  try {
    const script = hex.decode(scriptHex);
    const address = Address(networkOf(network)).encode(OutScript.decode(script));
    return sameBytes(scriptOf(address, network), script) ? address : null;
  } catch {
    return null;
  }
});

/** The canonical script of an address of the network, or null when it is not one (another network's, or none). */
export function scriptOf(address: string, network: Network): Uint8Array | null {
  // A copy: a caller may put it into a transaction it builds.
  return scriptOfKey(`${network} ${address}`)?.slice() ?? null;
}

/** The address a script pays, only when the script is that address's canonical encoding. */
export function canonicalAddress(script: Uint8Array | undefined, network: Network): string | null {
  return script ? addressOfKey(`${network} ${hex.encode(script)}`) : null;
}

/** OP_RETURN: a note, unspendable. */
export const isNote = (script: Uint8Array | undefined): boolean => !!script && script[0] === 0x6a;
/** OP_RETURN OP_13: a runestone, which moves, mints or burns runes. */
export const isRunestone = (script: Uint8Array | undefined): boolean => !!script && script[0] === 0x6a && script[1] === 0x5d;
/** A Taproot output (OP_1 <32 bytes>), canonical form only. */
export const isTaprootScript = (script: Uint8Array | undefined): boolean => !!script && script.length === 34 && script[0] === 0x51 && script[1] === 0x20;

/** A script as the user reads it: its address, or what kind of thing it is. */
export function scriptWords(script: Uint8Array | undefined, network: Network): string {
  if (isRunestone(script)) return 'a runestone';
  if (isNote(script)) return 'a note (OP_RETURN)';
  return canonicalAddress(script, network) ?? 'an unknown script';
}
