import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyActorRef, EventObject } from 'xstate';
import type { MarketClaimContext, MarketClaimMachine } from '../../src/flows/market-claim/market-claim.machine';
import { claimInput, marketClaimModel } from '../../src/flows/market-claim/market-claim.model';
import type { FlowPath, FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { ClaimDialog } from '../../src/ui/market/claim-dialog';
import { describeFlow } from './describe-flow';
import { renderDialogActor } from './dialog-harness';
import { summaryRow } from './summary-row';
import { failureOfStep, saidAfter, signingEndAt, type SaysAfter } from './said-words';

/** The market claim's paths (issue 30): on the machine, and on the dialog as the bidder reads it. */
let closed = 0;
let claimed = 0;
const dialog = () => within(screen.getByTestId('claim-dialog'));
const contextOf = (actor: AnyActorRef) => (actor.getSnapshot() as FlowSnapshot).context as MarketClaimContext;
const chooserOf = (actor: AnyActorRef) => (actor.getSnapshot() as FlowSnapshot).children.feeChooser as AnyActorRef | undefined;
const radio = (name: string) => within(screen.getByRole('radiogroup', { name: 'Fee rate' })).getByRole('radio', { name: new RegExp(`^${name}`) });

/**
 * The fee chooser's rates as its options show them: from the model's fee source (12.2, 20.5, 41 sats/vB), or the
 * defaults when the source fails (15, 30, and Custom at Normal's 30).
 */
const CHOOSER_RATES = { served: { Economy: 13, Normal: 21, Custom: 41 }, failed: { Economy: 15, Normal: 30, Custom: 30 } } as const;
type Option = keyof (typeof CHOOSER_RATES)['served'];
/** What the bidder did in the chooser once its rates loaded: an option picked, or the custom rate emptied. */
type Gesture = { readonly type: 'SELECT'; readonly option: Option } | { readonly type: 'TYPE_CUSTOM_RATE'; readonly text: string };
/**
 * The rate the claim takes after these gestures: Normal's at first, then each option picked; an emptied custom rate
 * (and Custom picked while it is empty) is no rate, and the last one stays.
 */
const rateAfter = (source: 'served' | 'failed', gestures: readonly Gesture[]): number => {
  let rate: number = CHOOSER_RATES[source].Normal;
  let emptied = false;
  for (const gesture of gestures) {
    if (gesture.type === 'TYPE_CUSTOM_RATE') {
      if (gesture.text !== '') throw new Error(`No literal rate for the custom rate ${gesture.text}`);
      emptied = true;
    } else if (!(gesture.option === 'Custom' && emptied)) rate = CHOOSER_RATES[source][gesture.option];
  }
  return rate;
};
/** The rate the path's gestures lead to by its step `at`; null while the rates load. */
const rateAlong = (path: FlowPath, at: number): number | null => {
  const events = path.steps.slice(0, at + 1).map((s) => s.event);
  if (!events.some((e) => e.type.startsWith('feeChooser.xstate.'))) return null;
  const source = events.some((e) => e.type === 'feeChooser.xstate.error.actor.loadFees') ? 'failed' : 'served';
  const gestures = events.filter((e) => e.type === 'feeChooser.SELECT' || e.type === 'feeChooser.TYPE_CUSTOM_RATE');
  return rateAfter(
    source,
    gestures.map((e) => ({ ...e, type: e.type.slice('feeChooser.'.length) }) as Gesture),
  );
};
/** The claim's states that use the rate (built, reviewed, signed, built again): the chooser is fixed in them. */
const USES_RATE = ['building', 'review', 'signing', 'failed', 'done'] as const;
/** The gestures the dialog's bidder made in the chooser (the custom rate's input shows once Custom is picked). */
let gestures: Gesture[] = [];
/** How the signing step ended, where the path's step is its outcome (null on any other step). */
const signingOutcomeAt = (path: FlowPath, at: number): unknown => {
  const event = path.steps[at]?.event;
  if (event?.type !== 'xstate.done.actor.signingStep' || !('output' in event)) return null;
  const output = event.output;
  return typeof output === 'object' && output !== null && 'outcome' in output ? output.outcome : null;
};
const mayNotHaveBeenSent = (answer: string) =>
  `The claim may not have been sent (${answer}). If My Bitcoin Assets › Bids says Won, it was; Try again builds it again, and the item can be bought only once.`;
const OVER = 'The time to claim this item has passed.';
const NETWORK = 'The market could not be reached. Check your connection and try again.';
/** The market's answer in a failed step: the claim's time is over (code -1), or no answer. */
const marketSaid = (event: EventObject) => (failureOfStep(event).code === -1 ? OVER : NETWORK);
/**
 * What the dialog's error says after a step: the market's refusal of the build, the check's refusal, a send that may
 * have gone out; Next, Claim, Try again and Back from a failure clear it, and a build or a claim sent says nothing.
 */
const claimSays: SaysAfter = ({ event, state }, before) => {
  if (event.type === 'xstate.error.actor.build') return marketSaid(event);
  if (event.type === 'xstate.done.actor.build') return null;
  const ended = signingEndAt(event);
  if (ended === 'refused') return 'Not signed: the seller would get 0.0013 BTC, not the 0.0012 BTC shown.';
  if (ended === 'failed') return mayNotHaveBeenSent(marketSaid(event));
  if (ended !== null) return null;
  if (event.type === 'BACK') return before.at(-1)?.state.matches('failed') ? null : undefined;
  return ['NEXT', 'CONFIRM', 'RETRY'].includes(event.type) && !state.matches('choosing') ? null : undefined;
};

describeFlow(marketClaimModel, {
  machine: {
    verify: (expected, actor, path, at) => {
      const context = contextOf(actor);
      // The claim is always at the bid it opened with.
      expect(context.priceSats).toBe(claimInput.priceSats);
      if (expected.matches('closed')) expect(actor.getSnapshot().status).toBe('done');
      // The claim's rate is the one the chooser tells: none while the rates load, then the option picked.
      const rate = rateAlong(path, at);
      expect(context.feeRate).toBe(rate);
      // The chooser is fixed exactly while the claim uses the rate, and open at the choice.
      const chooser = chooserOf(actor);
      // Once the dialog is closed it has stopped.
      if (expected.status === 'done') expect(chooser?.getSnapshot().status).toBe('stopped');
      else if (rate === null) expect(chooser!.getSnapshot().value).toBe('loading');
      else expect(chooser!.getSnapshot().value).toEqual({ ready: USES_RATE.some((s) => expected.matches(s)) ? 'fixed' : 'open' });
      // Only what the market built is reviewed and signed (the signing step sends it).
      if (expected.matches('review') || expected.matches('signing')) expect(context.built).not.toBeNull();
      // Claim clears what the last try said: the signing step starts with no error shown.
      if (expected.matches('signing')) expect(context.error).toBeNull();
      if (expected.matches('done')) expect(context.txid).toBe('cd'.repeat(32));
      if (expected.matches('failed')) expect(context.error).not.toBeNull();
      // The signing step's end, in the words the bidder reads: a no in the wallet says nothing, the check's refusal its
      // reason; a claim signed and not sent may have gone out, and what is built is forgotten.
      const outcome = signingOutcomeAt(path, at);
      if (outcome === 'rejected') expect([context.error, context.built !== null]).toEqual([null, true]);
      if (outcome === 'refused') expect(context.error).toBe('Not signed: the seller would get 0.0013 BTC, not the 0.0012 BTC shown.');
      if (outcome === 'failed') {
        expect([
          mayNotHaveBeenSent('The time to claim this item has passed.'),
          mayNotHaveBeenSent('The market could not be reached. Check your connection and try again.'),
        ]).toContain(context.error);
        expect(context.built).toBeNull();
      }
    },
  },
  view: {
    name: 'the claim dialog',
    start: (machine) => {
      closed = 0;
      claimed = 0;
      gestures = [];
      return renderDialogActor(
        (onActor) => (
          <ClaimDialog input={claimInput} onClose={() => closed++} onClaimed={() => claimed++} testing={{ machine: machine as MarketClaimMachine, onActor }} />
        ),
        'tb1p-bidder',
      );
    },
    events: {
      // The fee chooser tells the claim its rate (its gestures are the chooser's, below).
      FEE_RATE: 'outside',
      NEXT: () => void fireEvent.click(dialog().getByRole('button', { name: 'Next' })),
      CONFIRM: () => void fireEvent.click(dialog().getByTestId('claim-confirm')),
      BACK: () => void fireEvent.click(dialog().getByRole('button', { name: 'Back' })),
      RETRY: () => void fireEvent.click(dialog().getByRole('button', { name: 'Try again' })),
      CLOSE: () =>
        void fireEvent.click(
          dialog().queryByRole('button', { name: 'Cancel' }) ??
            dialog().queryByRole('button', { name: 'Done' }) ??
            screen.getByRole('button', { name: 'Close' }),
        ),
    },
    children: {
      feeChooser: {
        SELECT: (_actor: AnyActorRef, event: { option: Option }) => {
          gestures.push({ type: 'SELECT', option: event.option });
          fireEvent.click(radio(event.option));
        },
        // The number input shows with Custom picked: a bidder picks Custom first, then types.
        TYPE_CUSTOM_RATE: (_actor: AnyActorRef, event: { text: string }) => {
          const type = () => {
            gestures.push({ type: 'TYPE_CUSTOM_RATE', text: event.text });
            fireEvent.change(screen.getByRole('spinbutton', { name: 'Custom fee rate in sats/vB' }), { target: { value: event.text } });
          };
          if ((radio('Custom') as HTMLInputElement).checked) return type();
          gestures.push({ type: 'SELECT', option: 'Custom' });
          fireEvent.click(radio('Custom'));
          return type;
        },
      },
    },
    verify: (expected, actor, path, at) => {
      if (expected.matches('closed')) {
        expect(closed).toBe(1);
        return;
      }
      const context = contextOf(actor);
      // The rate the bidder's gestures lead to, in the chooser's own numbers.
      const chooser = marketClaimModel.childSnapshots(expected).feeChooser!;
      const loaded = !chooser.matches('loading');
      const rate = rateAfter((chooser.context as { failed: boolean }).failed ? 'failed' : 'served', gestures);
      if (expected.matches('choosing')) {
        expect(dialog().getByText(/yours to claim at your bid of/)).toHaveTextContent('0.0012 BTC (120,000 sats)');
        // The chooser shows while the bidder chooses, its options on; Next once it has told a rate.
        expect(dialog().getByTestId('fee-chooser')).toBeEnabled();
        expect(dialog().getByRole('button', { name: 'Next' })).toHaveProperty('disabled', !loaded);
        if (!loaded) expect(dialog().getByText('Loading the current fee rates…')).toBeVisible();
        else {
          const picked = gestures.filter((g) => g.type === 'SELECT').pop()?.option ?? 'Normal';
          expect(radio(picked)).toBeChecked();
          // An emptied custom rate shows no rate (the claim keeps the last one).
          if (picked === 'Custom' && gestures.some((g) => g.type === 'TYPE_CUSTOM_RATE')) expect(dialog().queryByTestId('fee-level')).toBeNull();
          else expect(dialog().getByTestId('fee-level')).toHaveTextContent(`${rate} sats/vB: a `);
        }
      } else expect(dialog().queryByTestId('fee-chooser')).toBeNull();
      const working: Record<string, string> = {
        building: 'The market is building the purchase',
        signing: 'Confirm in your wallet…',
      };
      for (const [state, words] of Object.entries(working)) if (expected.matches(state)) expect(dialog().getByRole('status')).toHaveTextContent(words);
      if (expected.matches('review')) {
        // The bid, the service fee, the network fee, and their total, as the market built them (the model's answers):
        // 120,000 bid + 2,400 service fee (2%) + 2,980 network fee = 125,380 sats; with a padding split, its 1,700 more: 127,080.
        const built = context.built!;
        const review = dialog().getByTestId('claim-review');
        // A padding split is said, its fee a line of its own and in the total.
        if (built.psbtClaim2) {
          expect(dialog().getByTestId('claim-padding')).toHaveTextContent('you sign two transactions');
          expect(summaryRow(review, 'Fee for the extra transaction')).toHaveTextContent('(1,700 sats)');
        } else expect(dialog().queryByTestId('claim-padding')).toBeNull();
        expect(summaryRow(review, 'Total')).toHaveTextContent(built.psbtClaim2 ? '(127,080 sats)' : '(125,380 sats)');
        // The network fee at the rate the bidder chose in the chooser.
        expect(dialog().getByTestId('claim-review')).toHaveTextContent(`Network fee0.0000298 BTC (2,980 sats) at ${rate} sats/vB`);
        expect(summaryRow(review, 'Service fee')).toHaveTextContent('(2,400 sats)');
        expect(dialog().getByTestId('claim-confirm')).toBeEnabled();
      }
      const said = saidAfter(path, at, claimSays);
      if (said) expect(dialog().getByTestId('claim-error')).toHaveTextContent(said);
      else expect(dialog().queryByTestId('claim-error')).toBeNull();
      if (expected.matches('failed')) expect(dialog().getByRole('button', { name: 'Try again' })).toBeEnabled();
      if (expected.matches('done')) {
        expect(dialog().getByTestId('claim-result')).toHaveTextContent(`Claimed: 777.bitmap is on its way to your address`);
        expect(dialog().getByTestId('claim-result')).toHaveTextContent(`Transaction ${'cd'.repeat(32)}`);
        expect(claimed).toBe(0);
      }
    },
  },
});
