import { fromPromise } from 'xstate';
import type { Api } from '../../services/api/create-api';
import type { LoadedFees } from './fee-chooser.machine';

/** The fee chooser's side effect: the recommended rates and the time blocks take (the latter may fail alone). No React. */
export function createFeeChooserActors(services: { readonly api: () => Promise<Api> }) {
  return {
    loadFees: fromPromise<LoadedFees>(async () => {
      const fees = (await services.api()).fees;
      const [{ rates, error }, blocksTime] = await Promise.all([fees.feeRates(), fees.blocksTime().catch(() => [])]);
      return { rates, blocksTime, error };
    }),
  };
}
