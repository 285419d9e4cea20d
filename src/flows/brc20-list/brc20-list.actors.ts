import { fromPromise } from 'xstate';
import { choiceState, type TransferChoice } from '../../domain/market/brc20-listing';
import { WalletError } from '../../services/wallets/wallet-adapter';
import type { FlowServices } from '../shared/flow-services';
import { toStepFailure } from '../shared/run-step';
import type { Brc20ListFailure, FindInscribedInput, InscribeTransferInput } from './brc20-list.machine';

/**
 * The brc-20 list flow's side effects: the account's transfer inscriptions of the tick (and which are on sale
 * already), a new transfer inscribed in the wallet's own screens, and the look-up of that new inscription until
 * it has its confirmations. No React.
 */
export function createBrc20ListActors(services: Pick<FlowServices, 'api' | 'signer'>, owner: { readonly address: string; readonly tick: string }) {
  const walletType = services.signer?.walletType ?? null;
  const loadChoices = async (): Promise<TransferChoice[]> => {
    const api = await services.api();
    const [info, mine] = await Promise.all([
      api.query.addressTickInfo(owner.address, owner.tick),
      api.market.forCategory('brc20').list({ filter: { address: owner.address, tick: owner.tick }, limit: 100 }),
    ]);
    const onSale = new Set(mine.list.filter((l) => l.status !== 'sold' && l.status !== 'cancel').map((l) => l.inscriptionId));
    return info.transferableInscriptions.map((d) => ({
      inscriptionId: d.inscriptionId,
      inscriptionNumber: d.inscriptionNumber,
      amount: d.data.amt,
      confirmations: d.confirmations,
      listed: onSale.has(d.inscriptionId),
    }));
  };
  return {
    loadChoices: fromPromise<readonly TransferChoice[], unknown>(async () => {
      try {
        return await loadChoices();
      } catch (error) {
        throw toStepFailure(error, walletType);
      }
    }),
    inscribeTransfer: fromPromise<string, InscribeTransferInput>(async ({ input }) => {
      try {
        if (!services.signer) throw new Error('Connect a wallet first.');
        return await services.signer.inscribeTransfer(input.tick, input.amount.trim());
      } catch (error) {
        if (error instanceof WalletError && error.kind === 'unsupported') throw { message: error.message, unsupported: true } satisfies Brc20ListFailure;
        throw toStepFailure(error, walletType);
      }
    }),
    findInscribed: fromPromise<TransferChoice | null, FindInscribedInput>(async ({ input }) => {
      const choices = await loadChoices();
      const made = input.inscribed;
      const found =
        choices.find((c) => c.inscriptionId === made) ??
        (made && /i\d+$/.test(made) ? undefined : choices.find((c) => c.amount === input.amount.trim() && !c.listed));
      return found && choiceState(found, input.onSaleConfirmBlocks) === 'ready' ? found : null;
    }),
  };
}
