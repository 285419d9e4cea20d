import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { satsToBtcText } from '../../src/domain/currency';
import type { MarketClaimContext, MarketClaimMachine } from '../../src/flows/market-claim/market-claim.machine';
import { claimInput, marketClaimModel } from '../../src/flows/market-claim/market-claim.model';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { ClaimDialog } from '../../src/ui/market/claim-dialog';
import { describeFlow } from './describe-flow';
import { renderDialog } from './dialog-harness';

/** The market claim's paths (issue 30): on the machine, and on the dialog as the bidder reads it. */
let closed = 0;
let claimed = 0;
const dialog = () => within(screen.getByTestId('claim-dialog'));
const contextOf = (actor: AnyActorRef) => (actor.getSnapshot() as FlowSnapshot).context as MarketClaimContext;

describeFlow(marketClaimModel, {
  machine: {
    verify: (expected, actor) => {
      const context = contextOf(actor);
      // The claim is always at the bid it opened with.
      expect(context.priceSats).toBe(claimInput.priceSats);
      if (expected.matches('closed')) expect(actor.getSnapshot().status).toBe('done');
      // Past the fee rate, one is chosen; only what the market built is reviewed and signed; only what was signed is sent.
      if (!expected.matches('choosing') && !expected.matches('closed')) expect(context.feeRate).not.toBeNull();
      if (expected.matches('review') || expected.matches('signing')) expect(context.built).not.toBeNull();
      if (expected.matches('confirming')) expect(context.signed).not.toBeNull();
      if (expected.matches('done')) expect(context.txid).not.toBeNull();
      if (expected.matches('failed')) expect(context.error).not.toBeNull();
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
        signing: 'sign it in your wallet',
        confirming: 'Sending the claim',
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
        expect(claimed).toBe(0);
      }
    },
  },
});
