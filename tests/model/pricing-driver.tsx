import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import type { CreatePricingInput, PricingContext, PricingInput, PricingMachine } from '../../src/flows/list/pricing.machine';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import type { SigningOutcome } from '../../src/flows/shared/signing-step.machine';
import { signingStepEndingAs } from './signing-ending';
import { PricingDialog } from '../../src/ui/market/pricing-dialog';
import type { MachineDriver, ViewDriver } from './describe-flow';
import { renderDialogActor } from './dialog-harness';
import { PRICE_HINT, PRICE_SATS, pricingSaid, pricingWalk } from './pricing-figures';

/** The drivers the list and update-price paths share: the machine's checks and the real dialog's. */

export const pricingMachineDriver = (flow: 'list' | 'update-price'): MachineDriver => ({
  // The model's invariants, on the running machine's context.
  verify: (expected, actor, path, at) => {
    const context = (actor.getSnapshot() as FlowSnapshot).context as PricingContext;
    const walk = pricingWalk(flow, path, at);
    // The price is the one this path typed; it goes to the market only within the bounds (150,000 after the too-low
    // confirm, or 250,000), never the empty price or the 10,000 under the least.
    expect(context.totalSats).toBe(walk.typed);
    if (expected.matches('sign') || expected.matches('creating') || expected.matches('signing')) expect(['150000', '250000']).toContain(context.totalSats);
    // Continue counts down from the flow's seconds (10 s listing, 3 s a new price), one a second, to zero.
    if (expected.matches('tooLow')) expect(context.secondsLeft).toBe(walk.secondsLeft);
    // The signing step signs only the listing the market made (the market confirms it within the step).
    if (expected.matches('signing')) expect(context.created).toEqual({ auctionId: 'devnet-000070', psbt: '70736274ff', signIndexes: [0] });
    if (expected.matches('creating') || expected.matches('signing')) expect(context.error).toBeNull();
  },
});

/**
 * Where a price goes once the signing step it invoked ends as `outcome`: the state, the words the dialog says, and
 * what the page was told (the success message, the inscription-list refresh), in order.
 */
export async function afterSigning(machine: PricingMachine, input: PricingInput, outcome: SigningOutcome<unknown>) {
  const told: string[] = [];
  const provided = machine.provide({
    actors: {
      create: fromPromise<PricingContext['created'] & object, CreatePricingInput>(async () => ({
        auctionId: 'devnet-000070',
        psbt: '70736274ff',
        signIndexes: [0],
      })),
      signingStep: signingStepEndingAs(outcome),
    },
    actions: { announceSuccess: () => void told.push('success'), refreshList: () => void told.push('refresh') },
  });
  const actor = createActor(provided, { input }).start();
  actor.send({ type: 'EDIT_PRICE', totalSats: '250000' });
  actor.send({ type: 'NEXT' });
  actor.send({ type: 'SIGN' });
  await vi.advanceTimersByTimeAsync(0);
  const snapshot = actor.getSnapshot();
  actor.stop();
  return { value: snapshot.value, error: snapshot.context.error, told };
}

