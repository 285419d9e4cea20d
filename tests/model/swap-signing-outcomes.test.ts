import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PreparedWithdraw, WithdrawProcessRes } from '../../src/domain/swap/withdraw-entities';
import { provideSigning } from '../../src/flows/shared/signing-step.machine';
import type { StepFailure } from '../../src/flows/shared/step-failure';
import { swapOpModel, swapOpOutcomes } from '../../src/flows/swap-op/swap-op.model';
import { withdrawModel, withdrawOutcomes } from '../../src/flows/withdraw/withdraw.model';
import type { LoadedFees } from '../../src/flows/fee-chooser/fee-chooser.machine';
import { loadedFees } from '../../src/flows/fee-chooser/fee-chooser.model';
import { invokedFeeChooser } from '../../src/flows/fee-chooser/invoked-fee-chooser';

/**
 * Where each ending of the signing step takes a withdrawal and a swap, as the user sees it (the state, the words
 * on the page): the wallet's no goes back and says so (not as an error), the wallet's or the check's refusal and the swap's refusal say
 * why, -2 waits for the op commit and is never sent again, -8 and -10 show the slippage error with a fresh quote.
 * The signing step runs for real, with the wallet and the swap standing in.
 */
type Ending = 'sent' | 'rejected' | 'refused' | StepFailure;
/** What the page says when the user says no in the wallet (issue 45: it said nothing). */
const REJECTED = 'You rejected the request in your wallet. Nothing was signed or sent.';

/** The signing step ending as `ending` says: the wallet's answer (`refusal` its words when it does not sign), then the swap's. */
const signingEnding = <T>(ending: Ending, given: { readonly signed: T; readonly refusal: string; readonly sent: unknown }) =>
  provideSigning<unknown, T, unknown>({
    sign: async () => {
      if (ending === 'rejected') throw { message: '', rejected: true };
      if (ending === 'refused') throw { message: given.refusal };
      return given.signed;
    },
    send: async () => {
      if (typeof ending === 'object') throw ending;
      return given.sent;
    },
  });

describe('a withdrawal: where the signing step ends', () => {
  const run = async (ending: Ending) => {
    const refreshes = vi.fn();
    const actor = createActor(
      withdrawModel.machine.provide({
        actions: { refreshBalances: refreshes },
        actors: {
          feeChooser: invokedFeeChooser.provide({ actors: { loadFees: fromPromise<LoadedFees>(async () => loadedFees.served) } }),
          findActive: fromPromise(async (): Promise<WithdrawProcessRes | null> => null),
          createWithdraw: fromPromise(async (): Promise<PreparedWithdraw> => ({ ...withdrawOutcomes.created, approvePsbtSignIndexes: [0], signMsgs: [] })),
          readProcess: fromPromise((): Promise<WithdrawProcessRes> => new Promise(() => {})),
          signingStep: signingEnding(ending, {
            signed: { paymentPsbt: '70736274ff0a', approvePsbt: '70736274ff0b', sigs: ['c2ln'] },
            refusal: 'Not signed: it pays the module 0.00003001 BTC, not the 0.00003 BTC shown.',
            sent: {},
          }),
        },
      }),
    ).start();
    // Normal's 21 sats/vB told by the fee chooser (the fee source's 20.5): Withdraw is taken once there is a rate.
    await waitFor(actor, (s) => s.matches('form') && s.context.feeRate === 21);
    actor.send({ type: 'SUBMIT', order: withdrawOutcomes.order });
    const ended = await waitFor(actor, (s) => !s.matches('creating') && !s.matches('signing'));
    actor.stop();
    const { error, notice, withdrawalId } = ended.context;
    return { value: ended.value, error, notice, withdrawalId, refreshed: refreshes.mock.calls.length };
  };

  it.each<[string, Ending, unknown]>([
    [
      'sent: followed, the balances refreshed',
      'sent',
      { value: { tracking: 'reading' }, notice: null, error: null, withdrawalId: 'ab'.repeat(32), refreshed: 1 },
    ],
    ['rejected in the wallet: the form says so, no error', 'rejected', { value: 'form', notice: REJECTED, error: null, withdrawalId: null, refreshed: 0 }],
    [
      'refused by the check: the form says why',
      'refused',
      { value: 'form', notice: null, error: 'Not signed: it pays the module 0.00003001 BTC, not the 0.00003 BTC shown.', withdrawalId: null, refreshed: 0 },
    ],
    ['code -2 after signing: the op commit', { message: '', code: -2 }, { value: 'committing', notice: null, error: null, withdrawalId: null, refreshed: 0 }],
    [
      'the swap not answering: the form says so',
      { message: 'Network problem: check your connection and try again.', code: null },
      { value: 'form', notice: null, error: 'Network problem: check your connection and try again.', withdrawalId: null, refreshed: 0 },
    ],
  ])('%s', async (_name, ending, expected) => {
    expect(await run(ending)).toEqual(expected);
  });
});

