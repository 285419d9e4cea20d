import { fromPromise } from 'xstate';
import { listingFilter, DEFAULT_LISTING_QUERY, LISTING_SORT_FIELDS } from '../../domain/market/market-reads';
import { pickSweep, sweepsByUnit, SWEEP_MAX, type SweepLot } from '../../domain/market/sweep';
import { sweepSplitFeeCeiling, sweepTotals } from '../../domain/market/sweep-totals';
import type { SweepIntent } from '../../domain/tx-effect/intents';
import { allInputIndexes } from '../../domain/tx-effect/psbt-text';
import { connectedSigner, stepRunner, type FlowServices } from '../shared/flow-services';
import { provideSigning, type SendInput } from '../shared/signing-step.machine';
import { createFeeChooserActors } from '../fee-chooser/fee-chooser.actors';
import { invokedFeeChooser } from '../fee-chooser/invoked-fee-chooser';
import type { BuildInput, GatherInput, SignInput, SweepBuilt, SweepPrepared, SweepSent, SweepSigned } from './sweep.machine';

/** What the sweep needs from the app: the API, the wallet's signing contract, the network and the market's fee address. */
export interface SweepServices extends FlowServices {
  readonly config: { readonly marketFeeAddress: string | null };
}

/** The list call's limit is under 100: enough to skip the buyer's own listings and still find 50. */
const LIST_LIMIT = 99;
/** The sweep's transactions, in the words of a refusal of their fee. */
const SWEEP = 'this sweep';
const PADDING = 'the padding transaction';

/**
 * The sweep's side effects: the cheapest listings (the list call, cheapest first), each item located by the indexer
 * (inscription/info: its output and the offset of its sat), the market's batch prepare and create, and the signing
 * step: the wallet's signature, asked for only after every PSBT passed the check against the review, then the market's
 * confirm; and the fee chooser's rates. No React.
 */
