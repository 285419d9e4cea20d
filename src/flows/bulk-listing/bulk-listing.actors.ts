import { fromPromise } from 'xstate';
import type { Outpoint } from '../../domain/tx-effect/intents';
import { pricingSteps } from '../list/pricing.actors';
import { stepRunner, type FlowServices } from '../shared/flow-services';
import { provideSigning } from '../shared/signing-step.machine';
import { unlistSteps } from '../unlist/unlist.actors';
import type { BulkItem, BulkSignInput, BulkStepInput, Prepared } from './bulk-listing.machine';

/**
 * The bulk actions' side effects, item by item: the Unlist dialog's calls (create_put_off, the on-chain unlisting's
 * check and signature, confirm_put_off) or the Update price dialog's (create_modify_price, the check and signature,
 * confirm_modify_price), the same steps for each listing in turn. Where an inscription is now is read from the indexer
 * (My listings' rows do not say), as the item page does before its dialogs. No React.
 */
export function createBulkListingActors(services: FlowServices) {
  const step = stepRunner(services);
  const unlist = unlistSteps(services);
  const priced = (item: BulkItem, where: Outpoint) => pricingSteps(services, 'update-price', { ...item.listing, item: where });
  const listingOf = (item: BulkItem) => ({ category: item.listing.category, auctionId: item.listing.auctionId ?? '' });
  /** Where the item is and its sat's offset: the indexer's word for an inscription, else the listing's. */
  const whereIs = (item: BulkItem): Promise<{ item: Outpoint; itemOffset: number }> =>
    step(async () => {
      const id = item.listing.inscriptionId;
      if (!id) return { item: item.listing.item, itemOffset: 0 };
      const info = await (await services.api()).query.inscriptionInfo(id);
      if (!info.utxo) throw new Error('Where this item is could not be read. Nothing was signed.');
      return { item: { txid: info.utxo.txid, vout: info.utxo.vout }, itemOffset: info.offset ?? 0 };
    });
  const sign = async (request: BulkSignInput): Promise<string> => {
    const prepared = request.prepared;
    if (!prepared) throw new Error('The market has not answered yet. Nothing was signed.');
    if (prepared.kind === 'unlist')
      return unlist.signPutOff({ ...listingOf(request.item), putOff: prepared.putOff, item: prepared.item, itemOffset: prepared.itemOffset });
    return priced(request.item, prepared.item).sign({ created: prepared.created, totalSats: request.priceSats });
  };
  const send = async ({ request, signed }: { request: BulkSignInput; signed: string }): Promise<unknown> => {
    const prepared = request.prepared;
    if (prepared?.kind === 'reprice') return priced(request.item, prepared.item).confirm({ created: prepared.created, signedPsbt: signed });
    return unlist.confirm({ ...listingOf(request.item), signedPsbt: signed });
  };
  return {
    createPutOff: fromPromise<Extract<Prepared, { kind: 'unlist' }>, BulkStepInput>(async ({ input }) => {
      const putOff = await unlist.createPutOff({ ...listingOf(input.item), onChain: input.onChain });
      // Off-chain, nothing is signed: where the item is matters only to an on-chain unlisting's check.
      const where = putOff.psbt ? await whereIs(input.item) : { item: input.item.listing.item, itemOffset: 0 };
      return { kind: 'unlist', putOff, ...where };
    }),
    createPrice: fromPromise<Extract<Prepared, { kind: 'reprice' }>, BulkStepInput>(async ({ input }) => {
      const where = await whereIs(input.item);
      const created = await priced(input.item, where.item).create({ totalSats: input.priceSats, marketType: 'fixedPrice' });
      return { kind: 'reprice', created, item: where.item };
    }),
    signingStep: provideSigning<BulkSignInput, string, unknown>({ sign, send }),
    confirmPutOff: fromPromise<unknown, BulkStepInput>(({ input }) => unlist.confirm({ ...listingOf(input.item), signedPsbt: null })),
  };
}
