import * as v from 'valibot';
import type { Json } from '../../domain/entities';

/**
 * The market layer's answers as they come over the wire, one schema per call (decoded in market-api.ts): the real
 * API's field names and types where its open API has the call (amounts as the swagger types them), ours where the
 * spec's call has no open-API page. What a view reads that the wire says differently is mapped here, in the
 * schema of the call, and nowhere else: nulls the real API sends for absent fields become absent, token amounts
 * (a number on the wire) become exact text, create_bid_prepare's `discounts` (not in the real API) become none.
 */

/** Absent or null on the wire: absent in the app. */
const opt = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );
const num = v.number();
const str = v.string();
const sats = v.pipe(v.number(), v.finite());
/** A token amount: text or a number on the wire, exact text in the app. */
const amountText = v.pipe(
  v.union([v.string(), v.number()]),
  // Plain decimal digits, never an exponent (1e21 is '1000000000000000000000'), without pulling decimal.js into this chunk.
  v.transform((a) => (typeof a === 'number' ? a.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : a)),
);
const indexes = v.array(v.pipe(v.number(), v.integer()));
const category = v.picklist(['brc20', 'domain', 'collection', 'arc20', 'runes']);
const marketType = v.picklist(['fixedPrice', 'auction']);
const window = v.picklist(['1h', '6h', '24h', '7d', '30d', 'all']);
/** Answers whose shape the app reads where it uses them (the deployer's and the entry's reads): any JSON, typed as such. */
export const Opaque: v.GenericSchema<Json> = v.lazy(() =>
  v.union([v.null(), v.boolean(), v.number(), v.string(), v.array(Opaque), v.record(v.string(), Opaque)]),
);

// ---- reads ------------------------------------------------------------------------------------------

const statistic = { listLowPrice: sats, curPrice: sats, lowPrice: sats, highPrice: sats };
export const Statistic = v.object(statistic);
const assetStats = { ...statistic, listed: num, volume: sats, sales: num, change: v.nullable(str), timeType: v.optional(window) };
const TickRow = v.object({ tick: str, ...assetStats });
export const TickRows = v.object({ list: v.array(TickRow), total: num });
const DOMAIN_KINDS = ['sats', 'unisat', 'btc', 'xbt', 'ord', 'gm', 'bitmap', 'uniworlds'] as const;
const isDomainKind = (k: string): k is (typeof DOMAIN_KINDS)[number] => (DOMAIN_KINDS as readonly string[]).includes(k);
/**
 * domain_types as the swagger has it: `{list: [{domainType, curPrice, btcVolume, btcVolumePercent, amountVolume}]}`, every
 * field optional. A row is the kind's current (floor) price, its volume in sats and the names traded (amountVolume, read
 * as its sales); the real API says nothing of listings (unknown, shown as –). Kinds the app does not trade are left out.
 */
