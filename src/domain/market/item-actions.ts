import type { MarketAvailability } from '../market-availability';

/** The actions an item page offers (the market dialogs open them). */
export type ItemAction = 'buy' | 'bid' | 'list' | 'unlist' | 'update-price';
export const ITEM_ACTION_LABELS: Readonly<Record<ItemAction, string>> = {
  buy: 'Buy',
  bid: 'Place a bid',
  list: 'List',
  unlist: 'Unlist',
  'update-price': 'Update price',
};

/**
 * Which actions an item offers a person, and why each is off when it is: a visitor must connect first
 *, a seller cannot buy their own item, and a closed or read-only market allows nothing.
 */
export function itemActions(input: {
  readonly listed: { readonly marketType: 'fixedPrice' | 'auction'; readonly seller: string | null } | null;
  readonly owner: string | null;
  readonly me: string | null;
  readonly availability: MarketAvailability | null;
  /** Who holds the highest bid of an auction (its bid_history's highest placed bid): they cannot outbid themself. */
  readonly highestBidder?: string | null;
}): { readonly action: ItemAction; readonly reason: string | null }[] {
  const { listed, owner, me } = input;
  const mine = me !== null && (listed ? listed.seller === me : owner === me);
  const actions: ItemAction[] = listed ? (mine ? ['update-price', 'unlist'] : [listed.marketType === 'auction' ? 'bid' : 'buy']) : mine ? ['list'] : [];
  const reason = (): string | null => {
    if (input.availability && input.availability.state !== 'open') return 'The market is not taking orders now: see the notice above.';
    if (me === null) return 'Connect a wallet to trade.';
    return null;
  };
  return actions.map((action) => ({
    action,
    reason: reason() ?? (action === 'bid' && me !== null && input.highestBidder === me ? 'You hold the highest bid: nobody has outbid you yet.' : null),
  }));
}

/**
 * What an item page asked to buy on arrival (`?buy=1`, a grid card's Buy) does: `wait` until it knows the listing, the
 * market's state, the session and the item's output; then `open` the purchase when its action is on, or `explain`
 * (bring the sale panel and its reason into view) when it is off or the item takes no purchase. `open` names the
 * action to open (a fixed price's buy or an auction's bid).
 */
export function buyOnArrival(input: {
  readonly asked: boolean;
  readonly known: boolean;
  readonly actions: readonly { readonly action: ItemAction; readonly reason: string | null }[];
}): { readonly kind: 'none' | 'wait' | 'explain' } | { readonly kind: 'open'; readonly action: 'buy' | 'bid' } {
  if (!input.asked) return { kind: 'none' };
  if (!input.known) return { kind: 'wait' };
  const buy = input.actions.find((a) => a.action === 'buy' || a.action === 'bid');
  return buy && buy.reason === null ? { kind: 'open', action: buy.action as 'buy' | 'bid' } : { kind: 'explain' };
}
