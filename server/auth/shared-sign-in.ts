import type { SharedChallenges, SharedSessions } from '../store/gateway-store';
import {
  asMarketRefusal,
  challengeFor,
  challengeKey,
  EXPIRED_CHALLENGE,
  keyMismatchOf,
  liveSession,
  loginFields,
  newSession,
  PENDING_PER_ADDRESS,
  signedChallenge,
  type SignInNetwork,
} from './sign-in-rules';
import { CallError } from '../call-error';

/**
 * The gateway's sign-in (the rules of sign-in-rules.ts, as the devnet's sign-in.ts), its state in the gateway's store
 * (server/store/): in one process, or shared by several instances, so a user may preload through one, log in through
 * another and go on through a third. A message signs in once on every instance (the store takes it atomically).
 */
export function createSharedSignIn(deps: {
  readonly sessions: SharedSessions;
  readonly challenges: SharedChallenges;
  readonly now: () => number;
  readonly network: SignInNetwork;
  readonly siteName: string;
}) {
  const requireSession = async (session: string | undefined) => liveSession(session, session ? await deps.sessions.get(session) : undefined, deps.now());
  return {
    async preload(address: string, clientKey: string | null): Promise<{ signMsg: string }> {
      const challenge = challengeFor(deps.network, deps.siteName, address, deps.now());
      await deps.challenges.add(challengeKey(address, clientKey), challenge, PENDING_PER_ADDRESS);
      return { signMsg: challenge.message };
    },

    /** `clientKey`: the request key that signed the login request; the session is bound to it. */
    async login(body: Record<string, unknown>, clientKey: string | null): Promise<{ session: string; address: string }> {
      const fields = loginFields(body, clientKey);
      const key = challengeKey(fields.address, clientKey);
      const signed = signedChallenge(await deps.challenges.list(key), fields, deps.network, deps.now());
      // Each message signs in once: of two logins with it (on two instances), the one that takes it.
      if (!(await deps.challenges.take(key, signed))) throw new CallError(-1, EXPIRED_CHALLENGE);
      const { id, session } = newSession(fields, clientKey!, deps.now());
      await deps.sessions.put(id, session);
      return { session: id, address: fields.address };
    },

    /** The session's address; -501 for an unknown session, -502 for an expired one. */
    requireSession: async (session: string | undefined): Promise<string> => (await requireSession(session)).address,

    /** The market's own session code: market -163 is session invalid. */
    async requireMarketSession(session: string | undefined): Promise<string> {
      try {
        return (await requireSession(session)).address;
      } catch (error) {
        throw asMarketRefusal(error);
      }
    },

    /** A session presented with another request key than the one that logged in: refused (null when it may go on). */
    keyMismatch: async (session: string, clientKey: string | null): Promise<string | null> => keyMismatchOf(await deps.sessions.get(session), clientKey),

    /** Logout: the session ends on the server at once, on every instance. */
    async logout(session: string | undefined): Promise<{ address: string; loggedOut: true }> {
      const { address } = await requireSession(session);
      await deps.sessions.remove(session!);
      return { address, loggedOut: true };
    },
  };
}

export type SharedSignIn = ReturnType<typeof createSharedSignIn>;
