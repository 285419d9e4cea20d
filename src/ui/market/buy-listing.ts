import { isDomainKind, type MarketCategory, type MarketType } from '../../domain/entities';
import type { ListedAs } from '../../flows/buy/buy.types';
import type { PricedItem } from '../../flows/list/pricing.actors';
import { nameKindOf, type NameKind } from '../../domain/name-safety';
import { listingRefusal } from '../../domain/market/listable';
import { inscriptionCategory, isPricedPerUnit, listingTitle, type InscriptionView, type ListingRow, type MarketAsset } from '../../domain/market/market-reads';
import type { MarketReads } from '../../services/market/market-reads';
import type { Outpoint } from '../../domain/tx-effect/intents';
import { lotWords, tokenLotOf, type TokenLot } from '../../domain/tx-effect/token-lot';

/** What the item page knows of the listing, enough to describe the purchase and check its transaction. */
export interface BuyListing {
  readonly category: MarketCategory;
  readonly auctionId: string;
  readonly marketType: MarketType;
  /** What the item is called, as the page shows it, and the kind of name it is (the rule for names checks it). */
  readonly title: string;
  readonly nameKind: NameKind;
  /** The price (fixed), or the least next bid (auction), in sats. */
  readonly priceSats: number;
  /** An auction nobody has bid on yet: the least bid is its opening price. */
  readonly openingBid?: boolean;
  /** The item's output (null: no documented call says it; the seller's signed input is the item) and the offset of its sat in it. */
  readonly item: Outpoint | null;
  readonly itemOffset: number;
  /** The inscription, when it is one: the verification reads where it is now. */
  readonly inscriptionId: string | null;
  /** What the buyer gets of a token (brc-20, runes, ARC-20): the title says it and the check holds the transaction to it. */
  readonly token: TokenLot | null;
  /** The listing as its row showed it (price, seller, tick): the verification holds the market's word now to it. */
  readonly listed: ListedAs;
  /** Its content type, when known: the dialog shows the item (from the content origin, sandboxed as on its page). */
  readonly contentType?: string | null;
  /** When an auction ends (ms), if the listing says. */
  readonly endTime?: number | null;
}

/** What an item is called: its collection name, its name, the listing's title, or its number. */
export function itemTitle(listing: ListingRow | null, inscription: InscriptionView | null): string {
  if (inscription?.collectionItemName) return inscription.collectionItemName;
  if (inscription?.inscriptionName) return inscription.inscriptionName;
  if (listing) return listingTitle(listing);
  if (inscription?.tick) return `${inscription.amount ?? ''} ${inscription.tick}`.trim();
  return inscription ? `Inscription #${inscription.inscriptionNumber}` : 'Item';
}

/** What kind of name itemTitle gives, for the rule for names: a collection item's or inscription's name, a domain, a tick or a rune. */
export function itemNameKind(category: MarketCategory, listing: ListingRow | null, inscription: InscriptionView | null): NameKind {
  if (inscription?.collectionItemName) return 'name';
  if (inscription?.inscriptionName) return inscription.domainKind || category === 'domain' ? 'domain' : 'name';
  if (listing) return nameKindOf(category);
  if (inscription?.tick) return 'tick';
  return 'name';
}

/**
 * Where the item is, from a documented call: inscription_info's utxo for an inscription, an ARC-20 listing's atomical
 * outpoint. Null when none says it (a rune's listing): the purchase check then takes the seller's signed input.
 */
export function itemOutpoint(live: ListingRow | null, inscription: InscriptionView | null): Outpoint | null {
  if (inscription?.output) {
    const [txid, vout] = inscription.output.split(':');
    return { txid: txid!, vout: Number(vout) };
  }
  return live?.atomicalTxid ? { txid: live.atomicalTxid, vout: live.atomicalIndex ?? 0 } : null;
}

/**
 * The listing as the buy dialog takes it: the price or the least next bid, and the item's output when a call says it.
 * A token's lot is its title: the words the dialog shows and the amount the check holds the transaction to are one value.
 */
