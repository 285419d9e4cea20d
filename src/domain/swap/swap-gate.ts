import type { WalletType } from '../wallets';
import type { MessageKey } from '../messages';

/**
 * Who may use the swap now (spec 001 sections 4, 5, 6 and 8; issue 13 "The gate"), checked in this order:
 * maintenance (the swap config failed to load, the config's flag, code -6 or a maintenance event) closes it
 * for everyone; a visitor may look but must connect to act; the swap works with the product's own wallet
 * (UniSat) only, and with Native Segwit (P2WPKH) or Taproot (P2TR) addresses only; and only for users with
 * swap access (whitelisted, or holding an access inscription).
 */
export const SWAP_WALLET: WalletType = 'unisat';

export type SwapGate =
  | { readonly state: 'open' }
  | { readonly state: 'visitor' }
  | { readonly state: 'maintenance' | 'no-access' | 'address-type'; readonly message: MessageKey }
  | { readonly state: 'wrong-wallet'; readonly wallet: WalletType };

/** P2WPKH (bc1q/tb1q, 20-byte program) or P2TR (bc1p/tb1p, 32-byte program). */
export function isSwapAddressType(address: string): boolean {
  return /^(bc|tb|bcrt)1q[02-9ac-hj-np-z]{38}$/.test(address) || /^(bc|tb|bcrt)1p[02-9ac-hj-np-z]{58}$/.test(address);
}

export function swapGate(input: {
  readonly maintenance: boolean;
  readonly connected: { readonly walletType: WalletType; readonly address: string; readonly access: boolean } | null;
}): SwapGate {
  if (input.maintenance) return { state: 'maintenance', message: 'swap_maintenance' };
  const user = input.connected;
  if (!user) return { state: 'visitor' };
  if (user.walletType !== SWAP_WALLET) return { state: 'wrong-wallet', wallet: SWAP_WALLET };
  if (!isSwapAddressType(user.address)) return { state: 'address-type', message: 'swap_address_type' };
  if (!user.access) return { state: 'no-access', message: 'can_not_access' };
  return { state: 'open' };
}
