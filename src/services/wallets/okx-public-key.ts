import { NETWORK, TEST_NETWORK, p2pkh, p2sh, p2tr, p2wpkh } from '@scure/btc-signer';
import { hex } from '@scure/base';

/**
 * OKX's testnet `connect()` gives `{address, publicKey}` with the key x-only (32 bytes) and nothing else: its
 * testnet provider has no getPublicKey and no compressedPublicKey. The compressed key is the x-only key with
 * 02 or 03 in front; the one the address was made from is the answer, so each is tried against the address:
 * Native Segwit, Nested Segwit and Legacy by the key's hash, Taproot by the BIP 86 output key (which uses the
 * even lift, 02). A key that makes no candidate equal to the address is not guessed: null.
 * Loaded only when an OKX testnet account connects (it carries @scure/btc-signer).
 */
export function compressedKeyForAddress(address: string, xOnlyKey: string, network: 'livenet' | 'testnet'): string | null {
  if (!/^[0-9a-fA-F]{64}$/.test(xOnlyKey)) return null;
  const net = network === 'testnet' ? TEST_NETWORK : NETWORK;
  const x = xOnlyKey.toLowerCase();
  for (const prefix of ['02', '03']) {
    const key = hex.decode(prefix + x);
    try {
      const made = [p2wpkh(key, net).address, p2sh(p2wpkh(key, net), net).address, p2pkh(key, net).address];
      if (made.includes(address)) return prefix + x;
    } catch {
      return null; // not a point on the curve
    }
  }
  try {
    return p2tr(hex.decode(x), undefined, net).address === address ? `02${x}` : null;
  } catch {
    return null;
  }
}
