import type { WalletType } from '../../domain/wallets';
import type { SignedInUser } from '../../machines/wallet-connect/wallet-connect.machine';

/** What is kept between loads: the wallet chosen, the address and the signed-in user (with its session). */
export const WALLET_STORE_KEY = 'wallet';

export interface StoredWallet {
  readonly walletType: WalletType;
  readonly address: string;
  readonly user: SignedInUser;
}

/** The stored record, or null when there is none or it is damaged. */
export function readStoredWallet(get: (key: string) => string | null): StoredWallet | null {
  try {
    const value = JSON.parse(get(WALLET_STORE_KEY) ?? 'null') as StoredWallet | null;
    return value && typeof value.walletType === 'string' && typeof value.address === 'string' && typeof value.user?.session === 'string' ? value : null;
  } catch {
    return null;
  }
}
