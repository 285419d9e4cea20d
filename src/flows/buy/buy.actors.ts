import { fromPromise } from 'xstate';
import { checkItem, paddingSplitFeeCeiling, type ItemCheck } from '../../domain/market/buy-rules';
import { purchaseShown } from './buy-shown';
import type { Network } from '../../domain/network';
import type { BuyIntent } from '../../domain/tx-effect/intents';
import { allInputIndexes } from '../../domain/tx-effect/psbt-text';
import { connectedSigner, stepRunner, type FlowServices } from '../shared/flow-services';
import type { StepFailure } from '../shared/step-failure';
import { formatMessage } from '../../domain/messages';
import { satsToBtcText } from '../../domain/currency';
import { bidsHoldingAny, isBidInPlay, type BidRecord } from '../../domain/market/bid-standing';
import type { BidBook } from '../../services/market/bid-book';
import type { BuiltPurchase, BuyConfirmed, BuySigned, PreparedBuy, BuySignRequest, CreateBidInput, PrepareInput, SignBidInput, VerifyInput } from './buy.types';
import { provideSigning } from '../shared/signing-step.machine';
import { createFeeChooserActors } from '../fee-chooser/fee-chooser.actors';
import { invokedFeeChooser } from '../fee-chooser/invoked-fee-chooser';
import { formatAmount } from '../../domain/amount-text';

/** The seller's input in the market's purchase layout: signed 0x83 by the seller, never by the buyer. */
const SELLER_INPUT = 1;
/** The transactions of a purchase, in the words of a refusal of their fee. */
const PURCHASE = 'this purchase';
const PADDING = 'the padding transaction';

/** Which listing a step is for, and how its row showed it (the new price after -139 is read as the check reads it). */
type ListingRef = Pick<CreateBidInput, 'category' | 'auctionId' | 'inscriptionId' | 'listed'>;

/** What the buy flow needs from the app: the API, the wallet's signing contract, the network and the market's fee address. */
export interface BuyServices extends FlowServices {
  readonly config: { readonly marketFeeAddress: string | null };
  /** The bids this browser placed: a bid placed is added; a purchase that would spend a bid's coins names it first. */
  readonly bids?: BidBook;
  readonly now?: () => number;
}

/** A bid of whole sats as the market takes it: a number. */
export function bidPriceOf(bidSats: string): number {
  const n = Number(bidSats);
  if (!/^\d+$/.test(bidSats) || !Number.isSafeInteger(n)) throw new Error('Enter a whole number of sats.');
  return n;
}

/**
 * The purchase exactly as the dialog shows it (price, service fee and where it goes, network fee, the item), for the
 * transaction-effect check; the buyer's own addresses come from the wallet. The service fee is held by its amount, the
 * prepare's, to the one output the dialog named (the operator's fee address when configured, which the built
 * transaction must pay; else the output the market built for it): not one sat more, and no second fee output.
 */
export function purchaseIntent(input: SignBidInput, network: Network, marketFeeAddress: string | null): BuyIntent {
  if (!input.prepared || input.feeRate === null) throw new Error('The purchase is not prepared yet. Nothing was signed.');
  const summary = purchaseShown({ ...input, prepared: input.prepared, feeRate: input.feeRate });
  const feeAddress = marketFeeAddress ?? input.feeTo ?? '';
  if (!feeAddress && summary.serviceFeeSats !== 0n)
    throw new Error("The market's transaction pays the service fee to no address the dialog could show. Nothing was signed.");
  return {
    kind: input.marketType === 'auction' ? 'bid' : 'buy',
    network,
    ...(input.item ? { item: input.item } : {}),
    itemOffset: BigInt(input.itemOffset),
    ...(input.inscriptionId ? { inscriptionId: input.inscriptionId } : {}),
    gets: input.token,
    priceSats: summary.priceSats,
    serviceFeeSats: summary.serviceFeeSats,
    feeAddress,
    networkFeeSats: summary.networkFeeSats,
    // What goes with the item to the ordinals address: never more than the summary said (issue 44, 6).
    ...(input.withItemSats ? { withItemMaxSats: BigInt(input.withItemSats) } : {}),
  };
}

/**
 * The buy machine's side effects: the market's prepare, create and confirm; the item's verification (read by
 * the app itself); and the wallet's signature, asked for only after every PSBT of the purchase passed the check
 * against `purchaseIntent`. No React: the site's dialog, the widget's and the tests run the same actors.
 */
