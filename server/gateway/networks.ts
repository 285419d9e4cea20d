/**
 * The networks the gateway runs on (`npm run gateway -- --network NAME`): each with UniSat's open-API host for it
 * (one of the swagger's `servers`, whose calls it serves: open-api-networks.ts), the mempool API its fee rates come
 * from, the host of its inscriptions' content and the addresses its wallets use. `--upstream`, `--mempool` and
 * `--content-upstream` point elsewhere (the devnet, a proxy); the calls offered stay those of the network's host.
 */
export const NETWORK_NAMES = ['mainnet', 'testnet', 'testnet4', 'signet', 'fractal', 'fractal-testnet'] as const;
export type NetworkName = (typeof NETWORK_NAMES)[number];

export interface NetworkProfile {
  /** Its name for people ("Bitcoin testnet4", "Fractal mainnet"). */
  readonly label: string;
  /** UniSat's open API for it: a server of the swagger. */
  readonly host: string;
  /** The mempool API (mempool.space's or Fractal's own) the fee rates come from. */
  readonly mempool: string;
  /** Where inscription content is (`/content/<id>` under it). */
  readonly content: string;
  /**
   * The addresses its wallets sign in with: bc1 on Bitcoin mainnet and on both Fractal networks (Fractal uses
   * mainnet's address format, testnet included), tb1 on Bitcoin's test networks.
   */
  readonly addressFormat: 'mainnet' | 'testnet';
  /** Whether its coins have value (every payment is final). */
  readonly realCoins: boolean;
}

export const NETWORKS: Readonly<Record<NetworkName, NetworkProfile>> = {
  mainnet: {
    label: 'Bitcoin mainnet',
    host: 'https://open-api.unisat.io',
    mempool: 'https://mempool.space/api',
    content: 'https://static.unisat.io',
    addressFormat: 'mainnet',
    realCoins: true,
  },
  testnet: {
    label: 'Bitcoin testnet',
    host: 'https://open-api-testnet.unisat.io',
    mempool: 'https://mempool.space/testnet/api',
    content: 'https://static-testnet.unisat.io',
    addressFormat: 'testnet',
    realCoins: false,
  },
  testnet4: {
    label: 'Bitcoin testnet4',
    host: 'https://open-api-testnet4.unisat.io',
    mempool: 'https://mempool.space/testnet4/api',
    content: 'https://testnet4.ordinals.com',
    addressFormat: 'testnet',
    realCoins: false,
  },
  signet: {
    label: 'Bitcoin signet',
    host: 'https://open-api-signet.unisat.io',
    mempool: 'https://mempool.space/signet/api',
    content: 'https://signet.ordinals.com',
    addressFormat: 'testnet',
    realCoins: false,
  },
  fractal: {
    label: 'Fractal mainnet',
    host: 'https://open-api-fractal.unisat.io',
    mempool: 'https://mempool.fractalbitcoin.io/api',
    content: 'https://ordinals.fractalbitcoin.io',
    addressFormat: 'mainnet',
    realCoins: true,
  },
  'fractal-testnet': {
    label: 'Fractal testnet',
    host: 'https://open-api-fractal-testnet.unisat.io',
    mempool: 'https://mempool-testnet.fractalbitcoin.io/api',
    content: 'https://ordinals-testnet.fractalbitcoin.io',
    addressFormat: 'mainnet',
    realCoins: false,
  },
};

/**
 * The network whose UniSat host serves the most of the site's calls (the brc-20 swap and every market): the devnet's
 * gateway runs on its profile unless told (`npm start`, `npm run devnet`).
 */
export const WIDEST_NETWORK: NetworkName = 'fractal';

export const isNetworkName = (value: string | undefined): value is NetworkName => (NETWORK_NAMES as readonly (string | undefined)[]).includes(value);

/** The networks' labels as a list people read: "Bitcoin mainnet, Fractal mainnet and Fractal testnet". */
export function networkList(names: readonly NetworkName[]): string {
  const labels = names.map((name) => NETWORKS[name].label);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)!}`;
}
