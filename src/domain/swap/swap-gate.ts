import type { WalletType } from '../wallets';
import type { MessageKey } from '../messages';

/**
 * Who may use the swap now, checked in this order:
 * maintenance (the swap config failed to load, the config's flag, code -6 or a maintenance event) closes it
 * for everyone; a visitor may look but must connect to act; the swap works with the product's own wallet
 * (UniSat) only, and with Native Segwit (P2WPKH) or Taproot (P2TR) addresses only; and only for users with
 * swap access (whitelisted, or holding an access inscription).
 */
export const SWAP_WALLET: WalletType = 'unisat';
/** The swap page reads its balances, pools, deposits and history again this often while it is shown (issue 28). */
export const SWAP_REFRESH_MS = 10_000;

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

/**
 * The address whose swap holdings the page shows and lets go: the user's when the swap is open to them, and also when
 * they have no swap access (revoked, or never given): what someone holds in the module they can always see and take
 * out (issue 45, 3). Null for the other gates (a visitor, another wallet or address type, maintenance).
 */
export function holdingsAddress(gate: SwapGate, connected: { readonly address: string } | null): string | null {
  return connected && (gate.state === 'open' || gate.state === 'no-access') ? connected.address : null;
}
/** What a user with no swap access may still do there: see what they hold, and withdraw it (the swap's other tabs are off). */
export const NO_ACCESS_TABS = ['withdraw', 'history'] as const;
/** How to get swap access, and what stays possible without it. */
export const SWAP_ACCESS_HOW =
  'To swap, this address must be whitelisted or hold an early or prime access inscription. What you hold in the swap stays yours: your balances are shown here, and you can withdraw them.';

/**
 * Where a send may go (Send): a Native Segwit or Taproot address of the current network with a
 * valid checksum, not the sender's own. Returns the problem in words, or null.
 */
export function recipientProblem(to: string, network: 'mainnet' | 'testnet', from: string | null): string | null {
  const address = to.trim();
  if (address === '') return 'Enter the address to send to.';
  const prefix = network === 'mainnet' ? 'bc' : 'tb';
  const lower = address.toLowerCase();
  if (address !== lower && address !== address.toUpperCase()) return 'This is not a valid address: it mixes capital and small letters.';
  if (!lower.startsWith(`${prefix}1`)) return `Enter a ${network === 'mainnet' ? 'Bitcoin mainnet' : 'testnet'} address (it starts with ${prefix}1).`;
  if (!isSwapAddressType(lower) || !validBech32(lower)) return 'This is not a valid Native Segwit (P2WPKH) or Taproot (P2TR) address.';
  if (from && lower === from.toLowerCase()) return 'This is your own address: send to someone else.';
  return null;
}

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
/** BIP-173 / BIP-350 checksum: bech32 for witness version 0 (q), bech32m for version 1 (p). */
function validBech32(address: string): boolean {
  const split = address.lastIndexOf('1');
  const hrp = address.slice(0, split);
  const data = [...address.slice(split + 1)].map((c) => CHARSET.indexOf(c));
  if (data.some((d) => d < 0)) return false;
  const GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  const values = [...[...hrp].map((c) => c.charCodeAt(0) >> 5), 0, ...[...hrp].map((c) => c.charCodeAt(0) & 31), ...data];
  for (const v of values) {
    const top = chk >> 25;
    chk = ((chk & 0x1ffffff) << 5) ^ v;
    for (let i = 0; i < 5; i++) if ((top >> i) & 1) chk ^= GEN[i]!;
  }
  return chk === (data[0] === 0 ? 1 : 0x2bc830a3);
}
