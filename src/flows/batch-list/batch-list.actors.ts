import { fromPromise } from 'xstate';
import type { BatchItem, BatchOutcome } from '../../domain/market/batch-list';
import { connectedSigner, stepRunner, type FlowServices } from '../shared/flow-services';
import { toStepFailure } from '../shared/run-step';
import { provideSigning } from '../shared/signing-step.machine';
import { withOutcomes, type ConfirmAllInput, type CreateAllInput, type SignAllInput } from './batch-list.machine';

/** A listing's inputs are signed SIGHASH_SINGLE|ANYONECANPAY: the buyer adds the rest. */
const LISTING_SIGHASH = 0x83;

/**
 * The batch listing's side effects: for each item, where it is now (inscription_info) and create_put_on with the
 * seller's addresses from the wallet; then the signing step: every PSBT checked (each held to selling its item for its
 * price to the seller) before the wallet is asked for any, then signed one after another; then confirm_put_on for each.
 * A call that fails for one item is kept on that item (its words), and the others go on. No React.
 */
export function createBatchListActors(services: FlowServices) {
  const step = stepRunner(services);
  const walletType = services.signer?.walletType ?? null;
  /** One item's call: its outcome, or its failure in the user's words on the item. */
  const each = async (item: BatchItem, run: () => Promise<BatchOutcome['change']>): Promise<BatchOutcome> => {
    try {
      return { id: item.id, change: await run() };
    } catch (error) {
      return { id: item.id, change: { stage: 'failed', reason: toStepFailure(error, walletType).message || 'Refused.' } };
    }
  };
  const signAll = (input: SignAllInput) =>
    step(async () => {
      const signer = connectedSigner(services, 'list');
      const ready = input.items.filter((i) => i.stage === 'created' && i.created);
      // Every PSBT is checked before the wallet is asked for any: one refusal and nothing is signed.
      const signed = await signer.signPsbts(
        ready.map((i) => ({
          psbt: i.created!.psbt,
          toSignInputs: i.created!.signIndexes.map((index) => ({ index, sighashTypes: [LISTING_SIGHASH] })),
          intent: {
            kind: 'list',
            network: services.network,
            item: i.created!.item,
            priceSats: BigInt(i.priceSats),
            payAddress: signer.account.paymentAddress,
            inscriptionId: i.id,
          },
        })),
      );
      return ready.map((i, n): BatchOutcome => ({ id: i.id, change: { stage: 'signed', signedPsbt: signed[n]! } }));
    });
  const confirmAll = (input: ConfirmAllInput) =>
    step(async () => {
      const api = await services.api();
      const outcomes: BatchOutcome[] = [];
      for (const item of input.items.filter((i) => i.stage === 'signed')) {
        outcomes.push(
          await each(item, async () => {
            await api.market.forCategory(item.category).confirmPutOn({
              auctionId: item.created!.auctionId,
              psbt: item.signedPsbt!,
              fromBase64: false,
            });
            return { stage: 'listed', reason: null };
          }),
        );
      }
      return outcomes;
    });
  return {
    createAll: fromPromise<readonly BatchOutcome[], CreateAllInput>(({ input }) =>
      step(async () => {
        const signer = connectedSigner(services, 'list');
        await signer.ensureBound();
        const api = await services.api();
        const outcomes: BatchOutcome[] = [];
        /** The outputs of the items already prepared: two items on one output would sell together, at one's price. */
        const taken = new Map(input.items.filter((i) => i.created).map((i) => [`${i.created!.item.txid}:${i.created!.item.vout}`, i.title]));
        // One after another, as a person would list them: the market numbers its listings in order.
        for (const item of input.items.filter((i) => i.stage === 'pending' || i.stage === 'failed')) {
          outcomes.push(
            await each(item, async () => {
              // Where the item is, from the indexer (the chain's word), not the market's that builds the PSBT.
              const utxo = (await api.query.inscriptionInfo(item.id)).utxo;
              if (!utxo) throw new Error('Where this item is could not be read. It was not listed.');
              const { txid, vout } = utxo;
              // Another inscription on the same output would be sold with it, unseen here: listed from its page, it is shown.
              const others = (utxo.inscriptions ?? []).filter((i) => i.inscriptionId !== item.id);
              if (others.length > 0)
                throw new Error(
                  `Its output also holds ${others.length === 1 ? 'another inscription' : `${others.length} other inscriptions`}, which would be sold with it. List it from its page.`,
                );
              const with_ = taken.get(`${txid}:${vout}`);
              if (with_) throw new Error(`It shares its output with ${with_}: listed apart, a buyer of either would get both. List them from their pages.`);
              taken.set(`${txid}:${vout}`, item.title);
              const created = await api.market.forCategory(item.category).createPutOn({
                nftType: item.category,
                inscriptionId: item.id,
                initPrice: item.priceSats,
                unitPrice: item.priceSats,
                pubkey: signer.account.ordinalsPubKey,
                marketType: 'fixedPrice',
                btcAddress: signer.account.paymentAddress,
              });
              return { stage: 'created', reason: null, created: { ...created, item: { txid, vout } } };
            }),
          );
        }
        return outcomes;
      }),
    ),
    signingStep: provideSigning<SignAllInput, readonly BatchOutcome[], readonly BatchOutcome[]>({
      sign: signAll,
      // Each signed item confirmed; what the step sends back is each item's outcome with its signature.
      send: async ({ request, signed }) => {
        const confirmed = await confirmAll({ items: withOutcomes(request.items, signed) });
        return signed.map((s) => ({ id: s.id, change: { ...s.change, ...confirmed.find((c) => c.id === s.id)?.change } }));
      },
    }),
  };
}
