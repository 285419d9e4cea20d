import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { batchPriceProblem, type BatchItem, type BatchOutcome } from '../../src/domain/market/batch-list';
import { batchItems, batchListModel, batchOutcomes } from '../../src/flows/batch-list/batch-list.model';
import type { SigningOutcome } from '../../src/flows/shared/signing-step.machine';
import type { CreateAllInput } from '../../src/flows/batch-list/batch-list.machine';
import { signingStepEndingAs } from './signing-ending';
import type { BatchListMachine } from '../../src/flows/batch-list/batch-list.machine';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { BatchListDialog } from '../../src/ui/market/batch-list-dialog';
import { describeFlow } from './describe-flow';
import { renderDialog, renderDialogActor } from './dialog-harness';
import { saidAfter, signingEndAt, type SaysAfter } from './said-words';

/** The batch listing's paths (issue 29): on the machine, and on the dialog as the seller reads it. */
let closed = 0;
let changed = 0;
const bounds = { minSats: '50000', maxSats: '100000000' };
const dialog = () => screen.getByTestId('batch-list-dialog');
const NETWORK = 'The market could not be reached. Check your connection and try again.';
const REFUSED = 'Not signed: the payout is 0.001 BTC, not the 0.003 BTC you set.';
/** What the dialog's alert says after a step (the market's and the check's words), or null: the wallet's no says nothing. */
const batchSays: SaysAfter = ({ event }) => {
  if (event.type === 'xstate.error.actor.createAll') return NETWORK;
  if (event.type === 'xstate.done.actor.createAll') return null;
  const ended = signingEndAt(event);
  if (ended === 'refused') return REFUSED;
  if (ended === 'failed') return NETWORK;
  return ended === null ? undefined : null;
};

