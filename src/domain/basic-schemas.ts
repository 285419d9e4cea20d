import * as v from 'valibot';

/**
 * The basic layer's answers, decoded where they enter (basic-api.ts): the open API's `Order` for the inscribe orders
 * (its `minerFee` is the app's network fee; `extraFee` is ours, a badge's price), ours where the spec's call has no
 * open-API page (sign-in, the user, the v4 config, the fee discount, the deployer check).
 */
const opt = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.nullish(schema),
    v.transform((value) => value ?? undefined),
  );
const num = v.number();
const str = v.string();
const sats = v.pipe(v.number(), v.integer(), v.minValue(0));

/** The spec's order statuses (the open API's pending, inscribing and minted among them). */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'paidConfirm',
  'inscribing',
  'cancel',
  'minted',
  'refunded',
  'stuck',
  'needRefund',
  'failed',
  'notPaid',
] as const;
/**
 * The finer statuses UniSat's inscribe service reports beside the swagger's three, as the spec's: a payment short of
 * the amount, or made with an inscription on it, needs a refund (paying the amount again would pay twice); one over
 * it is paid; confirmed, paid for good; ready, being inscribed; closed, cancelled.
 */
const SERVICE_STATUSES: Readonly<Record<string, (typeof ORDER_STATUSES)[number]>> = {
  payment_notenough: 'needRefund',
  payment_withinscription: 'needRefund',
  payment_overpay: 'paid',
  payment_waitconfirmed: 'paid',
  payment_success: 'paidConfirm',
  ready: 'inscribing',
  closed: 'cancel',
};
const orderStatus = v.union([
  v.picklist(ORDER_STATUSES),
  v.pipe(
    v.picklist(Object.keys(SERVICE_STATUSES)),
    v.transform((s) => SERVICE_STATUSES[s]!),
  ),
]);

/** An inscribe order: the open API's V5 order (every field but orderId, status, payAddress and amount optional). */
export const InscribeOrder = v.pipe(
  v.object({
    orderId: str,
    status: orderStatus,
    payAddress: str,
    amount: sats,
    receiveAddress: opt(str),
    paidAmount: opt(num),
    outputValue: opt(num),
    feeRate: v.optional(num, 0),
    minerFee: opt(num),
    serviceFee: opt(num),
    devFee: opt(num),
    extraFee: opt(num),
    count: opt(num),
    // V5's read states the inscriptions' value in all (outputValueFee), not each one's.
    outputValueFee: opt(num),
    // V5 names the order's time createTimestamp (V2 named it createTime).
    createTimestamp: v.optional(num, 0),
    refundTxid: opt(str),
    files: opt(v.array(v.object({ filename: v.optional(str, ''), inscriptionId: opt(str), status: opt(str) }))),
  }),
  v.transform(({ minerFee, createTimestamp, outputValueFee, ...order }) => ({
    ...order,
    ...(order.outputValue === undefined && outputValueFee !== undefined && order.files?.length && Number.isSafeInteger(outputValueFee / order.files.length)
      ? { outputValue: outputValueFee / order.files.length }
      : {}),
    createTime: createTimestamp,
    ...(minerFee === undefined ? {} : { networkFee: minerFee }),
  })),
);
/** An address's orders, a page (ours: the open API lists orders by its API key, not by address). */
export const InscribeOrders = v.object({ list: v.array(InscribeOrder), total: num });

export const Preload = v.object({ signMsg: str });
const user = {
  // The session's address (ours: /base/user answers it, so restore checks the session is the stored address's).
  address: opt(str),
  inscribeCount: v.optional(num, 0),
  ogPassCount: v.optional(num, 0),
  access: opt(v.object({ swapAccess: opt(v.object({ access: v.boolean() })) })),
};
export const User = v.object(user);
export const LoginUser = v.object({ ...user, session: str });
export const Logout = v.object({ loggedOut: v.boolean() });
const flags = { access: v.boolean(), maintenance: v.boolean() };
/**
 * Basic (v4) config: market and swap access and maintenance. The read-only flags per market are ours (the spec says
 * they are set through events: a page shows them before any action is tried).
 */
export const BasicConfig = v.object({
  market: v.object({
    ...flags,
    brc20ReadOnly: opt(v.boolean()),
    domainReadOnly: opt(v.boolean()),
    arc20ReadOnly: opt(v.boolean()),
    runesReadOnly: opt(v.boolean()),
  }),
  swap: v.object(flags),
});
export const ServerTime = v.object({ ts: num });
export const FeeDiscount = v.object({
  unisatCount: num,
  ogPassCount: num,
  unisatFeeCutPercent: num,
  ogPassFeeCutPercent: num,
  ozPassCount: num,
  ozPassFeeCutPercent: num,
});
export const FeeRateDetail = v.object({ custom: num, economy: num, normal: num, minimum: num });
const feeRatePoints = v.array(v.object({ timestamp: v.number(), feerate: v.number() }));
/** The fee estimate (front, /fee-estimate; fee-api.ts): the fee rates by blocks and the BTC price in USD. */
export const FeeEstimate = v.object({ BlocksFeeRateEstimate: feeRatePoints, BlocksAvgFeeRate: feeRatePoints, BTCPrice: v.number() });
export const DeployerInfo = v.object({ isDeployer: v.boolean(), ticks: v.array(str) });
/** /collection/list (ours: the spec names the collection's fields, not the wire): what the Collections page lists. */
export const CollectionList = v.array(
  v.object({
    collectionId: str,
    name: str,
    description: opt(str),
    type: opt(str),
    verified: opt(v.boolean()),
    supply: opt(num),
    preview: opt(str),
  }),
);
export const MixpayExtraFee = v.object({ extraFee: v.pipe(v.number(), v.integer(), v.minValue(0)) });
/** A call no page reads yet (issue 30): its answer is passed on as it is, typed unknown. */
export const Opaque = v.unknown();
