import { fromPromise } from 'xstate';
import { connectedSigner, stepRunner, type FlowServices } from '../shared/flow-services';
import { feePaid } from './unlist-fee';
import { fastestRateNow } from '../shared/network-rate';
import { provideSigning } from '../shared/signing-step.machine';
import type { ConfirmPutOffInput, CreatePutOffInput, PutOff, SignPutOffInput } from './unlist.machine';

/**
 * The unlist machine's side effects: create_put_off (off-chain, or on-chain with the owner's addresses from
 * the wallet), the wallet's signature of an on-chain unlisting after the check holds it to giving the item back
 * for no more than the fee shown, and confirm_put_off. No React.
 */
export function createUnlistActors(services: FlowServices) {
  const { createPutOff, signPutOff, confirm } = unlistSteps(services);
  return {
    createPutOff: fromPromise<PutOff, CreatePutOffInput>(({ input }) => createPutOff(input)),
    signingStep: provideSigning<SignPutOffInput, string, unknown>({
      sign: signPutOff,
      send: ({ request, signed }) => confirm({ ...request, signedPsbt: signed }),
    }),
    // An off-chain unlisting: nothing to sign.
    confirmPutOff: fromPromise<unknown, ConfirmPutOffInput>(({ input }) => confirm(input)),
  };
}

/** The unlisting's calls as plain steps: the Unlist dialog's actors, and the bulk unlisting's for each item in turn. */
export function unlistSteps(services: FlowServices) {
  const step = stepRunner(services);
  const market = async (category: CreatePutOffInput['category']) => (await services.api()).market.forCategory(category);
  const confirm = (input: ConfirmPutOffInput) =>
    step(async () => (await market(input.category)).confirmPutOff({ auctionId: input.auctionId, psbt: input.signedPsbt ?? '', fromBase64: false }));
  const signPutOff = (input: SignPutOffInput) =>
    step(async () => {
      const signer = connectedSigner(services, 'unlist');
      const putOff = input.putOff;
      if (!putOff) throw new Error('The market has not answered yet. Nothing was signed.');
      if (putOff.networkFee === undefined || putOff.maxNetworkFee === undefined)
        throw new Error('The market did not say what this on-chain unlisting costs, so it cannot be checked. Nothing was signed.');
      // The fee shown, never above its bound.
      const networkFeeSats = BigInt(Math.min(putOff.networkFee, putOff.maxNetworkFee));
      // The owner's addresses and keys come from the wallet, never from the listing: the check names them per input.
      return signer.signPsbt(putOff.psbt, {
        toSignInputs: [...putOff.nftSignIndexes, ...putOff.btcSignIndexes].map((index) => ({ index })),
        intent: { kind: 'unlist', network: services.network, item: input.item, itemOffset: BigInt(input.itemOffset), networkFeeSats },
      });
    });
  return {
    signPutOff,
    confirm,
    createPutOff: (input: CreatePutOffInput): Promise<PutOff> =>
      step(async () => {
        const signer = connectedSigner(services, 'unlist');
        // Two-address wallets bind their addresses before their first market action.
        await signer.ensureBound();
        const account = signer.account;
        const answer = await (
          await market(input.category)
        ).createPutOff({
          auctionId: input.auctionId,
          offChain: !input.onChain,
          ...(input.onChain ? { nftAddress: account.ordinalsAddress, btcPubkey: account.paymentPubKey } : {}),
        });
        const putOff = { psbt: answer.psbt, nftSignIndexes: answer.nftSignIndexes, btcSignIndexes: answer.btcSignIndexes };
        if (!answer.psbt) return putOff;
        // The market answers the transaction's size, not its fee, and chooses the rate itself: the dialog shows the fee
        // the PSBT pays, from the amounts of its inputs the app looks up itself, and its bound (issue 41): the network's
        // fastest rate now times the size the app works out from the PSBT, plus the margin. A fee above it is refused.
        const api = await services.api();
        const [networkFee, rate] = await Promise.all([feePaid(api.query, answer.psbt), fastestRateNow(api, 'this unlisting')]);
        const { boundedPsbtFee } = await import('../../services/psbt/psbt-fee');
        const { bound } = boundedPsbtFee(answer.psbt, { rate, what: 'this unlisting', paid: BigInt(networkFee) });
        return { ...putOff, networkFee, feeRate: rate, vsize: bound.vsize, maxNetworkFee: Number(bound.maxSats) };
      }),
  };
}
