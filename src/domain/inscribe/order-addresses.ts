/** An order's addresses: where the inscriptions are sent, and the wallet connector's fee address and fee. */
import type { Network } from '../network';
import { fail, type Checked } from './inscribe-items';

/** A fee to a given address goes with the order only when it is more than zero. */
export function checkDevFee(devAddress: string, devFee: number | null): Checked<{ devAddress?: string; devFee?: number }> {
  if (!devAddress) return { ok: true, value: {} };
  if (devFee === null || !Number.isFinite(devFee) || devFee <= 0) return fail('dev_fee_positive');
  return { ok: true, value: { devAddress, devFee: Math.floor(devFee) } };
}

const BECH32_CHARS = /^[02-9ac-hj-np-z]+$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
/**
 * Whether an address looks right for the network: its prefix, its alphabet and its length (the wallet and the
 * server check the checksum). Mainnet: bc1…, 1…, 3…; otherwise tb1…, bcrt1…, m…, n…, 2….
 */
export function addressFitsNetwork(address: string, network: Network): boolean {
  const a = address.trim();
  const lower = a.toLowerCase();
  const bech = network === 'mainnet' ? ['bc1'] : ['tb1', 'bcrt1'];
  const prefix = bech.find((p) => lower.startsWith(p));
  if (prefix) {
    if (a !== lower && a !== a.toUpperCase()) return false;
    const data = lower.slice(prefix.length);
    return BECH32_CHARS.test(data) && data.length >= 39 && data.length <= 59 && (data[0] === 'q' || data[0] === 'p');
  }
  const legacy = network === 'mainnet' ? /^[13]/ : /^[mn2]/;
  return legacy.test(a) && BASE58.test(a) && a.length >= 26 && a.length <= 35;
}

export function checkReceiveAddress(address: string, network: Network): Checked<string> {
  if (address.trim() === '') return fail('input_receive_address');
  return addressFitsNetwork(address, network) ? { ok: true, value: address.trim() } : fail('receive_address_invalid');
}
