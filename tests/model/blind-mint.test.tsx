import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyActorRef } from 'xstate';
import { blindCountProblem } from '../../src/domain/inscribe/blind-mint';
import type {
  BlindMintContext,
  BlindMintMachine,
  BlindMintStatus,
  BlindPaymentBuilt,
  BlindSent,
  CreateBlindInput,
  SignBlindInput,
} from '../../src/flows/blind-mint/blind-mint.machine';
import { blindInput, blindMintModel, blindOutcomes } from '../../src/flows/blind-mint/blind-mint.model';
import { invokedFeeChooser } from '../../src/flows/fee-chooser/invoked-fee-chooser';
import type { FeeChooserContext, LoadedFees } from '../../src/flows/fee-chooser/fee-chooser.machine';
import { loadedFees } from '../../src/flows/fee-chooser/fee-chooser.model';
import { type SigningOutcome } from '../../src/flows/shared/signing-step.machine';
import type { FlowPath, FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { BlindMintDialog } from '../../src/ui/inscribe/blind-mint-dialog';
import { feeChooserGestures, feeRadio } from './fee-chooser-gestures';
import { recordedSigningStep } from './signing-ending';
import { describeFlow } from './describe-flow';
import { renderDialogActor } from './dialog-harness';
import { summaryRow } from './summary-row';
import { failureOfStep, saidAfter, signingEndAt, type SaysAfter } from './said-words';

/** How the signing step ended at a path's step (its done event's outcome), or null for any other step. */
const endingOf = (event: { type: string; output?: unknown }): string | null =>
  event.type === 'xstate.done.actor.signingStep' ? (event.output as SigningOutcome<unknown>).outcome : null;

const NETWORK = 'The network could not be reached. Check your connection and try again.';
/**
 * What the dialog's error says after a step: the collection's refusal, the check's, a send that failed (the
 * collection's words, and a period after them), a status not read; Next, Back and Try again clear it.
 */
const blindSays: SaysAfter = ({ event, state }) => {
  if (event.type === 'xstate.error.actor.create') return failureOfStep(event).code === -1 ? 'Only 2 premium badges remain.' : NETWORK;
  const ended = signingEndAt(event);
  if (ended === 'refused') return 'Not signed: Badges would get 0.04 BTC, not the 0.03 BTC shown.';
  if (ended === 'failed' || event.type === 'xstate.error.actor.confirm') return `The send failed: ${NETWORK}`;
  if (event.type === 'xstate.error.actor.readStatus') return state.matches('waiting') ? `The mint could not be read (${NETWORK}); trying again.` : undefined;
  // A read that finds the payment not sent leaves the send's failure shown.
  if (event.type === 'xstate.done.actor.readStatus') return state.matches('notSent') ? undefined : null;
  if (ended !== null || /^xstate\.done\.actor\.(create|confirm)$/.test(event.type)) return null;
  // Next with a count it refuses stays at the count, saying nothing new.
  if (['NEXT', 'BACK', 'RETRY'].includes(event.type)) return event.type === 'NEXT' && state.matches('choosing') ? undefined : null;
  return undefined;
};
/** The count in the box: the last one the path typed, or the 1 the dialog starts at. */
const countTyped = (path: FlowPath, at: number): string =>
  saidAfter(path, at, ({ event }) => (event.type === 'SET_COUNT' && 'value' in event ? String(event.value) : undefined)) ?? '1';

/** The blind mint's paths (issue 30): on the machine, and on the dialog as the minter reads it. */
let closed = 0;
let minted = 0;
/** The states the dialog's path has reached so far, in order (the rate the chooser stands at follows from them). */
let seen: FlowSnapshot[] = [];
const dialog = () => within(screen.getByTestId('blind-dialog'));
const contextOf = (actor: AnyActorRef) => (actor.getSnapshot() as FlowSnapshot).context as BlindMintContext;

/**
 * The fee chooser's rates as the options show them: from the model's fee source (12.2, 20.5, 41 sats/vB), or the
 * defaults when the source fails (15, 30).
 */
const CHOOSER_RATES = { served: { Economy: 13, Normal: 21 }, failed: { Economy: 15, Normal: 30 } } as const;
/**
 * The rate the mint uses after these states of a path: none before the rates load, Normal's once they have (it is
 * preselected), Economy's once picked; an emptied custom rate is no rate, and the last one stays.
 */
function chooserRate(states: readonly FlowSnapshot[]): number | null {
  let rate: number | null = null;
  for (const state of states) {
    const chooser = blindMintModel.childSnapshots(state).feeChooser;
    if (!chooser || chooser.matches('loading')) continue;
    const { selected, failed } = chooser.context as FeeChooserContext;
    if (selected === 'Normal' || selected === 'Economy') rate = CHOOSER_RATES[failed ? 'failed' : 'served'][selected];
  }
  return rate;
}
const chooserOf = (actor: AnyActorRef) => (actor.getSnapshot() as FlowSnapshot).children.feeChooser as AnyActorRef | undefined;
const radio = feeRadio;
/** The dialog's own messages (the fee chooser says a failed fee source in an alert of its own). */
const dialogAlerts = () =>
  dialog()
    .queryAllByRole('alert')
    .filter((a) => !screen.queryByTestId('fee-chooser')?.contains(a))
    .map((a) => a.textContent);

describeFlow(blindMintModel, {
  machine: {
    verify: (expected, actor, path, at) => {
      const context = contextOf(actor);
      // Where each way the signing step ends leaves the dialog, in the words it shows.
      const ended = endingOf(path.steps[at]!.event);
      if (ended === 'sent') expect([actor.getSnapshot().value, context.txid, context.error]).toEqual(['following', 'ab'.repeat(32), null]);
      if (ended === 'rejected') expect([actor.getSnapshot().value, context.error]).toEqual(['review', null]);
      if (ended === 'refused')
        expect([actor.getSnapshot().value, context.error]).toEqual(['failed', 'Not signed: Badges would get 0.04 BTC, not the 0.03 BTC shown.']);
      if (ended === 'failed')
        expect([actor.getSnapshot().value, context.error]).toEqual([
          'checkingSent',
          'The send failed: The network could not be reached. Check your connection and try again.',
        ]);
      if (expected.matches('closed')) expect(actor.getSnapshot().status).toBe('done');
      else {
        // The rate the mint builds, reviews and signs at is the one the chooser shows (13 or 21 sats/vB served, 15 or
        // 30 by default).
        expect(context.feeRate).toBe(chooserRate(path.steps.slice(0, at + 1).map((s) => s.state)));
        // The chooser is fixed from the build on (the payment is built, reviewed, signed and followed at that rate),
        // and open at the count.
        const chooser = chooserOf(actor)!.getSnapshot() as FlowSnapshot;
        if (!chooser.matches('loading')) expect(chooser.matches({ ready: 'fixed' })).toBe(!expected.matches('choosing'));
        else expect(expected.matches('choosing')).toBe(true);
      }
      // Past the choice, the count is allowed and a fee rate chosen; only what was built is reviewed and signed.
      if (!expected.matches('choosing') && !expected.matches('closed')) {
        expect(blindCountProblem(context.countText, context.left)).toBeNull();
        expect(context.feeRate).not.toBeNull();
      }
      // (That it is for the count typed is the create actor's rule: tests/model/blind-mint-devnet.test.ts.)
      if (expected.matches('review') || expected.matches('signing')) expect(context.payment).not.toBeNull();
      // Following, waiting and minted come only after a payment was sent.
      if (['following', 'waiting', 'minted'].some((s) => expected.matches(s))) expect(context.txid).not.toBeNull();
      if (expected.matches('minted')) expect(context.status?.status).toBe('minted');
      // Choosing again forgets any payment built; waiting says where the mint stands or why it could not be read; a failure has its words.
      if (expected.matches('choosing')) expect(context.payment).toBeNull();
      if (expected.matches('waiting')) expect(context.status !== null || context.error !== null).toBe(true);
      if (expected.matches('failed')) expect(context.error).toBeTruthy();
      // A send whose answer was an error keeps the signed payment (its failure carries it): Try again sends that same
      // one, never a new one.
      if (expected.matches('notSent') || expected.matches('checkingSent') || expected.matches('confirming')) expect(context.signed).toBe('70736274ff01');
    },
  },
  view: {
    name: 'the blind mint dialog',
    start: (machine) => {
      closed = 0;
      minted = 0;
      seen = [];
      return renderDialogActor(
        (onActor) => (
          <BlindMintDialog input={blindInput} onClose={() => closed++} onMinted={() => minted++} testing={{ machine: machine as BlindMintMachine, onActor }} />
        ),
        'tb1p-minter',
      );
    },
    events: {
      SET_COUNT: (_actor: unknown, { value }: { value: string }) => void fireEvent.change(dialog().getByRole('textbox'), { target: { value } }),
      // The fee chooser tells the mint its rate (its gestures are the chooser's, below).
      FEE_RATE: 'outside',
      NEXT: () => void fireEvent.click(dialog().getByRole('button', { name: 'Next' })),
      CONFIRM: () => void fireEvent.click(dialog().getByTestId('blind-pay')),
      BACK: () => void fireEvent.click(dialog().getByRole('button', { name: 'Back' })),
      RETRY: () => void fireEvent.click(dialog().getByRole('button', { name: 'Try again' })),
      CLOSE: () =>
        void fireEvent.click(
          dialog().queryByRole('button', { name: 'Cancel' }) ??
            dialog().queryByRole('button', { name: 'Done' }) ??
            dialog().queryByRole('button', { name: /^Close$/ }) ??
            dialog().queryByRole('button', { name: 'Close (the mint goes on)' }) ??
            screen.getByRole('button', { name: 'Close' }),
        ),
    },
    children: { feeChooser: feeChooserGestures },
    verify: (expected, actor, path, at) => {
      seen.push(expected);
      if (expected.matches('closed')) {
        expect(closed).toBe(1);
        return;
      }
      const context = contextOf(actor);
      if (expected.matches('choosing')) {
        expect(dialog().getByRole('textbox')).toHaveValue(countTyped(path, at));
        expect(dialog().getByText(/carries 1,500,000 virtual sats/)).toBeInTheDocument();
        // The counts the paths type (1, then 3) are within the 25 the address may mint: no problem is said.
        expect(dialogAlerts()).toEqual([]);
        // The chooser shows with the count, its options on; Next is on once it has told a rate.
        const chooser = blindMintModel.childSnapshots(expected).feeChooser!;
        if (chooser.matches('loading')) expect(dialog().getByText('Loading the current fee rates…')).toBeVisible();
        else {
          expect(dialog().getByTestId('fee-chooser')).toHaveProperty('disabled', false);
          expect(radio((chooser.context as FeeChooserContext).selected!)).toBeChecked();
        }
        expect(dialog().getByRole('button', { name: 'Next' })).toHaveProperty('disabled', chooserRate(seen) === null);
      } else expect(dialog().queryByTestId('fee-chooser')).toBeNull();
      const working: Record<string, string> = {
        creating: 'The collection is building the payment',
        signing: 'Confirm in your wallet…',
        confirming: 'Sending the payment…',
      };
      for (const [state, words] of Object.entries(working)) if (expected.matches(state)) expect(dialog().getByRole('status')).toHaveTextContent(words);
      if (expected.matches('review')) {
        // The count's price to the collection's address, the network fee, and their total, as the collection built the
        // payment (the model's): 3 premium badges at 1,000,000 sats each; 3,000,000 + 2,260 network fee = 3,002,260 sats.
        const payment = context.payment!;
        const review = dialog().getByTestId('blind-review');
        expect(summaryRow(review, '3 premium badges')).toHaveTextContent('(3,000,000 sats)');
        expect(summaryRow(review, 'Network fee')).toHaveTextContent('(2,260 sats)');
        expect(summaryRow(review, 'Total')).toHaveTextContent('(3,002,260 sats)');
        // The network fee at the rate the chooser showed when Next was pressed.
        expect(dialog().getByTestId('blind-review')).toHaveTextContent(`at ${chooserRate(seen)!} sats/vB`);
        expect(dialog().getByText(payment.payAddress)).toBeInTheDocument();
      }
      if (expected.matches('waiting') || expected.matches('following'))
        expect(dialog().getByTestId('blind-status')).toHaveTextContent('the badges are drawn and inscribed when the payment confirms');
      if (expected.matches('minted')) {
        expect(
          dialog()
            .getAllByTestId('blind-item')
            .map((li) => li.textContent),
        ).toEqual(context.status!.items.map((i) => `${i.type}${i.rarity}`));
        expect(minted).toBe(0);
      }
      const said = saidAfter(path, at, blindSays);
      if (said) expect(dialog().getByTestId('blind-error')).toHaveTextContent(said);
      else expect(dialog().queryByTestId('blind-error')).toBeNull();
      if (expected.matches('failed')) expect(dialog().getByRole('button', { name: 'Try again' })).toBeEnabled();
      if (expected.matches('notSent')) expect(dialog().getByTestId('blind-not-sent')).toHaveTextContent('Try again sends the same one');
      if (expected.matches('checkingSent')) expect(dialog().getByRole('status')).toHaveTextContent('Reading whether the payment went out');
    },
  },
});

describe('blind mint: the signing step', () => {
  it('the rate picked in the chooser is the review’s; the dialog says the wallet’s prompt, then the payment on its way; the send gets the payment checked and what the wallet signed', async () => {
    const { step, asked, sent, approve } = recordedSigningStep<SignBlindInput, string, BlindSent>();
    const machine = blindMintModel.machine.provide({
      actors: {
        feeChooser: invokedFeeChooser.provide({ actors: { loadFees: fromPromise<LoadedFees>(async () => loadedFees.served) } }),
        create: fromPromise<BlindPaymentBuilt, CreateBlindInput>(async () => blindOutcomes.built),
        signingStep: step,
        readStatus: fromPromise<BlindMintStatus, { orderId: string }>(() => new Promise(() => {})),
      },
    });
    const running = renderDialogActor(
      (onActor) => <BlindMintDialog input={blindInput} onClose={() => {}} onMinted={() => {}} testing={{ machine, onActor }} />,
      'tb1p-minter',
    );
    await act(async () => void fireEvent.change(dialog().getByRole('textbox'), { target: { value: '3' } }));
    // Economy, from the fee source's 12.2 sats/vB: the chooser tells the mint, and the review is built at it.
    await act(async () => void fireEvent.click(radio('Economy')));
    expect(running.getSnapshot().context).toMatchObject({ countText: '3', feeRate: 13 });
    await act(async () => void fireEvent.click(dialog().getByRole('button', { name: 'Next' })));
    expect(dialog().getByTestId('blind-review')).toHaveTextContent('Network fee0.0000226 BTC (2,260 sats) at 13 sats/vB');
    await act(async () => void fireEvent.click(dialog().getByTestId('blind-pay')));
    expect(dialog().getByRole('status')).toHaveTextContent('Confirm in your wallet…');
    expect(asked).toEqual([{ name: 'Badges', payment: blindOutcomes.built }]);
    await act(async () => approve('70736274ff01'));
    expect(dialog().getByRole('status')).toHaveTextContent('Sending the payment…');
    expect(sent).toEqual([{ request: { name: 'Badges', payment: blindOutcomes.built }, signed: '70736274ff01' }]);
    running.stop();
  });
});
