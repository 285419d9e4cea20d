import type { MarketCategory } from '../../src/domain/entities';
import { domainCategoryOf } from './domain-category';
import { sameTick } from './same-tick';
import type { Listing } from './market-state';
import { DevnetError } from '../devnet-error';
import { type Body, type MarketContext } from './market-context';

/** The market's lists: listings (filtered, sorted, paged), one listing, its bids, statistics and activity. */
export function createMarketLists(ctx: MarketContext, minimumBid: (l: Listing) => number) {
  const { deps, indexer, get, listing } = ctx;

  const inscriptionFacts = (l: Listing) => {
    const record = l.inscriptionId ? indexer.inscription(l.inscriptionId) : undefined;
    if (!record) return {};
    return {
      inscriptionNumber: record.number,
      contentType: record.contentType,
      ...(l.nftType === 'collection' && l.name ? { collectionItemName: l.name } : {}),
    };
  };
  const publicListing = (l: Listing) => ({
    auctionId: l.auctionId,
    nftType: l.nftType,
    marketType: l.marketType,
    price: l.price,
    unitPrice: l.unitPrice,
    ...(l.amount ? { amount: l.amount } : {}),
    ...(l.tick ? { tick: l.tick } : {}),
    ...(l.name ? { name: l.name } : {}),
    ...(l.symbol ? { symbol: l.symbol } : {}),
    ...(l.domain ? { domain: l.domain } : {}),
    ...(l.inscriptionId ? { inscriptionId: l.inscriptionId } : {}),
    // A rune lot has no inscription, and the open API's rows require an inscriptionId: the lot's output stands there
    // (txid:vout), the one a new price or an unlisting spends (the site checks on the chain what it holds).
    ...(l.nftType === 'runes' ? { inscriptionId: `${l.txid}:${l.vout}` } : {}),
    ...(l.collectionId ? { collectionId: l.collectionId } : {}),
    // The open API's names for what a row shows of its inscription: its number, content type and a collection item's name.
    ...inscriptionFacts(l),
    ...(l.atomicalId ? { atomicalId: l.atomicalId, atomicalTxid: l.txid, atomicalIndex: l.vout } : {}),
    ...(l.verification === undefined ? {} : { verification: l.verification }),
    // The open API's rows carry no outpoint and no payee: the buyer's check reads both from the seller's signed input.
    address: l.seller,
    onSaleTime: l.onSaleTime,
    status: l.status,
    ...(l.endTime === null ? {} : { endTime: l.endTime, minimumBid: l.status === 'listed' ? minimumBid(l) : null }),
    ...(l.soldPrice === null ? {} : { soldPrice: l.soldPrice, buyer: l.buyer }),
    // Ours: an ended auction its highest bidder may still claim (no bid could be completed), to whom, at what, until when.
    ...(l.status === 'listed' && l.claim ? { claim: { address: l.claim.buyer, price: l.claim.price, until: l.claim.until } } : {}),
    /** Other inscriptions on the same UTXO go with the item. */
    sharedWith: indexer
      .inscriptionsAt(l.txid, l.vout)
      .map((i) => i.id)
      .filter((id) => id !== l.inscriptionId),
  });

  const EVENTS = new Set(['Cancel', 'Claim', 'Listed', 'Sold', 'Updated']);
  // initPrice is the real API's name for the total price; price is kept for older callers.
  const SORTABLE = new Set(['onSaleTime', 'price', 'initPrice', 'unitPrice']);
  const optionalSats = (value: unknown, name: string): number | null => {
    if (value === undefined || value === null || value === '') return null;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0) throw new DevnetError(-1, `${name} must be a number of sats.`);
    return n;
  };
  function list(category: MarketCategory, body: Body) {
    const filter = (body.filter && typeof body.filter === 'object' ? body.filter : {}) as Record<string, unknown>;
    const sort = (body.sort && typeof body.sort === 'object' ? body.sort : { onSaleTime: -1 }) as Record<string, unknown>;
    const [field, direction] = Object.entries(sort)[0] ?? ['onSaleTime', -1];
    if (!SORTABLE.has(field)) throw new DevnetError(-1, `sort by onSaleTime, initPrice or unitPrice, not '${field}'.`);
    const minPrice = optionalSats(filter.minPrice, 'filter.minPrice');
    const maxPrice = optionalSats(filter.maxPrice, 'filter.maxPrice');
    // The open API's domainCategory: the categories domain_statistic names.
    const domainCategory = filter.domainCategory === undefined ? null : String(filter.domainCategory);
    // The open API's domainFuzzy: names containing the text, any case (the name, not its kind).
    const fuzzy = filter.domainFuzzy === undefined ? null : String(filter.domainFuzzy).toLowerCase();
    const start = typeof body.start === 'number' && body.start >= 0 ? Math.floor(body.start) : 0;
    const limit = typeof body.limit === 'number' && body.limit > 0 ? Math.min(Math.floor(body.limit), 100) : 20;
    const rows = Object.values(get().listings).filter(
      (l) =>
        l.nftType === category &&
        (filter.isEnd === true ? l.status === 'sold' : l.status === 'listed') &&
        (filter.address === undefined || l.seller === filter.address) &&
        (filter.tick === undefined || sameTick(category, l.tick, String(filter.tick))) &&
        (filter.collectionId === undefined || l.collectionId === filter.collectionId) &&
        (filter.domainType === undefined || l.domain?.endsWith(`.${String(filter.domainType)}`)) &&
        (domainCategory === null || (!!l.domain && domainCategoryOf(l.domain) === domainCategory)) &&
        (fuzzy === null || (!!l.domain && l.domain.slice(0, l.domain.lastIndexOf('.')).toLowerCase().includes(fuzzy))) &&
        (minPrice === null || l.price >= minPrice) &&
        (maxPrice === null || l.price <= maxPrice),
    );
    const value = (l: Listing) => (field === 'price' || field === 'initPrice' ? l.price : field === 'unitPrice' ? l.unitPrice : l.onSaleTime);
    rows.sort((a, b) => (value(a) - value(b)) * (direction === 1 ? 1 : -1));
    // The open API's `all`: "Ignore start and limit and return all collection data".
    const shown = filter.all === true ? rows : rows.slice(start, start + limit);
    return { list: shown.map(publicListing), total: rows.length };
  }

  /** listLowPrice: the lowest unit price listed; curPrice: the last sale; low and high: the sales of the last 24 hours. */
  function statistic(category: MarketCategory, match: (l: { tick?: string; collectionId?: string; domain?: string }) => boolean) {
    const listed = Object.values(get().listings).filter((l) => l.nftType === category && l.status === 'listed' && match(l));
    const sales = get().actions.filter((a) => a.nftType === category && a.type === 'Sold' && match(a));
    const recent = sales.filter((a) => a.time >= deps.now() - 86_400_000);
    return {
      listLowPrice: listed.length ? Math.min(...listed.map((l) => l.unitPrice)) : 0,
      curPrice: sales.length ? sales[sales.length - 1]!.unitPrice : 0,
      lowPrice: recent.length ? Math.min(...recent.map((a) => a.unitPrice)) : 0,
      highPrice: recent.length ? Math.max(...recent.map((a) => a.unitPrice)) : 0,
      listed: listed.length,
      sold24h: recent.length,
    };
  }

  /** The open API's actions: filter by event (no time filter), rows with `event` and `timestamp`. */
  function actions(category: MarketCategory, body: Body) {
    const filter = (body.filter && typeof body.filter === 'object' ? body.filter : {}) as Record<string, unknown>;
    const start = typeof body.start === 'number' && body.start >= 0 ? Math.floor(body.start) : 0;
    const limit = typeof body.limit === 'number' && body.limit > 0 ? Math.min(Math.floor(body.limit), 100) : 20;
    if (filter.event !== undefined && !EVENTS.has(String(filter.event)))
      throw new DevnetError(-1, 'filter.event must be Cancel, Claim, Listed, Sold or Updated.');
    const rows = get()
      .actions.filter(
        (a) =>
          a.nftType === category &&
          (filter.event === undefined || a.type === filter.event) &&
          (filter.inscriptionId === undefined || a.inscriptionId === filter.inscriptionId) &&
          (filter.collectionId === undefined || a.collectionId === filter.collectionId) &&
          (filter.domainType === undefined || !!a.domain?.endsWith(`.${String(filter.domainType)}`)) &&
          (filter.tick === undefined || sameTick(category, a.tick, String(filter.tick))) &&
          (filter.address === undefined || a.from === filter.address || a.to === filter.address),
      )
      .slice()
      .reverse();
    // The open API's rows have no tick: a token's is its name (the gateway passes only the swagger's fields).
    const named = (a: { tick?: string | undefined }) => (category === 'brc20' || category === 'runes' || category === 'arc20' ? { name: a.tick } : {});
    return {
      list: rows.slice(start, start + limit).map(({ type, time, ...a }) => ({ event: type, timestamp: time, ...a, ...named(a) })),
      total: rows.length,
    };
  }

  return {
    list,
    actions,
    statistic,
    detail: (auctionId: unknown) => publicListing(listing(auctionId)),
    bidHistory: (auctionId: unknown) => {
      const l = listing(auctionId);
      return Object.values(get().bids)
        .filter((b) => b.auctionId === l.auctionId && b.status !== 'created')
        .sort((a, b) => b.price - a.price)
        .map((b) => ({ bidId: b.bidId, address: b.nftAddress, price: b.price, status: b.status, time: b.time }));
    },
  };
}
