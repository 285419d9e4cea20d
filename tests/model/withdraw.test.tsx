import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import type { PreparedWithdraw, WithdrawProcessRes } from '../../src/domain/swap/withdraw-entities';
import type { SelectItem } from '../../src/domain/swap/balance-entities';
// Loaded up front: the panel's fee chooser imports it lazily, which fake timers would hold up.
import '../../src/services/api/create-api';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import type { WithdrawMachine } from '../../src/flows/withdraw/withdraw.machine';
import { withdrawModel, withdrawOutcomes } from '../../src/flows/withdraw/withdraw.model';
import type { SwapDeps } from '../../src/flows/swap-op/swap-op.actors';
import { WithdrawPanel } from '../../src/ui/swap/withdraw-panel';
import { MODULE_INSCRIPTION_ID } from '../../devnet/swap/swap-config';
import { TEST_NETWORK } from '@scure/btc-signer';
import { signMessageBip322Simple } from '../../server/auth/message-signing';
import { deriveAccounts } from '../../devnet/wallet/dev-wallet';
import { allInputs, signInputs } from '../../devnet/wallet/sign-inputs';
import { withdrawActors } from '../../src/flows/withdraw/withdraw.actors';
import { provideSigning } from '../../src/flows/shared/signing-step.machine';
import { describeFlow } from './describe-flow';
import { devnetPerFile, expectSignedOnlyAfter, gatedSigner, REAL_ACTORS, taprootAccount } from './devnet-world';
import { createWorld, failureResponse } from './real-world';
import { renderDialog } from './dialog-harness';

/** The withdraw paths against the machine and the real withdraw panel (the swap and the wallet settled by each path). */
const ADDRESS = 'tb1pfewlx0000000000000000000000000000000000000000000000000000';
const TICKS: readonly SelectItem[] = [{ tick: 'ordi', decimal: '18', brc20Balance: '1700', swapBalance: '500' }];
const deps: SwapDeps = { api: () => new Promise(() => {}), signer: null, now: () => Date.now() };
let refreshed = 0;
const panel = () => within(screen.getByTestId('withdraw'));

