import { p2wpkh, TEST_NETWORK } from '@scure/btc-signer';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import {
  LIST_MAX_SATS,
  LIST_MAX_SATS_DOMAIN,
  LIST_MIN_SATS,
  PADDING_MAX_SATS,
  PADDING_SATS as PADDING_COIN_SATS,
  PADDING_SPLIT_COINS,
} from '../../src/domain/constants';
import type { MarketConfig } from '../../src/domain/entities';

/** The market config the devnet answers (src/domain/entities.ts MarketConfig; the values are ours). */
export const DEVNET_MARKET_CONFIG: MarketConfig = {
  minPrice: LIST_MIN_SATS,
  maxPrice: LIST_MAX_SATS,
  maxPriceVip: 50_000_000,
  domainMaxPrice: LIST_MAX_SATS_DOMAIN,
  domainMaxPriceVip: 1_000_000_000,
  collectionMaxPrice: LIST_MAX_SATS_DOMAIN,
  collectionMaxPriceVip: 1_000_000_000,
  inscriptionVipNeed: 100,
  onSaleConfirmBlocks: 1,
  priceFreeServerFee: 100_000,
  // The server's BTC price in USD (My Bitcoin Assets values holdings with it; the list dialog keeps the spec's fixed 27,000).
  BTCPrice: 64_000,
};

/** Ours: the service fee rate before discounts (2%), and the OG Pass discount (25%, multiplied). */
export const SERVER_FEE_RATE = '0.02';
export const OG_PASS_DISCOUNT_PERCENT = 25;
export const DUST = 546n;
/** A padding coin: at most 1,000 sats (a 5,000-sat coin is a payment coin, never padding); a split makes two of 600. */
export const PADDING_MAX = BigInt(PADDING_MAX_SATS);
export const PADDING_SATS = BigInt(PADDING_COIN_SATS);
export const SPLIT_PADDINGS = PADDING_SPLIT_COINS;

/** The service fee address: a fixed devnet key (the devnet's, not any account's). */
export const FEE_ADDRESS = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(0x77), true), TEST_NETWORK).address!;

/** vbytes of a transaction with these inputs and outputs (P2TR inputs 58, P2WPKH 68; outputs 43 / 31). */
export function estimateVsize(inputScripts: readonly string[], outputAddresses: readonly string[]): number {
  const inputs = inputScripts.reduce((a, s) => a + (s.startsWith('5120') ? 58 : 68), 0);
  const outputs = outputAddresses.reduce((a, addr) => a + (addr.startsWith('tb1p') || addr.startsWith('bcrt1p') ? 43 : 31), 0);
  return 11 + inputs + outputs;
}
