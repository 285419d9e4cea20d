import type { Chain } from '../chain/chain';
import type { DevnetState } from './state';

/** The answered fee rates: the base rates plus 1 sat/vB per 2,000 vbytes waiting in the mempool. */
export function currentFees(state: DevnetState, chain: Chain) {
  const congestion = Math.floor(chain.mempoolVsize() / 2_000);
  const { fastestFee, halfHourFee, hourFee, minimumFee } = state.fees;
  return { fastestFee: fastestFee + congestion, halfHourFee: halfHourFee + congestion, hourFee: hourFee + congestion, minimumFee };
}

/** The next blocks the mempool would make, from the fee rates (mempool.space's mempool-blocks). */
export function mempoolBlocks(state: DevnetState, chain: Chain) {
  const { fastestFee, halfHourFee, hourFee, minimumFee } = currentFees(state, chain);
  const steps = [
    fastestFee,
    (fastestFee + halfHourFee) / 2,
    halfHourFee,
    (halfHourFee + hourFee) / 2,
    hourFee,
    (hourFee + minimumFee) / 2,
    minimumFee,
    minimumFee,
  ];
  return steps.map((rate, i) => ({
    blockVSize: 997_000,
    nTx: 2_500 - i * 200,
    medianFee: Math.max(rate, minimumFee),
    feeRange: [Math.max(Math.floor(rate * 0.9), minimumFee), Math.ceil(rate * 1.5)],
  }));
}