export function pricingViewDriver(flow: 'list' | 'update-price'): ViewDriver<PricingMachine> {
  let changed = 0;
  let closed = 0;
  const dialog = () => within(screen.getByTestId('pricing-dialog'));
  return {
    name: `the ${flow} dialog`,
    start: (machine: AnyStateMachine, input: unknown) => {
      changed = 0;
      closed = 0;
      return renderDialogActor(
        (onActor) => (
          <PricingDialog
            flow={flow}
            item={{
              category: 'collection',
              title: 'Devnet Punk #4',
              nameKind: 'name',
              auctionId: (input as PricingInput).auctionId,
              item: { txid: 'aa'.repeat(32), vout: 0 },
              inscriptionId: 'aa'.repeat(32) + 'i0',
              units: '1',
              currentSats: flow === 'list' ? null : 250_000,
              payAddress: null,
              asset: { category: 'collection', collectionId: 'devnet-punks' },
            }}
            input={input as PricingInput}
            onClose={() => closed++}
            onChanged={() => changed++}
            testing={{ machine: machine as PricingMachine, onActor }}
          />
        ),
        'tb1p-owner',
      );
    },
    events: {
      EDIT_PRICE: (_actor, event) => void fireEvent.change(dialog().getByLabelText(/Total price|Starting price/), { target: { value: event.totalSats } }),
      SET_MARKET_TYPE: (_actor, event) => void fireEvent.click(dialog().getByLabelText(event.marketType === 'auction' ? 'Auction' : 'Fixed price')),
      NEXT: () => void fireEvent.click(dialog().getByRole('button', { name: 'Next' })),
      CONTINUE: () => void fireEvent.click(dialog().getByTestId('too-low-continue')),
      BACK: () => void fireEvent.click(dialog().getByRole('button', { name: 'Back' })),
      SIGN: () => void fireEvent.click(dialog().getByTestId('pricing-sign')),
      CLOSE: () => {
        const view = dialog();
        fireEvent.click(
          view.queryByRole('button', { name: 'Cancel' }) ?? view.queryByRole('button', { name: 'Done' }) ?? screen.getByRole('button', { name: 'Close' }),
        );
      },
    },
    verify: (expected, _actor, path, at) => {
      if (expected.status === 'done') {
        expect(closed).toBe(1);
        return;
      }
      // What this path typed and picked, and what was answered last: the figures and words below are the user's.
      const walk = pricingWalk(flow, path, at);
      const view = dialog();
      if (expected.matches('setting')) {
        const input = view.getByLabelText(walk.sale === 'auction' ? 'Starting price, total (sats)' : 'Total price (sats)');
        expect(input).toHaveValue(walk.typed);
        // A missing price or one out of bounds says why and marks the input in error once Next was pressed (Next
        // leaves the price with a good one; typing or picking the sale clears it).
        const shown = walk.now.type === 'NEXT';
        if (shown) expect(view.getByTestId('price-hint')).toHaveTextContent(PRICE_HINT[walk.typed]!);
        expect(input.getAttribute('aria-invalid')).toBe(shown ? 'true' : null);
        // No path types a new price over the listed 250,000 sats: the raise warning never shows.
        if (flow === 'update-price') expect(view.queryByTestId('price-raise-warning')).toBeNull();
        return;
      }
      if (expected.matches('tooLow')) {
        expect(view.getByTestId('price-too-low')).toHaveTextContent('The price is more than 10% below the floor price. Check it before you continue.');
        const button = view.getByTestId('too-low-continue');
        if (expected.matches({ tooLow: 'counting' })) {
          expect(button).toHaveTextContent(`Continue ${walk.secondsLeft}s`);
          expect(button).toBeDisabled();
        } else {
          expect(button).toHaveTextContent(/^Continue$/);
          expect(button).toBeEnabled();
        }
        return;
      }
      if (expected.matches('success')) {
        expect(view.getByTestId('pricing-success')).toHaveTextContent(
          `${flow === 'list' ? 'Listing created.' : 'Update Success.'} Devnet Punk #4 ${walk.sale === 'auction' ? 'is up for auction from' : 'is for sale at'}`,
        );
        expect(changed).toBeGreaterThan(0);
        return;
      }
      // Sign and the working steps.
      expect(view.getByTestId('pricing-summary')).toHaveTextContent(PRICE_SATS[walk.typed]!);
      const sign = view.getByTestId('pricing-sign');
      if (expected.matches('sign')) {
        expect(sign).toHaveTextContent('Sign');
        expect(sign).toBeEnabled();
        // The market's or the app's answer that brought the dialog back to Sign; a sold item refreshed the list.
        const said = pricingSaid(walk.now);
        if (said.words) expect(view.getByRole('alert')).toHaveTextContent(said.words);
        else expect(view.queryByRole('alert')).toBeNull();
        if (said.sold) expect(changed).toBeGreaterThan(0);
      } else {
        expect(sign).toHaveTextContent('Signing…');
        expect(sign).toBeDisabled();
        expect(view.getByRole('button', { name: 'Back' })).toBeDisabled();
        // The step is said: the market preparing, then the wallet's prompt (the signing step's first state).
        expect(view.getByRole('status')).toHaveTextContent(expected.matches('creating') ? 'Preparing…' : 'Confirm in your wallet…');
      }
    },
  };
}
