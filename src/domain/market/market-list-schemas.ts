import * as v from 'valibot';
import { BidPrepare, Inscription, Listing, amountText, category, indexes, num, opt, sats, str, statWindow } from './market-schemas';
import { isDomainKind } from '../domain-kinds';
import { percentText } from '../decimal-text';

/**
 * The market's answers the buy widget never reads, as they come over the wire (statistics, asset lists, activity,
 * the price curve, bids, the config, listing, unlisting and batch trades), apart from market-schemas.ts:
 * market-api.ts loads them with the first such call, so the buy widget does not carry them. The same rule: the open API's names and types where it has the call, mapped
 * here to what the views read.
 */

const statistic = { listLowPrice: sats, curPrice: sats, lowPrice: sats, highPrice: sats };
export const Statistic = v.object(statistic);
const assetStats = { ...statistic, listed: num, volume: sats, sales: num, change: v.nullable(str), timeType: v.optional(statWindow) };
const TickRow = v.object({ tick: str, ...assetStats });
export const TickRows = v.object({ list: v.array(TickRow), total: num });
/**
 * brc20_types / runes_types (the open API's): a page of ticks with the last price (a unit's, in sats), the change
 * (percent), the BTC volume (sats), the token volume and the market cap. They say nothing of the floor, sales or
 * listings: unknown (null), and the table shows the price instead of the floor.
 */
export const OpenTickRows = v.pipe(
  // `list` is optional in the swagger; required here, as domain_types': an answer without it says nothing of the ticks.
  v.object({ list: v.array(v.object({ tick: str, curPrice: sats, changePrice: sats, btcVolume: sats })) }),
  v.transform(({ list }) =>
    list.map((r) => ({
      tick: r.tick,
      curPrice: r.curPrice,
      listLowPrice: null,
      listed: null,
      sales: null,
      volume: r.btcVolume,
      change: percentText(r.changePrice),
    })),
  ),
);
/**
 * domain_types as the swagger has it: `{list: [{domainType, curPrice, btcVolume, btcVolumePercent, amountVolume}]}`, every
 * row field optional. A row is the kind's current (floor) price, its volume in sats and the names traded (amountVolume, read
 * as its sales); the real API says nothing of listings (unknown, shown as –). Kinds the app does not trade are left out.
 */
export const DomainKindRows = v.pipe(
  // `list` is optional in the swagger; required here (the named error): an answer without it says nothing.
  v.object({
    list: v.array(v.object({ domainType: opt(str), curPrice: opt(sats), btcVolume: opt(sats), btcVolumePercent: opt(num), amountVolume: opt(num) })),
  }),
  v.transform(({ list }) =>
    list.flatMap(({ domainType, curPrice, btcVolume, amountVolume }) =>
      domainType && isDomainKind(domainType)
        ? [
            {
              kind: domainType,
              listLowPrice: curPrice ?? 0,
              curPrice: curPrice ?? 0,
              volume: btcVolume ?? 0,
              sales: amountVolume ?? null,
              listed: null,
              change: null,
            },
          ]
        : [],
    ),
  ),
);
/**
 * collection_summary as the swagger has it: an address's collections, `{list: [{collectionId, icon, name, total}]}`
 * (every field optional; a row without its collectionId cannot be linked and is left out; no list: none held).
 */
export const CollectionHoldings = v.pipe(
  v.object({ list: v.optional(v.array(v.object({ collectionId: opt(str), name: opt(str), total: opt(num) })), []) }),
  v.transform(({ list }) =>
    list.flatMap((r) => (r.collectionId ? [{ collectionId: r.collectionId, name: r.name ?? r.collectionId, count: r.total ?? 0 }] : [])),
  ),
);
/**
 * collection_statistic as the swagger has it (every field optional): the collection's header (name, desc) and its
 * figures: floorPrice, btcValue (the total volume), pricePercent, listed, total (items made) and supply. No review:
 * that is in collection_statistic_list's `verification`.
 */
