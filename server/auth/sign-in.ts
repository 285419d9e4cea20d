import { randomBytes } from 'node:crypto';
import { NETWORK, TEST_NETWORK } from '@scure/btc-signer';
import { CallError } from '../call-error';
import { verifyMessage } from './message-signing';
import type { Session, SessionStore } from './session-store';

export const SESSION_TTL_MS = 24 * 3_600_000;
const SIGN_IN_TTL_MS = 10 * 60_000;
const PENDING_PER_ADDRESS = 8;
const WALLET_TYPES = ['unisat', 'xverse', 'hiro', 'okx', 'bitget', 'tp', 'phantom', 'gate', 'magic-eden', 'enkrypt'];
/** Addresses a network's wallets sign in with (bech32 and bech32m: the ones a message signature is checked for). */
const ADDRESS: Readonly<Record<SignInNetwork, RegExp>> = { mainnet: /^bc1[a-z0-9]{20,90}$/, testnet: /^(tb1|bcrt1)[a-z0-9]{20,90}$/ };
export type SignInNetwork = 'mainnet' | 'testnet';

/**
 * Sign-in, sessions and their keys, as the devnet and the gateway both serve them (spec 000 section 7, README
 * "API"): preload gives the message to sign; login checks the signature (ecdsa or bip322-simple) against the address
 * and public key and opens a session for 24 hours, bound to the request key that signed the login. A session that is
 * unknown answers -501, an expired one -502 (the site disconnects on both); with another key it is refused.
 */
export function createSignIn(deps: { sessions: SessionStore; now: () => number; network: SignInNetwork; siteName: string }) {
  /**
   * The messages given to sign, by address and the request key that asked (the login must come with the same key):
   * someone else asking preloads for the same address never displaces the message a user is signing. The last few
   * per key, for a user with two tabs.
   */
  const pending = new Map<string, { message: string; expiresAt: number }[]>();
  const btcNetwork = deps.network === 'mainnet' ? NETWORK : TEST_NETWORK;
  const forgetExpired = () => {
    for (const [id, session] of deps.sessions.entries()) if (session.expiresAt <= deps.now() - SESSION_TTL_MS) deps.sessions.remove(id);
    for (const [key, challenges] of pending) {
      const live = challenges.filter((c) => c.expiresAt >= deps.now());
      if (live.length === 0) pending.delete(key);
      else pending.set(key, live);
    }
  };

  const requireSession = (session: string | undefined): Session => {
    if (!session) throw new CallError(-501, 'Please connect your wallet and sign in.');
    const found = deps.sessions.get(session);
    if (!found) throw new CallError(-501, 'Your session is not valid. Please connect your wallet again.');
    if (found.expiresAt <= deps.now()) throw new CallError(-502, 'Your session has expired. Please connect your wallet again.');
    return found;
  };

  return {
    preload(address: string, clientKey: string | null): { signMsg: string } {
      if (!ADDRESS[deps.network].test(address)) throw new CallError(-1, `'${address}' is not a ${deps.network} address this site signs in with.`);
      forgetExpired();
      const nonce = randomBytes(16).toString('hex');
      const message = `${deps.siteName} asks you to sign in with ${address}.\n\nThis costs nothing and moves no coins.\n\nNonce: ${nonce}\nIssued at: ${new Date(deps.now()).toISOString()}`;
      const key = `${address} ${clientKey ?? ''}`;
      pending.set(key, [...(pending.get(key) ?? []), { message, expiresAt: deps.now() + SIGN_IN_TTL_MS }].slice(-PENDING_PER_ADDRESS));
      return { signMsg: message };
    },

    /** `clientKey`: the request key that signed the login request; the session is bound to it. */
    login(body: Record<string, unknown>, clientKey: string | null): { session: string; address: string } {
      if (!clientKey) throw new CallError(-1, 'Sign the login request with your request key.');
      const { address, pubkey, sign, walletType } = body;
      if (typeof address !== 'string' || typeof pubkey !== 'string' || typeof sign !== 'string' || typeof walletType !== 'string') {
        throw new CallError(-1, 'Login needs address, pubkey, sign and walletType.');
      }
      if (!WALLET_TYPES.includes(walletType)) throw new CallError(-1, `Unknown walletType '${walletType}'.`);
      // A compressed key, or the x-only key two-address wallets give for their Taproot address.
      if (!/^(0[23])?[0-9a-f]{64}$/i.test(pubkey)) throw new CallError(-1, 'pubkey must be a compressed (or, for Taproot, x-only) public key in hex.');
      const key = `${address} ${clientKey}`;
      const challenges = (pending.get(key) ?? []).filter((c) => c.expiresAt >= deps.now());
      if (challenges.length === 0) throw new CallError(-1, 'The sign-in message has expired. Connect again to get a new one.');
      const signed = challenges.find((challenge) =>
        (['ecdsa', 'bip322-simple'] as const).some((type) =>
          verifyMessage({ message: challenge.message, signature: sign, address, network: btcNetwork, type, pubkey }),
        ),
      );
      if (!signed) throw new CallError(-1, 'The signature does not match this address and public key.');
      // Each message signs in once.
      pending.set(
        key,
        challenges.filter((c) => c !== signed),
      );
      const session = randomBytes(24).toString('hex');
      deps.sessions.put(session, { address, pubkey: pubkey.toLowerCase(), walletType, expiresAt: deps.now() + SESSION_TTL_MS, clientKey });
      return { session, address };
    },

    /** The session's address; -501 for an unknown session, -502 for an expired one. */
    requireSession: (session: string | undefined): string => requireSession(session).address,

    /** The market's own session code: market -163 is session invalid. */
    requireMarketSession(session: string | undefined): string {
      try {
        return requireSession(session).address;
      } catch (error) {
        if (error instanceof CallError) throw new CallError(-163, error.message);
        throw error;
      }
    },

    /**
     * A session presented with a request key other than the one that logged in (or from before keys were
     * bound) is refused as invalid: a stolen session is useless without its key. Null when it may go on.
     */
    keyMismatch(session: string, clientKey: string | null): string | null {
      const found = deps.sessions.get(session);
      if (!found) return null;
      return found.clientKey && found.clientKey === clientKey ? null : 'This session belongs to another device. Please connect your wallet again.';
    },

    /** Logout: the session ends on the server at once. */
    logout(session: string | undefined): { address: string; loggedOut: true } {
      const { address } = requireSession(session);
      deps.sessions.remove(session!);
      return { address, loggedOut: true };
    },

    /** End sessions now (all, or one address's): the devnet's control surface. */
    expireSessions(address?: string): number {
      let count = 0;
      for (const [id, session] of deps.sessions.entries()) {
        if (address && session.address !== address) continue;
        count++;
        deps.sessions.put(id, { ...session, expiresAt: Math.min(session.expiresAt, deps.now()) });
      }
      return count;
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
