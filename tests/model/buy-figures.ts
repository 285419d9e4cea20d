import type { EventObject } from 'xstate';
import type { FlowPath } from '../../src/flows/testing/flow-model-types';

/**
 * The figures the buy dialog shows on a path, as literal text, keyed by what the path did: the bid it typed (or the
 * fixed price it buys at), the fee rate the chooser gave, whether the market built the purchase and with a padding
 * split. The market's answers are the model's (buy.model.ts): the prepare says a 3,000-sat service fee (2%) and a
 * 250 vB transaction at 10 sats/vB; the built purchase a 2,500-sat network fee; the padding split 1,410 sats.
 */

/** What the path did up to a step: the bid typed, and the chooser's rates and option. */
export interface BuyWalk {
  /** The bid's text as typed, or the listing's price when nothing was typed (the input's priceSats). */
  readonly bid: string;
  /** The fee source's answer: none yet, the served rates, or the defaults after a failure. */
  readonly rates: 'loading' | 'served' | 'failed';
  /**
   * The option whose rate the purchase uses (Normal by default): the one picked, and the last one kept when the custom
   * rate is emptied. On the screen emptying the custom rate first takes a click on Custom: its rate (until its input
   * was emptied once) is then the last.
   */
  readonly option: 'Economy' | 'Normal' | 'Custom';
  /** The market's last built purchase came with a padding split. */
  readonly padded: boolean;
  /** What the last item check found: its answer, or 'unread' when it failed. */
  readonly checked: string | null;
}

export function buyWalk(path: FlowPath, stepIndex: number, by: 'machine' | 'view'): BuyWalk {
  let bid = (path.input as { priceSats: string }).priceSats;
  let rates: BuyWalk['rates'] = 'loading';
  let option: BuyWalk['option'] = 'Normal';
  let padded = false;
  let emptied = false;
  let checked: string | null = null;
  for (const { event } of path.steps.slice(0, stepIndex + 1)) {
    const e = event as EventObject & { sats?: string; option?: string; output?: { error?: unknown; padding?: unknown } | string };
    const output = typeof e.output === 'object' ? e.output : undefined;
    if (e.type === 'BID_CHANGED') bid = e.sats ?? '';
    else if (e.type === 'feeChooser.xstate.done.actor.loadFees') rates = output?.error ? 'failed' : 'served';
    else if (e.type === 'feeChooser.xstate.error.actor.loadFees') rates = 'failed';
    else if (e.type === 'feeChooser.SELECT' && (e.option === 'Economy' || e.option === 'Normal')) option = e.option;
    else if (e.type === 'feeChooser.TYPE_CUSTOM_RATE' && by === 'view' && rates !== 'loading') {
      // The click on Custom gives its rate while its input holds it; once emptied, Custom is no rate and the last stays.
      if (!emptied) option = 'Custom';
      emptied = true;
    } else if (e.type === 'xstate.done.actor.createBid') padded = Boolean(output?.padding);
    else if (e.type === 'xstate.done.actor.verifyItem') checked = String(e.output);
    // A check that cannot read says so, even after one that answered ('moved', 'changed').
    else if (e.type === 'xstate.error.actor.verifyItem') checked = 'unread';
  }
  return { bid, rates, option, padded, checked };
}

/**
 * The rate the chooser gives, as its options show it: the served 12.2, 20.5 and 41 sats/vB round up to 13, 21 and 41
 * (Custom starts at the served custom rate); the defaults are 15, 30 and Custom 30.
 */
export const CHOOSER_RATES = { served: { Economy: 13, Normal: 21, Custom: 41 }, failed: { Economy: 15, Normal: 30, Custom: 30 } } as const;

/**
 * The price row: the auction's bid (the 120,000 sats a path typed, or the least next bid of 105,000 the input starts
 * at), or the fixed price of 300,000 sats.
 */
export const PRICE_ROW: Readonly<Record<string, string>> = {
  '105000': 'Your bid0.00105 BTC (105,000 sats)',
  '120000': 'Your bid0.0012 BTC (120,000 sats)',
  '300000': 'Price0.003 BTC (300,000 sats)',
};

