import type { MarketCategory } from '../../domain/entities';
import { listingFromInscription } from '../../domain/market/listing-from-inscription';
import { LISTING_SORT_FIELDS, inscriptionCategory, type BidRow, type InscriptionView, type ListingRow } from '../../domain/market/market-reads';
import type { ListingLot } from '../../domain/market/market-paths';

/** A seller's listings of one tick read at once to find a lot by its auctionId (the list call's limit is under 100). */
const LOT_SEARCH_LIMIT = 99;
import type { MarketApi } from '../api/market-api';
import type { QueryApi } from '../api/query-api';
import { notOfferedWords } from '../http/api-error';

/** What an item's page shows: its listing (none when it is not for sale), the inscription, an auction's bids. */
export interface ItemPageData {
  readonly listing: ListingRow | null;
  readonly inscription: InscriptionView | null;
  readonly bids: readonly BidRow[];
  readonly category: MarketCategory;
}

/** An item's page: a listing by its auctionId (and its inscription, when the link knows it), or an inscription. */
export type ItemTarget =
  | { readonly category: MarketCategory; readonly auctionId: string; readonly inscriptionId?: string | null; readonly lot?: ListingLot | null }
  | { readonly inscriptionId: string };

/**
 * The reads of an item's page. A listing is read by its auctionId where the market has such a read (the devnet's
 * `detail`); where the network's host has none (the open API: code -404, not offered), it is built from the
 * inscription's inscription_info, which states the listing the inscription is on (issue 42). A listing read that
 * fails otherwise fails the page, as before.
 */
export function createItemRead(deps: { market: MarketApi; query: Pick<QueryApi, 'inscriptionInfo'> }) {
  const api = (category: MarketCategory) => deps.market.forCategory(category);
  /**
   * The market's view of an inscription; where the market's answer does not say where it is (the swagger documents
   * inscription_info's `utxo` as an empty object), its output and offset are the indexer's (inscription/info): an
   * unlisting or a purchase is checked against where the item is.
   */
  const inscriptionOf = async (category: MarketCategory, inscriptionId: string, signal?: AbortSignal): Promise<InscriptionView> => {
    // Both asked at once (the market's answer on the open API never says where the item is): one round trip, not two.
    const indexed = deps.query.inscriptionInfo(inscriptionId).catch(() => null);
    const view = await api(category).inscriptionInfo({ inscriptionId }, signal);
    if (view.output !== undefined) return view;
    const info = await indexed;
    const at = info?.utxo;
    if (!at) return view;
    const offset = info.offset ?? at.inscriptions.find((x) => x.inscriptionId === inscriptionId)?.offset ?? 0;
    return { ...view, output: `${at.txid}:${at.vout}`, offset };
  };

  /**
   * The listing `auctionId`: by detail, else as `inscription` (read if not given) states it; a lot without an
   * inscription (runes, ARC-20) as its seller's listings of its tick list it (none there: not for sale).
   */
  async function listingOf(
    category: MarketCategory,
    auctionId: string,
    inscriptionId: string | null,
    signal?: AbortSignal,
    lot?: ListingLot | null,
    linked?: Promise<InscriptionView> | null,
  ): Promise<{ listing: ListingRow | null; inscription: InscriptionView | null }> {
    try {
      return { listing: await api(category).detail({ auctionId }, signal), inscription: null };
    } catch (error) {
      if (notOfferedWords(error) !== null && !inscriptionId && lot) {
        const page = await api(category).list(
          { filter: { address: lot.seller, tick: lot.tick }, sort: LISTING_SORT_FIELDS.recent, start: 0, limit: LOT_SEARCH_LIMIT },
          signal,
        );
        return { listing: page.list.find((l) => l.auctionId === auctionId) ?? null, inscription: null };
      }
      if (notOfferedWords(error) === null || !inscriptionId) throw error;
      const inscription = await (linked ?? inscriptionOf(category, inscriptionId, signal));
      return { listing: listingFromInscription(category, auctionId, inscription), inscription };
    }
  }

  return async function item(target: ItemTarget, signal?: AbortSignal): Promise<ItemPageData> {
    let category: MarketCategory;
    let listing: ListingRow | null;
    let inscription: InscriptionView | null;
    if ('auctionId' in target) {
      category = target.category;
      // The inscription the link names is read beside the listing, not after it (an item's page shows both).
      const linkedId = target.inscriptionId ?? null;
      const linked = linkedId ? inscriptionOf(category, linkedId, signal) : null;
      linked?.catch(() => undefined);
      ({ listing, inscription } = await listingOf(category, target.auctionId, linkedId, signal, target.lot, linked));
      const shownId = listing?.inscriptionId ?? linkedId;
      if (!inscription && shownId) inscription = await (linked && shownId === linkedId ? linked : inscriptionOf(category, shownId, signal));
    } else {
      // The brc-20 market's inscription_info: UniSat serves it on the most hosts; it says which market the item is in.
      inscription = await inscriptionOf('brc20', target.inscriptionId, signal);
      category = inscriptionCategory(inscription);
      listing = inscription.auctionId ? (await listingOf(category, inscription.auctionId, inscription.inscriptionId, signal)).listing : null;
    }
    const bids = listing?.marketType === 'auction' ? await api(category).bidHistory({ auctionId: listing.auctionId }, signal) : [];
    return { listing, inscription, bids, category };
  };
}
