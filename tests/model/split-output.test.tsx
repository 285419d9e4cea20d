import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { SplitOutputContext, SplitOutputInput, SplitOutputMachine } from '../../src/flows/split-output/split-output.machine';
import { splitOutcomes, splitOutputModel } from '../../src/flows/split-output/split-output.model';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { splitAmountOf, splitOutputSats, splitPartSells, type SplitAsset } from '../../src/domain/split-asset';
import { SplitOutputDialog } from '../../src/ui/market/split-output-dialog';
import { describeFlow } from './describe-flow';
import { renderDialog } from './dialog-harness';
import { failureOfStep, saidAfter, type SaysAfter } from './said-words';

/** Listing part of a rune output (issue 44, 12): the split flow's paths against the machine and the real dialog. */
let closed = 0;
const dialog = () => within(screen.getByTestId('split-output-dialog'));
const LABEL = 'Amount to list, of 10,000 DEVNET•RUNE in this output';

/** What the dialog's alert says after a step: a failed build, a refused or failed split; cleared by Next, Sign and Back. */
const splitSays: SaysAfter = ({ event, state }) => {
  if (event.type === 'xstate.error.actor.build') return failureOfStep(event).message ?? null;
  if (event.type === 'xstate.done.actor.signingStep') {
    const failure = failureOfStep(event);
    return failure.message && !failure.rejected ? failure.message : undefined;
  }
  if (event.type === 'SIGN' || event.type === 'BACK' || event.type === 'xstate.done.actor.build') return null;
  return event.type === 'NEXT' && (state.matches('building') || state.matches('pricing')) ? null : undefined;
};
/** The field's problem, for the amounts the paths type (the field starts at the whole 10,000). */
const PROBLEMS: Readonly<Record<string, string | null>> = {
  '': 'Type how many to list.',
  '10001': 'This output holds 10,000: type that or less.',
  '500': null,
  '10000': null,
};
const problemSays: SaysAfter = ({ event }, before) => {
  if (event.type === 'EDIT_AMOUNT') return null;
  if (event.type !== 'NEXT') return undefined;
  const typed = before.map((s) => s.event).findLast((e) => e.type === 'EDIT_AMOUNT');
  return PROBLEMS[typed && 'amount' in typed ? String(typed.amount) : '10000']!;
};

describeFlow(splitOutputModel, {
  machine: {
    verify: (expected, actor) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context as SplitOutputContext;
      // Only an amount of the output, 1 to all of it, is split or listed; a split lists exactly its part.
      if (expected.matches('building') || expected.matches('pricing'))
        expect(splitAmountOf(context.asset, context.amount, BigInt(context.wholeRaw)).ok).toBe(true);
      if (expected.matches('pricing')) expect(['500', '10000']).toContain(context.listedRaw);
      // What is listed is never more than the output holds, nor nothing; a split's new output only once it was sent.
      expect(BigInt(context.listedRaw) > 0n && BigInt(context.listedRaw) <= BigInt(context.wholeRaw)).toBe(true);
      if (context.listed && context.txid) expect(context.listed).toEqual({ txid: context.txid, vout: 0 });
    },
  },
  view: {
    name: 'the rune list dialog, amount and split',
    start: (machine, input) => {
      let running: AnyActorRef | undefined;
      closed = 0;
      renderDialog(
        <SplitOutputDialog
          input={input as SplitOutputInput}
          sells={{ runes: [{ rune: 'DEVNET•RUNE', amount: '10000' }], arc20: [] }}
          inscribeCount={0}
          onBack={() => {}}
          onClose={() => closed++}
          onChanged={() => {}}
          testing={{ machine: machine as SplitOutputMachine, onActor: (a) => (running = a) }}
        />,
        'tb1p-holder',
      );
      return running!;
    },
    events: {
      EDIT_AMOUNT: (_actor: AnyActorRef, event: { amount: string }) =>
        void fireEvent.change(dialog().getByLabelText(LABEL), { target: { value: event.amount } }),
      NEXT: () => void fireEvent.click(dialog().getByRole('button', { name: 'Next' })),
      // In the review, its own Back; in the price step (the whole output), the listing dialog's Back to the amount.
      BACK: () => void fireEvent.click(screen.getAllByRole('button', { name: 'Back' })[0]!),
      SIGN: () => void fireEvent.click(dialog().getByRole('button', { name: 'Sign the split' })),
      // The embedded listing dialog's own paths test its steps; its success reaches this flow as it reports it.
      LISTED: 'outside',
      CLOSE: () => void fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0]!),
    },
    verify: (expected, _actor, path, at) => {
      if (expected.status === 'done') {
        expect(closed).toBe(1);
        return;
      }
      if (expected.matches('pricing')) {
        expect(screen.queryByTestId('split-output-dialog')).toBeNull();
        expect(screen.getByRole('dialog', { name: 'List' })).toBeVisible();
        return;
      }
      const view = dialog();
      const said = saidAfter(path, at, splitSays);
      if (said) expect(view.getAllByRole('alert').at(-1)).toHaveTextContent(said);
      else for (const failure of Object.values(splitOutcomes)) expect(view.queryByText(failure.message)).toBeNull();
      if (expected.matches('editing') || expected.matches('building')) {
        const problem = saidAfter(path, at, problemSays);
        expect(view.getByTestId('split-amount-hint')).toHaveTextContent(problem ?? 'The whole output by default.');
        expect(view.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', expected.matches('building'));
      }
      if (expected.matches('review') || expected.matches('signing')) {
        expect(view.getByTestId('split-part')).toHaveTextContent('500 DEVNET•RUNE (a new output of 546 sats)');
        expect(view.getByTestId('split-rest')).toHaveTextContent('9,500 DEVNET•RUNE (a new output of 546 sats)');
        expect(view.getByTestId('split-fee')).toHaveTextContent('434 sats (2 sat/vB × 217 vB)');
        expect(view.getByRole('button', { name: 'Sign the split' })).toHaveProperty('disabled', expected.matches('signing'));
      }
      if (expected.matches('indexing'))
        expect(view.getByTestId('split-indexing')).toHaveTextContent(
          'The split is sent. Once it is confirmed and indexed (a block), this dialog asks for the price of 500 DEVNET•RUNE.',
        );
    },
  },
});

