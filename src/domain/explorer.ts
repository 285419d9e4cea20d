/**
 * Explorer links (issue 44): where a person can look up a transaction, an address or an inscription the site shows.
 * Each chain the site runs on offers the explorers that have pages for it, mempool.space's by default on Bitcoin's
 * networks; inscriptions go to an ordinals explorer (ord) where the chain has one. What a chain cannot do is not
 * offered there: the local devnet's transactions exist nowhere else, so it links to nothing.
 */
import { MEMPOOL_HEIGHT } from './constants';
import type { Network } from './network';

/** The chains the site can run on: the gateway's networks (server/gateway/networks.ts) and the local devnet. */
export const EXPLORER_CHAINS = ['mainnet', 'testnet', 'testnet4', 'signet', 'fractal', 'fractal-testnet', 'devnet'] as const;
export type ExplorerChain = (typeof EXPLORER_CHAINS)[number];

/** The explorers a user can choose between (where the chain has their pages). */
export const EXPLORER_IDS = ['mempool', 'blockstream'] as const;
export type ExplorerId = (typeof EXPLORER_IDS)[number];

export const DEFAULT_EXPLORER: ExplorerId = 'mempool';

/** The name a person reads for each explorer, in the setting's list. */
export const EXPLORER_NAMES: Readonly<Record<ExplorerId, string>> = { mempool: 'mempool.space', blockstream: 'blockstream.info' };

/** Each explorer's base per chain (its pages are `tx/<txid>` and `address/<address>` under it); a chain left out has none. */
const TX_EXPLORER_BASES: Readonly<Record<ExplorerId, Partial<Record<ExplorerChain, string>>>> = {
  mempool: {
    mainnet: 'https://mempool.space/',
    testnet: 'https://mempool.space/testnet/',
    testnet4: 'https://mempool.space/testnet4/',
    signet: 'https://mempool.space/signet/',
    // Fractal's own mempool instance: its blocks are not Bitcoin's.
    fractal: 'https://mempool.fractalbitcoin.io/',
    'fractal-testnet': 'https://mempool-testnet.fractalbitcoin.io/',
  },
  blockstream: {
    mainnet: 'https://blockstream.info/',
    testnet: 'https://blockstream.info/testnet/',
  },
};

/** The ordinals explorer (an ord server: `inscription/<id>` under it) per chain that has one. */
const INSCRIPTION_BASES: Partial<Record<ExplorerChain, string>> = {
  mainnet: 'https://ordinals.com/',
  testnet4: 'https://testnet4.ordinals.com/',
  signet: 'https://signet.ordinals.com/',
  fractal: 'https://ordinals.fractalbitcoin.io/',
  'fractal-testnet': 'https://ordinals-testnet.fractalbitcoin.io/',
};

/**
 * The chain the site runs on: the devnet; else the gateway's network name (its `ba-network-name` page setting: a
 * site fixed to testnet4 must not link to testnet3's pages); else the network the user chose.
 */
export function explorerChain(network: Network, options: { readonly devnet?: boolean; readonly networkName?: string | undefined } = {}): ExplorerChain {
  if (options.devnet) return 'devnet';
  const named = EXPLORER_CHAINS.find((chain) => chain === options.networkName && chain !== 'devnet');
  return named ?? network;
}

/** The explorers offered on a chain, the default first: none on the devnet. */
export function explorersFor(chain: ExplorerChain): readonly ExplorerId[] {
  return EXPLORER_IDS.filter((id) => TX_EXPLORER_BASES[id][chain] !== undefined);
}

/** A stored choice read back: an explorer the chain offers, else the default (or null where the chain has none). */
export function decodeExplorer(stored: unknown, chain: ExplorerChain): ExplorerId | null {
  const offered = explorersFor(chain);
  return offered.find((id) => id === stored) ?? offered[0] ?? null;
}

const TXID = /^[0-9a-f]{64}$/i;
const INSCRIPTION_ID = /^[0-9a-f]{64}i\d+$/i;
const ADDRESS = /^[a-z0-9]{14,90}$/i;

function txBase(explorer: ExplorerId, chain: ExplorerChain): string | null {
  return TX_EXPLORER_BASES[explorer][chain] ?? null;
}

/** A transaction's page, or null (no explorer on the chain, or not a txid). */
export function txUrl(txid: string, chain: ExplorerChain, explorer: ExplorerId = DEFAULT_EXPLORER): string | null {
  const base = txBase(explorer, chain);
  return base && TXID.test(txid) ? `${base}tx/${txid.toLowerCase()}` : null;
}

/** An address's page, or null (no explorer on the chain, or not an address). */
export function addressUrl(address: string, chain: ExplorerChain, explorer: ExplorerId = DEFAULT_EXPLORER): string | null {
  const base = txBase(explorer, chain);
  return base && ADDRESS.test(address) ? `${base}address/${address}` : null;
}

/** An inscription's page on the chain's ordinals explorer, or null (none on the chain, or not an inscription id). */
export function inscriptionUrl(inscriptionId: string, chain: ExplorerChain): string | null {
  const base = INSCRIPTION_BASES[chain];
  return base && INSCRIPTION_ID.test(inscriptionId) ? `${base}inscription/${inscriptionId.toLowerCase()}` : null;
}

/** The words a link reads: 'View on mempool.space', 'View on ordinals.com' (the page's host). */
export function explorerLinkText(url: string): string {
  return `View on ${new URL(url).host}`;
}

/**
 * A transaction's confirmations as a person reads them: 'Pending (in the mempool)' while unconfirmed, else
 * '1 confirmation', '3 confirmations' (the tip's height minus the block's, plus one). Null when the tip is unknown
 * and the height is a block's (the mempool's height needs no tip to be told apart).
 */
export function confirmationsText(blockHeight: number | null | undefined, tipHeight: number | null | undefined): string | null {
  // The open API marks a transaction in the mempool by MEMPOOL_HEIGHT (past any tip) or by no height.
  const inMempool = blockHeight == null || blockHeight <= 0 || blockHeight >= MEMPOOL_HEIGHT || (tipHeight != null && blockHeight > tipHeight);
  if (inMempool) return 'Pending (in the mempool)';
  if (tipHeight == null) return null;
  const count = tipHeight - blockHeight + 1;
  return `${count} ${count === 1 ? 'confirmation' : 'confirmations'}`;
}
