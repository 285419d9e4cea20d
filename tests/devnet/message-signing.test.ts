import { NETWORK, TEST_NETWORK, WIF, p2tr, p2wpkh } from '@scure/btc-signer';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { signMessageBip322Simple, signMessageEcdsa, verifyMessage } from '../../server/auth/message-signing';

// BIP-322's own test vectors (P2WPKH, key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k).
const VECTOR_KEY = WIF(NETWORK).decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k');
const VECTOR_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';

describe('message signatures', () => {
  it('verifies the BIP-322 test vectors, and its own signatures with the vector key', () => {
    expect(p2wpkh(secp256k1.getPublicKey(VECTOR_KEY, true), NETWORK).address).toBe(VECTOR_ADDRESS);
    const vectors: [string, string][] = [
      ['', 'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='],
      [
        'Hello World',
        'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
      ],
    ];
    for (const [message, signature] of vectors) {
      expect(verifyMessage({ message, signature, address: VECTOR_ADDRESS, network: NETWORK, type: 'bip322-simple' })).toBe(true);
      // The empty message's signature is not one for "Hello World", and the other way round.
      expect(verifyMessage({ message: message ? '' : 'Hello World', signature, address: VECTOR_ADDRESS, network: NETWORK, type: 'bip322-simple' })).toBe(false);
      expect(
        verifyMessage({
          message,
          signature: signMessageBip322Simple(message, VECTOR_KEY, VECTOR_ADDRESS, NETWORK),
          address: VECTOR_ADDRESS,
          network: NETWORK,
          type: 'bip322-simple',
        }),
      ).toBe(true);
    }
  });

  const key = new Uint8Array(32).fill(9);
  const segwit = p2wpkh(secp256k1.getPublicKey(key, true), TEST_NETWORK).address!;
  const taproot = p2tr(schnorr.getPublicKey(key), undefined, TEST_NETWORK).address!;
  const pubkey = bytesToHex(secp256k1.getPublicKey(key, true));

  it.each([
    ['bip322-simple', segwit],
    ['bip322-simple', taproot],
    ['ecdsa', segwit],
    ['ecdsa', taproot],
  ] as const)('%s for %s: verifies, and fails for another message, address or key', (type, address) => {
    const message = 'Sign in to Bitcoin Assets\nnonce: 42';
    const signature = type === 'ecdsa' ? signMessageEcdsa(message, key) : signMessageBip322Simple(message, key, address, TEST_NETWORK);
    expect(verifyMessage({ message, signature, address, network: TEST_NETWORK, type, pubkey })).toBe(true);
    expect(verifyMessage({ message: `${message}!`, signature, address, network: TEST_NETWORK, type })).toBe(false);
    const other = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(8), true), TEST_NETWORK).address!;
    expect(verifyMessage({ message, signature, address: other, network: TEST_NETWORK, type })).toBe(false);
    expect(verifyMessage({ message, signature: 'not base64 at all!', address, network: TEST_NETWORK, type })).toBe(false);
  });
});
