import type { MarketCategory, MarketConfig } from '../../domain/entities';
import { assetKey, type MarketAsset } from '../../domain/market/market-reads';
import type { Outpoint } from '../../domain/tx-effect/intents';
import type { Api } from '../api/create-api';

/** What the pricing read needs of the item being priced. */
export interface PricingTarget {
  readonly category: MarketCategory;
  readonly item: Outpoint;
  readonly inscriptionId: string | null;
  /** The asset whose floor the price is compared with. */
  readonly asset: MarketAsset | null;
}

/** The market's config (the bounds, the VIP maximum), the asset's floor, and the item's output when it was read here. */
export interface PricingLimits {
  readonly config: MarketConfig;
  readonly floor: string | null;
  /** `txid:vout`, or null when the item already says where it is. */
  readonly output: string | null;
}

/**
 * What List and Update price start from: the category's market config, the asset's floor (none when it cannot be
 * read), and for an item chosen by its inscription alone, where it is now.
 */
export const pricingLimits =
  (given: PricingTarget) =>
  async (api: Api, signal: AbortSignal): Promise<PricingLimits> => {
    const config = await api.market.forCategory(given.category).config({}, signal);
    const overview = given.asset ? await api.reads.overview(given.asset, signal).catch(() => null) : null;
    // An item chosen by its inscription alone: where it is now is read here, from the indexer (the chain's word; the
    // open API's market inscription_info names no output), and the PSBT check holds the listing to it.
    const utxo = !given.item.txid && given.inscriptionId ? (await api.query.inscriptionInfo(given.inscriptionId)).utxo : null;
    const output = utxo ? `${utxo.txid}:${utxo.vout}` : null;
    return { config, floor: overview?.figures.floor ? String(overview.figures.floor) : null, output };
  };

/** What a batch listing starts from: the category's market config, and each asset's floor by its key (null: none read). */
export interface BatchListLimits {
  readonly config: MarketConfig;
  readonly floors: Readonly<Record<string, string | null>>;
}

/**
 * The batch listing's reads: the category's config (the bounds), and the floor of each asset the items belong to (each
 * read once; a floor that cannot be read is none, as for the List dialog), which every item's price is held to.
 */
export const batchListLimits =
  (category: MarketCategory, assets: readonly (MarketAsset | null)[]) =>
  async (api: Api, signal: AbortSignal): Promise<BatchListLimits> => {
    const config = await api.market.forCategory(category).config({}, signal);
    const distinct = [...new Map(assets.flatMap((a) => (a ? [[assetKey(a), a] as const] : []))).values()];
    const floors = await Promise.all(
      distinct.map(async (asset) => {
        const overview = await api.reads.overview(asset, signal).catch(() => null);
        return [assetKey(asset), overview?.figures.floor ? String(overview.figures.floor) : null] as const;
      }),
    );
    return { config, floors: Object.fromEntries(floors) };
  };

/**
 * The bounds and floors of several categories' listings at once (the bulk new price holds each item to its own): each
 * category's read as batchListLimits reads it, by category.
 */
export const bulkListLimits =
  (listings: readonly { readonly category: MarketCategory; readonly asset: MarketAsset | null }[]) =>
  async (api: Api, signal: AbortSignal): Promise<ReadonlyMap<MarketCategory, BatchListLimits>> => {
    const categories = [...new Set(listings.map((l) => l.category))];
    const reads = await Promise.all(
      categories.map((c) =>
        batchListLimits(
          c,
          listings.filter((l) => l.category === c).map((l) => l.asset),
        )(api, signal).then((read) => [c, read] as const),
      ),
    );
    return new Map(reads);
  };