describeFlow(batchListModel, {
  machine: {
    verify: (expected, actor) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context as { items: readonly BatchItem[]; samePrice: boolean; error: string | null };
      // The same items, in the same order, whatever happens to them.
      expect(context.items.map((i) => i.id)).toEqual(batchItems.map((i) => i.id));
      // One price for all: every item has it.
      if (context.samePrice) expect(new Set(context.items.map((i) => i.priceSats)).size).toBe(1);
      // Past the prices, every price is within the bounds.
      if (!expected.matches('pricing') && !expected.matches('closed')) for (const i of context.items) expect(batchPriceProblem(i.priceSats, bounds)).toBeNull();
      // The wallet is only asked for what the market prepared; only what was signed is confirmed.
      for (const i of context.items) {
        if (i.stage === 'signed' || i.stage === 'listed') expect(i.created).not.toBeNull();
        if (i.stage === 'listed') expect(i.signedPsbt).not.toBeNull();
        if (i.stage === 'failed') expect(i.reason).toBeTruthy();
      }
      if (expected.matches('refused')) expect(context.items.some((i) => i.stage === 'created')).toBe(false);
      // The price-too-low confirm comes only for a price under 90% of the 250,000-sat floor (under 225,000 sats).
      if (expected.matches('tooLow')) expect(context.items.some((i) => Number(i.priceSats) < 225_000)).toBe(true);
      // The signing step is asked for what the market prepared; nothing is signed until it ends.
      if (expected.matches('signing')) {
        expect(context.items.some((i) => i.stage === 'created')).toBe(true);
        expect(context.items.filter((i) => i.stage === 'signed' || i.stage === 'listed')).toEqual([]);
      }
      // Once it has ended, no item is left prepared: each is listed or refused on it, or signed when the market was not reached.
      if (expected.matches('done')) expect(context.items.filter((i) => i.stage === 'created')).toEqual([]);
    },
  },
  view: {
    name: 'the batch list dialog',
    start: (machine) => {
      closed = 0;
      changed = 0;
      return renderDialogActor(
        (onActor) => (
          <BatchListDialog
            input={{ items: batchItems, ...bounds }}
            onClose={() => closed++}
            onChanged={() => changed++}
            testing={{ machine: machine as BatchListMachine, onActor }}
          />
        ),
        'tb1p-seller',
      );
    },
    events: {
      SET_PRICE: (_actor: unknown, { id, sats }: { id: string; sats: string }) => {
        const n = batchItems.findIndex((i) => i.id === id);
        const inputs = within(dialog()).getAllByRole('textbox');
        // One price for all has one input (the first item's); a price each has one per item.
        fireEvent.change(inputs.length === 1 ? inputs[0]! : inputs[n]!, { target: { value: sats } });
      },
      SAME_PRICE: (_actor: unknown, { same }: { same: boolean }) =>
        void fireEvent.click(within(dialog()).getByRole('radio', { name: same ? 'One price for all' : 'A price for each' })),
      NEXT: () => void fireEvent.click(within(dialog()).getByRole('button', { name: 'Next' })),
      CONTINUE: () => void fireEvent.click(within(dialog()).getByTestId('too-low-continue')),
      BACK: () => void fireEvent.click(within(dialog()).getByRole('button', { name: 'Back' })),
      SIGN: () => void fireEvent.click(within(dialog()).getByTestId('batch-list-sign')),
      RETRY: () => void fireEvent.click(within(dialog()).getByRole('button', { name: 'Try again' })),
      CLOSE: () => {
        const view = within(dialog());
        fireEvent.click(
          view.queryByRole('button', { name: 'Cancel' }) ?? view.queryByRole('button', { name: 'Done' }) ?? screen.getByRole('button', { name: 'Close' }),
        );
      },
    },
    verify: (expected, actor, path, at) => {
      if (expected.matches('closed')) {
        expect(closed).toBe(1);
        return;
      }
      const context = (actor.getSnapshot() as FlowSnapshot).context as { items: readonly BatchItem[]; checked: boolean };
      const rows = within(dialog()).getAllByTestId('batch-item');
      // Every item is on screen, by name, with where it stands.
      expect(rows.map((r) => r.querySelector('strong')?.textContent)).toEqual(batchItems.map((i) => i.title));
      context.items.forEach((item, n) => {
        expect(rows[n]).toHaveAttribute('data-stage', item.stage);
        if (item.reason) expect(within(rows[n]!).getByTestId('batch-item-reason')).toHaveTextContent(item.reason);
      });
      // The market's or the check's words, while the path says them; none of them otherwise.
      const said = saidAfter(path, at, batchSays);
      const alerts = within(dialog())
        .queryAllByRole('alert')
        .map((a) => a.textContent);
      if (said) expect(alerts).toContain(said);
      else expect(alerts.filter((a) => a === NETWORK || a === REFUSED)).toEqual([]);
      if (expected.matches('review')) {
        expect(within(dialog()).getByTestId('batch-list-total')).toHaveTextContent(`${batchItems.length} items for`);
        expect(within(dialog()).getByTestId('batch-list-sign')).toBeEnabled();
      }
      if (expected.matches('pricing') && context.checked) {
        const problem = batchPriceProblem(context.items[0]!.priceSats, bounds);
        if (problem) expect(within(rows[0]!).getByRole('alert')).toHaveTextContent(problem);
      }
      if (expected.matches('tooLow')) {
        expect(within(dialog()).getByTestId('price-too-low')).toHaveTextContent(
          'The price is more than 10% below the floor price. Check it before you continue.',
        );
        // Each item under the floor says its price and its floor; the others say nothing of it.
        context.items.forEach((item, n) => {
          const warned = within(rows[n]!).queryByTestId('batch-item-too-low');
          if (item.priceSats === '200000') expect(warned).toHaveTextContent('Your price is 0.002 BTC; the floor is 0.0025 BTC.');
          else expect(warned).toBeNull();
        });
        const proceed = within(dialog()).getByTestId('too-low-continue');
        if (expected.matches({ tooLow: 'ready' })) expect(proceed).toBeEnabled();
        else expect(proceed).toBeDisabled();
      }
      if (expected.matches('creating') || expected.matches('signing')) {
        expect(within(dialog()).getByRole('button', { name: 'Working…' })).toBeDisabled();
        // The step is said: the market preparing, then the wallet's prompt (the signing step's first state).
        expect(within(dialog()).getByRole('status')).toHaveTextContent(
          expected.matches('creating') ? 'The market is preparing each listing…' : 'Confirm in your wallet…',
        );
      }
      if (expected.matches('done')) {
        const listed = context.items.filter((i) => i.stage === 'listed').length;
        expect(within(dialog()).getByTestId('batch-list-result')).toHaveTextContent(
          listed === batchItems.length ? `all ${listed} items are for sale` : `${listed} of ${batchItems.length} items are for sale`,
        );
        expect(changed).toBe(0);
      }
    },
  },
});

