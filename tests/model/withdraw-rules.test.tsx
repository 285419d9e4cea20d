import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PreparedWithdraw, WithdrawProcessRes } from '../../src/domain/swap/withdraw-entities';
import type { LoadedFees } from '../../src/flows/fee-chooser/fee-chooser.machine';
import { loadedFees } from '../../src/flows/fee-chooser/fee-chooser.model';
import { invokedFeeChooser } from '../../src/flows/fee-chooser/invoked-fee-chooser';
import { provideSigning } from '../../src/flows/shared/signing-step.machine';
import { withdrawModel, withdrawOutcomes } from '../../src/flows/withdraw/withdraw.model';
import type { RetryWithdrawInput, WithdrawRequest } from '../../src/flows/withdraw/withdraw.types';
import { feeRadio } from './fee-chooser-gestures';
import { mountPanel, panel } from './withdraw-harness';

/** The fee chooser with the model's fee source: 12.2, 20.5 and 41 sats/vB, shown as Economy 13 and Normal 21. */
const servedChooser = invokedFeeChooser.provide({ actors: { loadFees: fromPromise<LoadedFees>(async () => loadedFees.served) } });

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
          feeChooser: servedChooser,
          findActive: fromPromise(async (): Promise<WithdrawProcessRes | null> => null),
          createWithdraw: fromPromise(async (): Promise<PreparedWithdraw> => Promise.reject(withdrawOutcomes.dailyLimit)),
          signingStep: provideSigning({ sign, send: async () => ({}) }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('form') && s.context.feeRate === 21);
    actor.send({ type: 'SUBMIT', order: withdrawOutcomes.order });
    await vi.waitFor(() => expect(actor.getSnapshot().context.error).toBe('Over the daily limit (5000 ordi). Try again tomorrow.'));
    expect(actor.getSnapshot().value).toBe('form');
    expect(sign).not.toHaveBeenCalled();
  });

  it('the rate picked in the chooser is the one create_withdraw is asked at, and the one a retry is checked at', async () => {
    const asked: WithdrawRequest[] = [];
    const retried: RetryWithdrawInput[] = [];
    const actor = createActor(
      withdrawModel.machine.provide({
        actors: {
          feeChooser: servedChooser,
          findActive: fromPromise(async (): Promise<WithdrawProcessRes | null> => null),
          createWithdraw: fromPromise(async ({ input }: { input: { request: WithdrawRequest } }): Promise<PreparedWithdraw> => {
            asked.push(input.request);
            return withdrawOutcomes.created;
          }),
          signingStep: provideSigning({ sign: async () => ({ paymentPsbt: '', approvePsbt: '', sigs: [] }), send: async () => ({}) }),
          readProcess: fromPromise(async (): Promise<WithdrawProcessRes> => withdrawOutcomes.failed),
          retryWithdraw: fromPromise<unknown, RetryWithdrawInput>(async ({ input }) => {
            retried.push(input);
            return {};
          }),
        },
      }),
    ).start();
    const chooser = () => actor.getSnapshot().children.feeChooser!;
    await waitFor(actor, (s) => s.matches('form') && s.context.feeRate === 21);
    chooser().send({ type: 'SELECT', option: 'Economy' });
    expect(actor.getSnapshot().context.feeRate).toBe(13);
    actor.send({ type: 'SUBMIT', order: withdrawOutcomes.order });
    await waitFor(actor, (s) => s.matches({ tracking: 'failed' }));
    expect(asked).toEqual([{ tick: 'ordi', amount: '100', feeRate: 13 }]);
    // At the failed withdrawal the rate can be changed again: Normal's 21 sats/vB goes to the retry.
    chooser().send({ type: 'SELECT', option: 'Normal' });
    actor.send({ type: 'RETRY' });
    await waitFor(actor, () => retried.length > 0);
    expect(retried).toEqual([{ id: 'ab'.repeat(32), feeRate: 21 }]);
    actor.stop();
  });

  it("the signing step's words: the wallet's prompt, then, once signed, the withdrawal being sent", async () => {
    vi.useFakeTimers();
    let approve: (signed: string) => void = () => {};
    const machine = withdrawModel.machine.provide({
      actors: {
        feeChooser: servedChooser,
        findActive: fromPromise(async (): Promise<WithdrawProcessRes | null> => null),
        createWithdraw: fromPromise(async (): Promise<PreparedWithdraw> => ({ ...withdrawOutcomes.created, approvePsbtSignIndexes: [0], signMsgs: [] })),
        signingStep: provideSigning({ sign: () => new Promise<string>((resolve) => (approve = resolve)), send: () => new Promise<never>(() => {}) }),
      },
    });
    mountPanel(machine);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    // Normal, from the fee source's 20.5 sats/vB, until the user picks Economy's 13.
    expect(feeRadio('Normal')).toBeChecked();
    await act(async () => void fireEvent.click(feeRadio('Economy')));
    expect(screen.getByTestId('withdraw-fee-note')).toHaveTextContent('each leaves the miners at most 0.000026 BTC at 13 sat/vB.');
    await act(async () => {
      fireEvent.change(panel().getByLabelText('Amount to withdraw'), { target: { value: '100' } });
      fireEvent.click(screen.getByTestId('withdraw-submit'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(panel().getByText('Confirm in your wallet…')).toBeInTheDocument();
    // The rate is fixed while the withdrawal is signed at it.
    expect(screen.getByTestId('fee-chooser')).toBeDisabled();
    await act(async () => {
      approve('70736274ff0a');
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(panel().getByText('Sending the withdrawal…')).toBeInTheDocument();
    expect(panel().queryByText('Confirm in your wallet…')).toBeNull();
    expect(screen.getByTestId('withdraw-submit')).toBeDisabled();
    vi.useRealTimers();
  });
});
