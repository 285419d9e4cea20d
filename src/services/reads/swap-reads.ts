import type { SelectItem } from '../../domain/swap/balance-entities';
import type { Api } from '../api/create-api';
import { ApiError, notOfferedWords } from '../http/api-error';
import { failureMessage } from '../http/error-routing';

/**
 * What the swap's configs say of the gate: true when it is under maintenance (the swap config answered -6, or the
 * basic config's flag is set), false when open, the words of where the swap runs when this network's upstream has
 * none (-404), and a swap config that failed to load otherwise: a failed call, said as one, to be tried again
 * (issue 45, 4: any failure read as maintenance, with no way out).
 */
export type SwapConfigGate = boolean | { readonly notOffered: string } | { readonly failed: string; readonly code: number | null };

/** Whether the swap is open by its configs: both are read at once; a basic config that fails leaves the swap's own answer. */
export async function swapConfigGate(api: Api): Promise<SwapConfigGate> {
  const [swapConfig, basic] = await Promise.allSettled([api.swap.config(), api.basicConfig()]);
  if (swapConfig.status === 'rejected') {
    const reason: unknown = swapConfig.reason;
    const notOffered = notOfferedWords(reason);
    if (notOffered) return { notOffered };
    if (reason instanceof ApiError && reason.kind === 'server' && reason.code === -6) return true;
    return { failed: failureMessage(reason), code: reason instanceof ApiError ? reason.code : null };
  }
  return basic.status === 'fulfilled' && basic.value?.swap.maintenance === true;
}

/** The ticks the swap lists, with `address`'s balances in the swap and in the wallet (none for no address). */
export const swapTicks =
  (address: string) =>
  (api: Api): Promise<readonly SelectItem[]> =>
    api.swap.select({ address, search: '' });

/** The swap's pools, the first 100. */
export const poolList = async (api: Api) => (await api.swap.poolList({ start: 0, limit: 100 })).list;

/** The pools `address` provides liquidity to, the first 100, with its share of each; none without an address. */
export const myPools = (address: string | null) => async (api: Api) => (address ? (await api.swap.myPoolList({ address, start: 0, limit: 100 })).list : []);

/** `address`'s transfer inscriptions of `tick` that can be deposited, the first 100. */
export const transferableInscriptions = (address: string, tick: string) => async (api: Api) =>
  (await api.query.transferableInscriptions(address, tick, 0, 100)).detail;

/** `address`'s latest 10 deposits into the swap. */
export const depositList = (address: string) => async (api: Api) => (await api.swap.depositList({ address, start: 0, limit: 10 })).list;
