import type { NetworkName } from '../../server/gateway/networks';
import type { DevnetState } from './state';

/** How a devnet is started (createDevnet in devnet-app.ts): its state, its clock, its seed and the host it stands for. */
export interface DevnetOptions {
  /** Where the state is kept between restarts; null keeps it in memory (tests). */
  readonly dataFile?: string | null;
  /** Real time; the server clock is this plus the control surface's skew. */
  readonly now?: () => number;
  /** Mine on the state's interval (default true; tests mine on demand). */
  readonly autoMine?: boolean;
  /** Lay down the seed data on a fresh state (default true; tests that want an empty devnet say false). */
  readonly seed?: boolean;
  /**
   * A state another devnet seeded at the same clock (`devnet.state()` as JSON): put back instead of seeding again,
   * so test processes share one seed (tests/global-setup.ts).
   */
  readonly seededState?: DevnetState;
  /**
   * The UniSat host the devnet's open-API surface stands for (server/gateway/networks.ts): it serves the calls that
   * host serves (default testnet, the chain's own address format).
   */
  readonly profile?: NetworkName;
  /** The key its open-API surface and extensions take (`Authorization: Bearer`); null takes any. */
  readonly apiKey?: string | null;
  /** Its content origin, once known: the images its answers name are there (its own /api/static/content otherwise). */
  readonly contentOrigin?: () => string | null;
}