/**
 * The network fee row and the total before the market builds anything: the prepare's 250 vB at the rate the summary
 * uses (the chooser's, or the prepare's own 10 sats/vB while the rates load), rounded up to a whole sat; the total is
 * the price + the 3,000-sat service fee + that network fee.
 */
export const ESTIMATE: Readonly<Record<number, { readonly network: string; readonly total: Readonly<Record<string, string>> }>> = {
  // 250 vB × 10 sats/vB = 2,500. 105,000 + 3,000 + 2,500 = 110,500; 120,000 + 3,000 + 2,500 = 125,500; 300,000 + 3,000 + 2,500 = 305,500.
  10: { network: '(2,500 sats) (250 vB × 10 sats/vB)', total: { '105000': '(110,500 sats)', '120000': '(125,500 sats)', '300000': '(305,500 sats)' } },
  // 250 × 13 = 3,250. 105,000 + 3,000 + 3,250 = 111,250; 120,000 + 3,000 + 3,250 = 126,250; 300,000 + 3,000 + 3,250 = 306,250.
  13: { network: '(3,250 sats) (250 vB × 13 sats/vB)', total: { '105000': '(111,250 sats)', '120000': '(126,250 sats)', '300000': '(306,250 sats)' } },
  // 250 × 21 = 5,250. 105,000 + 3,000 + 5,250 = 113,250; 120,000 + 3,000 + 5,250 = 128,250; 300,000 + 3,000 + 5,250 = 308,250.
  21: { network: '(5,250 sats) (250 vB × 21 sats/vB)', total: { '105000': '(113,250 sats)', '120000': '(128,250 sats)', '300000': '(308,250 sats)' } },
  // 250 × 15 = 3,750. 105,000 + 3,000 + 3,750 = 111,750; 120,000 + 3,000 + 3,750 = 126,750; 300,000 + 3,000 + 3,750 = 306,750.
  15: { network: '(3,750 sats) (250 vB × 15 sats/vB)', total: { '105000': '(111,750 sats)', '120000': '(126,750 sats)', '300000': '(306,750 sats)' } },
  // 250 × 30 = 7,500. 105,000 + 3,000 + 7,500 = 115,500; 120,000 + 3,000 + 7,500 = 130,500; 300,000 + 3,000 + 7,500 = 310,500.
  30: { network: '(7,500 sats) (250 vB × 30 sats/vB)', total: { '105000': '(115,500 sats)', '120000': '(130,500 sats)', '300000': '(310,500 sats)' } },
  // 250 × 41 = 10,250. 105,000 + 3,000 + 10,250 = 118,250; 120,000 + 3,000 + 10,250 = 133,250; 300,000 + 3,000 + 10,250 = 313,250.
  41: { network: '(10,250 sats) (250 vB × 41 sats/vB)', total: { '105000': '(118,250 sats)', '120000': '(133,250 sats)', '300000': '(313,250 sats)' } },
};

/**
 * Once the market built the purchase: its own 2,500-sat network fee, whatever the rate; with a padding split, its
 * 1,410 sats more. 105,000 + 3,000 + 2,500 = 110,500 (+ 1,410 = 111,910); 120,000 + 3,000 + 2,500 = 125,500 (+ 1,410 =
 * 126,910); 300,000 + 3,000 + 2,500 = 305,500 (+ 1,410 = 306,910).
 */
export const BUILT = {
  network: '(2,500 sats) (the transaction the market built)',
  total: { '105000': '(110,500 sats)', '120000': '(125,500 sats)', '300000': '(305,500 sats)' } as Readonly<Record<string, string>>,
  padded: { '105000': '(111,910 sats)', '120000': '(126,910 sats)', '300000': '(306,910 sats)' } as Readonly<Record<string, string>>,
} as const;

/** The verification's words when the check failed, by what it found (the failed read: the listing could not be checked). */
export const CHECK_FAILED: Readonly<Record<string, string>> = {
  changed: 'The listing changed: its price is no longer the one shown. Close this and open the item again to see it now.',
  moved: 'Verification failed: the item is no longer where the listing says. It cannot be bought now.',
  unread: 'The listing could not be checked, so it cannot be bought now. Close this and try again in a moment.',
};
