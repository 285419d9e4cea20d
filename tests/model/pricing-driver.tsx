import { fireEvent, screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type AnyStateMachine } from 'xstate';
import { formatMessage } from '../../src/domain/messages';
import { pricingProblem, type CreatePricingInput, type PricingContext, type PricingInput, type PricingMachine } from '../../src/flows/list/pricing.machine';
import { pricingOutcomes } from '../../src/flows/list/pricing.model';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import type { SigningOutcome } from '../../src/flows/shared/signing-step.machine';
import { signingStepEndingAs } from './signing-ending';
import { PricingDialog } from '../../src/ui/market/pricing-dialog';
import type { MachineDriver, ViewDriver } from './describe-flow';
import { renderDialog } from './dialog-harness';

/** The drivers the list and update-price paths share: the machine's checks and the real dialog's. */

export const pricingMachineDriver: MachineDriver = {
  // The model's invariants, on the running machine's context.
  verify: (expected, actor) => {
    const context = (actor.getSnapshot() as FlowSnapshot).context as PricingContext;
    // A price goes to the market only within the bounds, and past the too-low confirm only when it was accepted.
    if (expected.matches('sign') || expected.matches('creating') || expected.matches('signing')) expect(pricingProblem(context)).toBeNull();
    // Continue counts down from the flow's seconds and never below zero.
    expect(context.secondsLeft).toBeGreaterThanOrEqual(0);
    // The signing step signs only the listing the market made (the market confirms it within the step).
    if (expected.matches('signing')) expect(context.created).toEqual({ auctionId: 'devnet-000070', psbt: '70736274ff', signIndexes: [0] });
    if (expected.matches('creating') || expected.matches('signing')) expect(context.error).toBeNull();
  },
};

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
      let running: AnyActorRef | undefined;
      changed = 0;
      closed = 0;
      renderDialog(
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
          testing={{ machine: machine as PricingMachine, onActor: (a) => (running = a) }}
        />,
        'tb1p-owner',
      );
      return running!;
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
    verify: (expected, actor) => {
      if (expected.status === 'done') {
        expect(closed).toBe(1);
        return;
      }
      const context = expected.context as PricingContext;
      const typed = (actor.getSnapshot() as FlowSnapshot).context as PricingContext;
      const view = dialog();
      if (expected.matches('setting')) {
        const input = view.getByLabelText(context.marketType === 'auction' ? 'Starting price, total (sats)' : 'Total price (sats)');
        expect(input).toHaveValue(typed.totalSats);
        const hint = view.getByTestId('price-hint');
        const shown = context.problem;
        if (shown?.kind === 'message') expect(hint).toHaveTextContent(formatMessage(shown.key, shown.params));
        else if (shown?.kind === 'missing') expect(hint).toHaveTextContent('Enter a price.');
        // A missing price or one out of bounds marks the input in error once Next was pressed.
        expect(input.getAttribute('aria-invalid')).toBe(shown ? 'true' : null);
        if (flow === 'update-price') {
          const raising = pricingProblem(typed) === null && BigInt(typed.totalSats) > 250_000n;
          expect(view.queryByTestId('price-raise-warning') !== null).toBe(raising);
        }
        return;
      }
      if (expected.matches('tooLow')) {
        expect(view.getByTestId('price-too-low')).toHaveTextContent(formatMessage('price_too_low'));
        const button = view.getByTestId('too-low-continue');
        if (expected.matches({ tooLow: 'counting' })) {
          expect(button).toHaveTextContent(`Continue ${context.secondsLeft}s`);
          expect(button).toBeDisabled();
        } else {
          expect(button).toHaveTextContent(/^Continue$/);
          expect(button).toBeEnabled();
        }
        return;
      }
      if (expected.matches('success')) {
        expect(view.getByTestId('pricing-success')).toHaveTextContent(
          `${formatMessage(flow === 'list' ? 'listing_created' : 'update_success')} Devnet Punk #4 is for sale at`,
        );
        expect(changed).toBeGreaterThan(0);
        return;
      }
      // Sign and the working steps.
      expect(view.getByTestId('pricing-summary')).toHaveTextContent(`(${BigInt(typed.totalSats).toLocaleString('en-US')} sats)`);
      const sign = view.getByTestId('pricing-sign');
      if (expected.matches('sign')) {
        expect(sign).toHaveTextContent('Sign');
        expect(sign).toBeEnabled();
        if (context.error) expect(view.getByRole('alert')).toHaveTextContent(context.error);
        else expect(view.queryByRole('alert')).toBeNull();
        if (context.error === pricingOutcomes.sold.message) expect(changed).toBeGreaterThan(0);
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
