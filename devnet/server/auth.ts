import { randomBytes } from 'node:crypto';
import { TEST_NETWORK } from '@scure/btc-signer';
import { verifyMessage } from '../crypto/message-signing';
import { bindMessage } from '../../src/domain/wallet-rules';
import type { StateStore, DevnetUser } from './state';
import { DevnetError } from '../devnet-error';

export const SESSION_TTL_MS = 24 * 3_600_000;
const SIGN_IN_TTL_MS = 10 * 60_000;
const WALLET_TYPES = ['unisat', 'xverse', 'hiro', 'okx', 'bitget', 'tp', 'phantom', 'gate', 'magic-eden', 'enkrypt'];

const DEFAULT_USER: DevnetUser = { inscribeCount: 0, ogPassCount: 0, swapAccess: true };

/**
 * Sign-in: preload gives the message to sign; login checks the signature (ecdsa or
 * bip322-simple) against the address and public key and opens a session for 24 hours. A session that is
 * unknown answers -501, an expired one -502 (the site disconnects on both).
 */
export function createAuth(deps: { store: StateStore; now: () => number }) {
  const pending = new Map<string, { message: string; expiresAt: number }>();

  const userOf = (address: string): DevnetUser => deps.store.get().users[address] ?? DEFAULT_USER;

  return {
    preload(address: string): { signMsg: string } {
      if (!/^(tb1|bcrt1)[a-z0-9]{20,90}$/.test(address)) throw new DevnetError(-1, `'${address}' is not a testnet address.`);
      const nonce = randomBytes(16).toString('hex');
      const message = `Bitcoin Assets (devnet) asks you to sign in with ${address}.\n\nThis costs nothing and moves no coins.\n\nNonce: ${nonce}\nIssued at: ${new Date(deps.now()).toISOString()}`;
      pending.set(address, { message, expiresAt: deps.now() + SIGN_IN_TTL_MS });
      return { signMsg: message };
    },

    /** `clientKey`: the request key that signed the login request; the session is bound to it. */
    login(body: Record<string, unknown>, clientKey: string) {
      const { address, pubkey, sign, walletType } = body;
      if (typeof address !== 'string' || typeof pubkey !== 'string' || typeof sign !== 'string' || typeof walletType !== 'string') {
        throw new DevnetError(-1, 'Login needs address, pubkey, sign and walletType.');
      }
      if (!WALLET_TYPES.includes(walletType)) throw new DevnetError(-1, `Unknown walletType '${walletType}'.`);
      // A compressed key, or the x-only key two-address wallets give for their Taproot address.
      if (!/^(0[23])?[0-9a-f]{64}$/i.test(pubkey)) throw new DevnetError(-1, 'pubkey must be a compressed (or, for Taproot, x-only) public key in hex.');
      const challenge = pending.get(address);
      if (!challenge || challenge.expiresAt < deps.now()) throw new DevnetError(-1, 'The sign-in message has expired. Connect again to get a new one.');
      const valid = (['ecdsa', 'bip322-simple'] as const).some((type) =>
        verifyMessage({ message: challenge.message, signature: sign, address, network: TEST_NETWORK, type, pubkey }),
      );
      if (!valid) throw new DevnetError(-1, 'The signature does not match this address and public key.');
      pending.delete(address);
      const session = randomBytes(24).toString('hex');
      deps.store.update((s) => ({
        ...s,
        sessions: {
          ...Object.fromEntries(Object.entries(s.sessions).filter(([, v]) => v.expiresAt > deps.now())),
          [session]: { address, pubkey: pubkey.toLowerCase(), walletType, expiresAt: deps.now() + SESSION_TTL_MS, clientKey },
        },
      }));
      const user = userOf(address);
      return { session, inscribeCount: user.inscribeCount, ogPassCount: user.ogPassCount, access: { swapAccess: { access: user.swapAccess } } };
    },

    /** The session's address; -501 for an unknown session, -502 for an expired one. */
    requireSession(session: string | undefined): string {
      if (!session) throw new DevnetError(-501, 'Please connect your wallet and sign in.');
      const found = deps.store.get().sessions[session];
      if (!found) throw new DevnetError(-501, 'Your session is not valid. Please connect your wallet again.');
      if (found.expiresAt <= deps.now()) throw new DevnetError(-502, 'Your session has expired. Please connect your wallet again.');
      return found.address;
    },

    /**
     * A session presented with a request key other than the one that logged in (or from before keys were
     * bound) is refused as invalid: a stolen session is useless without its key. Null when it may go on.
     */
    keyMismatch(session: string, clientKey: string | null): string | null {
      const found = deps.store.get().sessions[session];
      if (!found) return null;
      return found.clientKey && found.clientKey === clientKey ? null : 'This session belongs to another device. Please connect your wallet again.';
    },

    /** Logout (ours): the session ends on the server at once. */
    logout(session: string | undefined) {
      const address = this.requireSession(session);
      deps.store.update((s) => ({ ...s, sessions: Object.fromEntries(Object.entries(s.sessions).filter(([id]) => id !== session)) }));
      return { address, loggedOut: true };
    },

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
      if (
        !verifyMessage({ message: bindMessage(btcAddress, nftAddress), signature: sign, address: btcAddress, network: TEST_NETWORK, type: 'bip322-simple' })
      ) {
        throw new DevnetError(-1, 'The bind signature does not match btcAddress.');
      }
      deps.store.update((s) => ({ ...s, binds: { ...s.binds, [nftAddress]: btcAddress } }));
      return { bound: true };
    },
    /** The market's own session code: market -163 is session invalid. */
    requireMarketSession(session: string | undefined): string {
      try {
        return this.requireSession(session);
      } catch (error) {
        if (error instanceof DevnetError) throw new DevnetError(-163, error.message);
        throw error;
      }
    },
    /** The payment address bound to an ordinals address, if any. */
    boundPayment: (nftAddress: string): string | null => deps.store.get().binds?.[nftAddress] ?? null,

    /** Deployer check: open to anyone, by address. */
    deployer(address: string) {
      return { isDeployer: userOf(address).isDeployer === true, ticks: [] as string[] };
    },

    /** Control surface: end sessions now (all, or one address's). */
    expireSessions(address?: string): number {
      let count = 0;
      deps.store.update((s) => ({
        ...s,
        sessions: Object.fromEntries(
          Object.entries(s.sessions).map(([id, v]) => {
            if (address && v.address !== address) return [id, v];
            count++;
            return [id, { ...v, expiresAt: Math.min(v.expiresAt, deps.now()) }];
          }),
        ),
      }));
      return count;
    },

    setUser(address: string, changes: Partial<DevnetUser>): void {
      deps.store.update((s) => ({ ...s, users: { ...s.users, [address]: { ...userOf(address), ...changes } } }));
    },
  };
}
