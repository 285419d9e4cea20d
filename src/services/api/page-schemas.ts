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
