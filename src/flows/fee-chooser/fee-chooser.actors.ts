import { fromPromise } from 'xstate';
import type { Api } from '../../services/api/create-api';
import { blocksTimeList } from '../../services/api/fee-api';
import type { LoadedFees } from './fee-chooser.machine';

/**
 * The fee chooser's side effect: the recommended rates and the projected blocks, read side by side (the latter may
 * fail alone); a projected block with room takes any rate at the network's minimum. No React.
 */
export function createFeeChooserActors(services: { readonly api: () => Promise<Api> }) {
  return {
    loadFees: fromPromise<LoadedFees>(async () => {
      const fees = (await services.api()).fees;
      const [{ rates, error }, blocks] = await Promise.all([fees.feeRates(), fees.mempoolBlocks().catch(() => [])]);
      return { rates, blocksTime: blocksTimeList(blocks, rates.minimum), error };
    }),
  };
}
