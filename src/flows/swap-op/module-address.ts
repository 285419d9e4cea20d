import type { Network } from '../../domain/network';
import { moduleProblem } from '../../domain/swap/swap-module';
import type { Api } from '../../services/api/create-api';

/**
 * The swap module's address, for the check of a deposit or a withdrawal's payment. The module is the one the site is
 * set up with for the network (`pinned`, swap-module.ts), never one an API answer names: the sequencer's config must
 * name that same module (`moduleId`, its deploy inscription), else the deposit or withdrawal is stopped before anything
 * is built or signed. Where the pinned inscription sits is the indexer's word (a second source, not the swap's), so
 * the module's address is the one holding it. Nothing the swap server says about an address is used.
 */
export async function moduleAddressOf(
  api: Api,
  what: 'deposit' | 'withdrawal',
  module: { readonly pinned: string | null; readonly network: Network },
): Promise<string> {
  const problem = moduleProblem(module.pinned, module.pinned ? (await api.swap.config()).moduleId : '', module.network, what);
  if (problem) throw new Error(problem);
  const holder = (await api.query.inscriptionInfo(module.pinned!)).address;
  if (!holder) throw new Error(`The swap module's inscription could not be found, so the ${what} cannot be checked. Nothing was signed.`);
  return holder;
}
