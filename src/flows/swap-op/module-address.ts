import type { Api } from '../../services/api/create-api';

/**
 * The swap module's address, for the check of a deposit or a withdrawal's payment. The sequencer's config names
 * the module only by `moduleId`, its deploy inscription; where that inscription sits is the indexer's word (a
 * second source, not the swap's), so the module's address is the one holding it. Nothing the swap server says
 * about an address is used.
 */
export async function moduleAddressOf(api: Api, what: 'deposit' | 'withdrawal'): Promise<string> {
  const { moduleId } = await api.swap.config();
  const holder = moduleId ? (await api.query.inscriptionInfo(moduleId)).address : '';
  if (!holder) throw new Error(`The swap module's inscription could not be found, so the ${what} cannot be checked. Nothing was signed.`);
  return holder;
}
