import type { WalletType } from './wallets';

/** An account as the site uses it: both addresses and keys, identical for single-address wallets. */
export interface ConnectedAccount {
  readonly ordinalsAddress: string;
  readonly paymentAddress: string;
  readonly ordinalsPubKey: string;
  readonly paymentPubKey: string;
}

/** The signed-in user: the session and what the shell shows of the user. */
export interface SignedInUser {
  readonly session: string;
  readonly inscribeCount: number;
  readonly ogPassCount: number;
  readonly swapAccess: boolean;
}

/** What restore at load gives back: the wallet, its account and the session the server still accepts. */
export interface RestoreResult {
  readonly walletType: WalletType;
  readonly account: ConnectedAccount;
  readonly user: SignedInUser;
}

/** Why a session ended; every reason but 'user' is a forced disconnect the user is told about. */
export type DisconnectReason = 'user' | 'account-changed' | 'network-changed' | 'session-invalid' | 'bind-required' | 'wallet-mismatch';

/** A failure as the wallet flow hands it to the machine and the chooser: plain words, and whether Retry can help. */
export interface FlowFailure {
  readonly kind: string;
  readonly message: string;
  readonly userRejected: boolean;
  readonly retryable: boolean;
}

/**
 * The account a wallet's account change names, as the site signs in with it: its Taproot (ordinals) address where
 * it gave one among several, else its first; none when it gave none (locked, or the site disconnected in it).
 */
export function switchedAccountAddress(accounts: readonly string[]): string | null {
  return accounts.find((address) => /^(bc1p|tb1p|bcrt1p)/i.test(address)) ?? accounts[0] ?? null;
}
