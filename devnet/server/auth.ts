import { TEST_NETWORK } from '@scure/btc-signer';
import { verifyMessage } from '../../server/auth/message-signing';
import { createSignIn } from '../../server/auth/sign-in';
import type { SessionStore } from '../../server/auth/session-store';
import { bindText } from './signed-messages';
import type { StateStore, DevnetUser } from './state';
import { DevnetError } from '../devnet-error';

const DEFAULT_USER: DevnetUser = { inscribeCount: 0, ogPassCount: 0, swapAccess: true };

/** The devnet's sessions live in its state (saved with it, reset with it). */
function stateSessions(store: StateStore): SessionStore {
  return {
    get: (id) => store.get().sessions[id],
    put: (id, session) => store.update((s) => ({ ...s, sessions: { ...s.sessions, [id]: session } })),
    remove: (id) => store.update((s) => ({ ...s, sessions: Object.fromEntries(Object.entries(s.sessions).filter(([key]) => key !== id)) })),
    entries: () => Object.entries(store.get().sessions),
  };
}

/**
 * Sign-in and sessions (server/auth/sign-in.ts, shared with the gateway) on a test network, and the devnet's
 * users: what they inscribed, their OG passes, swap access, the deployer flag and xverse's bound payment address.
 */
export function createAuth(deps: { store: StateStore; now: () => number }) {
  const sessions = stateSessions(deps.store);
  const signIn = createSignIn({ sessions, now: deps.now, network: 'testnet', siteName: 'Bitcoin Assets (devnet)' });
  const userOf = (address: string): DevnetUser => deps.store.get().users[address] ?? DEFAULT_USER;

  return {
    /** The sessions, kept with the state: a gateway in front of the devnet keeps its sessions here (the control page expires them). */
    sessions,
    preload: signIn.preload,
    login(body: Record<string, unknown>, clientKey: string) {
      const { session, address } = signIn.login(body, clientKey);
      const user = userOf(address);
      return { session, inscribeCount: user.inscribeCount, ogPassCount: user.ogPassCount, access: { swapAccess: { access: user.swapAccess } } };
    },
    requireSession: signIn.requireSession,
    /**
     * The session the devnet acts in for `address` on a call that came with the operator's key (the open API's and
     * the extensions' calls: the gateway in front signed the user in). Made once, kept with the state.
     */
    actingFor(address: string): string {
      const id = `open-api:${address}`;
      if (!deps.store.get().sessions[id])
        deps.store.update((s) => ({
          ...s,
          sessions: { ...s.sessions, [id]: { address, pubkey: '', walletType: 'open-api', expiresAt: Number.MAX_SAFE_INTEGER } },
        }));
      return id;
    },
    keyMismatch: signIn.keyMismatch,
    logout: signIn.logout,
    requireMarketSession: signIn.requireMarketSession,
    expireSessions: signIn.expireSessions,

    user(address: string) {
      const user = userOf(address);
      return { address, inscribeCount: user.inscribeCount, ogPassCount: user.ogPassCount, access: { swapAccess: { access: user.swapAccess } } };
    },

    /**
     * xverse_bind: the signed-in ordinals address binds its payment address, proved
     * by a BIP-322 signature of the payment address over the bind message.
     */
    bind(sessionAddress: string, body: Record<string, unknown>) {
      const { btcAddress, nftAddress, sign } = body;
      if (typeof btcAddress !== 'string' || typeof nftAddress !== 'string' || typeof sign !== 'string')
        throw new DevnetError(-1, 'xverse_bind needs btcAddress, nftAddress and sign.');
      if (nftAddress !== sessionAddress) throw new DevnetError(-1, 'nftAddress must be the address signed in.');
      if (!verifyMessage({ message: bindText(btcAddress, nftAddress), signature: sign, address: btcAddress, network: TEST_NETWORK, type: 'bip322-simple' })) {
        throw new DevnetError(-1, 'The bind signature does not match btcAddress.');
      }
      deps.store.update((s) => ({ ...s, binds: { ...s.binds, [nftAddress]: btcAddress } }));
      return { bound: true };
    },
    /** The payment address bound to an ordinals address, if any. */
    boundPayment: (nftAddress: string): string | null => deps.store.get().binds?.[nftAddress] ?? null,

    /** Deployer check: open to anyone, by address. */
    deployer(address: string) {
      return { isDeployer: userOf(address).isDeployer === true, ticks: [] as string[] };
    },

    /** entry_inspection: whether the control flagged the address, and why. */
    inspection(address: string): { flagged: boolean; reason?: string } {
      const reason = address ? userOf(address).flagged : null;
      return reason ? { flagged: true, reason } : { flagged: false };
    },
    setUser(address: string, changes: Partial<DevnetUser>): void {
      deps.store.update((s) => ({ ...s, users: { ...s.users, [address]: { ...userOf(address), ...changes } } }));
    },
  };
}
