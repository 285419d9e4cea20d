import type { OrdersState } from './order-state';

/** Ours: the devnet's premium badge supply. */
export const BADGE_PREMIUM_SUPPLY = 1_000;

/**
 * /badge/limit (ours): the premium badges of the collection and how many no live order or blind mint has taken (a
 * premium order is the one badge orders that carry an extra fee; a cancelled or refunded one gives its badges back; a
 * blind mint takes its badges once paid).
 */
export function premiumBadgeLimit(state: OrdersState) {
  const ordered = Object.values(state.orders)
    .filter((o) => (o.extraFee ?? 0) > 0 && o.status !== 'cancel' && o.status !== 'refunded')
    .reduce((a, o) => a + o.files.length, 0);
  const blind = Object.values(state.blind ?? {})
    .filter((o) => o.status !== 'created')
    .reduce((a, o) => a + o.count, 0);
  const taken = ordered + blind;
  return { premiumTotal: BADGE_PREMIUM_SUPPLY, premiumRemaining: Math.max(0, BADGE_PREMIUM_SUPPLY - taken) };
}
