import { randomBytes } from 'node:crypto';
import { NETWORK, TEST_NETWORK } from '@scure/btc-signer';
import { CallError } from '../call-error';
import { verifyMessage } from './message-signing';
import type { Session } from './session-store';

/**
 * The rules of sign-in (spec 000 section 7, README "API"), wherever its state lives: in one process (sign-in.ts, the
 * devnet's and the single gateway's) or in a store shared by several gateways (shared-sign-in.ts). What a message
 * says, which signatures and addresses are taken, when a session is live and with which key.
 */
export const SESSION_TTL_MS = 24 * 3_600_000;
export const SIGN_IN_TTL_MS = 10 * 60_000;
/** Messages kept per address and request key (a user with two tabs). */
export const PENDING_PER_ADDRESS = 8;
const WALLET_TYPES = ['unisat', 'xverse', 'hiro', 'okx', 'bitget', 'tp', 'phantom', 'gate', 'magic-eden', 'enkrypt'];
/** Addresses a network's wallets sign in with (bech32 and bech32m: the ones a message signature is checked for). */
const ADDRESS: Readonly<Record<SignInNetwork, RegExp>> = { mainnet: /^bc1[a-z0-9]{20,90}$/, testnet: /^(tb1|bcrt1)[a-z0-9]{20,90}$/ };
export type SignInNetwork = 'mainnet' | 'testnet';

/** A message given to sign, until when it may be signed. */
export interface Challenge {
  readonly message: string;
  readonly expiresAt: number;
}

/** What a login sends. */
export interface LoginFields {
  readonly address: string;
  readonly pubkey: string;
  readonly sign: string;
  readonly walletType: string;
}

/** Where a preload's messages are kept: by address and the request key that asked (the login must come with it). */
export const challengeKey = (address: string, clientKey: string | null): string => `${address} ${clientKey ?? ''}`;

/** The message a preload gives `address` to sign (a fresh nonce each time). */
export function challengeFor(network: SignInNetwork, siteName: string, address: string, now: number): Challenge {
  if (!ADDRESS[network].test(address)) throw new CallError(-1, `'${address}' is not a ${network} address this site signs in with.`);
  const nonce = randomBytes(16).toString('hex');
  const message = `${siteName} asks you to sign in with ${address}.\n\nThis costs nothing and moves no coins.\n\nNonce: ${nonce}\nIssued at: ${new Date(now).toISOString()}`;
  return { message, expiresAt: now + SIGN_IN_TTL_MS };
}

/** A login's fields, or a refusal in words. */
export function loginFields(body: Record<string, unknown>, clientKey: string | null): LoginFields {
  if (!clientKey) throw new CallError(-1, 'Sign the login request with your request key.');
  const { address, pubkey, sign, walletType } = body;
  if (typeof address !== 'string' || typeof pubkey !== 'string' || typeof sign !== 'string' || typeof walletType !== 'string') {
    throw new CallError(-1, 'Login needs address, pubkey, sign and walletType.');
  }
  if (!WALLET_TYPES.includes(walletType)) throw new CallError(-1, `Unknown walletType '${walletType}'.`);
  // A compressed key, or the x-only key two-address wallets give for their Taproot address.
  if (!/^(0[23])?[0-9a-f]{64}$/i.test(pubkey)) throw new CallError(-1, 'pubkey must be a compressed (or, for Taproot, x-only) public key in hex.');
  return { address, pubkey, sign, walletType };
}

export const EXPIRED_CHALLENGE = 'The sign-in message has expired. Connect again to get a new one.';

/** The live message among `challenges` that the login's signature signs (ecdsa or bip322-simple); refused otherwise. */
export function signedChallenge(challenges: readonly Challenge[], fields: LoginFields, network: SignInNetwork, now: number): Challenge {
  const live = challenges.filter((c) => c.expiresAt >= now);
  if (live.length === 0) throw new CallError(-1, EXPIRED_CHALLENGE);
  const btcNetwork = network === 'mainnet' ? NETWORK : TEST_NETWORK;
  const signed = live.find((challenge) =>
    (['ecdsa', 'bip322-simple'] as const).some((type) =>
      verifyMessage({ message: challenge.message, signature: fields.sign, address: fields.address, network: btcNetwork, type, pubkey: fields.pubkey }),
    ),
  );
  if (!signed) throw new CallError(-1, 'The signature does not match this address and public key.');
  return signed;
}

/** A new session for a login, bound to the request key that signed it, for SESSION_TTL_MS. */
export function newSession(fields: LoginFields, clientKey: string, now: number): { id: string; session: Session } {
  return {
    id: randomBytes(24).toString('hex'),
    session: { address: fields.address, pubkey: fields.pubkey.toLowerCase(), walletType: fields.walletType, expiresAt: now + SESSION_TTL_MS, clientKey },
  };
}

/** The session found for `id`, if it is live: -501 for none or an unknown one, -502 for an expired one. */
export function liveSession(id: string | undefined, found: Session | undefined, now: number): Session {
  if (!id) throw new CallError(-501, 'Please connect your wallet and sign in.');
  if (!found) throw new CallError(-501, 'Your session is not valid. Please connect your wallet again.');
  if (found.expiresAt <= now) throw new CallError(-502, 'Your session has expired. Please connect your wallet again.');
  return found;
}

/** The market's own session code: market -163 is session invalid. */
export function asMarketRefusal(error: unknown): unknown {
  return error instanceof CallError ? new CallError(-163, error.message) : error;
}

/**
 * A session presented with a request key other than the one that logged in (or from before keys were bound) is
 * refused as invalid: a stolen session is useless without its key. Null when it may go on (or there is no session).
 */
export function keyMismatchOf(found: Session | undefined, clientKey: string | null): string | null {
  if (!found) return null;
  return found.clientKey && found.clientKey === clientKey ? null : 'This session belongs to another device. Please connect your wallet again.';
}

/** A session expired this long ago is forgotten (until then it answers -502, expired, rather than -501). */
export const forgettable = (session: Session, now: number): boolean => session.expiresAt <= now - SESSION_TTL_MS;
