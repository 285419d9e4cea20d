import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import type { WithdrawProcessRes } from '../../src/domain/swap/withdraw-entities';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import type { WithdrawMachine } from '../../src/flows/withdraw/withdraw.machine';
import { withdrawModel } from '../../src/flows/withdraw/withdraw.model';
import type { SwapDeps } from '../../src/flows/swap-op/swap-op.actors';
import { MODULE_INSCRIPTION_ID } from '../../devnet/swap/swap-config';
import { TEST_NETWORK } from '@scure/btc-signer';
import { signMessageBip322Simple } from '../../server/auth/message-signing';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { allInputs, signInputs } from '../../devnet/wallet/sign-inputs';
import { withdrawActors } from '../../src/flows/withdraw/withdraw.actors';
import { describeFlow } from './describe-flow';
import { devnetPerFile, expectSignedOnlyAfter, gatedFeeChooser, gatedSigner, REAL_ACTORS, taprootAccount } from './devnet-world';
import { feeChooserGestures, feeRadio } from './fee-chooser-gestures';
import { createWorld, failureResponse } from './real-world';
import { chooserRate, MINERS_AT_MOST, mountPanel, panel, panelAlerts, refreshes, runningChooser } from './withdraw-harness';
import { saidAfter } from './said-words';
import { withdrawErrorSays, withdrawNoticeSays } from './withdraw-words';

/** The withdraw paths against the machine and the real withdraw panel (the swap and the wallet settled by each path). */
/** Where the panel shows the fee chooser: with the form (also while it works), and with a failed withdrawal to retry. */
const CHOOSER_SHOWN = ['form', 'creating', 'signing', 'committing', 'retrying', { tracking: 'failed' }] as const;
/** Where the withdrawal uses the rate: the chooser is fixed there, and open everywhere else. */
const RATE_USED = ['creating', 'signing', 'committing', 'retrying'] as const;

/** Each of a withdrawal's two transactions leaves the miners at most 200 vB × its rate (the rates the paths choose). */
const MINERS_EACH: Readonly<Record<number, string>> = {
  13: '2,600 sats each, at 13 sat/vB',
  21: '4,200 sats each, at 21 sat/vB',
  15: '3,000 sats each, at 15 sat/vB',
  30: '6,000 sats each, at 30 sat/vB',
  41: '8,200 sats each, at 41 sat/vB',
};
const devnet = devnetPerFile();
const [me, , , , stranger] = deriveAccounts(undefined, 5);
let signed: string[] = [];

/** The status fields of the path's answer, over the devnet's own answer for the withdrawal. */
const STATUS_FIELDS = ['status', 'totalConfirmedNum', 'totalNum', 'cancelConfirmedNum', 'cancelTotalNum', 'completedAmount', 'matchHistory'] as const;

