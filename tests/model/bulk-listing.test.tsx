import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { BulkItem, BulkListingContext, BulkListingMachine } from '../../src/flows/bulk-listing/bulk-listing.machine';
import { bulkListingModel } from '../../src/flows/bulk-listing/bulk-listing.model';
import type { FlowPath, FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { BulkListingDialog } from '../../src/ui/market/bulk-listing-dialog';
import { describeFlow } from './describe-flow';
import { renderDialogActor } from './dialog-harness';
import { signingEndAt } from './said-words';

/** Unlist selected and New price for selected (issue 44): every path on the machine, and on the dialog as the owner reads it. */
let closed = 0;
const dialog = () => screen.getByTestId('bulk-listing-dialog');
const TITLES = ['Devnet Punk #2', 'Devnet Punk #3'];
/** Why the run stopped, as the dialog says it, by the step that stopped it. */
const STOPPED_BY: Readonly<Record<string, string>> = {
  sold: 'This inscription has been sold or unlisted.',
  failed: 'The market could not be reached. Check your connection and try again.',
  refused: 'Not signed: the seller would get 0.00151 BTC, not the price of 0.0015 BTC.',
  rejected: 'You rejected the request in your wallet. Nothing was signed or sent.',
};

/** What the path did so far, read from its steps (never from the machine): items done, the price typed, off-chain chosen, why it stopped. */
function sofar(path: FlowPath, at: number) {
  let done = 0;
  let price = '';
  let offChain = false;
  let stoppedBy = '';
  let unlisting = false;
  let checked = false;
  for (const { event } of path.steps.slice(0, at + 1)) {
    if (event.type === 'SET_ACTION' && 'action' in event) [unlisting, checked] = [event.action === 'unlist', false];
    if (event.type === 'START') checked = true;
    const ended = signingEndAt(event);
    if (ended === 'sent' || event.type === 'xstate.done.actor.confirmPutOff') done++;
    else if (ended) stoppedBy = ended;
    else if (event.type.startsWith('xstate.error.actor.')) stoppedBy = 'sold';
    if (event.type === 'SET_PRICE' && 'sats' in event) price = String(event.sats);
    if (event.type === 'SET_ON_CHAIN') offChain = true;
  }
  return { done, price, offChain, stoppedBy, unlisting, checked };
}

describeFlow(bulkListingModel, {
  machine: {
    verify: (expected, actor) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context as BulkListingContext;
      // The same listings, in the same order; those done come first, and only the item in hand may have failed.
      expect(context.items.map((i) => i.listing.title)).toEqual(TITLES);
      const stages = context.items.map((i) => i.stage).join(',');
      expect(['pending,pending', 'done,pending', 'done,done', 'failed,pending', 'done,failed']).toContain(stages);
      for (const i of context.items) expect(i.stage === 'failed').toBe(i.reason !== null);
      if (expected.matches('stopped')) expect(context.items.some((i) => i.stage === 'failed')).toBe(true);
      if (expected.matches('done')) expect(stages).toBe('done,done');
      // Signing only what the market prepared for the item in hand.
      if (expected.matches('signing') || expected.matches('feeReview')) expect(context.prepared).not.toBeNull();
      // A new price past the choice is within the market's bounds (0.0005 BTC at least).
      if (context.action === 'reprice' && !expected.matches('choosing') && !expected.matches('closed'))
        expect(['300000', '200000']).toContain(context.priceSats);
    },
  },
  view: {
    name: 'the bulk listing dialog',
    start: (machine, input) => {
      closed = 0;
      return renderDialogActor(
        (onActor) => (
          <BulkListingDialog
            input={input as { action: 'unlist' | 'reprice'; items: readonly BulkItem[] }}
            onClose={() => closed++}
            onChanged={() => {}}
            testing={{ machine: machine as BulkListingMachine, onActor }}
          />
        ),
        'tb1p-seller',
      );
    },
    events: {
      SET_ACTION: (_actor: unknown, { action }: { action: string }) =>
        void fireEvent.click(within(dialog()).getByRole('radio', { name: action === 'unlist' ? 'Unlist' : 'New price' })),
      SET_PRICE: (_actor: unknown, { sats }: { sats: string }) => void fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: sats } }),
      SET_ON_CHAIN: () => void fireEvent.click(within(dialog()).getByRole('checkbox', { name: /Void the signed listings on-chain/ })),
      START: () => void fireEvent.click(within(dialog()).getByTestId('bulk-start')),
      CONTINUE: () => void fireEvent.click(within(dialog()).getByTestId('too-low-continue')),
      BACK: () => void fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' })),
      SIGN: () => void fireEvent.click(within(dialog()).getByTestId('bulk-sign')),
      RETRY: () => void fireEvent.click(within(dialog()).getByRole('button', { name: 'Try again' })),
      CLOSE: () => {
        const view = within(dialog());
        fireEvent.click(
          view.queryByRole('button', { name: 'Cancel' }) ?? view.queryByRole('button', { name: 'Done' }) ?? screen.getByRole('button', { name: 'Close' }),
        );
      },
    },
    verify: (expected, _actor, path, at) => {
      if (expected.matches('closed')) {
        expect(closed).toBe(1);
        return;
      }
      const view = within(dialog());
      const { done, price, offChain, stoppedBy, unlisting, checked } = sofar(path, at);
      expect(screen.getByRole('heading', { name: unlisting ? 'Unlist 2 listings' : 'New price for 2 listings' })).toBeInTheDocument();
      // Both listings, by name and price; those done say so.
      const rows = view.getAllByTestId('bulk-item');
      expect(rows.map((r) => r.querySelector('strong')?.textContent)).toEqual(TITLES);
      for (const row of rows) expect(row).toHaveTextContent('listed at 0.0025 BTC');
      expect(rows.filter((r) => r.textContent?.includes(unlisting ? '· Unlisted' : '· New price set'))).toHaveLength(done);
      if (expected.matches('choosing')) expect(view.getByRole('radio', { name: unlisting ? 'Unlist' : 'New price' })).toBeChecked();
      if (expected.matches('choosing') && unlisting) {
        expect(view.getByRole('checkbox', { name: /Void the signed listings on-chain/ })).toHaveProperty('checked', !offChain);
        if (offChain) expect(view.getByTestId('bulk-off-chain')).toHaveTextContent('but the listings you signed stay valid');
        else expect(view.queryByTestId('bulk-off-chain')).toBeNull();
      }
      if (expected.matches('choosing') && !unlisting) {
        expect(view.getByRole('textbox', { name: 'New price for each (sats)' })).toHaveValue(price);
        const problem = !checked ? null : price === '' ? 'Enter a price.' : price === '10' ? 'Total value should be greater than 0.0005 BTC' : null;
        if (problem) expect(view.getByTestId('bulk-price-problem')).toHaveTextContent(problem);
        else expect(view.queryByTestId('bulk-price-problem')).toBeNull();
        if (price === '300000') expect(view.getByTestId('price-raise-warning')).toHaveTextContent('The previous price may still be bought');
        else expect(view.queryByTestId('price-raise-warning')).toBeNull();
      }
      if (expected.matches('tooLow')) {
        expect(view.getByTestId('price-too-low')).toHaveTextContent(
          'The price is more than 10% below the floor price. Check it before you continue. 2 items are priced under their floor: see below.',
        );
        expect(view.getAllByTestId('bulk-item-too-low').map((w) => w.textContent)).toEqual([
          'Your price is 0.002 BTC; the floor is 0.0025 BTC.',
          'Your price is 0.002 BTC; the floor is 0.0025 BTC.',
        ]);
        if (expected.matches({ tooLow: 'ready' })) expect(view.getByTestId('too-low-continue')).toBeEnabled();
        else expect(view.getByTestId('too-low-continue')).toBeDisabled();
      }
      if (!expected.matches('choosing') && !expected.matches('tooLow') && !expected.matches('done'))
        expect(view.getByTestId('bulk-progress')).toHaveTextContent(`${done} of 2 ${unlisting ? 'unlisted' : 'at the new price'}.`);
      const working = ['preparingUnlist', 'preparingPrice', 'signing', 'confirming'].find((s) => expected.matches(s));
      if (working) {
        expect(view.getByRole('button', { name: 'Working…' })).toBeDisabled();
        const words = {
          preparingUnlist: 'Preparing the unlisting…',
          preparingPrice: 'Preparing the new price…',
          signing: 'Confirm in your wallet…',
          confirming: 'Taking it off sale…',
        }[working];
        expect(view.getAllByRole('status').map((s) => s.textContent)).toContain(words);
      }
      if (expected.matches('feeReview')) {
        expect(view.getByTestId('unlist-fee')).toHaveTextContent(`Unlisting on-chain moves ${TITLES[done]} back to your address tb1p-seller`);
        expect(view.getByTestId('unlist-fee')).toHaveTextContent('Network fee: 420 sats');
        expect(view.getByTestId('bulk-sign')).toBeEnabled();
      }
      if (expected.matches('stopped')) {
        expect(view.getByTestId('bulk-stopped')).toHaveTextContent(`Stopped at ${TITLES[done]}: ${STOPPED_BY[stoppedBy]}`);
        expect(view.getByText(/still listed as before/)).toHaveTextContent(
          `${done === 0 ? '2 listings are' : '1 listing is'} still listed as before. Try again goes on from ${TITLES[done]}.`,
        );
      }
      if (expected.matches('done')) {
        expect(view.getByTestId('bulk-progress')).toHaveTextContent(
          unlisting
            ? 'Unlist success. All 2 listings are off the market.'
            : `Update Success. All 2 listings are for sale at ${price === '300000' ? '0.003' : '0.002'} BTC.`,
        );
        if (unlisting)
          expect(view.getByTestId('bulk-unlist-meaning')).toHaveTextContent(
            offChain ? 'the listings you signed are still valid' : 'once each confirms, its signed listing can never be used',
          );
      }
    },
  },
});
