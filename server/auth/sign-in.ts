import type { SessionStore } from './session-store';
import {
  asMarketRefusal,
  challengeFor,
  challengeKey,
  forgettable,
  keyMismatchOf,
  liveSession,
  loginFields,
  newSession,
  PENDING_PER_ADDRESS,
  signedChallenge,
  type Challenge,
  type SignInNetwork,
} from './sign-in-rules';

/**
 * Sign-in, sessions and their keys in one process, as the devnet serves them (spec 000 section 7, README "API"; the
 * rules are sign-in-rules.ts, shared with the gateway's shared-sign-in.ts): preload gives the message to sign; login
 * checks the signature (ecdsa or bip322-simple) against the address and public key and opens a session for 24 hours,
 * bound to the request key that signed the login. A session that is unknown answers -501, an expired one -502 (the
 * site disconnects on both); with another key it is refused.
 */
export function createSignIn(deps: { sessions: SessionStore; now: () => number; network: SignInNetwork; siteName: string }) {
  /**
   * The messages given to sign, by address and the request key that asked (the login must come with the same key):
   * someone else asking preloads for the same address never displaces the message a user is signing. The last few
   * per key, for a user with two tabs.
   */
  const pending = new Map<string, Challenge[]>();
  const forgetExpired = () => {
    for (const [id, session] of deps.sessions.entries()) if (forgettable(session, deps.now())) deps.sessions.remove(id);
    for (const [key, challenges] of pending) {
      const live = challenges.filter((c) => c.expiresAt >= deps.now());
      if (live.length === 0) pending.delete(key);
      else pending.set(key, live);
    }
  };
  const requireSession = (session: string | undefined) => liveSession(session, session ? deps.sessions.get(session) : undefined, deps.now());

  return {
    preload(address: string, clientKey: string | null): { signMsg: string } {
      const challenge = challengeFor(deps.network, deps.siteName, address, deps.now());
      forgetExpired();
      const key = challengeKey(address, clientKey);
      pending.set(key, [...(pending.get(key) ?? []), challenge].slice(-PENDING_PER_ADDRESS));
      return { signMsg: challenge.message };
    },

    /** `clientKey`: the request key that signed the login request; the session is bound to it. */
    login(body: Record<string, unknown>, clientKey: string | null): { session: string; address: string } {
      const fields = loginFields(body, clientKey);
      const key = challengeKey(fields.address, clientKey);
      const signed = signedChallenge(pending.get(key) ?? [], fields, deps.network, deps.now());
      // Each message signs in once.
      pending.set(
        key,
        (pending.get(key) ?? []).filter((c) => c !== signed && c.expiresAt >= deps.now()),
      );
      const { id, session } = newSession(fields, clientKey!, deps.now());
      deps.sessions.put(id, session);
      return { session: id, address: fields.address };
    },

    /** The session's address; -501 for an unknown session, -502 for an expired one. */
    requireSession: (session: string | undefined): string => requireSession(session).address,

    /** The market's own session code: market -163 is session invalid. */
    requireMarketSession(session: string | undefined): string {
      try {
        return requireSession(session).address;
      } catch (error) {
        throw asMarketRefusal(error);
      }
    },

    /**
     * A session presented with a request key other than the one that logged in (or from before keys were
     * bound) is refused as invalid: a stolen session is useless without its key. Null when it may go on.
     */
    keyMismatch: (session: string, clientKey: string | null): string | null => keyMismatchOf(deps.sessions.get(session), clientKey),

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
