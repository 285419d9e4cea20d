import * as v from 'valibot';
import type { Json } from '../decoded';
import { numberText } from '../decimal-text';

/**
 * The market layer's answers as they come over the wire, one schema per call (decoded in market-api.ts): the real
 * API's field names and types where its open API has the call (amounts as the swagger types them), ours where the
 * spec's call has no open-API page. What a view reads that the wire says differently is mapped here, in the
 * schema of the call, and nowhere else: nulls the real API sends for absent fields become absent, token amounts
 * (a number on the wire) become exact text, create_bid_prepare's `discounts` (not in the real API) become none.
 */

/** Absent or null on the wire: absent in the app. */
export const opt = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );
export const num = v.number();
export const str = v.string();
export const sats = v.pipe(v.number(), v.finite());
/** A token amount: text or a number on the wire, exact text in the app. */
export const amountText = v.pipe(
  v.union([v.string(), v.number()]),
  // Plain decimal digits, never an exponent (1e21 is '1000000000000000000000'), without pulling big.js into this chunk.
  v.transform((a) => (typeof a === 'number' ? numberText(a) : a)),
);
export const indexes = v.array(v.pipe(v.number(), v.integer()));
export const category = v.picklist(['brc20', 'domain', 'collection', 'arc20', 'runes']);
export const marketType = v.picklist(['fixedPrice', 'auction']);
export const statWindow = v.picklist(['1h', '6h', '24h', '7d', '30d', 'all']);
/** Answers whose shape the app reads where it uses them (the deployer's and the entry's reads): any JSON, typed as such. */
export const Opaque: v.GenericSchema<Json> = v.lazy(() =>
  v.union([v.null(), v.boolean(), v.number(), v.string(), v.array(Opaque), v.record(v.string(), Opaque)]),
);

// ---- reads ------------------------------------------------------------------------------------------

/**
 * A listing (list, detail): the views need its auctionId, price and kinds, which the swagger marks optional. The real
 * rows carry no outpoint and no payee: the buy check reads both from the seller's signed input in the PSBT.
 */
export const Listing = v.pipe(
  v.object({
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
    // Who listed it, as the list shows it.
    address: opt(str),
    // Not in the swagger's rows (the spec's, absent from a real answer).
    onSaleTime: opt(num),
    status: opt(v.picklist(['pending', 'listed', 'sold', 'cancel'])),
    // An auction's end (ms); absent for a fixed price. The least the next bid may be (sats), for an auction still open.
    endTime: opt(num),
    minimumBid: v.optional(v.nullable(num)),
    soldPrice: opt(num),
    buyer: opt(str),
    // Other inscriptions on the item's UTXO: they are sold with it.
    sharedWith: opt(v.array(str)),
    // Ours: an ended auction no bid could complete, which its highest bidder may claim at its bid until `until` (ms).
    claim: opt(v.object({ address: str, price: sats, until: num })),
    // The swagger's name of a collection item (a real row has no `name`).
    collectionItemName: opt(str),
    // The swagger's: the item's content type (a collection's grid shows the content by it).
    contentType: opt(str),
  }),
  v.transform(({ collectionItemName, ...l }) => lotOutput(l.name === undefined && collectionItemName !== undefined ? { ...l, name: collectionItemName } : l)),
);

const OUTPOINT = /^([0-9a-f]{64})[:i](\d+)$/;
/**
 * A rune lot's row names no inscription (it has none) where the open API requires an `inscriptionId`: an outpoint there
 * is the lot's output (`txid:vout`), which a new price or an unlisting spends; the checks read on the chain what it
 * holds. Nothing else of a rune row is an inscription.
 */
function lotOutput<L extends { nftType: string; inscriptionId?: string | undefined }>(
  l: L,
): Omit<L, 'inscriptionId'> & { inscriptionId?: string; output?: { txid: string; vout: number } } {
  if (l.nftType !== 'runes' || l.inscriptionId === undefined) return l;
  const { inscriptionId, ...row } = l;
  const at = OUTPOINT.exec(inscriptionId);
  return at ? { ...row, output: { txid: at[1]!, vout: Number(at[2]) } } : row;
}

