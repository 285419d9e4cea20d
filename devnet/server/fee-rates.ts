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
  // As mempool.space answers on a busy network: full blocks (997,000 of 1,000,000 vB) down to the minimum rate, the
  // last holding what is left (not full: any rate at the minimum gets into it); bytes about 1.6 times the vbytes.
  return steps.map((rate, i) => {
    const blockVSize = i === steps.length - 1 ? 312_480 : 997_000;
    const medianFee = Math.max(rate, minimumFee);
    return {
      blockSize: Math.round(blockVSize * 1.6),
      blockVSize,
      nTx: Math.round((blockVSize / 997_000) * (2_500 - i * 200)),
      totalFees: Math.round(blockVSize * medianFee),
      medianFee,
      feeRange: [Math.max(Math.floor(rate * 0.9), minimumFee), Math.ceil(rate * 1.5)],
    };
  });
}
