import { p2tr, TEST_NETWORK } from '@scure/btc-signer';
import { schnorr } from '@noble/curves/secp256k1.js';

/**
 * The devnet's brc-20 swap module: balances inside
 * the module, constant-product pools, quotes, `pre_*` calls that return messages to sign (checked as
 * BIP-322 simple signatures), direct deposits credited after confirmations (orders expire), withdrawals
 * through pending -> order (the matching queue) -> completed, or cancel, or error, sends, histories, and
 * op-commit windows during which changes answer -2 and system_status reports committing.
 */
export const SWAP_CONFIG = {
  /** 0.3% (f = 3 in the formula). */
  swapFeeRate: '0.003',
  /** Blocks before a direct deposit is credited and before a withdrawal is processed (ours). */
  depositConfirmations: 1,
  withdrawConfirmations: 1,
  /** A deposit order not confirmed within 10 minutes expires (ours). */
  depositExpiryMs: 600_000,
  /** A signature request is valid 5 minutes (ours). */
  signExpiryMs: 300_000,
  /** A rollup commit keeps changes waiting this long after a block with operations (ours). */
  commitMs: 3_000,
  /** The tick fees are counted in, and the operations each address may do for free (the devnet charges no fees). */
  serviceGasTick: 'sats',
  freeQuota: 1000,
  /** What an operation costs, in the service gas tick, when it is paid in the tick (payType 'tick'; ours). */
  tickFee: '10',
  /** The most of one tick an address may withdraw in a day (ours). */
  withdrawDailyLimit: '5000',
  /**
   * The dollar price of a unit of the ticks the devnet prices (ours, made up, in line with the seeded pools: a pizza is
   * two ordi, a 🐸 five): quote_swap's amountUSD and expectUSD; other ticks answer '0', as the sequencer does for a
   * tick it has no price for.
   */
  usdPrices: { ordi: '8.5', pizza: '17', '🐸': '42.5' } as Readonly<Record<string, string>>,
  /** all_balance's networkType: the open API serves the swap on Fractal mainnet only (the swagger's Swap-BRC20 tag). */
  networkType: 'FRACTAL_BITCOIN_MAINNET',
} as const;
/** The module's deploy inscription (its id is config's `moduleId`), inscribed at the module's address on first use. */
export const MODULE_DEPLOY = JSON.stringify({ p: 'brc20-module', op: 'deploy', name: 'swap', source: '' });

export const MODULE_KEY = new Uint8Array(32).fill(0x55);
export const MODULE_INTERNAL = schnorr.getPublicKey(MODULE_KEY);
/** The module's address, where its deploy inscription sits: deposits go there; withdrawals come from there. */
export const MODULE_ADDRESS = p2tr(MODULE_INTERNAL, undefined, TEST_NETWORK).address!;
/**
 * The deploy inscription's transaction, the same on every devnet (sha256 of "devnet: the brc-20 swap module's deploy
 * inscription"), so the module's id is known before any devnet starts: the site is built with it (.env.devnet,
 * VITE_SWAP_MODULE_TESTNET) and pins deposits and withdrawals to it (issue 41). A test holds the two equal.
 */
export const MODULE_DEPLOY_TXID = '3084472759b3b6e86742b73dbd0e0ce5aeac49ce2befd4a671ef9b5cd4fd61ca';
export const MODULE_INSCRIPTION_ID = `${MODULE_DEPLOY_TXID}i0`;

/**
 * The control's swap tamper 'foreign-module': a module inscription an attacker holds (its key is nobody's in the
 * devnet's wallets), which a dishonest swap names in its config and pays deposits and withdrawal fees to.
 */
export const FOREIGN_MODULE_ADDRESS = p2tr(schnorr.getPublicKey(new Uint8Array(32).fill(0x66)), undefined, TEST_NETWORK).address!;
export const FOREIGN_MODULE_TXID = '1b055eae2a34a20970826d4ecc94152ec986ca2742121c4a38a2c3ab7c538e95';

/** A deposit's size in vbytes (two taproot inputs, two outputs, rounded up): its fee is feeRate times this. */
export const DEPOSIT_VSIZE = 212n;
/** What the module charges, in vbytes at the user's fee rate, to inscribe and send a withdrawal (ours). */
export const WITHDRAW_MODULE_VSIZE = 300n;
/** Each of the user's withdrawal transactions (one input, two outputs), rounded up. */
export const WITHDRAW_TX_VSIZE = 160n;
