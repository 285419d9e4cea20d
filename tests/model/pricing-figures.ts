import type { EventObject } from 'xstate';
import type { FlowPath } from '../../src/flows/testing/flow-model-types';

/**
 * What the list and update-price dialogs show on a path, as literal text, keyed by what the path did: the total it
 * typed, the sale it picked, the seconds passed on the too-low confirm, the market's or the wallet's last answer. The
 * models (list.model.ts, update-price.model.ts) give the bounds (50,000 sats up to 1 BTC for a fixed price; an
 * auction from 0.0005 BTC) and the floor, 200,000 sats: 90% of it is 180,000, so 150,000 is too low.
 */
export interface PricingWalk {
  /** The total as typed last (a new price starts at the listed 250,000; a listing at none). */
  readonly typed: string;
  readonly sale: 'fixedPrice' | 'auction';
  /** The seconds Continue still waits on the too-low confirm: its seconds when shown, one fewer each second passed. */
  readonly secondsLeft: number;
  /** The event of this step (what the dialog answers now). */
  readonly now: EventObject;
}

/** Continue waits 10 s when listing, 3 s for a new price (the spec's price-too-low confirm). */
export const TOO_LOW_SECONDS = { list: 10, 'update-price': 3 } as const;

export function pricingWalk(flow: 'list' | 'update-price', path: FlowPath, stepIndex: number): PricingWalk {
  let typed = (path.input as { totalSats: string }).totalSats;
  let sale: PricingWalk['sale'] = 'fixedPrice';
  let secondsLeft = 0;
  let before = path.initial;
  for (const { event, state } of path.steps.slice(0, stepIndex + 1)) {
    const e = event as EventObject & { totalSats?: string; marketType?: PricingWalk['sale'] };
    if (e.type === 'EDIT_PRICE') typed = e.totalSats ?? '';
    else if (e.type === 'SET_MARKET_TYPE' && e.marketType) sale = e.marketType;
    if (state.matches('tooLow') && !before.matches('tooLow')) secondsLeft = TOO_LOW_SECONDS[flow];
    else if (e.type.startsWith('xstate.after.')) secondsLeft -= 1;
    before = state;
  }
  return { typed, sale, secondsLeft, now: path.steps[stepIndex]!.event };
}

/**
 * The input's hint once Next was pressed with a price out of bounds or none. 10,000 sats is under the least total,
 * 50,000 sats (0.0005 BTC), for a fixed price (the category's minSats) and an auction (the spec's 0.0005 BTC) alike.
 */
export const PRICE_HINT: Readonly<Record<string, string>> = {
  '': 'Enter a price.',
  '10000': 'Total value should be greater than 0.0005 BTC',
};

/** The price the summary and the signing show, in sats: the good totals the paths type. */
export const PRICE_SATS: Readonly<Record<string, string>> = { '150000': '(150,000 sats)', '250000': '(250,000 sats)' };

/** The market's failures by code, and the app's refusal to sign, as the dialog says them (the model's answers). */
const MARKET_SAYS: Readonly<Record<string, string>> = {
  '-1': 'The inscription has been listed',
  '-100': 'This inscription has been sold or unlisted.',
  null: 'Network problem: check your connection and try again.',
};
const REFUSED = 'Not signed: the payout is 0.00151 BTC, not the 0.0015 BTC you set.';

/**
 * What the dialog says back at Sign after this step: the market's failure (on create, or after the wallet signed) or
 * the app's refusal; nothing after the wallet's no, Back or Next. `sold`: the market said the item was sold (-100).
 */
export function pricingSaid(now: EventObject): { readonly words: string | null; readonly sold: boolean } {
  const e = now as EventObject & { error?: { code?: number | null }; output?: { outcome?: string; failure?: { code?: number | null } } };
  const code = (failure: { code?: number | null } | undefined) => String(failure?.code ?? null);
  if (e.type === 'xstate.error.actor.create') return { words: MARKET_SAYS[code(e.error)] ?? null, sold: code(e.error) === '-100' };
  if (e.type === 'xstate.done.actor.signingStep' && e.output?.outcome === 'refused') return { words: REFUSED, sold: false };
  if (e.type === 'xstate.done.actor.signingStep' && e.output?.outcome === 'failed')
    return { words: MARKET_SAYS[code(e.output.failure)] ?? null, sold: code(e.output.failure) === '-100' };
  return { words: null, sold: false };
}
