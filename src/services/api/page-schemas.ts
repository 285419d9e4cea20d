import * as v from 'valibot';

/**
 * Answers only some pages read, in a chunk of their own (the API client loads with every page; these load with their
 * call). All ours: the spec names these calls and shows none of their answers.
 */
const sats = v.pipe(v.number(), v.integer(), v.minValue(0));
/** /badge/limit: how many premium badges the collection has, and how many remain. */
export const BadgeLimit = v.object({ premiumTotal: sats, premiumRemaining: sats });
/** /preview/simple-summary: a link preview's title, description and image. */
export const PreviewSummary = v.object({ title: v.string(), description: v.string(), image: v.nullable(v.string()) });
/** /pizza/total: the pizza claimed by everyone, and by how many addresses. */
export const PizzaTotal = v.object({ tick: v.string(), totalClaimed: v.string(), claimers: v.pipe(v.number(), v.integer(), v.minValue(0)) });
/** /pizza/info: what an address can claim now, and what it has claimed. */
export const PizzaInfo = v.object({ address: v.string(), claimable: v.string(), claimed: v.string() });
/** /pizza/claim: the amount claimed and the mint inscriptions that pay it. */
export const PizzaClaimed = v.object({ amount: v.string(), inscriptionIds: v.array(v.string()) });
/** /inscribe/mixpay_order: the MixPay page that pays the order (opened in a new window). */
export const MixpayOrder = v.object({ payUrl: v.string() });

/** A badge drawn blind: its inscription, name, type and rarity. */
const BlindItem = v.object({ inscriptionId: v.string(), name: v.string(), type: v.string(), rarity: v.string() });
/** /collection/info: a collection, and how it mints blind when it does (the price, the virtual sats, the odds). */
export const CollectionInfo = v.object({
  collectionId: v.string(),
  name: v.string(),
  description: v.optional(v.string()),
  supply: sats,
  verified: v.optional(v.boolean()),
  type: v.optional(v.string()),
  blindMint: v.optional(
    v.object({
      priceSats: sats,
      virtualSats: sats,
      perAddress: sats,
      types: v.array(v.string()),
      rarities: v.array(v.object({ name: v.string(), percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)) })),
    }),
  ),
});
/** /collection/limit: how many an address may mint, has minted and has left, and how many remain in all. */
export const CollectionLimit = v.object({ perAddress: sats, mintedByAddress: sats, leftForAddress: sats, remaining: sats });
/** /collection/address_info: what an address minted of the collection. */
export const CollectionAddressInfo = v.object({ address: v.string(), collectionId: v.string(), minted: sats, items: v.array(BlindItem) });
/** /collection/recent: the latest mints, newest first. */
export const CollectionRecent = v.array(v.object({ ...BlindItem.entries, address: v.string(), time: v.number() }));
/** /collection/create_blind_payment: the payment to sign, what it pays and to whom. */
export const BlindPayment = v.object({
  orderId: v.string(),
  psbt: v.string(),
  signIndexes: v.array(v.pipe(v.number(), v.integer(), v.minValue(0))),
  payAddress: v.string(),
  receiveAddress: v.string(),
  amountSats: sats,
  networkFeeSats: sats,
  count: sats,
});
/** /collection/confirm_blind_payment: the payment sent. */
export const BlindConfirmed = v.object({ orderId: v.string(), txid: v.string() });
/** /collection/blind_status: a blind mint, paid or minted, and its badges once minted. */
export const BlindStatus = v.object({
  orderId: v.string(),
  collectionId: v.string(),
  status: v.picklist(['created', 'paid', 'minted']),
  count: sats,
  amountSats: sats,
  txid: v.nullable(v.string()),
  items: v.array(BlindItem),
  createdAt: v.number(),
});
/** /collection/address_blind_status: an address's blind mints, newest first. */
export const AddressBlindStatus = v.array(BlindStatus);