/**
 * inscription_info's `utxo`: the swagger documents it as `{}` (no fields); where an answer carries the indexer's UTXO,
 * the app reads these. Without txid and vout nothing says where the item is (the buy check then takes the seller's
 * signed input).
 */
const Utxo = v.object({
  txid: opt(str),
  vout: opt(num),
  satoshi: opt(sats),
  inscriptions: v.optional(v.array(v.object({ inscriptionId: str, offset: opt(num) })), []),
});
/**
 * inscription_info as the swagger has it (only inscriptionId required), the fields the views read; timestamp and
 * confirmations are the devnet's extras.
 */
const InscriptionWire = v.object({
  inscriptionId: str,
  inscriptionNumber: opt(num),
  auctionId: opt(str),
  marketType: opt(str),
  address: opt(str),
  price: opt(num),
  unitPrice: opt(num),
  verification: opt(v.boolean()),
  tick: opt(str),
  amount: v.optional(v.nullable(amountText)),
  collectionId: opt(str),
  contentType: opt(str),
  collectionItemName: opt(str),
  domain: opt(str),
  domainType: opt(str),
  utxo: opt(Utxo),
  timestamp: opt(num),
  confirmations: opt(num),
});
/**
 * The market's view of an inscription, as the views read it: where its sat is ("txid:vout" and its offset in that
 * output) from `utxo`; when it was inscribed (ms; 0 in the mempool), which the open API's answer does not say.
 */
export const Inscription = v.pipe(
  InscriptionWire,
  v.transform(({ utxo: u, verification: verified, domain: inscriptionName, domainType: domainKind, ...i }) => ({
    ...i,
    verified,
    inscriptionName,
    domainKind,
    output: u?.txid !== undefined && u.vout !== undefined ? `${u.txid}:${u.vout}` : undefined,
    offset: u?.txid !== undefined ? (u.inscriptions.find((x) => x.inscriptionId === i.inscriptionId)?.offset ?? 0) : undefined,
    satoshi: u?.satoshi,
    sharedWith: u?.txid !== undefined ? u.inscriptions.map((x) => x.inscriptionId).filter((x) => x !== i.inscriptionId) : undefined,
    listed: !!i.auctionId,
  })),
);
// ---- trades (the open API's shapes) -----------------------------------------------------------------

/** A service-fee discount: 'mul' multiplies the rate by (1 - percent); any other type subtracts. */
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
  // Ours: the real API answers none, which is no discount.
  discounts: v.optional(v.array(Discount), []),
});
/** create_bid: the PSBTs, and the fees the market built them with (the check holds the PSBT to what the dialog shows). */
export const Bid = v.object({
  bidId: str,
  psbtBid: str,
  psbtBid2: v.optional(str, ''),
  psbtSettle: v.optional(str, ''),
  // The fees the market built the purchase with (sats), and the sats the item carries.
  serverFee: sats,
  networkFee: sats,
  feeRate: num,
  nftValue: sats,
  // The buyer's inputs to sign; absent: every input but the seller's (input 1 of the market's layout).
  bidSignIndexes: opt(indexes),
});
/** confirm_bid: the purchase's txid (a bid placed on an auction may answer its bidId instead). */
export const ConfirmBid = v.object({ txid: opt(str), bidId: opt(str) });
export const Confirmed = v.object({});
/** entry_inspection (the spec shows no answer; ours): whether the market flags the address, and why. */
export const EntryInspection = v.object({ flagged: v.boolean(), reason: opt(v.string()) });
/** market_entry (the spec shows no answer; ours): each category's listings now and its volume over 24 hours (sats). */
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const EntryFigures = v.object({ listed: count, volume24h: count });
export const MarketEntry = v.object({
  brc20: opt(EntryFigures),
  domain: opt(EntryFigures),
  collection: opt(EntryFigures),
  runes: opt(EntryFigures),
  arc20: opt(EntryFigures),
});
/** /manager/maintain (the spec shows no answer; ours): whether the market is now in maintenance. */
export const Maintained = v.object({ maintenance: v.boolean() });