describeFlow(withdrawModel, {
  real: {
    name: REAL_ACTORS,
    start: async () => {
      // The dev wallet's first account, with its ordi in the swap on the seeded devnet.
      const { h, api } = await devnet(me!);
      const account = taprootAccount(me!);
      let actor: AnyActorRef | null = null;
      const inState = (state: string) => actor?.getSnapshot().matches(state) === true;
      /** A withdrawal of 100 ordi made before the page loaded, for a path that finds one under way. */
      const withdrawBefore = async () => {
        const created = await api.swap.createWithdraw({
          pubkey: account.ordinalsPubKey,
          address: account.ordinalsAddress,
          tick: 'ordi',
          amount: '100',
          ts: Math.floor(h.now() / 1000),
          feeRate: 2,
          feeTick: 'sats',
          payType: 'tick',
        });
        await api.swap.confirmWithdraw({
          id: created.id,
          paymentPsbt: signInputs(created.paymentPsbt, me!, allInputs(created.paymentPsbt)),
          approvePsbt: signInputs(created.approvePsbt, me!, created.approvePsbtSignIndexes),
          feeTick: created.feeTick,
          feeAmount: created.feeAmount,
          feeTickPrice: created.feeTickPrice,
          payType: 'tick',
          sigs: created.signMsgs.map((m) => signMessageBip322Simple(m, me!.taprootKey, account.ordinalsAddress, TEST_NETWORK)),
        });
      };
      const world = createWorld({
        session: api.session,
        routes: (path) => {
          if (/\/withdraw_history$/.test(path)) return 'findActive';
          if (/\/withdraw_process$/.test(path)) return inState('finding') ? { follows: 'findActive' } : 'readProcess';
          if (/\/create_withdraw$/.test(path)) return 'createWithdraw';
          // confirm_withdraw is the signing step's send: it follows the step's outcome.
          if (/\/confirm_withdraw$/.test(path)) return { follows: 'signingStep' };
          if (/\/create_cancel_withdraw$/.test(path)) return 'cancelWithdraw';
          if (/\/create_retry_withdraw$/.test(path)) return 'retryWithdraw';
          if (/\/system_status$/.test(path)) return 'opCommit';
          return null;
        },
        polled: ['opCommit'],
        answers: {
          // A withdrawal under way, or none: made on the devnet before the history is read.
          findActive: async (outcome, forward, request) => {
            if (!('output' in outcome)) return failureResponse(outcome.error);
            if (outcome.output && /withdraw_history$/.test(new URL(request.url).pathname)) await world.direct(withdrawBefore);
            return forward();
          },
          // The devnet's withdrawal at the stage the path reads, the devnet moved there where a later step needs it.
          readProcess: async (outcome, forward, request) => {
            if (!('output' in outcome)) return failureResponse(outcome.error);
            const wanted = outcome.output as WithdrawProcessRes;
            const id = new URL(request.url).searchParams.get('id') ?? '';
            // Blocks put it in the queue; someone's deposit matches it; the module's failure makes it retryable.
            // Each block rolls the swap's operations up, and the devnet's clock is moved past that commit.
            if (wanted.status === 'completed')
              await world.direct(() => h.control('/swap/match-deposit', { from: stranger!.ordinalsAddress, tick: 'ordi', amount: '100' }));
            if (wanted.status === 'order' || wanted.status === 'completed') {
              h.devnet.mine(2);
              h.advance(60_000);
            }
            if (wanted.status === 'error') await world.direct(() => h.control('/swap/fail-withdraw', { id }));
            const answer = (await (await forward()).json()) as { data: Record<string, unknown> };
            const fields = Object.fromEntries(STATUS_FIELDS.map((key) => [key, wanted[key]]));
            return Response.json({ ...answer, data: { ...answer.data, ...fields } });
          },
        },
      });
      world.listen();
      const wallet = gatedSigner(world, me!, api, {
        psbt: () => (inState('cancelling') ? { follows: 'cancelWithdraw' } : inState('retrying') ? { follows: 'retryWithdraw' } : 'signingStep'),
        message: { follows: 'signingStep' },
      });
      signed = wallet.signed;
      const deps: SwapDeps = { api: async () => api, signer: wallet.signer, now: () => h.now() };
      // A retry is checked at the rate the chooser told (13 to 30 sat/vB): at or above the 10 sat/vB the devnet's
      // create_retry_withdraw builds at. The chooser's rates come as the path settles them (gatedFeeChooser).
      actor = createActor(
        withdrawModel.machine.provide({
          actors: {
            ...withdrawActors(deps, { address: account.ordinalsAddress, network: 'testnet', module: MODULE_INSCRIPTION_ID }),
            feeChooser: gatedFeeChooser(world),
          },
        }),
      ).start();
      return { actor, world };
    },
    // Two PSBTs and a message for a withdrawal, one PSBT for a cancel, two for a retry: never before the path's step.
    verify: (_expected, _actor, path, at) => expectSignedOnlyAfter(signed, path, at, ['signingStep', 'cancelWithdraw', 'retryWithdraw'], 3),
  },
  machine: {
    // The model's invariants, on the running machine's context.
    verify: (expected, actor) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context;
      // Progress is followed for one withdrawal, known by its id.
      if (expected.matches('tracking') || expected.matches('completed') || expected.matches('cancelled')) expect(context.withdrawalId).not.toBeNull();
      // Nothing is built without the user's request; the wallet signs only what create_withdraw built for it.
      expect(context.created === null || context.request !== null).toBe(true);
      // A new withdrawal starts fresh: nothing of the last one is sent again.
      if (expected.matches('creating')) expect(context.created).toBeNull();
      if (['creating', 'signing'].some((s) => expected.matches(s))) expect(context.error).toBeNull();
      // The withdrawal's rate is the one the chooser stands at (none before its rates load: Withdraw waits for it); the
      // withdrawal is built and signed at it, and a retry is checked at it.
      const chooser = runningChooser(actor);
      const rate = chooserRate(chooser, context.feeRate as number | null);
      expect(context.feeRate).toBe(rate);
      if (expected.matches('creating') || expected.matches('signing')) expect(context.request).toEqual({ tick: 'ordi', amount: '100', feeRate: rate });
      if (expected.matches('signing')) expect(context.created?.id).toBe('ab'.repeat(32));
      const children = actor.getSnapshot().children as Record<string, AnyActorRef | undefined>;
      if (expected.matches('retrying')) expect(children.retryWithdraw?.getSnapshot().input).toEqual({ id: 'ab'.repeat(32), feeRate: rate });
      // The chooser is fixed exactly while the withdrawal (or its retry) is prepared and signed at the rate, and
      // while a commit holds it; open at the form, at a failed withdrawal and wherever it is not shown.
      if (!chooser.matches('loading')) expect(chooser.matches({ ready: 'fixed' })).toBe(RATE_USED.some((s) => expected.matches(s)));
      else expect(RATE_USED.some((s) => expected.matches(s))).toBe(false);
    },
  },
  view: {
    name: 'the withdraw panel',
    start: (machine) => mountPanel(machine as WithdrawMachine),
    events: {
      SUBMIT: () => {
        fireEvent.change(panel().getByLabelText('Amount to withdraw'), { target: { value: '100' } });
        return () => void fireEvent.click(screen.getByTestId('withdraw-submit'));
      },
      CANCEL: () => void fireEvent.click(screen.getByTestId('withdraw-cancel')),
      CONFIRM_CANCEL: () => void fireEvent.click(screen.getByTestId('withdraw-cancel-yes')),
      KEEP: () => void fireEvent.click(screen.getByTestId('withdraw-cancel-keep')),
      RETRY: () => void fireEvent.click(screen.getByTestId('withdraw-retry')),
      DONE: () => void fireEvent.click(panel().getByRole('button', { name: 'New withdrawal' })),
      // The fee chooser tells the withdrawal its rate (its gestures are the chooser's, below).
      FEE_RATE: 'outside',
    },
    children: { feeChooser: feeChooserGestures },
    verify: (expected, actor, path, at) => {
      const error = saidAfter(path, at, withdrawErrorSays);
      const notice = saidAfter(path, at, withdrawNoticeSays);
      // The fee chooser's own warning (a failed fee source) is not the panel's error.
      expect(panelAlerts()).toEqual(error ? [error] : []);
      // The chooser shows with the form and with a failed withdrawal: loading, or its option checked, its options off
      // exactly while the rate is used; the miners' fee at the rate told under it.
      const chooser = withdrawModel.childSnapshots(expected).feeChooser!;
      const rate = chooserRate(runningChooser(actor), (actor.getSnapshot() as FlowSnapshot).context.feeRate as number | null);
      if (!CHOOSER_SHOWN.some((s) => expected.matches(s))) expect(screen.queryByTestId('fee-chooser')).toBeNull();
      else if (chooser.matches('loading')) {
        expect(panel().getByText('Loading the current fee rates…')).toBeVisible();
        expect(screen.queryByTestId('withdraw-fee-note')).toBeNull();
      } else {
        expect(screen.getByTestId('fee-chooser')).toHaveProperty('disabled', chooser.matches({ ready: 'fixed' }));
        expect(feeRadio((chooser.context as { selected: string }).selected)).toBeChecked();
        expect(screen.getByTestId('withdraw-fee-note')).toHaveTextContent(MINERS_AT_MOST[rate!]!);
      }
      if (notice) expect(screen.getByTestId('withdraw-notice')).toHaveTextContent(notice);
      else expect(screen.queryByTestId('withdraw-notice')).toBeNull();
      const process = (actor.getSnapshot() as FlowSnapshot).context.process as WithdrawProcessRes | null;
      if (expected.matches('form')) {
        expect(screen.getByTestId('withdraw-submit')).toHaveTextContent(/Withdraw|Enter an amount/);
        expect(screen.queryByTestId('withdraw-progress')).toBeNull();
        return;
      }
      if (expected.matches('completed')) {
        expect(screen.getByTestId('withdraw-success')).toHaveTextContent('Completed: 100 ordi are in your wallet.');
        expect(screen.getByTestId('withdraw-matches')).toHaveTextContent('tb1p-depositor');
        expect(refreshes()).toBeGreaterThan(0);
        return;
      }
      if (expected.matches('cancelled')) {
        expect(screen.getByTestId('withdraw-cancelled')).toHaveTextContent('Cancelled: 100 ordi are back in your swap balance.');
        // Not its stages again beside 'Cancelled' (issue 28, 7).
        expect(screen.queryByRole('list', { name: 'Withdrawal stages' })).toBeNull();
        return;
      }
      if (expected.matches({ tracking: 'queue' })) {
        expect(screen.getByTestId('withdraw-progress')).toHaveTextContent("It waits for others' deposits of ordi to match it.");
        expect(screen.getByTestId('withdraw-cancel')).toBeEnabled();
        // Nothing is cancelled at the first press: the confirm step comes first.
        expect(screen.queryByTestId('withdraw-cancel-confirm')).toBeNull();
        return;
      }
      if (expected.matches({ tracking: 'confirmCancel' })) {
        // What stays spent, from the withdrawal's own record: create_withdraw's 600 sats to the module, and its two
        // transactions checked at the rate it was made at (found after a reload, the app holds no figures for them).
        const made = (actor.getSnapshot() as FlowSnapshot).context.request as { feeRate: number } | null;
        expect(screen.getByTestId('withdraw-cancel-confirm')).toHaveTextContent(
          made
            ? `100 ordi come back to your swap balance. The fees it already paid stay spent: the module's fee of 600 sats and the miners' fees of its two transactions (at most ${MINERS_EACH[made.feeRate]}).`
            : "100 ordi come back to your swap balance. The fees it already paid stay spent: the module's fee and the miners' fees of its two transactions.",
        );
        expect(screen.getByTestId('withdraw-cancel-yes')).toHaveTextContent('Cancel it, the fees stay spent');
        expect(screen.getByTestId('withdraw-cancel-keep')).toHaveTextContent('Keep it in the queue');
        expect(screen.queryByTestId('withdraw-cancel')).toBeNull();
        return;
      }
      if (expected.matches({ tracking: 'failed' })) {
        // Retry waits for a rate: the chooser's, once its rates are in.
        expect(screen.getByTestId('withdraw-retry')).toHaveTextContent(rate === null ? 'Choose a fee rate' : 'Retry');
        expect(screen.getByTestId('withdraw-retry')).toHaveProperty('disabled', rate === null);
        // No cause the module did not give (issue 45: 'its transactions were not confirmed' was the app's guess).
        expect(screen.getByTestId('withdraw-failed')).toHaveTextContent("This withdrawal failed. The swap's answer gives no reason, so none is shown here.");
        return;
      }
      if (expected.matches({ tracking: 'cancelPending' })) {
        expect(screen.getByTestId('withdraw-progress')).toHaveTextContent("Cancelling: the balance comes back after the cancel's confirmation (0 of 1).");
        return;
      }
      if (expected.matches({ tracking: 'processing' }) && process) {
        expect(screen.getByTestId('withdraw-progress')).toHaveTextContent(`Processing (confirmations ${process.totalConfirmedNum} of ${process.totalNum})`);
        return;
      }
      // Working or reading: the step is said and nothing can be pressed twice.
      const words: Record<string, string> = {
        finding: 'Looking for a withdrawal under way…',
        creating: 'Preparing the withdrawal…',
        // The signing step's first words (the paths settle the whole step at once; its sending words are checked below).
        signing: 'Confirm in your wallet…',
        committing: 'Waiting for the rollup to be committed…',
        cancelling: 'Checking the cancel, then sign it in your wallet…',
        retrying: 'Checking the retry, then sign it in your wallet…',
      };
      const key = typeof expected.value === 'string' ? expected.value : null;
      if (key && words[key]) {
        expect(panel().getByText(words[key])).toBeInTheDocument();
        if (screen.queryByTestId('withdraw-submit')) expect(screen.getByTestId('withdraw-submit')).toBeDisabled();
        if (key === 'signing') expect(screen.getByTestId('withdraw-fee')).toHaveTextContent("The module's fee: 0.000006 BTC (600 sats).");
        return;
      }
      // Reading the progress: what was read last stays on screen.
      expect(expected.matches({ tracking: 'reading' }) || expected.matches({ tracking: 'processing' })).toBe(true);
      expect(screen.getByTestId('withdraw')).toBeInTheDocument();
    },
  },
});
