import type { WalletType } from '../../domain/wallets';
import type { ConnectedAccount, SignedInUser } from '../../domain/wallet-session';

/** What is kept between loads: the wallet chosen, the address and the signed-in user (with its session). */
export const WALLET_STORE_KEY = 'wallet';

export interface StoredWallet {
  readonly walletType: WalletType;
  readonly address: string;
  /** Both addresses and keys: wallets with no no-prompt account call are restored from it. */
  readonly account?: ConnectedAccount;
  readonly user: SignedInUser;
}

/** The stored record, or null when there is none or it is damaged. */
export function readStoredWallet(get: (key: string) => string | null): StoredWallet | null {
  try {
    const value = JSON.parse(get(WALLET_STORE_KEY) ?? 'null') as StoredWallet | null;
    if (!value || typeof value.walletType !== 'string' || typeof value.address !== 'string' || typeof value.user?.session !== 'string') return null;
    const account = value.account;
    const accountOk =
      !!account &&
      (['ordinalsAddress', 'paymentAddress', 'ordinalsPubKey', 'paymentPubKey'] as const).every((k) => typeof account[k] === 'string') &&
      account.ordinalsAddress === value.address;
    return accountOk ? value : { walletType: value.walletType, address: value.address, user: value.user };
  } catch {
    return null;
  }
}
