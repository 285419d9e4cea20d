import { fromPromise } from 'xstate';
import { satsToBtcText } from '../../domain/currency';
import type { BuyIntent } from '../../domain/tx-effect/intents';
import { sellsTokens } from '../../domain/tx-effect/token-lot';
import { allInputIndexes } from '../../domain/tx-effect/psbt-text';
import { connectedSigner, stepRunner, type FlowServices } from '../shared/flow-services';
import { provideSigning, type SendInput } from '../shared/signing-step.machine';
import { invokedFeeChooser } from '../fee-chooser/invoked-fee-chooser';
import { createFeeChooserActors } from '../fee-chooser/fee-chooser.actors';
import { type BuildClaimInput, type ClaimBuilt, type ClaimSent, type ClaimSigned, type SignClaimInput } from './market-claim.machine';

/** What the claim needs from the app: the API, the wallet's signing contract, the network and the market's fee address. */
export interface MarketClaimServices extends FlowServices {
  readonly config: { readonly marketFeeAddress: string | null };
}

const btc = (sats: bigint | number | string) => `${satsToBtcText(BigInt(sats))} BTC`;
/** The claim's transactions, in the words of a refusal of their fee. */
const CLAIM = 'this claim';
const PADDING = 'the padding transaction';

/**
 * The claim's side effects: create_claim at the chosen rate (the price it answers must be the bid shown), the item
 * located by the indexer (inscription/info), the wallet's signature asked for only after every PSBT passed the check
 * against the review, and confirm_claim (the signing step's); the fee chooser's rates. No React.
 */
