import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyActorRef } from 'xstate';
import { satsToBtcText } from '../../src/domain/currency';
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
import { provideSigning, type SendInput, type SigningOutcome } from '../../src/flows/shared/signing-step.machine';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { BlindMintDialog } from '../../src/ui/inscribe/blind-mint-dialog';
import { describeFlow } from './describe-flow';
import { renderDialog } from './dialog-harness';

/** How the signing step ended at a path's step (its done event's outcome), or null for any other step. */
const endingOf = (event: { type: string; output?: unknown }): string | null =>
  event.type === 'xstate.done.actor.signingStep' ? (event.output as SigningOutcome<unknown>).outcome : null;

/** The blind mint's paths (issue 30): on the machine, and on the dialog as the minter reads it. */
let closed = 0;
let minted = 0;
const dialog = () => within(screen.getByTestId('blind-dialog'));
const contextOf = (actor: AnyActorRef) => (actor.getSnapshot() as FlowSnapshot).context as BlindMintContext;

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
          'The send failed: The network could not be reached. Check your connection and try again..',
        ]);
      if (expected.matches('closed')) expect(actor.getSnapshot().status).toBe('done');
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
      let running: AnyActorRef | undefined;
      closed = 0;
      minted = 0;
      renderDialog(
        <BlindMintDialog
          input={blindInput}
          onClose={() => closed++}
          onMinted={() => minted++}
          testing={{ machine: machine as BlindMintMachine, onActor: (a) => (running = a) }}
        />,
        'tb1p-minter',
      );
      return running!;
    },
    events: {
      SET_COUNT: (_actor: unknown, { value }: { value: string }) => void fireEvent.change(dialog().getByRole('textbox'), { target: { value } }),
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
    verify: (expected, actor) => {
      if (expected.matches('closed')) {
        expect(closed).toBe(1);
        return;
      }
      const context = contextOf(actor);
      if (expected.matches('choosing')) {
        expect(dialog().getByRole('textbox')).toHaveValue(context.countText);
        expect(dialog().getByText(/carries 1,500,000 virtual sats/)).toBeInTheDocument();
        const problem = context.checked ? blindCountProblem(context.countText, context.left) : null;
        if (problem) expect(dialog().getByRole('alert')).toHaveTextContent(problem);
      }
      const working: Record<string, string> = {
        creating: 'The collection is building the payment',
        signing: 'Confirm in your wallet…',
        confirming: 'Sending the payment…',
      };
      for (const [state, words] of Object.entries(working)) if (expected.matches(state)) expect(dialog().getByRole('status')).toHaveTextContent(words);
      if (expected.matches('review')) {
        // The count's price to the collection's address, the network fee, and their total.
        const payment = context.payment!;
        expect(dialog().getByTestId('blind-review')).toHaveTextContent(`${payment.count} premium badges${satsToBtcText(BigInt(payment.amountSats))} BTC`);
        const total = BigInt(payment.amountSats) + BigInt(payment.networkFeeSats);
        expect(dialog().getByTestId('blind-review')).toHaveTextContent(`Total${satsToBtcText(total)} BTC`);
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
      if (context.error && !expected.matches('choosing')) expect(dialog().getByTestId('blind-error')).toHaveTextContent(context.error);
      if (expected.matches('failed')) expect(dialog().getByRole('button', { name: 'Try again' })).toBeEnabled();
      if (expected.matches('notSent')) expect(dialog().getByTestId('blind-not-sent')).toHaveTextContent('Try again sends the same one');
      if (expected.matches('checkingSent')) expect(dialog().getByRole('status')).toHaveTextContent('Reading whether the payment went out');
    },
  },
});

describe('blind mint: the signing step', () => {
  it('the dialog says the wallet’s prompt, then the payment on its way; the send gets the payment checked and what the wallet signed', async () => {
    let approve: (signed: string) => void = () => {};
    const asked: SignBlindInput[] = [];
    const sent: SendInput<SignBlindInput, string>[] = [];
    const machine = blindMintModel.machine.provide({
      actors: {
        create: fromPromise<BlindPaymentBuilt, CreateBlindInput>(async () => blindOutcomes.built),
        signingStep: provideSigning<SignBlindInput, string, BlindSent>({
          sign: (request) => {
            asked.push(request);
            return new Promise((resolve) => (approve = resolve));
          },
          send: (input) => {
            sent.push(input);
            return new Promise(() => {});
          },
        }),
        readStatus: fromPromise<BlindMintStatus, { orderId: string }>(() => new Promise(() => {})),
      },
    });
    let running: AnyActorRef | undefined;
    renderDialog(
      <BlindMintDialog input={blindInput} onClose={() => {}} onMinted={() => {}} testing={{ machine, onActor: (a) => (running = a) }} />,
      'tb1p-minter',
    );
    await act(async () => {
      running!.send({ type: 'SET_COUNT', value: '3' });
      running!.send({ type: 'FEE_RATE', rate: 12 });
    });
    await act(async () => void fireEvent.click(dialog().getByRole('button', { name: 'Next' })));
    await act(async () => void fireEvent.click(dialog().getByTestId('blind-pay')));
    expect(dialog().getByRole('status')).toHaveTextContent('Confirm in your wallet…');
    expect(asked).toEqual([{ name: 'Badges', payment: blindOutcomes.built }]);
    await act(async () => approve('70736274ff01'));
    expect(dialog().getByRole('status')).toHaveTextContent('Sending the payment…');
    expect(sent).toEqual([{ request: { name: 'Badges', payment: blindOutcomes.built }, signed: '70736274ff01' }]);
    running!.stop();
  });
});
