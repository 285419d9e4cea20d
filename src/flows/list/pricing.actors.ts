import { fromPromise } from 'xstate';
import { toDecimal } from '../../domain/decimal';
import type { MarketCategory, PutOnResponse } from '../../domain/entities';
import type { MarketAsset } from '../../domain/market/market-reads';
import type { NameKind } from '../../domain/name-safety';
import type { ListedAssets, Outpoint } from '../../domain/tx-effect/intents';
import type { SellerRunes } from '../../domain/tx-effect/stated-effect';
import { connectedSigner, stepRunner, type FlowServices } from '../shared/flow-services';
import { provideSigning } from '../shared/signing-step.machine';
import type { ConfirmPricingInput, CreatePricingInput, SignPricingInput } from './pricing.machine';

/** A listing's inputs are signed SIGHASH_SINGLE|ANYONECANPAY: the buyer adds the rest. */
const LISTING_SIGHASH = 0x83;

/** What is being priced: the item, its output, and (for a new price) the listing. */
export interface PricedItem {
  readonly category: MarketCategory;
  readonly title: string;
  /** The kind of name the title is: the rule for names checks it. */
  readonly nameKind: NameKind;
  /** The listing, for a new price; null when listing. */
  readonly auctionId: string | null;
  readonly item: Outpoint;
  readonly inscriptionId: string | null;
  /** A rune or ARC-20 output is listed by its outpoint (and its atomicalId). */
  readonly atomicalId?: string;
  /** How many units the total buys (a token amount); '1' for an item. */
  readonly units: string;
  /** The price it is listed at (a new price). */
  readonly currentSats: number | null;
  /** Where the seller is paid now (a new price keeps it). */
  readonly payAddress: string | null;
  /** The asset whose floor the price is compared with. */
  readonly asset: MarketAsset | null;
  /** A rune or ARC-20 output: the runes and ARC-20 the dialog showed on it, which the listing's check holds it to. */
  readonly sells?: ListedAssets;
  /** A rune lot's new price: the lot the dialog shows, which the output the market names must hold exactly. */
  readonly lot?: SellerRunes;
  /** Why the market would refuse to list it (domain/market/listable.ts), known before the price: the dialog asks for none. */
  readonly refusal?: string | null;
}

/** The unit price the market shows beside the total: the total over the units, to 8 places. */
export const unitPriceOf = (totalSats: string, units: string): string => toDecimal(totalSats).div(toDecimal(units)).toDecimalPlaces(8).toFixed();

/**
 * The list and update-price flows' side effects: create_put_on (or create_modify_price) with the seller's
 * addresses from the wallet; then the signing step: the wallet's signature of the listing after the check holds it
 * to selling this item for this price to this payee, and confirm_put_on (or confirm_modify_price). No React.
 */
export function createPricingActors(services: FlowServices, flow: 'list' | 'update-price', item: PricedItem) {
  const { create, sign, confirm } = pricingSteps(services, flow, item);
  return {
    create: fromPromise<PutOnResponse, CreatePricingInput>(({ input }) => create(input)),
    signingStep: provideSigning<SignPricingInput, string, unknown>({
      sign,
      send: ({ request, signed }) => confirm({ created: request.created, signedPsbt: signed }),
    }),
  };
}

/** The pricing calls for one item as plain steps: the List and Update price dialogs' actors, and the bulk new price's for each item. */
export function pricingSteps(services: FlowServices, flow: 'list' | 'update-price', item: PricedItem) {
  const step = stepRunner(services);
  const listing = flow === 'list';
  const market = async () => (await services.api()).market.forCategory(item.category);
  const sign = (input: SignPricingInput) =>
    step(async () => {
      const signer = connectedSigner(services, listing ? 'list' : 'change the price');
      const created = input.created;
      if (!created) throw new Error('The market has not answered yet. Nothing was signed.');
      const payAddress = listing ? signer.account.paymentAddress : (item.payAddress ?? signer.account.paymentAddress);
      return signer.signPsbt(created.psbt, {
        toSignInputs: created.signIndexes.map((index) => ({ index, sighashTypes: [LISTING_SIGHASH] })),
        intent: {
          kind: flow,
          network: services.network,
          item: item.item,
          priceSats: BigInt(input.totalSats),
          payAddress,
          ...(item.sells ? { sells: item.sells } : {}),
          ...(item.inscriptionId ? { inscriptionId: item.inscriptionId } : {}),
          ...(item.lot ? { lot: item.lot } : {}),
        },
      });
    });
  const confirm = (input: ConfirmPricingInput) =>
    step(async () => {
      const api = await market();
      const body = {
        auctionId: input.created?.auctionId ?? '',
        psbt: input.signedPsbt ?? '',
        fromBase64: false,
      } as const;
      return listing ? api.confirmPutOn(body) : api.confirmModifyPrice(body);
    });
  return {
    sign,
    confirm,
    create: (input: CreatePricingInput): Promise<PutOnResponse> =>
      step(async () => {
        const signer = connectedSigner(services, listing ? 'list' : 'change the price');
        // Two-address wallets bind their addresses before their first market action.
        await signer.ensureBound();
        const api = await market();
        const unitPrice = unitPriceOf(input.totalSats, item.units);
        if (!listing) return api.createModifyPrice({ auctionId: item.auctionId!, initPrice: input.totalSats, unitPrice });
        return api.createPutOn({
          nftType: item.category,
          ...(item.inscriptionId
            ? { inscriptionId: item.inscriptionId }
            : { txid: item.item.txid, index: String(item.item.vout), ...(item.atomicalId ? { atomicalId: item.atomicalId } : {}) }),
          initPrice: input.totalSats,
          unitPrice,
          pubkey: signer.account.ordinalsPubKey,
          marketType: input.marketType,
          btcAddress: signer.account.paymentAddress,
        });
      }),
  };
}