export function createMarketClaimActors(services: MarketClaimServices) {
  const step = stepRunner(services);
  const connected = () => connectedSigner(services, 'claim');
  /** Every PSBT checked against the review (by the signer, before the wallet is asked), then signed at once. */
  const sign = (input: SignClaimInput): Promise<ClaimSigned> =>
    step(async () => {
      const wallet = connected();
      const built = input.built;
      if (!built || input.feeRate === null) throw new Error('The claim is not built yet. Nothing was signed.');
      const fee = services.config.marketFeeAddress;
      if (!fee && built.serviceFeeSats !== '0')
        throw new Error("This app does not know the market's fee address, so the service fee cannot be checked. Nothing was signed.");
      if (sellsTokens(input.category) && !input.token)
        throw new Error('This browser did not record the amount the bid was for, so a claim cannot be checked. Nothing was signed.');
      // Exactly what the review showed: the bid to the seller, the token amount bid on, the service fee, at most the
      // network fee (never above its bound).
      const { boundedPsbtFee } = await import('../../services/psbt/psbt-fee');
      const intent: BuyIntent = {
        kind: 'claim',
        network: services.network,
        ...(built.item ? { item: built.item } : {}),
        itemOffset: BigInt(built.itemOffset),
        ...(built.inscriptionId ? { inscriptionId: built.inscriptionId } : {}),
        gets: input.token ?? null,
        priceSats: BigInt(input.priceSats),
        serviceFeeSats: BigInt(built.serviceFeeSats),
        feeAddress: fee ?? '',
        networkFeeSats: boundedPsbtFee(built.psbtClaim, { rate: input.feeRate, what: CLAIM, shown: BigInt(built.networkFeeSats) }).maxSats,
      };
      const paddingFeeSats = built.psbtClaim2
        ? boundedPsbtFee(built.psbtClaim2, { rate: input.feeRate, what: PADDING, shown: BigInt(built.paddingFeeSats) }).maxSats
        : 0n;
      const asked = (indexes: readonly number[]) => indexes.map((index) => ({ index }));
      const parts = [
        ...(built.psbtClaim2
          ? [
              {
                psbt: built.psbtClaim2,
                toSignInputs: asked(allInputIndexes(built.psbtClaim2)),
                intent: { ...intent, padding: true, paddingFeeSats },
              },
            ]
          : []),
        { psbt: built.psbtClaim, toSignInputs: asked(built.signIndexes), intent },
      ];
      const signed = await wallet.signPsbts(parts);
      return { psbtClaim: signed[signed.length - 1]!, psbtClaim2: built.psbtClaim2 ? signed[0]! : '' };
    });
  /** confirm_claim with what the wallet signed. */
  const confirm = ({ request, signed }: SendInput<SignClaimInput, ClaimSigned>): Promise<ClaimSent> =>
    step(async () => {
      if (!request.built || !signed) throw new Error('The claim is not signed yet.');
      const api = await services.api();
      return api.market.forCategory(request.category).confirmClaim({
        claimId: request.built.claimId,
        psbtClaim: signed.psbtClaim,
        ...(signed.psbtClaim2 ? { psbtClaim2: signed.psbtClaim2 } : {}),
        fromBase64: false,
      });
    });

  return {
    build: fromPromise<ClaimBuilt, BuildClaimInput>(({ input }) =>
      step(async () => {
        const wallet = connected();
        if (input.feeRate === null) throw new Error('Choose a fee rate first.');
        const inscriptionId = input.inscriptionId;
        if (!inscriptionId) throw new Error('This browser did not record which item the bid was for, so a claim cannot be checked. Nothing was signed.');
        await wallet.ensureBound();
        const api = await services.api();
        const built = await api.market.forCategory(input.category).createClaim({
          auctionId: input.auctionId,
          address: wallet.account.paymentAddress,
          pubkey: wallet.account.paymentPubKey,
          nftAddress: wallet.account.ordinalsAddress,
          feeRate: input.feeRate,
        });
        if (String(built.price) !== input.priceSats)
          throw new Error(`The market asks ${btc(built.price)} for this claim, not your bid of ${btc(input.priceSats)}. Nothing was signed.`);
        // The inscription bid on, as this browser recorded it when the bid's own check verified it: never the market's
        // later word (a listing naming another, or none, would sell something else). Where it is: the indexer's word.
        const listing = await api.reads.listing(input.category, input.auctionId);
        if (listing.inscriptionId !== inscriptionId)
          throw new Error('The market names another item for this auction than the one you bid on. Nothing was signed.');
        const info = await api.query.inscriptionInfo(inscriptionId);
        if (!info.utxo) throw new Error('Where the item is could not be read. Nothing was signed.');
        const item = { txid: info.utxo.txid, vout: info.utxo.vout };
        const itemOffset = info.offset ?? 0;
        // Every fee bounded by the rate chosen (issue 41): the rate × the size the app works out from each PSBT, plus the
        // margin. The claim's network fee as the market states it, and the padding split's from what its input holds on
        // chain (the app's own look-up; unknown: its bound), above it are refused before anything is shown or signed.
        const { boundedPsbtFee } = await import('../../services/psbt/psbt-fee');
        boundedPsbtFee(built.psbtClaim, { rate: input.feeRate, what: CLAIM, paid: BigInt(built.networkFee) });
        let paddingFeeSats = 0n;
        if (built.psbtClaim2) {
          const { networkFeeFromFacts } = await import('../../services/psbt/psbt-fee');
          const fee = await networkFeeFromFacts(api.query, built.psbtClaim2).catch(() => null);
          const { maxSats } = boundedPsbtFee(built.psbtClaim2, { rate: input.feeRate, what: PADDING, paid: fee });
          paddingFeeSats = fee ?? maxSats;
        }
        return {
          claimId: built.claimId,
          inscriptionId,
          psbtClaim: built.psbtClaim,
          psbtClaim2: built.psbtClaim2,
          signIndexes: built.signIndexes,
          serviceFeeSats: String(built.serverFee),
          networkFeeSats: String(built.networkFee),
          item,
          itemOffset,
          paddingFeeSats: paddingFeeSats.toString(),
          until: built.until,
        };
      }),
    ),
    feeChooser: invokedFeeChooser.provide({ actors: createFeeChooserActors(services) }),
    signingStep: provideSigning<SignClaimInput, ClaimSigned, ClaimSent>({ sign, send: confirm }),
  };
}

export type MarketClaimActors = ReturnType<typeof createMarketClaimActors>;