/** A collection's figures as collection_statistic and collection_statistic_list both send them (every field optional). */
const collectionFigures = {
  name: opt(str),
  desc: opt(str),
  btcValue: opt(sats),
  floorPrice: opt(sats),
  pricePercent: opt(amountText),
  listed: opt(num),
  total: opt(num),
  supply: opt(num),
};
export const CollectionStatistic = v.pipe(
  v.object(collectionFigures),
  v.transform((r) => ({
    ...(r.name === undefined ? {} : { name: r.name }),
    ...(r.desc ? { description: r.desc } : {}),
    figures: {
      floor: r.floorPrice ?? 0,
      ...(r.btcValue === undefined ? {} : { volumeTotal: r.btcValue }),
      change: r.pricePercent ?? null,
      listed: r.listed ?? null,
      ...(r.total === undefined ? {} : { minted: r.total }),
      ...(r.supply === undefined ? {} : { supply: r.supply }),
    },
  })),
);
/** domain_statistic as the swagger has it: a kind's names per category, `{list: [{domainCategory, total, demo}]}` (no list: none). */
export const DomainCategories = v.pipe(
  v.object({ list: v.optional(v.array(v.object({ domainCategory: opt(str), total: opt(num), demo: opt(str) })), []) }),
  v.transform(({ list }) =>
    list.flatMap((r) => (r.domainCategory ? [{ category: r.domainCategory, total: r.total ?? 0, ...(r.demo ? { example: r.demo } : {}) }] : [])),
  ),
);
/**
 * collection_statistic_list as the swagger has it (every row field optional): the floor (floorPrice), the volume in
 * sats (btcValue), the price change in percent (pricePercent), listings, the review (verification). Sales are not in
 * the real rows (unknown). A row without its collectionId is left out: it cannot be linked.
 */
export const CollectionRows = v.pipe(
  v.object({
    list: v.optional(v.array(v.object({ ...collectionFigures, collectionId: opt(str), icon: opt(str), verification: opt(v.boolean()) })), []),
    total: v.optional(num, 0),
  }),
  v.transform(({ list, total }) => ({
    total,
    list: list.flatMap((r) =>
      r.collectionId
        ? [
            {
              collectionId: r.collectionId,
              name: r.name ?? r.collectionId,
              ...(r.desc === undefined ? {} : { description: r.desc }),
              verified: r.verification ?? false,
              ...(r.supply === undefined ? {} : { supply: r.supply }),
              preview: r.icon ?? null,
              listLowPrice: r.floorPrice ?? 0,
              volume: r.btcValue ?? 0,
              change: r.pricePercent ?? null,
              sales: null,
              listed: r.listed ?? null,
            },
          ]
        : [],
    ),
  })),
);

/**
 * actions as the swagger has it (every category alike): `event` and `timestamp` (the app's `type` and `time`); `list`
 * optional (none: nothing happened). A row's nftType may be absent: the caller knows the category it asked about.
 * `txid` is not in the swagger: read where an answer has one (the row then links to its transaction).
 */
const ActionRows = v.object({
  list: v.optional(
    v.array(
      v.object({
        event: v.picklist(['Listed', 'Sold', 'Cancel', 'Claim', 'Updated']),
        auctionId: str,
        nftType: opt(category),
        price: sats,
        unitPrice: opt(num),
        from: str,
        to: v.nullable(str),
        timestamp: num,
        tick: opt(str),
        // The swagger's rows have no tick: a token's (brc-20, runes, ARC-20) is its `name`.
        name: v.optional(v.nullable(str)),
        amount: v.optional(v.nullable(amountText)),
        inscriptionId: opt(str),
        inscriptionNumber: opt(num),
        collectionId: opt(str),
        collectionItemName: v.optional(v.nullable(str)),
        domain: opt(str),
        txid: opt(str),
      }),
    ),
    [],
  ),
  total: num,
});
/** An asset's activity: 'Claim' (an auction's claim) is not an event its panel shows, such rows are left out. */
export const Activity = v.pipe(
  ActionRows,
  v.transform(({ list, total }) => ({
    total,
    list: list.flatMap(({ event, timestamp, ...row }) => (event === 'Claim' ? [] : [{ ...row, type: event, time: timestamp }])),
  })),
);
/** An address's history (My Bitcoin Assets, Activity): every event, its claims too. */
export const AddressActivity = v.pipe(
  ActionRows,
  v.transform(({ list, total }) => ({ total, list: list.map(({ event, timestamp, ...row }) => ({ ...row, type: event, time: timestamp })) })),
);
/** list: a page of listings (the buy widget reads one listing, by detail). */
export const ListingRows = v.object({ list: v.array(Listing), total: num });
export const Curve = v.array(v.object({ time: num, unitPrice: num, price: sats }));
/**
 * brc20_kline as the swagger has it: `[{price, timestamp}]`, both optional. A point is a unit price in sats at a time
 * (ms), not a sale: the chart says prices, not sales. A point without both fields says nothing and is left out.
 */
