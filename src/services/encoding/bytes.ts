/**
 * Hex and base64 for the wallet adapters' PSBTs and signatures and the request proofs' keys and signatures: the few
 * lines they need, so the adapters and the API layer (loaded at every start) do not carry an encoding library.
 */
export const hex = {
  encode: (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(''),
  decode(text: string): Uint8Array {
    if (text.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(text)) throw new Error('not hex');
    const out = new Uint8Array(text.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
    return out;
  },
};

export const base64 = {
  encode: (bytes: Uint8Array): string => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join('')),
  decode: (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0)),
};

/**
 * An unsecured JWT (`alg: none`) of a payload: how sats-connect's first API (`createUnsecuredToken` of
 * jsontokens) hands a request to a provider's connect, signMessage, signTransaction and sendBtcTransaction.
 */
export function unsecuredToken(payload: unknown): string {
  const part = (value: unknown) =>
    base64
      .encode(new TextEncoder().encode(JSON.stringify(value)))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${part({ typ: 'JWT', alg: 'none' })}.${part(payload)}.`;
}