describe('a swap: where the signing step ends', () => {
  const run = async (ending: Ending) => {
    const requotes = vi.fn(async (): Promise<unknown> => swapOpOutcomes.newQuote);
    const actor = createActor(
      swapOpModel.machine.provide({
        actors: {
          quote: fromPromise(async (): Promise<unknown> => swapOpOutcomes.quote),
          requote: fromPromise(requotes),
          prepare: fromPromise(async (): Promise<unknown> => swapOpOutcomes.pre),
          signingStep: signingEnding(ending, {
            signed: ['c2lnbmF0dXJl'],
            refusal: 'Sign message failed. Refresh the page and try again.',
            sent: swapOpOutcomes.result,
          }),
        },
      }),
      { input: { operation: 'swap' } },
    ).start();
    actor.send({ type: 'EDIT', request: swapOpOutcomes.request });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'SUBMIT' });
    // The review of what pre_* answered, confirmed: the wallet is asked.
    await waitFor(actor, (s) => s.matches('reviewing'));
    actor.send({ type: 'CONFIRM' });
    const ended = await waitFor(actor, (s) => s.matches('ready') || s.matches('success') || s.matches('committing'));
    actor.stop();
    const { error, notice, result } = ended.context;
    return {
      value: ended.value,
      error,
      notice,
      requoted: requotes.mock.calls.length,
      swapped: result === null ? null : (result as { amountOut: string }).amountOut,
    };
  };
  const slippage = 'The price moved more than your slippage tolerance. Try again or raise the tolerance.';

  it.each<[string, Ending, unknown]>([
    ['sent: what was swapped shows', 'sent', { value: 'success', notice: null, error: null, requoted: 0, swapped: '4.9254' }],
    ['rejected in the wallet: the quote says so, no error', 'rejected', { value: 'ready', notice: REJECTED, error: null, requoted: 0, swapped: null }],
    [
      'refused: the quote, and why',
      'refused',
      { value: 'ready', notice: null, error: 'Sign message failed. Refresh the page and try again.', requoted: 0, swapped: null },
    ],
    [
      'code -2 after signing: the op commit, not sent again',
      { message: '', code: -2 },
      { value: 'committing', notice: null, error: null, requoted: 0, swapped: null },
    ],
    [
      'code -8: the slippage error with a fresh quote',
      { message: slippage, code: -8 },
      { value: 'ready', notice: null, error: slippage, requoted: 1, swapped: null },
    ],
    [
      'code -10: the slippage error with a fresh quote',
      { message: slippage, code: -10 },
      { value: 'ready', notice: null, error: slippage, requoted: 1, swapped: null },
    ],
    [
      'another refusal: its message, the same quote',
      { message: 'Insufficient ordi balance in the swap.', code: -1 },
      { value: 'ready', notice: null, error: 'Insufficient ordi balance in the swap.', requoted: 0, swapped: null },
    ],
  ])('%s', async (_name, ending, expected) => {
    expect(await run(ending)).toEqual(expected);
  });
});
