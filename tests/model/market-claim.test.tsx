import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { satsToBtcText } from '../../src/domain/currency';
import type { MarketClaimContext, MarketClaimMachine } from '../../src/flows/market-claim/market-claim.machine';
import { claimInput, marketClaimModel } from '../../src/flows/market-claim/market-claim.model';
import type { FlowPath, FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { ClaimDialog } from '../../src/ui/market/claim-dialog';
import { describeFlow } from './describe-flow';
import { renderDialog } from './dialog-harness';

/** The market claim's paths (issue 30): on the machine, and on the dialog as the bidder reads it. */
let closed = 0;
let claimed = 0;
const dialog = () => within(screen.getByTestId('claim-dialog'));
const contextOf = (actor: AnyActorRef) => (actor.getSnapshot() as FlowSnapshot).context as MarketClaimContext;
/** How the signing step ended, where the path's step is its outcome (null on any other step). */
const signingOutcomeAt = (path: FlowPath, at: number): unknown => {
  const event = path.steps[at]?.event;
  if (event?.type !== 'xstate.done.actor.signingStep' || !('output' in event)) return null;
  const output = event.output;
  return typeof output === 'object' && output !== null && 'outcome' in output ? output.outcome : null;
};
const mayNotHaveBeenSent = (answer: string) =>
  `The claim may not have been sent (${answer}). If My Bitcoin Assets › Bids says Won, it was; Try again builds it again, and the item can be bought only once.`;

describeFlow(marketClaimModel, {
  machine: {
    verify: (expected, actor, path, at) => {
      const context = contextOf(actor);
      // The claim is always at the bid it opened with.
      expect(context.priceSats).toBe(claimInput.priceSats);
      if (expected.matches('closed')) expect(actor.getSnapshot().status).toBe('done');
      // Past the fee rate, one is chosen; only what the market built is reviewed and signed (the signing step sends it).
      if (!expected.matches('choosing') && !expected.matches('closed')) expect(context.feeRate).not.toBeNull();
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
      let running: AnyActorRef | undefined;
      closed = 0;
      claimed = 0;
      renderDialog(
        <ClaimDialog
          input={claimInput}
          onClose={() => closed++}
          onClaimed={() => claimed++}
          testing={{ machine: machine as MarketClaimMachine, onActor: (a) => (running = a) }}
        />,
        'tb1p-bidder',
      );
      return running!;
    },
    events: {
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
    verify: (expected, actor) => {
      if (expected.matches('closed')) {
        expect(closed).toBe(1);
        return;
      }
      const context = contextOf(actor);
      if (expected.matches('choosing')) {
        expect(dialog().getByText(/yours to claim at your bid of/)).toHaveTextContent('0.0012 BTC (120,000 sats)');
        if (context.feeRate === null) expect(dialog().getByRole('button', { name: 'Next' })).toBeDisabled();
      }
      const working: Record<string, string> = {
        building: 'The market is building the purchase',
        signing: 'Confirm in your wallet…',
      };
      for (const [state, words] of Object.entries(working)) if (expected.matches(state)) expect(dialog().getByRole('status')).toHaveTextContent(words);
      if (expected.matches('review')) {
        // The bid, the service fee, the network fee, and their total, as the market built them.
        const built = context.built!;
        const total = BigInt(context.priceSats) + BigInt(built.serviceFeeSats) + BigInt(built.networkFeeSats) + BigInt(built.paddingFeeSats);
        // A padding split is said, its fee a line of its own and in the total.
        if (built.psbtClaim2) {
          expect(dialog().getByTestId('claim-padding')).toHaveTextContent('you sign two transactions');
          expect(dialog().getByTestId('claim-review')).toHaveTextContent(`Fee for the extra transaction${satsToBtcText(BigInt(built.paddingFeeSats))} BTC`);
        } else expect(dialog().queryByTestId('claim-padding')).toBeNull();
        expect(dialog().getByTestId('claim-review')).toHaveTextContent(`Total${satsToBtcText(total)} BTC`);
        expect(dialog().getByTestId('claim-review')).toHaveTextContent(`Service fee${satsToBtcText(BigInt(built.serviceFeeSats))} BTC`);
        expect(dialog().getByTestId('claim-confirm')).toBeEnabled();
      }
      if (context.error) expect(dialog().getByTestId('claim-error')).toHaveTextContent(context.error);
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
