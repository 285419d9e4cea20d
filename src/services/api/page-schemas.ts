import * as v from 'valibot';

/**
 * Answers only some pages read, in a chunk of their own (the API client is on every page's first render; these are
 * loaded with the call). Ours: the spec shows neither answer.
 */
const sats = v.pipe(v.number(), v.integer(), v.minValue(0));
/** /badge/limit: how many premium badges the collection has, and how many remain. */
export const BadgeLimit = v.object({ premiumTotal: sats, premiumRemaining: sats });
/** /preview/simple-summary: a link preview's title, description and image. */
export const PreviewSummary = v.object({ title: v.string(), description: v.string(), image: v.nullable(v.string()) });