export function createBuyActors(services: BuyServices) {
  const step = stepRunner(services);
  const stepWith = <T>(input: ListingRef, run: () => Promise<T>): Promise<T> =>
    step(run).catch(async (failure: StepFailure) => {
      throw await withNewPrice(input, failure);
    });
  const connected = () => connectedSigner(services, 'buy');
  const market = async (category: VerifyInput['category']) => (await services.api()).market.forCategory(category);
  /** Of the bids a purchase would take coins from, those the market says can still be completed (an unreadable one counts). */
  const bidsInPlay = async (candidates: readonly BidRecord[]): Promise<BidRecord[]> => {
    const reads = (await services.api()).reads;
    const live = await Promise.all(
      candidates.map(async (r) => {
        const [listing, rows] = await Promise.all([reads.listing(r.category, r.auctionId), reads.bids(r.category, r.auctionId)]).catch(() => [null, null]);
        return listing && rows ? isBidInPlay(r, listing, rows) : true;
      }),
    );
    return candidates.filter((_, i) => live[i]);
  };
  /** -139 (the seller changed the price meanwhile): the spec's words, then the new price as the app reads it itself. */
  const withNewPrice = async (input: ListingRef, failure: StepFailure): Promise<StepFailure> => {
    if (failure.code !== -139) return failure;
    const read = await (
      await services.api()
    ).reads
      .listingNow(input.category, { auctionId: input.auctionId, inscriptionId: input.inscriptionId, seller: input.listed.seller, tick: input.listed.tick })
      .catch(() => null);
    const now = read?.now?.auctionId === input.auctionId ? read.now : null;
    if (!now?.price) return failure;
    return {
      ...failure,
      message: `${failure.message} ${formatMessage('price_changed_to', { btc: satsToBtcText(now.price), sats: formatAmount(now.price) })}`,
    };
  };

  return {
    prepare: fromPromise<PreparedBuy, PrepareInput>(({ input }) =>
      stepWith(input, async () => {
        const wallet = connected();
        // Two-address wallets bind their addresses before their first market action.
        await wallet.ensureBound();
        const prepared = await (
          await market(input.category)
        ).createBidPrepare({
          auctionId: input.auctionId,
          bidPrice: bidPriceOf(input.bidSats),
          address: wallet.account.paymentAddress,
          pubkey: wallet.account.paymentPubKey,
        });
        // Whether the buyer pads with a small coin of its own or needs a split first, read by the app itself before
        // Confirm: the total then shows the split's fee at its bound (issue 44, 5).
        const { paddingCoinCount } = await import('../../services/market/padding-coins');
        const coins = await paddingCoinCount((await services.api()).query, wallet.account.paymentAddress, 1);
        return { ...prepared, paddingNeed: coins > 0 ? 'coin' : 'split' };
      }),
    ),
    // The open API has no read by auctionId: inscription_info (an inscription's listing and where it is now) or the
    // seller's list (a rune's or ARC-20 lot), held to the row the dialog was opened on.
    verifyItem: fromPromise<ItemCheck, VerifyInput>(async ({ input }) => {
      const reads = (await services.api()).reads;
      const { now, inscription } = await reads.listingNow(input.category, {
        auctionId: input.auctionId,
        inscriptionId: input.inscriptionId,
        seller: input.listed.seller,
        tick: input.listed.tick,
      });
      return checkItem({
        category: input.category,
        shown: { auctionId: input.auctionId, priceSats: input.listed.priceSats },
        now,
        item: input.item,
        inscription,
      });
    }),
    createBid: fromPromise<BuiltPurchase, CreateBidInput>(({ input }) =>
      stepWith(input, async () => {
        const { account } = connected();
        const feeRate = input.feeRate;
        if (feeRate === null) throw new Error('Choose a fee rate first.');
        const api = await services.api();
        const bid = await api.market.forCategory(input.category).createBid({
          auctionId: input.auctionId,
          bidPrice: bidPriceOf(input.bidSats),
          address: account.paymentAddress,
          pubkey: account.paymentPubKey,
          feeRate,
          nftAddress: account.ordinalsAddress,
        });
        // The wallet's coins it spends, read from the transactions themselves: a bid holds them; a purchase that
        // spends the coins a bid of the user's holds names that bid before anything is signed.
        const placed = services.bids?.list(account.ordinalsAddress) ?? [];
        const spends = input.marketType === 'auction' || placed.length > 0 ? (await import('../../services/psbt/held-coins')).walletCoinsSpent(bid) : [];
        const held = { holds: spends, voids: await bidsInPlay(bidsHoldingAny(placed, spends, input.auctionId)) };
        // Every fee bounded by the rate chosen (issue 41): a purchase whose stated or built fee is above the rate × the
        // size the app works out from the PSBT, plus the margin, is refused before the dialog shows it.
        const { boundedPsbtFee } = await import('../../services/psbt/psbt-fee');
        boundedPsbtFee(bid.psbtBid, { rate: feeRate, what: PURCHASE, paid: BigInt(bid.networkFee) });
        // Where the service fee goes, shown before the wallet is asked: the operator's address, else the built output's.
        const { feeRecipient } = await import('../../domain/tx-effect/fee-recipient');
        const feeTo = services.config.marketFeeAddress ?? feeRecipient(bid.psbtBid, account, services.network, BigInt(bid.serverFee));
        // What goes with the item to the ordinals address (its sats and the padding's), read from the PSBT itself.
        const { itemOutputSats } = await import('../../domain/tx-effect/item-output');
        const withItemSats = itemOutputSats(bid.psbtBid, input.item ?? null, BigInt(input.itemOffset ?? 0))?.toString() ?? null;
        if (!bid.psbtBid2) return { bid, padding: null, feeTo, ...held, withItemSats };
        // The padding split's fee, before anything is signed: from what its inputs hold on chain (the app's own
        // look-ups); the check then holds it to that figure. Unknown: the most it may cost (its bound), shown as such.
        const { networkFeeFromFacts } = await import('../../services/psbt/psbt-fee');
        const fee = await networkFeeFromFacts(api.query, bid.psbtBid2).catch(() => null);
        const { maxSats } = boundedPsbtFee(bid.psbtBid2, { rate: feeRate, what: PADDING, paid: fee });
        // Unknown: the most it may cost, never above the bound the total showed before Confirm (the check holds it there).
        const ceiling = paddingSplitFeeCeiling(feeRate);
        const most = maxSats < ceiling ? maxSats : ceiling;
        return {
          bid,
          padding: fee !== null ? { feeSats: fee.toString(), exact: true } : { feeSats: most.toString(), exact: false },
          feeTo,
          ...held,
          withItemSats,
        };
      }),
    ),
    feeChooser: invokedFeeChooser.provide({ actors: createFeeChooserActors(services) }),
    signingStep: provideSigning<BuySignRequest, BuySigned, BuyConfirmed>({
      sign: (input) =>
        step(async () => {
          const wallet = connected();
          const bid = input.bid;
          if (!bid || input.feeRate === null) throw new Error('The purchase is not built yet. Nothing was signed.');
          const shown = purchaseIntent(input, services.network, services.config.marketFeeAddress);
          // What the dialog showed, never above the bound at the rate chosen (issue 41).
          const { boundedPsbtFee } = await import('../../services/psbt/psbt-fee');
          const intent = {
            ...shown,
            networkFeeSats: boundedPsbtFee(bid.psbtBid, { rate: input.feeRate, what: PURCHASE, shown: shown.networkFeeSats }).maxSats,
          };
          const paddingFeeSats = bid.psbtBid2
            ? boundedPsbtFee(bid.psbtBid2, { rate: input.feeRate, what: PADDING, shown: input.padding ? BigInt(input.padding.feeSats) : null }).maxSats
            : 0n;
          const asked = (indexes: readonly number[]) => indexes.map((index) => ({ index }));
          // The padding split (when the buyer has no small UTXO) and the purchase are checked together before the
          // wallet is asked for either: a split signed for a purchase that is then refused would split coins for nothing.
          const parts = [
            ...(bid.psbtBid2
              ? [
                  {
                    psbt: bid.psbtBid2,
                    toSignInputs: asked(allInputIndexes(bid.psbtBid2)),
                    // Held to the fee the dialog showed (exact from the look-ups, or the ceiling): never more.
                    intent: { ...intent, padding: true, paddingFeeSats },
                  },
                ]
              : []),
            { psbt: bid.psbtBid, toSignInputs: asked(bid.bidSignIndexes ?? allInputIndexes(bid.psbtBid).filter((i) => i !== SELLER_INPUT)), intent },
          ];
          const signed = await wallet.signPsbts(parts);
          return { psbtBid: signed[signed.length - 1]!, psbtBid2: bid.psbtBid2 ? signed[0]! : '' };
        }),
      send: ({ request: input, signed }) =>
        stepWith(input, async () => {
          if (!input.bid) throw new Error('The purchase is not signed yet.');
          const confirmed = await (
            await market(input.category)
          ).confirmBid({
            auctionId: input.auctionId,
            bidId: input.bid.bidId,
            psbtBid: signed.psbtBid,
            psbtBid2: signed.psbtBid2,
            psbtSettle: input.bid.psbtSettle,
            fromBase64: false,
          });
          // A bid placed is remembered with the coins it holds: My Bitcoin Assets follows it to its end.
          if (input.marketType === 'auction' && services.bids)
            services.bids.add(connected().account.ordinalsAddress, {
              category: input.category,
              auctionId: input.auctionId,
              bidId: confirmed.bidId ?? input.bid.bidId,
              priceSats: input.bidSats,
              title: input.title ?? input.auctionId,
              ...(input.inscriptionId ? { inscriptionId: input.inscriptionId } : {}),
              ...(input.token ? { token: input.token } : {}),
              coins: input.holds,
              placedAt: (services.now ?? Date.now)(),
              endTime: input.endTime ?? null,
            });
          return confirmed;
        }),
    }),
  };
}

export type BuyActors = ReturnType<typeof createBuyActors>;