export function createSweepActors(services: SweepServices) {
  const step = stepRunner(services);
  const connected = () => connectedSigner(services, 'buy');

  /**
   * Each lot where the indexer says its inscription is; one it cannot place is left out (never bought blind). A rune
   * lot has no outpoint to look up: the check finds the seller's input holding exactly its runes.
   */
  async function locate(lots: readonly SweepLot[]): Promise<SweepLot[]> {
    const api = await services.api();
    const located = await Promise.all(
      lots.map(async (lot) => {
        if (lot.runes) return lot;
        if (!lot.inscriptionId) return null;
        const info = await api.query.inscriptionInfo(lot.inscriptionId).catch(() => null);
        if (!info?.utxo) return null;
        return { ...lot, item: { txid: info.utxo.txid, vout: info.utxo.vout }, itemOffset: info.offset ?? 0 };
      }),
    );
    // Two listings on one output would be one item sold twice: the first (the cheaper) is kept.
    const seen = new Set<string>();
    return located.filter((l): l is SweepLot => {
      if (!l) return false;
      if (!l.item) return !!l.runes;
      const key = `${l.item.txid}:${l.item.vout}`;
      return !seen.has(key) && !!seen.add(key);
    });
  }

  /** Every PSBT checked against the review (by the signer, before the wallet is asked), then signed at once. */
  const sign = (input: SignInput): Promise<SweepSigned> =>
    step(async () => {
      const wallet = connected();
      const built = input.built;
      if (!built || input.feeRate === null || !input.prepared) throw new Error('The sweep is not built yet. Nothing was signed.');
      const fee = services.config.marketFeeAddress;
      if (!fee && built.serverFee !== 0)
        throw new Error("This app does not know the market's fee address, so the service fee cannot be checked. Nothing was signed.");
      if (input.lots.some((l) => !l.item && !l.runes)) throw new Error('Where an item is could not be read. Nothing was signed.');
      // What the review showed: the service fee the prepare answered and its network fee (size x rate), the most for miners.
      const totals = sweepTotals({ lots: input.lots, serviceFeeSats: input.prepared.serverReal, txSize: input.prepared.txSize, feeRate: input.feeRate });
      // Never above the bound at the rate chosen (issue 41).
      const { boundedPsbtFee } = await import('../../services/psbt/psbt-fee');
      const networkFeeSats = boundedPsbtFee(built.psbtBid, { rate: input.feeRate, what: SWEEP, shown: totals.networkFeeSats }).maxSats;
      const paddingFeeSats = built.psbtBid2
        ? boundedPsbtFee(built.psbtBid2, { rate: input.feeRate, what: PADDING, shown: BigInt(built.paddingFeeSats) }).maxSats
        : 0n;
      const intent: SweepIntent = {
        kind: 'sweep',
        network: services.network,
        items: input.lots.map((l, k) => ({
          what: `item ${k + 1} (${l.title})`,
          ...(l.runes
            ? { runes: l.runes }
            : { item: l.item!, itemOffset: BigInt(l.itemOffset), inscriptionId: l.inscriptionId, ...(l.token ? { gets: l.token } : {}) }),
          priceSats: BigInt(l.priceSats),
        })),
        serviceFeeSats: totals.serviceFeeSats,
        feeAddress: fee ?? '',
        networkFeeSats,
      };
      const asked = (indexes: readonly number[]) => indexes.map((index) => ({ index }));
      const parts = [
        ...(built.psbtBid2
          ? [
              {
                psbt: built.psbtBid2,
                toSignInputs: asked(allInputIndexes(built.psbtBid2)),
                intent: { ...intent, padding: true, paddingFeeSats },
              },
            ]
          : []),
        { psbt: built.psbtBid, toSignInputs: asked(built.signIndexes), intent },
      ];
      const signed = await wallet.signPsbts(parts);
      return { psbtBid: signed[signed.length - 1]!, psbtBid2: built.psbtBid2 ? signed[0]! : '' };
    });
  /** confirm_batch_bid with what the wallet signed. */
  const confirm = ({ request, signed }: SendInput<SignInput, SweepSigned>): Promise<SweepSent> =>
    step(async () => {
      if (!request.built || !signed) throw new Error('The sweep is not signed yet.');
      const api = await services.api();
      const answer = await api.market.forCategory(request.asset.category).confirmBatchBid({
        bidId: request.built.bidId,
        psbtBid: signed.psbtBid,
        ...(signed.psbtBid2 ? { psbtBid2: signed.psbtBid2 } : {}),
        fromBase64: false,
      });
      return { txid: answer.txid ?? null };
    });

  return {
    gather: fromPromise<SweepPrepared, GatherInput>(({ input }) =>
      step(async () => {
        const wallet = connected();
        await wallet.ensureBound();
        const api = await services.api();
        const market = api.market.forCategory(input.asset.category);
        let lots = input.lots;
        let skipped = 0;
        if (!input.again || lots.length === 0) {
          const page = await market.list({
            // The open API's list has no sale filter: pickSweep keeps the fixed-price rows.
            filter: listingFilter(input.asset, DEFAULT_LISTING_QUERY),
            sort: LISTING_SORT_FIELDS[sweepsByUnit(input.asset.category) ? 'unit-asc' : 'price-asc'],
            start: 0,
            limit: LIST_LIMIT,
          });
          const own = [wallet.account.ordinalsAddress, wallet.account.paymentAddress];
          const picked = pickSweep(page.list, input.choice, own, input.asset).slice(0, SWEEP_MAX);
          lots = await locate(picked);
          skipped = picked.length - lots.length;
        }
        if (lots.length === 0) return { lots: [], prepared: null, dropped: 0, skipped };
        const prepared = await market.createBatchBidPrepare({
          auctionIds: lots.map((l) => l.auctionId),
          address: wallet.account.paymentAddress,
          pubkey: wallet.account.paymentPubKey,
        });
        // What the market says is no longer for sale leaves the review; the fees it answered are for the rest.
        const gone = new Set(prepared.invalidAuctionIds ?? []);
        const valid = prepared.validAuctionIds ? new Set(prepared.validAuctionIds) : null;
        const kept = lots.filter((l) => !gone.has(l.auctionId) && (valid === null || valid.has(l.auctionId)));
        // The padding coins the buyer lacks (one a lot), read by the app itself: the total shows their split (issue 44, 5).
        const { paddingCoinCount } = await import('../../services/market/padding-coins');
        const coins = await paddingCoinCount(api.query, wallet.account.paymentAddress, kept.length);
        return { lots: kept, prepared: { ...prepared, paddingsMissing: kept.length - coins }, dropped: lots.length - kept.length, skipped };
      }),
    ),
    build: fromPromise<SweepBuilt, BuildInput>(({ input }) =>
      step(async () => {
        const { account } = connected();
        if (input.feeRate === null) throw new Error('Choose a fee rate first.');
        const api = await services.api();
        const built = await api.market.forCategory(input.asset.category).createBatchBid({
          auctionIds: input.lots.map((l) => l.auctionId),
          bidPrices: input.lots.map((l) => Number(l.priceSats)),
          address: account.paymentAddress,
          pubkey: account.paymentPubKey,
          feeRate: input.feeRate,
          nftAddress: account.ordinalsAddress,
        });
        // Every fee bounded by the rate chosen (issue 41): the rate × the size the app works out from each PSBT, plus the
        // margin. The sweep's network fee as the market states it, and the padding split's from what its input holds on
        // chain (the app's own look-up; unknown: its bound), above it are refused before anything is shown or signed.
        const { boundedPsbtFee } = await import('../../services/psbt/psbt-fee');
        boundedPsbtFee(built.psbtBid, { rate: input.feeRate, what: SWEEP, paid: BigInt(built.networkFee) });
        let paddingFeeSats = 0n;
        if (built.psbtBid2) {
          const { networkFeeFromFacts } = await import('../../services/psbt/psbt-fee');
          const fee = await networkFeeFromFacts(api.query, built.psbtBid2).catch(() => null);
          const { maxSats } = boundedPsbtFee(built.psbtBid2, { rate: input.feeRate, what: PADDING, paid: fee });
          // Never more than the review's total said it may cost before the market built it (none said: none).
          const missing = input.prepared?.paddingsMissing ?? 0;
          const said = missing > 0 ? sweepSplitFeeCeiling(input.feeRate, missing) : 0n;
          paddingFeeSats = (fee ?? maxSats) < said ? (fee ?? maxSats) : said;
        }
        return {
          bidId: built.bidId,
          psbtBid: built.psbtBid,
          psbtBid2: built.psbtBid2,
          serverFee: built.serverFee,
          networkFee: built.networkFee,
          signIndexes: built.bidSignIndexes,
          paddingFeeSats: paddingFeeSats.toString(),
        };
      }),
    ),
    /** The chooser the sweep invokes, its rates from the fee source (it tells the sweep each rate chosen). */
    feeChooser: invokedFeeChooser.provide({ actors: createFeeChooserActors(services) }),
    signingStep: provideSigning<SignInput, SweepSigned, SweepSent>({ sign, send: confirm }),
  };
}

export type SweepActors = ReturnType<typeof createSweepActors>;
