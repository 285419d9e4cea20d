import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { sweepChoiceProblem } from '../../src/domain/market/sweep';
import { sweepMachine, type GatherInput, type SweepContext, type SweepMachine, type SweepPrepared } from '../../src/flows/sweep/sweep.machine';
import { sweepModel, sweepOutcomes } from '../../src/flows/sweep/sweep.model';
import type { FlowPath, FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { SweepDialog } from '../../src/ui/market/sweep-dialog';
import { feeChooserGestures } from './fee-chooser-gestures';
import { describeFlow } from './describe-flow';
import { renderDialogActor } from './dialog-harness';
import { failureOfStep, saidAfter, signingEndAt, type SaysAfter } from './said-words';

/** The sweep's paths (issue 29): on the machine, and on the dialog as the buyer reads it. */
let closed = 0;
let bought = 0;
const dialog = () => within(screen.getByTestId('sweep-dialog'));
const contextOf = (actor: AnyActorRef) => (actor.getSnapshot() as FlowSnapshot).context as SweepContext;
/**
 * The fee chooser's rates as the options show them: from the model's fee source (12.2, 20.5, 41 sats/vB), or the
 * defaults when the source fails (15, 30).
 */
const CHOOSER_RATES = { served: { Economy: 13, Normal: 21 }, failed: { Economy: 15, Normal: 30 } } as const;
/** The review's network fee at each of those rates (the prepare's 400 vB) and its total, for the three lots and the two left. */
const AT_RATE: Readonly<Record<number, { fee: string; total: Readonly<Record<number, string>> }>> = {
  13: { fee: 'Network fee0.000052 BTC (13 sats/vB)', total: { 3: 'Total0.00178957 BTC', 2: 'Total0.00113119 BTC' } },
  21: { fee: 'Network fee0.000084 BTC (21 sats/vB)', total: { 3: 'Total0.00182157 BTC', 2: 'Total0.00116319 BTC' } },
  15: { fee: 'Network fee0.00006 BTC (15 sats/vB)', total: { 3: 'Total0.00179757 BTC', 2: 'Total0.00113919 BTC' } },
  30: { fee: 'Network fee0.00012 BTC (30 sats/vB)', total: { 3: 'Total0.00185757 BTC', 2: 'Total0.00119919 BTC' } },
};
/**
 * The rate the sweep must use, as the chooser in this state stands: none while it loads, its option's rate, or (an
 * emptied custom rate, no rate) the one before, Economy's or Normal's.
 */
const rateOf = (chooser: FlowSnapshot, feeRate: number | null): number | null => {
  const { selected, failed } = chooser.context as { selected: string | null; failed: boolean };
  const rates = CHOOSER_RATES[failed ? 'failed' : 'served'];
  if (chooser.matches('loading')) return null;
  if (selected === 'Economy' || selected === 'Normal') return rates[selected];
  expect([rates.Economy, rates.Normal]).toContain(feeRate);
  return feeRate;
};
const chooserOf = (expected: FlowSnapshot) => sweepModel.childSnapshots(expected).feeChooser!;

const NETWORK = 'The market could not be reached. Check your connection and try again.';
/**
 * What the dialog's error says after a step: the market's failure (an item sold meanwhile is no failure: the rest is
 * read again), the check's refusal; a valid Next, Try again, the listings read, the purchase built or sent, the wallet's
 * no and a rate told at the review (the rates loaded, Economy picked; an emptied custom rate is none) clear it.
 */
const sweepSays: SaysAfter = ({ event, state }) => {
  if (/^xstate\.error\.actor\.(gather|build)$/.test(event.type)) return failureOfStep(event).code === -100 ? undefined : NETWORK;
  const ended = signingEndAt(event);
  if (ended === 'refused') return 'Not signed: the seller of item 2 (Bench Pixel #2) would get 0.0006 BTC, not the 0.00057919 BTC shown.';
  if (ended === 'failed') return failureOfStep(event).code === -100 ? undefined : NETWORK;
  // Listings read with nothing left for sale leave what was said (the dialog says nothing fits).
  if (event.type === 'xstate.done.actor.gather' && 'output' in event) return (event.output as SweepPrepared).lots.length > 0 ? null : undefined;
  if (ended !== null || event.type === 'xstate.done.actor.build') return null;
  if (event.type === 'NEXT') return state.matches('choosing') ? undefined : null;
  if (event.type === 'RETRY') return null;
  const told = /^feeChooser\.xstate\.(done|error)\.actor\.loadFees$/.test(event.type) || event.type === 'feeChooser.SELECT';
  return told && state.matches('review') ? null : undefined;
};
/** The review's notice: the listings read again with one sold meanwhile; a read with none sold, Next and Try again clear it. */
const noticeSays: SaysAfter = ({ event, state }) => {
  if (event.type === 'xstate.done.actor.gather' && 'output' in event)
    return (event.output as SweepPrepared).dropped > 0 ? 'Some items have already been sold, please confirm again.' : null;
  return (event.type === 'NEXT' && !state.matches('choosing')) || event.type === 'RETRY' ? null : undefined;
};
/** The choice as typed along the path: by count or budget, its text, and whether Next has checked it. */
const choiceAt = (path: FlowPath, at: number) => {
  let choice = { by: 'count', text: '', max: '', checked: false };
  for (const { event } of path.steps.slice(0, at + 1)) {
    if (event.type === 'CHOOSE_BY' && 'by' in event) choice = { ...choice, by: String(event.by), text: '', checked: false };
    if (event.type === 'SET_AMOUNT' && 'value' in event) choice = { ...choice, text: String(event.value) };
    if (event.type === 'SET_MAX_PRICE' && 'value' in event) choice = { ...choice, max: String(event.value) };
    if (event.type === 'NEXT') choice = { ...choice, checked: true };
  }
  return choice;
};
/** The choice's problem, once checked, for what the paths type: nothing, or 3 (which is valid by count and by budget). */
const CHOICE_PROBLEM: Readonly<Record<string, Readonly<Record<string, string | null>>>> = {
  count: { '': 'Enter how many to buy.', '3': null },
  budget: { '': 'Enter your budget in sats.', '3': null },
};
/** The dialog's own alerts (the fee chooser says a failed fee source in an alert of its own). */
const dialogAlerts = () =>
  dialog()
    .queryAllByRole('alert')
    .filter((a) => !screen.queryByTestId('fee-chooser')?.contains(a))
    .map((a) => a.textContent);

/** How the signing step ended, where the path's step is its outcome (null on any other step). */
const signingOutcomeAt = (path: FlowPath, at: number): unknown => {
  const event = path.steps[at]?.event;
  if (event?.type !== 'xstate.done.actor.signingStep' || !('output' in event)) return null;
  const output = event.output;
  return typeof output === 'object' && output !== null && 'outcome' in output ? output.outcome : null;
};

describeFlow(sweepModel, {
  machine: {
    verify: (expected, actor, path, at) => {
      const context = contextOf(actor);
      // The lots stay cheapest first, each located, whatever happens to them.
      const prices = context.lots.map((l) => Number(l.priceSats));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(context.lots.every((l) => l.item !== null)).toBe(true);
      if (expected.matches('closed')) expect(actor.getSnapshot().status).toBe('done');
      // Past the choice, it is valid; the review and what follows always have items and their prices.
      if (!expected.matches('choosing') && !expected.matches('closed')) expect(sweepChoiceProblem(context.choice)).toBeNull();
      if (expected.matches('review') || expected.matches('building') || expected.matches('signing') || expected.matches('done'))
        expect(context.lots.length).toBeGreaterThan(0);
      // Only what the market built is signed (the signing step sends it), with no error left from before.
      if (expected.matches('signing')) expect([context.built !== null, context.error]).toEqual([true, null]);
      if (expected.matches('done')) expect(context.txid).toBe('cd'.repeat(32));
      // The signing step's end, in the words the buyer reads: a no in the wallet says nothing and the check's refusal
      // its reason, both back at the review with the build forgotten; an item sold before the purchase went out reads
      // the rest again; any other refusal of the market is said.
      const outcome = signingOutcomeAt(path, at);
      if (outcome === 'rejected') expect([context.error, context.built]).toEqual([null, null]);
      if (outcome === 'refused')
        expect([context.error, context.built]).toEqual([
          'Not signed: the seller of item 2 (Bench Pixel #2) would get 0.0006 BTC, not the 0.00057919 BTC shown.',
          null,
        ]);
      if (outcome === 'failed' && expected.matches('regathering')) expect(context.built).toBeNull();
      if (outcome === 'failed' && expected.matches('failed'))
        expect(context.error).toBe('The market could not be reached. Check your connection and try again.');
      if (expected.status === 'done') return;
      // The sweep's rate is the one the chooser stands at (none before its rates load: Buy waits for it), and the
      // chooser is fixed exactly while the sweep uses it: as the market builds, the wallet signs and the market sends
      // (and once done, the rate it went out at); open at the review and wherever the sweep left those steps.
      const chooser = (actor.getSnapshot() as FlowSnapshot).children.feeChooser as AnyActorRef;
      const running = chooser.getSnapshot() as FlowSnapshot;
      expect(context.feeRate).toBe(rateOf(running, context.feeRate));
      const uses = (['building', 'signing', 'done'] as const).some((s) => expected.matches(s));
      expect(running.matches({ ready: 'fixed' })).toBe(uses);
    },
  },
  view: {
    name: 'the sweep dialog',
    start: (machine) => {
      closed = 0;
      bought = 0;
      return renderDialogActor(
        (onActor) => (
          <SweepDialog
            input={{ asset: { category: 'collection', collectionId: 'bench-pixels' }, title: 'Bench Pixels' }}
            onClose={() => closed++}
            onBought={() => bought++}
            testing={{ machine: machine as SweepMachine, onActor }}
          />
        ),
        'tb1p-buyer',
      );
    },
    events: {
      CHOOSE_BY: (_actor: unknown, { by }: { by: 'count' | 'budget' }) =>
        void fireEvent.click(dialog().getByRole('radio', { name: by === 'count' ? 'A number of items' : 'Up to a budget' })),
      SET_AMOUNT: (_actor: unknown, { value }: { value: string }) =>
        void fireEvent.change(dialog().getByRole('textbox', { name: /^(How many|Budget)/ }), { target: { value } }),
      SET_MAX_PRICE: (_actor: unknown, { value }: { value: string }) =>
        void fireEvent.change(dialog().getByRole('textbox', { name: 'Highest price of an item (sats, optional)' }), { target: { value } }),
      NEXT: () => void fireEvent.click(dialog().getByRole('button', { name: 'Next' })),
      // The fee chooser tells the sweep its rate (its gestures are the chooser's, below).
      FEE_RATE: 'outside',
      CONFIRM: () => void fireEvent.click(dialog().getByTestId('sweep-buy')),
      BACK: () => void fireEvent.click(dialog().getByRole('button', { name: 'Back' })),
      RETRY: () => void fireEvent.click(dialog().getByRole('button', { name: 'Try again' })),
      CLOSE: () =>
        void fireEvent.click(
          dialog().queryByRole('button', { name: 'Cancel' }) ??
            dialog().queryByRole('button', { name: 'Done' }) ??
            screen.getByRole('button', { name: 'Close' }),
        ),
    },
    children: { feeChooser: feeChooserGestures },
    verify: (expected, actor, path, at) => {
      if (expected.matches('closed')) {
        expect(closed).toBe(1);
        return;
      }
      const context = contextOf(actor);
      const choice = choiceAt(path, at);
      if (expected.matches('choosing')) {
        expect(dialog().getByRole('textbox', { name: /^(How many|Budget)/ })).toHaveValue(choice.text);
        expect(dialog().getByRole('textbox', { name: 'Highest price of an item (sats, optional)' })).toHaveValue(choice.max);
      }
      // In the dialog's order: the choice's problem once Next checked it, the review's notice, the error; nothing else.
      const problem = expected.matches('choosing') && choice.checked ? CHOICE_PROBLEM[choice.by]![choice.text]! : null;
      const notice = expected.matches('review') ? saidAfter(path, at, noticeSays) : null;
      expect(dialogAlerts()).toEqual([problem, notice, saidAfter(path, at, sweepSays)].filter((a) => a !== null));
      const working: Record<string, string> = {
        gathering: 'Reading the cheapest listings',
        regathering: 'Preparing the items still for sale',
        building: 'The market is building the purchase',
        signing: 'Confirm in your wallet…',
      };
      for (const [state, words] of Object.entries(working)) if (expected.matches(state)) expect(dialog().getByRole('status')).toHaveTextContent(words);
      if (expected.matches('failed')) expect(dialog().getByRole('button', { name: 'Try again' })).toBeEnabled();
      // The chooser shows at the review, its options off while the market builds and the wallet signs; nowhere else.
      const chooser = chooserOf(expected);
      if (!(['review', 'building', 'signing'] as const).some((s) => expected.matches(s))) expect(screen.queryByTestId('fee-chooser')).toBeNull();
      else if (chooser.matches('loading')) expect(dialog().getByText('Loading the current fee rates…')).toBeVisible();
      else expect(dialog().getByTestId('fee-chooser')).toHaveProperty('disabled', !expected.matches('review'));
      if (expected.matches('review')) {
        // Every item and its price, then one total: prices, service fee and network fee.
        expect(
          dialog()
            .getAllByTestId('sweep-item')
            .map((r) => r.querySelector('strong')?.textContent),
        ).toEqual(context.lots.map((l) => l.title));
        // At the chooser's rate: its network fee and the total; none, and Buy off, before the chooser has its rates.
        const rate = rateOf(chooser, context.feeRate);
        if (rate === null) expect(dialog().queryByTestId('sweep-total')).toBeNull();
        else expect(dialog().getByTestId('sweep-total')).toHaveTextContent(`${AT_RATE[rate]!.fee}${AT_RATE[rate]!.total[context.lots.length]!}`);
        expect(dialog().getByTestId('sweep-buy')).toHaveProperty('disabled', rate === null);
        expect(dialog().getByTestId('sweep-buy')).toHaveTextContent(`Buy ${context.lots.length}`);
        if (notice) expect(dialog().getByTestId('sweep-notice')).toHaveTextContent(notice);
        else expect(dialog().queryByTestId('sweep-notice')).toBeNull();
      }
      if (expected.matches('nothing'))
        expect(dialog().getByRole('status')).toHaveTextContent(
          choice.max
            ? 'Nothing for sale fits that choice: no listing is at or under your highest price. Raise it, or come back later.'
            : 'Nothing for sale fits that choice. Try a larger budget, or come back later.',
        );
      if (expected.matches('done')) {
        expect(dialog().getByTestId('sweep-result')).toHaveTextContent(`Bought: ${context.lots.length} items`);
        expect(dialog().getByTestId('sweep-result')).toHaveTextContent(`Transaction ${'cd'.repeat(32)}`);
        expect(bought).toBe(0);
      }
    },
  },
});

describe('the sweep after Back and a failure (the review found)', () => {
  it('Try again reads the listings again for the new choice, never the lots of the one before', async () => {
    const inputs: GatherInput[] = [];
    let fail = false;
    const machine = sweepMachine.provide({
      actors: {
        gather: fromPromise<SweepPrepared, GatherInput>(async ({ input }) => {
          inputs.push(input);
          if (fail) throw { message: 'The market could not be reached.' };
          return sweepOutcomes.all;
        }),
      },
    });
    const actor = createActor(machine, { input: { asset: { category: 'collection', collectionId: 'bench-pixels' }, title: 'Bench Pixels' } }).start();
    actor.send({ type: 'SET_AMOUNT', value: '3' });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'BACK' });
    fail = true;
    actor.send({ type: 'SET_AMOUNT', value: '2' });
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(inputs.map((i) => [i.choice, i.lots.length, i.again])).toEqual([
      [{ by: 'count', count: '3' }, 0, false],
      [{ by: 'count', count: '2' }, 0, false],
      [{ by: 'count', count: '2' }, 0, false],
    ]);
  });
});
