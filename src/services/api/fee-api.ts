import { CACHE_TTL_MS, DEFAULT_FEE_RATES } from '../../domain/constants';
import type { BlocksTimeEntry, FeeEstimate, FeeRateDetail } from '../../domain/entities';
import * as B from '../../domain/basic-schemas';
import type { HttpClient } from '../http/http-client';
import { decodeAnswer } from '../http/decode';
import type { CachedRead } from '../query/query-client';

/** The mempool's recommended fees (sats/vB). */
export interface RecommendedFees {
  readonly fastestFee: number;
  readonly halfHourFee: number;
  readonly hourFee: number;
  readonly economyFee?: number;
  readonly minimumFee: number;
}
/** One projected block of the mempool listing (mempool.space's /v1/fees/mempool-blocks; blockSize, nTx, totalFees unused). */
export interface MempoolBlock {
  /** How full the projected block is, of the 1,000,000 vB a block holds. */
  readonly blockVSize?: number;
  readonly medianFee: number;
  readonly feeRange: readonly number[];
}

/**
 * A projected block under this many vB (of 1,000,000) is not full: the mempool holds no more than it, so any rate at
 * the network's minimum gets into it. mempool.space's own recommendation (backend/src/api/fee-api.ts,
 * optimizeMedianFee) reads projected blocks the same way: up to 500,000 vB it recommends the minimum fee, and up
 * to 950,000 vB (the last projected block) a median scaled down toward the minimum; from 950,000 vB on, a block is
 * full and its own lowest rate counts. A block without blockVSize counts as full (no claim it has room).
 */
export const FULL_BLOCK_VSIZE = 950_000;

/** hourFee -> economy, halfHourFee -> normal, fastestFee -> custom, minimumFee -> minimum. */
export function mapRecommendedFees(fees: RecommendedFees): FeeRateDetail {
  return { economy: fees.hourFee, normal: fees.halfHourFee, custom: fees.fastestFee, minimum: fees.minimumFee };
}

/** The rates used when the fee source fails (Economy 15, Normal 30). */
export const DEFAULT_FEE_DETAIL: FeeRateDetail = {
  economy: DEFAULT_FEE_RATES.economy,
  normal: DEFAULT_FEE_RATES.normal,
  custom: DEFAULT_FEE_RATES.normal,
  minimum: 1,
};

/**
 * The blocks listing as a blocks-time list: for each projected block, the lowest fee rate that gets into it (a rate
 * at or above it confirms within that many blocks). A block that is not full (under 950,000 vB) takes any rate at
 * the network's `minimum`; a full one, its own lowest rate (feeRange[0], else its median), as the mempool states it.
 * On testnet a next block of 2,377 vB thus takes 1 sat/vB: ~10 minutes, not 24 hours+.
 */
export function blocksTimeList(blocks: readonly MempoolBlock[], minimum: number): BlocksTimeEntry[] {
  return blocks.map((block, i) => {
    const notFull = typeof block.blockVSize === 'number' && block.blockVSize >= 0 && block.blockVSize < FULL_BLOCK_VSIZE;
    return { feerate: notFull ? minimum : (block.feeRange[0] ?? block.medianFee), blocks: i + 1 };
  });
}

export type FeeRatesResult =
  | { readonly rates: FeeRateDetail; readonly error: null }
  | { readonly rates: FeeRateDetail; readonly error: 'get_fee_rate_failed'; readonly cause: unknown };

function isValidFees(value: unknown): value is RecommendedFees {
  const f = value as RecommendedFees;
  return !!f && [f.fastestFee, f.halfHourFee, f.hourFee, f.minimumFee].every((n) => typeof n === 'number' && Number.isFinite(n) && n > 0);
}

/**
 * Fee sources: the mempool answers plain JSON, not the envelope, so this reads it
 * with fetch directly. Rates are cached 2 minutes, the estimate 5 minutes.
 */
export function createFeeApi(deps: {
  mempoolBaseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  query: HttpClient;
  cache: CachedRead;
  log?: (message: string, cause: unknown) => void;
}) {
  const getJson = async (path: string): Promise<unknown> => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
    try {
      const response = await deps.fetch(`${deps.mempoolBaseUrl}${path}`, { signal: controller.signal, headers: { Accept: 'application/json' } });
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      return await response.json();
    } finally {
      clearTimeout(timer);
    }
  };
  const mempoolBlocks = async (): Promise<MempoolBlock[]> => {
    const blocks = await getJson('/v1/fees/mempool-blocks');
    if (!Array.isArray(blocks)) throw new Error('the blocks listing answered an unknown shape');
    return blocks as MempoolBlock[];
  };
  return {
    /** Never fails: on failure the default rates come back with the error key to show. */
    async feeRates(): Promise<FeeRatesResult> {
      try {
        const rates = await deps.cache.cached('fee-rates', CACHE_TTL_MS.feeRates, async () => {
          const fees = await getJson('/v1/fees/recommended');
          if (!isValidFees(fees)) throw new Error('the fee source answered an unknown shape');
          return mapRecommendedFees(fees);
        });
        return { rates, error: null };
      } catch (cause) {
        deps.log?.('get_fee_rate_failed', cause);
        return { rates: DEFAULT_FEE_DETAIL, error: 'get_fee_rate_failed', cause };
      }
    },
    /** The projected blocks, as the mempool lists them. */
    mempoolBlocks,
    /** The blocks-time list, a block with room taking any rate at the network's `minimum` (sat/vB). */
    blocksTime: async (minimum: number): Promise<BlocksTimeEntry[]> => blocksTimeList(await mempoolBlocks(), minimum),
    /** Fee estimate (front), cached 5 minutes. */
    feeEstimate: (): Promise<FeeEstimate> =>
      deps.cache.cached('fee-estimate', CACHE_TTL_MS.feeEstimate, async () =>
        decodeAnswer(B.FeeEstimate, await deps.query.get<unknown>('/fee-estimate'), { layer: 'query', call: 'fee-estimate' }),
      ),
  };
}

export type FeeApi = ReturnType<typeof createFeeApi>;