export const DomainKindRows = v.pipe(
  v.object({
    list: v.optional(
      v.array(v.object({ domainType: opt(str), curPrice: opt(sats), btcVolume: opt(sats), btcVolumePercent: opt(num), amountVolume: opt(num) })),
      [],
    ),
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
/** collection_summary (ours: the real call is a per-address summary of another shape). */
export const CollectionSummary = v.object({
  collectionId: str,
  name: str,
  description: opt(str),
  verified: v.boolean(),
  supply: opt(num),
  preview: v.optional(v.nullable(str)),
  ...assetStats,
});
/**
 * collection_statistic_list as the swagger has it (every row field optional): the floor (floorPrice), the volume in
 * sats (btcValue), the price change in percent (pricePercent), listings, the review (verification). Sales are not in
 * the real rows (unknown). A row without its collectionId is left out: it cannot be linked.
 */
export const CollectionRows = v.pipe(
  v.object({
    list: v.optional(
      v.array(
        v.object({
          collectionId: opt(str),
          name: opt(str),
          desc: opt(str),
          icon: opt(str),
          btcValue: opt(sats),
          floorPrice: opt(sats),
          pricePercent: opt(amountText),
          listed: opt(num),
          total: opt(num),
          supply: opt(num),
          verification: opt(v.boolean()),
        }),
      ),
      [],
    ),
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
 * A listing (list, detail): the views need its auctionId, price and kinds, which the swagger marks optional. The real
 * rows carry no outpoint and no payee: the buy check reads both from the seller's signed input in the PSBT.
 */
export const Listing = v.object({
  auctionId: str,
  inscriptionId: opt(str),
  inscriptionNumber: opt(num),
  nftType: category,
  marketType,
  price: sats,
  unitPrice: opt(num),
  amount: opt(amountText),
  tick: opt(str),
  name: opt(str),
  symbol: opt(str),
  domain: opt(str),
  collectionId: opt(str),
  atomicalId: opt(str),
  atomicalTxid: opt(str),
  atomicalIndex: opt(num),
  verification: opt(v.boolean()),
  address: opt(str),
  collectionName: opt(str),
  domainType: opt(str),
  // Not in the swagger's rows (the spec's, absent from a real answer).
  onSaleTime: opt(num),
  status: opt(v.picklist(['pending', 'listed', 'sold', 'cancel'])),
  endTime: opt(num),
  minimumBid: v.optional(v.nullable(num)),
  soldPrice: opt(num),
  buyer: opt(str),
  sharedWith: opt(v.array(str)),
});
export const ListingRows = v.object({ list: v.array(Listing), total: num });

/**
 * actions as the swagger has it (every category alike): `event` and `timestamp` (the app's `type` and `time`); `list`
 * optional (none: nothing happened). A row's nftType may be absent: the caller knows the category it asked about.
 * 'Claim' (an auction's claim) is not an event the app shows: such rows are left out.
 */
export const Activity = v.pipe(
  v.object({
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
          amount: v.optional(v.nullable(amountText)),
          inscriptionId: opt(str),
          inscriptionNumber: opt(num),
          collectionId: opt(str),
          collectionItemName: v.optional(v.nullable(str)),
          domain: opt(str),
        }),
      ),
      [],
    ),
    total: num,
  }),
  v.transform(({ list, total }) => ({
    total,
    list: list.flatMap(({ event, timestamp, ...row }) => (event === 'Claim' ? [] : [{ ...row, type: event, time: timestamp }])),
  })),
);
export const Curve = v.array(v.object({ time: num, unitPrice: num, price: sats }));
export const Bids = v.array(v.object({ bidId: str, address: str, price: sats, status: str, time: num }));
/** inscription_info's `utxo` (an open object in the swagger): the indexer's UTXO, of which the app reads these. */
const Utxo = v.object({
  txid: str,
  vout: num,
  satoshi: opt(sats),
  inscriptions: v.optional(v.array(v.object({ inscriptionId: str, offset: opt(num) })), []),
});
/** inscription_info as the swagger has it (only inscriptionId required); timestamp and confirmations are the devnet's extras. */
const InscriptionWire = v.object({
  inscriptionId: str,
  inscriptionNumber: opt(num),
  auctionId: opt(str),
  marketType: opt(str),
  address: opt(str),
  price: opt(num),
  verification: opt(v.boolean()),
  nftType: opt(str),
  tick: opt(str),
  amount: v.optional(v.nullable(amountText)),
  unitPrice: opt(num),
  collectionId: opt(str),
  contentType: opt(str),
  collectionItemName: opt(str),
  collectionName: opt(str),
  domain: opt(str),
  domainType: opt(str),
  utxo: opt(Utxo),
  timestamp: opt(num),
  confirmations: opt(num),
});
/** The market's view of an inscription, as the views read it: where its sat is ("txid:vout" and offset) from `utxo`. */
export const Inscription = v.pipe(
  InscriptionWire,
  v.transform(({ utxo, verification, domain, domainType, ...i }) => {
    const here = utxo?.inscriptions.find((x) => x.inscriptionId === i.inscriptionId);
    return {
      ...i,
      ...(utxo
        ? {
            output: `${utxo.txid}:${utxo.vout}`,
            offset: here?.offset ?? 0,
            satoshi: utxo.satoshi,
            sharedWith: utxo.inscriptions.map((x) => x.inscriptionId).filter((x) => x !== i.inscriptionId),
          }
        : {}),
      ...(verification === undefined ? {} : { verified: verification }),
      ...(domain ? { inscriptionName: domain } : {}),
      ...(domainType ? { domainKind: domainType } : {}),
      listed: !!i.auctionId,
    };
  }),
);
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

// ---- trades (the open API's shapes) -----------------------------------------------------------------

/** create_put_on, create_batch_put_on. */
export const PutOn = v.object({ auctionId: str, psbt: str, signIndexes: indexes });
/** create_modify_price: the real API answers the PSBT only; the listing's auctionId is the one the flow sent. */
export const ModifyPrice = v.object({ psbt: str, signIndexes: indexes });
/** create_put_off: an on-chain unlisting's PSBT and its size; no fee (the app works it out from the PSBT). */
export const PutOff = v.object({ psbt: str, txSize: opt(num), btcSignIndexes: v.optional(indexes, []), nftSignIndexes: v.optional(indexes, []) });
const Discount = v.object({ name: str, percent: num, type: str });
/** create_bid_prepare (every field optional in the swagger; the dialog needs these, `discounts` is ours and may be absent). */
export const BidPrepare = v.object({
  feeRate: num,
  txSize: num,
  serverFee: sats,
  serverReal: sats,
  serverFeeRate: num,
  nftValue: opt(sats),
  availableBalance: sats,
  allBalance: opt(sats),
  discounts: v.optional(v.array(Discount), []),
});
/** create_bid: the PSBTs, and the fees the market built them with (the check holds the PSBT to what the dialog shows). */
export const Bid = v.object({
  bidId: str,
  psbtBid: str,
  psbtBid2: v.optional(str, ''),
  psbtSettle: v.optional(str, ''),
  serverFee: sats,
  networkFee: sats,
  feeRate: num,
  nftValue: sats,
  bidSignIndexes: opt(indexes),
});
/** confirm_bid: the purchase's txid (a bid placed on an auction may answer its bidId instead). */
export const ConfirmBid = v.object({ txid: opt(str), bidId: opt(str) });
/** confirm_put_off: the unlisting's txid (none off-chain); the other confirmations answer nothing the app reads. */
export const ConfirmPutOff = v.object({ txid: opt(str) });
export const Confirmed = v.object({});
export const BatchBidPrepare = v.object({ ...BidPrepare.entries, validAuctionIds: opt(v.array(str)), invalidAuctionIds: opt(v.array(str)) });
export const BatchBid = v.object({ bidId: str, psbtBid: str, serverFee: sats, networkFee: sats, feeRate: num, bidSignIndexes: indexes });
