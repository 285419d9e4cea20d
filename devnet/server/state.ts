import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { initialChain, type ChainState } from '../chain/chain';
import { initialAssets, type AssetsState } from '../indexer/assets-state';
import { initialMarket, type MarketState } from '../market/market-state';
import { initialSwap, type SwapState } from '../swap/swap-state';
import { initialOrders, type OrdersState } from '../inscribe/order-state';
import type { Claim } from '../market/deployer';

/** A failure the control surface makes a named call return (the path as the client calls it). */
export type InjectedFailure =
  | { readonly kind: 'network' }
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'empty' }
  | { readonly kind: 'not-json' }
  | { readonly kind: 'code'; readonly code: number; readonly msg: string }
  /** The call's real answer with one field of its data removed (a dot path: 'list', 'list.0.price'). */
  | { readonly kind: 'drop'; readonly field: string };

export interface InjectedFailureRule {
  readonly path: string;
  readonly failure: InjectedFailure;
  /** How many more calls fail; null for every call until cleared. */
  readonly remaining: number | null;
}

export interface DevnetFlags {
  readonly marketAccess: boolean;
  readonly marketMaintenance: boolean;
  readonly swapAccess: boolean;
  readonly swapMaintenance: boolean;
  readonly brc20ReadOnly: boolean;
  readonly arc20ReadOnly: boolean;
  readonly runesReadOnly: boolean;
  readonly domainReadOnly: boolean;
  /** Swap withdrawals refused for now (the withdrawal-unavailable message). */
  readonly withdrawUnavailable?: boolean;
}

/** Everything the devnet keeps between restarts. */
export interface DevnetState {
  readonly version: 1;
  /** Server clock minus real time, ms (the control surface skews it). */
  readonly clockSkewMs: number;
  readonly flags: DevnetFlags;
  /** Added to every API answer, ms. */
  readonly latencyMs: number;
  readonly failures: readonly InjectedFailureRule[];
  /** The mempool's base fee rates, sats/vB; the answered rates rise as the mempool fills. */
  readonly fees: { readonly fastestFee: number; readonly halfHourFee: number; readonly hourFee: number; readonly minimumFee: number };
  /** A block is mined every intervalMs (null: only on demand). */
  readonly mining: { readonly intervalMs: number | null };
  readonly chain: ChainState;
  /** Login sessions by session id. */
  readonly sessions: Readonly<Record<string, DevnetSession>>;
  /** What the server knows of each user, by address. */
  readonly users: Readonly<Record<string, DevnetUser>>;
  /** xverse_bind: the payment address bound to each ordinals address. */
  readonly binds?: Readonly<Record<string, string>>;
  /** The indexer's view: inscriptions, brc-20, runes, arc-20. */
  readonly assets: AssetsState;
  readonly market: MarketState;
  readonly swap: SwapState;
  /** Inscribe orders. */
  readonly orders: OrdersState;
  /** Deployer royalty claims. */
  readonly claims: readonly Claim[];
  /** Whether the seed data was laid down (first start, and after a reset). */
  readonly seeded: boolean;
}

export interface DevnetSession {
  readonly address: string;
  readonly pubkey: string;
  readonly walletType: string;
  readonly expiresAt: number;
  /** The request key that signed the login: the only key this session is accepted with. */
  readonly clientKey?: string;
}

export interface DevnetUser {
  readonly inscribeCount: number;
  readonly ogPassCount: number;
  readonly swapAccess: boolean;
  /** Deployer of brc-20 ticks (the Deployer Royalty menu item). */
  readonly isDeployer?: boolean;
  /** Why the market's entry inspection flags this address (ours); absent: not flagged. */
  readonly flagged?: string | null;
  /** The pizza this address may claim, and has claimed (decimal text; absent: none). */
  readonly pizzaClaimable?: string;
  readonly pizzaClaimed?: string;
}

export function initialState(): DevnetState {
  return {
    version: 1,
    clockSkewMs: 0,
    flags: {
      marketAccess: true,
      marketMaintenance: false,
      swapAccess: true,
      swapMaintenance: false,
      brc20ReadOnly: false,
      domainReadOnly: false,
      arc20ReadOnly: false,
      runesReadOnly: false,
    },
    latencyMs: 0,
    failures: [],
    fees: { fastestFee: 25, halfHourFee: 18, hourFee: 12, minimumFee: 2 },
    mining: { intervalMs: 60_000 },
    chain: initialChain(),
    sessions: {},
    users: {},
    assets: initialAssets(),
    market: initialMarket(),
    swap: initialSwap(),
    orders: initialOrders(),
    claims: [],
    seeded: false,
  };
}

/**
 * The state, kept in a JSON file (written whole, then renamed, so a crash never leaves half a file). The
 * changes of one turn of the event loop are written once, after it: a call that changes the state a thousand
 * times (seeding 10,000 listings) writes the file once. A reset writes at once.
 */
export function createStateStore(file: string | null) {
  let state = load();
  let writePending = false;

  function load(): DevnetState {
    if (!file || !existsSync(file)) return initialState();
    try {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as DevnetState;
      if (parsed.version !== 1) return initialState();
      const fresh = initialState();
      return {
        ...fresh,
        ...parsed,
        flags: { ...fresh.flags, ...parsed.flags },
        chain: { ...fresh.chain, ...parsed.chain },
        assets: { ...fresh.assets, ...parsed.assets },
        market: { ...fresh.market, ...parsed.market },
        swap: { ...fresh.swap, ...parsed.swap },
        orders: { ...fresh.orders, ...parsed.orders },
      };
    } catch {
      return initialState();
    }
  }
  function write(): void {
    writePending = false;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(state));
    renameSync(`${file}.tmp`, file);
  }
  function save(): void {
    if (!file || writePending) return;
    writePending = true;
    setImmediate(() => {
      if (writePending) write();
    });
  }
  return {
    get: (): DevnetState => state,
    update(change: (current: DevnetState) => DevnetState): DevnetState {
      state = change(state);
      save();
      return state;
    },
    /** Puts back a state taken earlier (a call that failed half-way changes nothing). */
    restore(previous: DevnetState): void {
      if (previous === state) return;
      state = previous;
      save();
    },
    reset(): DevnetState {
      state = initialState();
      write();
      return state;
    },
    /** Writes what is waiting now (before the process exits). */
    flush(): void {
      if (writePending) write();
    },
  };
}

export type StateStore = ReturnType<typeof createStateStore>;