describe('batch list: how the signing step ends', () => {
  const afterSigning = async (outcome: SigningOutcome<unknown>) => {
    const machine = batchListModel.machine.provide({
      actors: {
        createAll: fromPromise<readonly BatchOutcome[], CreateAllInput>(async () => batchOutcomes.oneRefused),
        signingStep: signingStepEndingAs(outcome),
      },
    });
    const actor = createActor(machine, { input: { items: batchItems, ...bounds } }).start();
    actor.send({ type: 'SET_PRICE', id: batchItems[0]!.id, sats: '300000' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SIGN' });
    await vi.advanceTimersByTimeAsync(0);
    const { value, context } = actor.getSnapshot();
    actor.stop();
    return { value, error: context.error, stages: context.items.map((i) => i.stage) };
  };

  it("the wallet's no or the check's refusal: back to the review, nothing signed", async () => {
    expect(await afterSigning({ outcome: 'rejected' })).toMatchObject({ value: 'review', stages: ['created', 'failed', 'created'] });
    const refused = { message: 'Not signed: the payout is 0.001 BTC, not the 0.003 BTC you set.' };
    expect(await afterSigning({ outcome: 'refused', failure: refused })).toEqual({
      value: 'review',
      error: 'Not signed: the payout is 0.001 BTC, not the 0.003 BTC you set.',
      stages: ['created', 'failed', 'created'],
    });
  });

  it('signed, then the market not reached: done, the prepared items signed and none for sale', async () => {
    const network = { message: 'The market could not be reached. Check your connection and try again.', code: null };
    expect(await afterSigning({ outcome: 'failed', failure: network, signed: '70736274ff01' })).toEqual({
      value: 'done',
      error: 'The market could not be reached. Check your connection and try again.',
      stages: ['signed', 'failed', 'signed'],
    });
  });
});

describe('batch list: an item under its floor (issue 44, 1)', () => {
  it('200,000 sats on a 0.0025 BTC floor: each item is warned, Continue waits 10 s, and nothing is prepared before it', async () => {
    let prepared = 0;
    const machine = batchListModel.machine.provide({
      actors: {
        createAll: fromPromise<readonly BatchOutcome[], CreateAllInput>(async () => {
          prepared++;
          return batchOutcomes.allCreated;
        }),
      },
    });
    renderDialog(
      <BatchListDialog
        input={{ items: batchItems, ...bounds }}
        onClose={() => {}}
        onChanged={() => {}}
        testing={{ machine: machine as BatchListMachine, onActor: () => {} }}
      />,
      'tb1p-seller',
    );
    fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: '200000' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(within(dialog()).getByTestId('price-too-low')).toHaveTextContent(
      'The price is more than 10% below the floor price. Check it before you continue. 3 items are priced under their floor: see below.',
    );
    expect(
      within(dialog())
        .getAllByTestId('batch-item-too-low')
        .map((w) => w.textContent),
    ).toEqual([
      'Your price is 0.002 BTC; the floor is 0.0025 BTC.',
      'Your price is 0.002 BTC; the floor is 0.0025 BTC.',
      'Your price is 0.002 BTC; the floor is 0.0025 BTC.',
    ]);
    expect(within(dialog()).getByTestId('too-low-continue')).toHaveTextContent('Continue 10s');
    expect(within(dialog()).getByTestId('too-low-continue')).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(within(dialog()).getByTestId('too-low-continue')).toHaveTextContent('Continue 1s');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    fireEvent.click(within(dialog()).getByTestId('too-low-continue'));
    expect(within(dialog()).getByTestId('batch-list-total')).toHaveTextContent('3 items for 0.006 BTC in all');
    expect(prepared).toBe(0);
  });

  it('a price at the floor, or an item with no floor, goes straight to the review', () => {
    const machine = batchListModel.machine;
    const at = createActor(machine, { input: { items: batchItems, ...bounds } }).start();
    at.send({ type: 'SET_PRICE', id: batchItems[0]!.id, sats: '250000' });
    at.send({ type: 'NEXT' });
    expect(at.getSnapshot().value).toBe('review');
    const none = createActor(machine, { input: { items: batchItems.map((i) => ({ ...i, floorSats: null })), ...bounds } }).start();
    none.send({ type: 'SET_PRICE', id: batchItems[0]!.id, sats: '200000' });
    none.send({ type: 'NEXT' });
    expect(none.getSnapshot().value).toBe('review');
  });
});