export function buyListing(category: MarketCategory, live: ListingRow, title: string, inscription: InscriptionView | null): BuyListing {
  const token = tokenLotOf(category, live);
  return {
    category,
    auctionId: live.auctionId,
    marketType: live.marketType,
    title: token ? lotWords(token) : title,
    token,
    nameKind: itemNameKind(category, live, inscription),
    priceSats: live.marketType === 'auction' ? (live.minimumBid ?? live.price) : live.price,
    // Nobody has bid while the least next bid is the opening price itself.
    openingBid: live.marketType === 'auction' && (live.minimumBid === undefined || live.minimumBid === null || live.minimumBid === live.price),
    item: itemOutpoint(live, inscription),
    itemOffset: inscription?.offset ?? 0,
    inscriptionId: live.inscriptionId ?? null,
    listed: { priceSats: live.price, seller: live.address ?? null, tick: live.tick ?? null },
    contentType: inscription?.contentType ?? null,
    endTime: live.endTime ?? null,
  };
}

/** Which listing: by its category and auction id, or by the inscription listed. */
export type ListingTarget = { readonly category: MarketCategory; readonly auctionId: string } | { readonly inscriptionId: string };

/**
 * A listing as it is now, read for the buy dialog (the widget's buy, given a category and auction id or an
 * inscription id). Null when the item is not for sale.
 */
export async function readBuyListing(reads: MarketReads, target: ListingTarget, signal?: AbortSignal): Promise<BuyListing | null> {
  if ('auctionId' in target) {
    const listing = await reads.listing(target.category, target.auctionId, signal);
    const inscription = listing.inscriptionId ? await reads.inscription(listing.inscriptionId, signal, target.category) : null;
    return buyListing(target.category, listing, itemTitle(listing, inscription), inscription);
  }
  const inscription = await reads.inscription(target.inscriptionId, signal);
  if (!inscription.auctionId) return null;
  const category = inscriptionCategory(inscription);
  const listing = await reads.listing(category, inscription.auctionId, signal);
  return buyListing(category, listing, itemTitle(listing, inscription), inscription);
}

/** The item as the list and update-price dialogs take it: its output, units, floor's asset, current price. */
export function pricedItem(
  category: MarketCategory,
  live: ListingRow | null,
  title: string,
  inscription: InscriptionView | null,
): Omit<PricedItem, 'nameKind'> {
  const tick = live?.tick ?? inscription?.tick;
  const kind = inscription?.domainKind ?? live?.domain?.split('.').pop();
  const asset: MarketAsset | null =
    category === 'collection' && (inscription?.collectionId ?? live?.collectionId)
      ? { category, collectionId: (inscription?.collectionId ?? live?.collectionId)! }
      : category === 'domain' && isDomainKind(kind)
        ? { category, kind }
        : (category === 'brc20' || category === 'runes' || category === 'arc20') && tick
          ? { category, tick }
          : null;
  return {
    category,
    title,
    auctionId: live?.auctionId ?? null,
    // A rune lot's output is its row's word (none on chain to read it by): the check holds it to the lot shown.
    item: itemOutpoint(live, inscription) ?? live?.output ?? { txid: '', vout: 0 },
    ...runeLot(category, live),
    // The inscription the page shows (its own read), before the listing row's word.
    inscriptionId: inscription?.inscriptionId ?? live?.inscriptionId ?? null,
    ...(live?.atomicalId ? { atomicalId: live.atomicalId } : {}),
    units: isPricedPerUnit(category) ? (live?.amount ?? inscription?.amount ?? '1') : '1',
    currentSats: live ? live.price : null,
    // The user's own payment address (the wallet's): listings carry no payee.
    payAddress: null,
    asset,
    // A new listing the market would refuse (a plain inscription): said before the price.
    refusal: live ? null : listingRefusal(category, { collectionId: inscription?.collectionId, domainName: inscription?.inscriptionName }),
  };
}

/** A rune listing's new price: the lot its row shows, which the output it names must hold exactly (nothing for others). */
function runeLot(category: MarketCategory, live: ListingRow | null): { lot?: { rune: string; amount: string } } {
  const token = live?.output ? tokenLotOf(category, live) : null;
  return token?.kind === 'runes' ? { lot: { rune: token.rune, amount: token.amount } } : {};
}