export const Kline = v.pipe(
  v.array(v.object({ price: opt(num), timestamp: opt(num) })),
  v.transform((points) => points.flatMap(({ price, timestamp }) => (price != null && timestamp != null ? [{ time: timestamp, unitPrice: price }] : []))),
);
export const Bids = v.array(v.object({ bidId: str, address: str, price: sats, status: str, time: num }));

export const Config = v.object({
  minPrice: sats,
  maxPrice: sats,
  maxPriceVip: sats,
  domainMaxPrice: sats,
  domainMaxPriceVip: sats,
  collectionMaxPrice: sats,
  collectionMaxPriceVip: sats,
  inscriptionVipNeed: num,
  onSaleConfirmBlocks: num,
  priceFreeServerFee: sats,
  BTCPrice: num,
});

/** create_put_on. */
export const PutOn = v.object({ auctionId: str, psbt: str, signIndexes: indexes });
/** create_batch_put_on (the open API's MarketCreateBatchPutOnResponse): one PSBT for every output listed, under one batchAuctionId. */
export const BatchPutOn = v.object({ batchAuctionId: str, psbt: str, signIndexes: indexes });
/** create_modify_price: the real API answers the PSBT only; the listing's auctionId is the one the flow sent. */
export const ModifyPrice = v.object({ psbt: str, signIndexes: indexes });
/** create_put_off: an on-chain unlisting's PSBT and its size; no fee (the app works it out from the PSBT). */
export const PutOff = v.object({ psbt: str, txSize: opt(num), btcSignIndexes: v.optional(indexes, []), nftSignIndexes: v.optional(indexes, []) });
/** confirm_put_off: the unlisting's txid (none off-chain); the other confirmations answer nothing the app reads. */
export const ConfirmPutOff = v.object({ txid: opt(str) });
export const BatchBidPrepare = v.object({ ...BidPrepare.entries, validAuctionIds: opt(v.array(str)), invalidAuctionIds: opt(v.array(str)) });
/** create_batch_bid (the open API's): one PSBT for every item; psbtBid2 is ours, the padding split an inscription sweep needs first. */
export const BatchBid = v.object({
  bidId: str,
  psbtBid: str,
  psbtBid2: v.optional(str, ''),
  serverFee: sats,
  networkFee: sats,
  feeRate: num,
  bidSignIndexes: indexes,
});

/** inscription_info_list (the open API's MarketInscriptionInfoListResponse): `{list}`, each item as inscription_info's. */
export const InscriptionList = v.object({ list: v.array(Inscription) });
/** brc20_types_specified / runes_types_specified: one tick's market figures over the window asked (day1, day7, day30). */
export const TypesSpecified = v.object({
  tick: str,
  symbol: opt(str),
  curPrice: opt(num),
  changePrice: opt(num),
  btcVolume: opt(num),
  amountVolume: opt(num),
});

/** create_claim (the spec shows no answer; ours): the purchase at the claimed bid, to sign, its fees, and until when it may be claimed. */
export const Claim = v.object({
  claimId: str,
  psbtClaim: str,
  psbtClaim2: v.optional(str, ''),
  signIndexes: indexes,
  price: sats,
  serverFee: sats,
  networkFee: sats,
  feeRate: num,
  until: num,
});
/** confirm_claim (ours): the purchase's txid. */
export const ClaimConfirmed = v.object({ txid: str });