/** The real withdraw panel over `machine`, in jsdom: the running actor. */
function mountPanel(machine: WithdrawMachine): AnyActorRef {
  let running: AnyActorRef | undefined;
  refreshed = 0;
  const testing = { machine, onActor: (a: AnyActorRef) => (running = a) };
  const view = <WithdrawPanel deps={deps} address={ADDRESS} module={MODULE_INSCRIPTION_ID} ticks={TICKS} onDone={() => refreshed++} testing={testing} />;
  renderDialog(view, ADDRESS, { feesOffline: true });
  return running!;
}

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
      // A retry at 10 sat/vB chosen in the panel: the rate the devnet's create_retry_withdraw builds at (at 2 the check refuses it).
      actor = createActor(
        withdrawModel.machine.provide({
          actors: withdrawActors(deps, { address: account.ordinalsAddress, network: 'testnet', module: MODULE_INSCRIPTION_ID, retryFeeRate: () => 10 }),
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
      if (expected.matches('signing'))
        expect({ request: context.request, id: context.created?.id }).toEqual({ request: withdrawOutcomes.request, id: 'ab'.repeat(32) });
      // A new withdrawal starts fresh: nothing of the last one is sent again.
      if (expected.matches('creating')) expect(context.created).toBeNull();
      if (['creating', 'signing'].some((s) => expected.matches(s))) expect(context.error).toBeNull();
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
      RETRY: () => void fireEvent.click(screen.getByTestId('withdraw-retry')),
      DONE: () => void fireEvent.click(panel().getByRole('button', { name: 'New withdrawal' })),
    },
    verify: (expected, actor) => {
      const error = expected.context.error as string | null;
      // The fee chooser's own warning (rates offline in this harness) is not the panel's error.
      const alerts = panel()
        .queryAllByRole('alert')
        .filter((a) => !a.textContent?.includes('Could not get the current fee rates'));
      if (error) expect(alerts.map((a) => a.textContent)).toEqual([error]);
      else expect(alerts).toEqual([]);
      if (expected.context.notice) expect(screen.getByTestId('withdraw-notice')).toHaveTextContent(expected.context.notice as string);
      const process = (actor.getSnapshot() as FlowSnapshot).context.process as WithdrawProcessRes | null;
      if (expected.matches('form')) {
        expect(screen.getByTestId('withdraw-submit')).toHaveTextContent(/Withdraw|Enter an amount/);
        expect(screen.queryByTestId('withdraw-progress')).toBeNull();
        return;
      }
      if (expected.matches('completed')) {
        expect(screen.getByTestId('withdraw-success')).toHaveTextContent('Completed: 100 ordi are in your wallet.');
        expect(screen.getByTestId('withdraw-matches')).toHaveTextContent('tb1p-depositor');
        expect(refreshed).toBeGreaterThan(0);
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
        return;
      }
      if (expected.matches({ tracking: 'failed' })) {
        expect(screen.getByTestId('withdraw-retry')).toBeEnabled();
        expect(screen.getByTestId('withdraw-failed')).toHaveTextContent('This withdrawal failed: its transactions were not confirmed');
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

describe('withdraw: the rules the paths rely on', () => {
  it('reads the progress every 5 s while it waits, and stops when it is completed', async () => {
    vi.useFakeTimers();
    const answers = [withdrawOutcomes.processing, withdrawOutcomes.queued, withdrawOutcomes.completed];
    const reads = vi.fn(async (): Promise<WithdrawProcessRes> => answers.shift()!);
    const actor = createActor(
      withdrawModel.machine.provide({
        actors: { findActive: fromPromise(async (): Promise<WithdrawProcessRes | null> => withdrawOutcomes.processing), readProcess: fromPromise(reads) },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(reads).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(actor.getSnapshot().value).toBe('completed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });

  it('a daily-limit refusal shows its message on the form; nothing was signed', async () => {
    const sign = vi.fn();
    const actor = createActor(
      withdrawModel.machine.provide({
        actors: {
          findActive: fromPromise(async (): Promise<WithdrawProcessRes | null> => null),
          createWithdraw: fromPromise(async (): Promise<PreparedWithdraw> => Promise.reject(withdrawOutcomes.dailyLimit)),
          signingStep: provideSigning({ sign, send: async () => ({}) }),
        },
      }),
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('form'));
    actor.send({ type: 'SUBMIT', request: withdrawOutcomes.request });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('Over the daily limit (5000 ordi). Try again tomorrow.'));
    expect(actor.getSnapshot().value).toBe('form');
    expect(sign).not.toHaveBeenCalled();
  });

  it("the signing step's words: the wallet's prompt, then, once signed, the withdrawal being sent", async () => {
    let approve: (signed: string) => void = () => {};
    const machine = withdrawModel.machine.provide({
      actors: {
        findActive: fromPromise(async (): Promise<WithdrawProcessRes | null> => null),
        createWithdraw: fromPromise(async (): Promise<PreparedWithdraw> => ({ ...withdrawOutcomes.created, approvePsbtSignIndexes: [0], signMsgs: [] })),
        signingStep: provideSigning({ sign: () => new Promise<string>((resolve) => (approve = resolve)), send: () => new Promise<never>(() => {}) }),
      },
    });
    const running = mountPanel(machine);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    await act(async () => {
      running.send({ type: 'SUBMIT', request: withdrawOutcomes.request });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(panel().getByText('Confirm in your wallet…')).toBeInTheDocument();
    await act(async () => {
      approve('70736274ff0a');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(panel().getByText('Sending the withdrawal…')).toBeInTheDocument();
    expect(panel().queryByText('Confirm in your wallet…')).toBeNull();
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();
  });
});