const rune = (divisibility: number): SplitAsset => ({ kind: 'rune', name: 'DEVNET•RUNE', runeId: '1:1', divisibility });
const atom: SplitAsset = { kind: 'arc20', name: 'atom', atomicalId: 'a'.repeat(64) + 'i0' };

describe('rune split: the amount', () => {
  it('is exact in the rune’s units, at its divisibility', () => {
    expect(splitAmountOf(rune(0), '500', 10_000n)).toEqual({ ok: true, raw: 500n });
    expect(splitAmountOf(rune(2), '12.5', 10_000n)).toEqual({ ok: true, raw: 1250n });
    expect(splitAmountOf(rune(2), '0.001', 10_000n)).toEqual({ ok: false, problem: 'At most 2 places after the point.' });
    expect(splitAmountOf(rune(0), '2.5', 10_000n)).toEqual({ ok: false, problem: 'This rune has no fractions: type a whole number.' });
    expect(splitAmountOf(rune(0), '0', 10_000n)).toEqual({ ok: false, problem: 'Type more than 0.' });
    expect(splitAmountOf(rune(0), '340282366920938463463374607431768211455', 340282366920938463463374607431768211455n)).toEqual({
      ok: true,
      raw: 340282366920938463463374607431768211455n,
    });
  });
});

describe('ARC-20 split: the amount (one unit a sat, each output at least 546)', () => {
  it('takes a whole number from 546 up to the whole less 546, or the whole', () => {
    expect(splitAmountOf(atom, '600', 1_600n)).toEqual({ ok: true, raw: 600n });
    expect(splitAmountOf(atom, '1,054', 1_600n)).toEqual({ ok: true, raw: 1_054n });
    expect(splitAmountOf(atom, '1600', 1_600n)).toEqual({ ok: true, raw: 1_600n });
    expect(splitAmountOf(atom, '1000', 1_000n)).toEqual({ ok: true, raw: 1_000n });
  });
  it('refuses a fraction, a part or a rest under 546, and a split of an output too small for two', () => {
    expect(splitAmountOf(atom, '600.5', 1_600n)).toEqual({ ok: false, problem: 'An ARC-20 amount is whole (one unit a sat): type a whole number.' });
    expect(splitAmountOf(atom, '545', 1_600n)).toEqual({
      ok: false,
      problem: 'ARC-20 units are sats, and an output holds 546 or more: list at least 546.',
    });
    expect(splitAmountOf(atom, '1055', 1_600n)).toEqual({
      ok: false,
      problem: 'The rest needs 546 or more in its own output: list at most 1,054, or all 1,600.',
    });
    expect(splitAmountOf(atom, '600', 1_000n)).toEqual({
      ok: false,
      problem: 'ARC-20 units are sats, and each part needs 546 or more: this output can only be listed whole (1,000).',
    });
    expect(splitAmountOf(atom, '1601', 1_600n)).toEqual({ ok: false, problem: 'This output holds 1,600: type that or less.' });
  });
});

describe('a split part: its output and what its listing sells', () => {
  it('a rune part sits on 546 sats, an ARC-20 part on its own sats; the listing sells exactly the part', () => {
    expect(splitOutputSats(rune(0), '500')).toBe(546n);
    expect(splitOutputSats(atom, '600')).toBe(600n);
    expect(splitPartSells(rune(0), '500')).toEqual({ runes: [{ rune: 'DEVNET•RUNE', amount: '500' }], arc20: [] });
    expect(splitPartSells(atom, '600')).toEqual({ runes: [], arc20: [{ ticker: 'atom', amount: '600' }] });
  });
});
