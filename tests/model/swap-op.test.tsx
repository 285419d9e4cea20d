import { Decimal } from '../../src/domain/decimal';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { swapFeeWords } from '../../src/domain/swap/swap-fee';
import { formatTokenAmount } from '../../src/domain/swap/swap-amounts';
import { minimumReceived } from '../../src/domain/swap/slippage';
import type { OpRequest, SwapOpMachine } from '../../src/flows/swap-op/swap-op.machine';
import { swapOpModel, swapOpOutcomes } from '../../src/flows/swap-op/swap-op.model';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { swapActors, type SwapDeps } from '../../src/flows/swap-op/swap-op.actors';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { provideSigning } from '../../src/flows/shared/signing-step.machine';
import { devnetPerFile, expectSignedOnlyAfter, gatedSigner, REAL_ACTORS } from './devnet-world';
import { createWorld, failureResponse, type Outcome } from './real-world';
import { describeFlow } from './describe-flow';
import { quoteAsSeen, quotingMachine, renderSwapForm } from './swap-op-harness';
import { saidAfter } from './said-words';
import { swapErrorSays, swapNoticeSays } from './swap-op-words';

/** The swap operation's paths against the machine and the real swap form (the swap and the wallet settled by each path). */
let done = 0;

const form = () => within(screen.getByTestId('swap-form'));
const amountIn = () => screen.getByTestId('swap-amount-in') as HTMLInputElement;
const submit = () => screen.queryByTestId('swap-submit');

const devnet = devnetPerFile();
const [me] = deriveAccounts();
let signed: string[] = [];

describeFlow(swapOpModel, {
  real: {
    name: REAL_ACTORS,
    start: async () => {
      // The dev wallet's first account, with its ordi in the swap on the seeded devnet.
      const { h, api } = await devnet(me!);
      let actor: AnyActorRef | null = null;
      // The model's quotes (their expect) the path has given: the last, and the one its user looked at.
      let modelLast: string | null = null;
      let modelShown: string | null = null;
      const track = async (outcome: Outcome, forward: () => Promise<Response>) => {
        if (!('output' in outcome)) return failureResponse(outcome.error);
        modelShown = modelLast = (outcome.output as typeof swapOpOutcomes.quote).res.expect;
        return forward();
      };
      const world = createWorld({
        session: api.session,
        // quote_swap is the quote's, or the fresh quote's after a commit.
        routes: (path) =>
          /\/quote_swap$/.test(path)
            ? actor?.getSnapshot().matches('requoting')
              ? 'requote'
              : actor?.getSnapshot().matches('refreshing') || actor?.getSnapshot().matches('confirming')
                ? 'refresh'
                : 'quote'
            : /\/pre_swap$/.test(path)
              ? 'prepare'
              : /\/swap$/.test(path)
                ? // The submit is the signing step's send: it follows the step's outcome.
                  { follows: 'signingStep' }
                : /\/system_status$/.test(path)
                  ? 'opCommit'
                  : null,
        polled: ['opCommit'],
        answers: {
          // The quotes the path gives are the model's; the refresh's answer relates to the quote the user looked at as
          // the path's outcome does to the model's: worse (the pool moved, another trader) or the same.
          quote: async (outcome, forward) => track(outcome, forward),
          // After a commit the fresh quote gives what the one the user pressed on gave (the swap goes ahead), or fewer.
          requote: async (outcome, forward) => {
            if (!('output' in outcome)) return failureResponse(outcome.error);
            const given = (outcome.output as typeof swapOpOutcomes.quote).res.expect;
            const same = given === modelLast;
            modelShown = modelLast = given;
            const shown = (actor!.getSnapshot().context as { shown: { res: { expect: string } } | null }).shown;
            return quoteAsSeen(await forward(), shown?.res.expect, same);
          },
          refresh: async (outcome, forward) => {
            if (!('output' in outcome)) return failureResponse(outcome.error);
            const answer = await forward();
            const real = actor!.getSnapshot().context as { shown: { res: { expect: string } } | null; quote: unknown };
            // From 'ready' the model's shown quote is the last one given; from 'priceMoved' it stays what it was.
            if (real.shown === real.quote) modelShown = modelLast;
            const given = (outcome.output as typeof swapOpOutcomes.quote).res.expect;
            const moved = modelShown !== null && new Decimal(given).lt(new Decimal(modelShown).times('0.999'));
            modelLast = given;
            if (!moved) modelShown = given;
            const body = (await answer.json()) as { code: number; msg: string; data: { expect: string } };
            const seen = new Decimal(real.shown?.res.expect ?? body.data.expect);
            return Response.json({
              ...body,
              data: { ...body.data, expect: (moved ? seen.times('0.99').toDecimalPlaces(8, Decimal.ROUND_DOWN) : seen).toFixed() },
            });
          },
        },
      });
      world.listen();
      const wallet = gatedSigner(world, me!, api, { message: 'signingStep' });
      signed = wallet.signed;
      const deps: SwapDeps = { api: async () => api, signer: wallet.signer, now: () => h.now() };
      actor = createActor(swapOpModel.machine.provide({ actors: swapActors(deps) }), { input: { operation: 'swap' } }).start();
      return { actor, world };
    },
    verify: (_expected, _actor, path, at) => expectSignedOnlyAfter(signed, path, at, 'signingStep'),
  },
  machine: {
    // The model's invariants, on the running machine's context.
    verify: (expected, actor, path) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context;
      // The form's operation is the one it was opened for, whatever happens.
      expect(context.operation).toBe((path.input as { operation: string }).operation);
      // The operation is offered only with a quote, and nothing is quoted without an amount.
      if (expected.matches('ready') || expected.matches('success')) expect(context.quote).not.toBeNull();
      // Ready means the quote on screen is the one the user took; a price moved against them waits for ACCEPT.
      if (expected.matches('ready')) expect(context.shown).toBe(context.quote);
      if (expected.matches('priceMoved')) expect(context.shown).not.toBe(context.quote);
      if (expected.matches('idle')) expect(context.request).toBeNull();
      // The wallet signs only what pre_* answered, for the quote on screen.
      if (expected.matches('signing') || expected.matches('reviewing') || expected.matches('confirming'))
        expect({ pre: context.pre, quote: context.quote }).toEqual({ pre: swapOpOutcomes.pre, quote: context.shown });
      if (['quoting', 'preparing', 'signing'].some((s) => expected.matches(s))) expect(context.error).toBeNull();
    },
  },
  view: {
    name: 'the swap form',
    start: (machine) => {
      done = 0;
      return renderSwapForm(machine as SwapOpMachine, { onDone: () => done++ });
    },
    events: {
      // Typing the same amount again is no change: the user clears and types it. A new swap's balances are counted afresh.
      EDIT: () => {
        done = 0;
        fireEvent.change(amountIn(), { target: { value: '' } });
        fireEvent.change(amountIn(), { target: { value: '10' } });
      },
      CLEAR: () => void fireEvent.change(amountIn(), { target: { value: '' } }),
      SUBMIT: () => void fireEvent.click(submit()!),
      REFRESH: () => void fireEvent.click(form().getByRole('button', { name: 'Refresh quote' })),
      ACCEPT: () => void fireEvent.click(form().getByRole('button', { name: 'Accept the new price' })),
      DONE: () => void fireEvent.click(form().getByRole('button', { name: 'New swap' })),
      CONFIRM: () => void fireEvent.click(form().getByRole('button', { name: 'Confirm swap' })),
      BACK: () => void fireEvent.click(form().getByRole('button', { name: 'Back' })),
      // Only the deposit runs a fee chooser: a swap is never told a rate.
      FEE_RATE: 'outside',
    },
    verify: (expected, actor, path, at) => {
      const error = saidAfter(path, at, swapErrorSays);
      const notice = saidAfter(path, at, swapNoticeSays);
      if (error) expect(form().getByRole('alert')).toHaveTextContent(error);
      else expect(form().queryByRole('alert')).toBeNull();
      if (notice) expect(screen.getByTestId('swap-notice')).toHaveTextContent(notice);
      else expect(screen.queryByTestId('swap-notice')).toBeNull();
      // Never 'System commit in progress .' as an error.
      expect(screen.queryByText(/System commit in progress/)).toBeNull();
      if (expected.matches('idle')) {
        expect(submit()).toHaveTextContent('Enter an amount');
        expect(submit()).toBeDisabled();
        expect(screen.queryByTestId('swap-quote')).toBeNull();
        return;
      }
      if (expected.matches('typing') || expected.matches('quoting')) {
        expect(submit()).toHaveTextContent('Getting a quote…');
        expect(submit()).toBeDisabled();
        expect((screen.getByTestId('swap-amount-out') as HTMLInputElement).value).toBe('…');
        return;
      }
      if (expected.matches('quoteFailed')) {
        expect(submit()).toBeDisabled();
        expect(form().getByRole('button', { name: 'Refresh quote' })).toBeEnabled();
        return;
      }
      if (expected.matches('ready')) {
        // The quote the path gave last (the first, or the fresh one after a commit or a slippage failure).
        const quote = (actor.getSnapshot() as FlowSnapshot).context.quote as typeof swapOpOutcomes.quote;
        expect(submit()).toHaveTextContent('Swap');
        expect(submit()).toBeEnabled();
        // The quote: the other side, the rate and the bound from the slippage (0.5%).
        expect((screen.getByTestId('swap-amount-out') as HTMLInputElement).value).toBe(quote.res.expect);
        // Shown to 8 decimals (one display rule for token amounts, issue 28), the full figure on hover.
        expect(screen.getByTestId('swap-bound')).toHaveTextContent(`${formatTokenAmount(minimumReceived(quote.res.expect, '0.5'))} pizza`);
        // The whole figure on hover, the number never broken (issue 28, 6).
        expect(screen.getByTestId('swap-bound').querySelector('[data-amount]')).toHaveAttribute('title', minimumReceived(quote.res.expect, '0.5').toFixed());
        // Price impact from the quote's pool: 10 in against 10,000 (then 10,050) in reserve.
        expect(screen.getByTestId('swap-impact')).toHaveTextContent('0.1%');
        return;
      }
      if (expected.matches('refreshing')) {
        // The quote on screen stays usable while it is asked again, if the user took it; a moved price still waits.
        const { quote, shown } = (actor.getSnapshot() as FlowSnapshot).context as { quote: unknown; shown: unknown };
        if (quote === shown) {
          expect(submit()).toBeEnabled();
          expect(screen.queryByTestId('swap-price-moved')).toBeNull();
        } else {
          expect(submit()).toBeDisabled();
          expect(screen.getByTestId('swap-price-moved')).toBeVisible();
        }
        return;
      }
      if (expected.matches('priceMoved')) {
        // The new amount beside the one the user looked at; Swap off until they accept (issue 28, 2).
        expect(screen.getByTestId('swap-price-moved')).toHaveTextContent('The price moved since you looked. You now get 4.9001 pizza, not 4.9254.');
        expect(submit()).toBeDisabled();
        expect(submit()).toHaveTextContent('Accept the new price first');
        return;
      }
      if (expected.matches('success')) {
        expect(screen.getByTestId('swap-success')).toHaveTextContent('Swapped 10 ordi for 4.9254 pizza.');
        expect(screen.getByTestId('swap-success')).toHaveTextContent('Swap fee: none, paid from your free quota (998 of 1000 free operations were left).');
        // The balances are refreshed once for this swap, and the amount box is empty for the next one.
        expect(done).toBe(1);
        expect(amountIn()).toHaveValue('');
        return;
      }
      if (expected.matches('reviewing')) {
        // The review between Swap and the wallet: what the user pays and gets, the bound, the impact and the swap's fee.
        const review = within(screen.getByTestId('swap-review'));
        // The quote the path gave last: 4.9254 pizza, or 4.9001 after a refresh or a fresh quote; the least at 0.5%.
        const quote = (actor.getSnapshot() as FlowSnapshot).context.quote as typeof swapOpOutcomes.quote;
        const least = ({ '4.9254': '4.90089552', '4.9001': '4.87572139' } as Record<string, string>)[quote.res.expect];
        expect(review.getByTestId('swap-review-pay')).toHaveTextContent('10 ordi');
        expect(review.getByTestId('swap-review-receive')).toHaveTextContent(`about ${quote.res.expect} pizza`);
        expect(review.getByTestId('swap-review-bound')).toHaveTextContent(`${least} pizza (slippage tolerance 0.5%)`);
        expect(review.getByTestId('swap-review-impact')).toHaveTextContent('0.1%');
        expect(review.getByTestId('swap-review-fee')).toHaveTextContent(
          'Swap fee: none, paid from your free quota (998 of 1000 free operations were left). No bitcoin network fee: your wallet signs a message, nothing is sent from it.',
        );
        expect(review.getByRole('button', { name: 'Confirm swap' })).toHaveFocus();
        // The form's quote rows give way to the review's own (one set of figures).
        expect(screen.queryByTestId('swap-quote')).toBeNull();
        // The form is locked under it, and its Swap button is gone: the review is the way on.
        expect(amountIn()).toBeDisabled();
        expect(submit()).toBeNull();
        return;
      }
      if (expected.matches('confirming')) {
        // Confirm swap pressed: the price is asked once more, nothing is signed yet.
        expect(screen.getByTestId('swap-review-confirm')).toHaveTextContent('Checking the price…');
        expect(screen.getByTestId('swap-review-confirm')).toBeDisabled();
        return;
      }
      if (expected.matches('reviewMoved')) {
        // The price moved while the user reviewed: never signed; the new amount beside the old, and Accept.
        expect(screen.getByTestId('swap-price-moved')).toHaveTextContent('The price moved since you looked. You now get 4.9001 pizza, not 4.9254.');
        expect(screen.getByTestId('swap-review-confirm')).toHaveTextContent('Accept the new price first');
        expect(screen.getByTestId('swap-review-confirm')).toBeDisabled();
        return;
      }
      // Working: the form is locked and Swap is taken once.
      expect(submit()).toHaveTextContent('Swapping…');
      expect(submit()).toBeDisabled();
      expect(amountIn()).toBeDisabled();
      const words: Record<string, string> = {
        preparing: 'Preparing the swap…',
        // The signing step's first words (the paths settle the whole step at once; its sending words are checked below).
        signing: 'Confirm in your wallet…',
        committing: 'Waiting for the rollup to be committed…',
        requoting: 'Getting a new quote…',
      };
      expect(form().getByText(words[String(expected.value)]!)).toBeInTheDocument();
    },
  },
});

describe('swap: what the form sends, and when', () => {
  const quote = vi.fn(async (_: { input: { request: OpRequest } }): Promise<unknown> => swapOpOutcomes.quote);
  const render = () => renderSwapForm(quotingMachine(quote));

  it('asks one quote after the typing pause, not one per key', async () => {
    vi.useFakeTimers();
    quote.mockClear();
    render();
    for (const value of ['1', '12', '12.', '12.5']) fireEvent.change(amountIn(), { target: { value } });
    await act(async () => vi.advanceTimersByTimeAsync(399));
    expect(quote).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(quote).toHaveBeenCalledTimes(1);
    expect(quote.mock.calls[0]![0]).toMatchObject({
      input: { request: { tickIn: 'ordi', tickOut: 'pizza', exactType: 'exactIn', amount: '12.5', slippage: '0.005' } },
    });
    vi.useRealTimers();
  });

  it.each([
    ['500.1', 'More than your ordi balance in the swap (500).'],
    ['1.0000000000000000001', 'ordi has at most 18 decimals.'],
    ['0', 'Enter an amount more than 0.'],
    ['-3', 'Enter an amount more than 0.'],
  ])('%s is refused before any call: %s', async (value, problem) => {
    vi.useFakeTimers();
    quote.mockClear();
    const actor = render();
    fireEvent.change(amountIn(), { target: { value } });
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByTestId('swap-problem')).toHaveTextContent(problem);
    expect(submit()).toBeDisabled();
    expect(quote).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
    vi.useRealTimers();
  });

  it('typing in "You receive" asks an exact-out quote; switching the tokens keeps the amount on its side', async () => {
    vi.useFakeTimers();
    quote.mockClear();
    render();
    fireEvent.change(screen.getByTestId('swap-amount-out'), { target: { value: '5' } });
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(quote.mock.calls.at(-1)![0]).toMatchObject({ input: { request: { exactType: 'exactOut', amount: '5', tickIn: 'ordi', tickOut: 'pizza' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Switch the tokens' }));
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(quote.mock.calls.at(-1)![0]).toMatchObject({ input: { request: { exactType: 'exactIn', amount: '5', tickIn: 'pizza', tickOut: 'ordi' } } });
    vi.useRealTimers();
  });

  it('a price impact past 15% needs the user to accept it before Swap can be pressed (issue 28, finding 4)', async () => {
    vi.useFakeTimers();
    // A small pool: 10 ordi in against 20 in reserve moves the price by a third.
    const thin = { ...swapOpOutcomes.quote, pool: { ...swapOpOutcomes.quote.pool, amount0: '20', amount1: '10' } };
    quote.mockImplementation(async () => thin);
    render();
    fireEvent.change(amountIn(), { target: { value: '10' } });
    await act(async () => vi.advanceTimersByTimeAsync(450));
    expect(screen.getByTestId('swap-impact')).toHaveTextContent('33.34%');
    expect(submit()).toHaveTextContent('Accept the price impact first');
    expect(submit()).toBeDisabled();
    fireEvent.click(screen.getByTestId('swap-impact-consent'));
    expect(submit()).toHaveTextContent('Swap');
    expect(submit()).toBeEnabled();
    // Another amount is another quote: the consent does not carry over.
    fireEvent.change(amountIn(), { target: { value: '9' } });
    await act(async () => vi.advanceTimersByTimeAsync(450));
    expect(submit()).toHaveTextContent('Accept the price impact first');
    quote.mockImplementation(async () => swapOpOutcomes.quote);
    vi.useRealTimers();
  });

  it('a double click on Swap prepares once', async () => {
    const prepare = vi.fn((): Promise<unknown> => new Promise(() => {}));
    const machine = swapOpModel.machine.provide({
      actors: { quote: fromPromise(async (): Promise<unknown> => swapOpOutcomes.quote), prepare: fromPromise(prepare) },
    });
    const actor = createActor(machine, { input: { operation: 'swap' } }).start();
    actor.send({ type: 'EDIT', request: swapOpOutcomes.request });
    await vi.advanceTimersByTimeAsync(450);
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'SUBMIT' });
    await Promise.resolve();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it("the signing step's words: the wallet's prompt, then, once signed, the swap being submitted", async () => {
    let approve: (sigs: readonly string[]) => void = () => {};
    const machine = swapOpModel.machine.provide({
      actors: {
        quote: fromPromise(async (): Promise<unknown> => swapOpOutcomes.quote),
        prepare: fromPromise(async (): Promise<unknown> => swapOpOutcomes.pre),
        signingStep: provideSigning({ sign: () => new Promise<readonly string[]>((resolve) => (approve = resolve)), send: () => new Promise<never>(() => {}) }),
      },
    });
    const running = renderSwapForm(machine);
    fireEvent.change(amountIn(), { target: { value: '10' } });
    await act(async () => vi.advanceTimersByTimeAsync(450));
    expect(running.getSnapshot().value).toBe('ready');
    fireEvent.click(submit()!);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(form().getByRole('button', { name: 'Confirm swap' }));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(form().getByText('Confirm in your wallet…')).toBeInTheDocument();
    // The fee pre_* gave shows while the user signs.
    expect(form().getByText('Swap fee: none, paid from your free quota (998 of 1000 free operations were left).')).toBeInTheDocument();
    await act(async () => {
      approve(['c2lnbmF0dXJl']);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(form().getByText('Submitting the swap…')).toBeInTheDocument();
    expect(form().queryByText('Confirm in your wallet…')).toBeNull();
    expect(submit()).toHaveTextContent('Swapping…');
    expect(submit()).toBeDisabled();
  });

  it('a done swap stays on screen when the tolerance changes after it (Auto follows the pools the swap moved)', async () => {
    const machine = swapOpModel.machine.provide({
      actors: {
        quote: fromPromise(async (): Promise<unknown> => swapOpOutcomes.quote),
        refresh: fromPromise(async (): Promise<unknown> => swapOpOutcomes.quote),
        prepare: fromPromise(async (): Promise<unknown> => swapOpOutcomes.pre),
        signingStep: provideSigning({ sign: async () => ['c2lnbmF0dXJl'], send: async () => swapOpOutcomes.result }),
      },
    });
    renderSwapForm(machine);
    fireEvent.change(amountIn(), { target: { value: '10' } });
    await act(async () => vi.advanceTimersByTimeAsync(450));
    fireEvent.click(submit()!);
    await act(async () => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(form().getByRole('button', { name: 'Confirm swap' }));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('swap-success')).toHaveTextContent('Swapped 10 ordi for 4.9254 pizza.');
    fireEvent.click(form().getByRole('button', { name: /^Slippage/ }));
    fireEvent.click(form().getByRole('button', { name: '1%' }));
    await act(async () => vi.advanceTimersByTimeAsync(450));
    expect(screen.getByTestId('swap-success')).toHaveTextContent('Swapped 10 ordi for 4.9254 pizza.');
    expect(amountIn()).toHaveValue('');
  });
});

describe('swap-op: the server codes', () => {
  /** Runs one swap to its submit, which fails with `failure`; counts the fresh quotes. */
  async function submitFails(failure: object) {
    const requotes = vi.fn(async (): Promise<unknown> => swapOpOutcomes.newQuote);
    const submits = vi.fn(async (): Promise<unknown> => Promise.reject(failure));
    const machine = swapOpModel.machine.provide({
      actors: {
        quote: fromPromise(async (): Promise<unknown> => swapOpOutcomes.quote),
        requote: fromPromise(requotes),
        prepare: fromPromise(async (): Promise<unknown> => swapOpOutcomes.pre),
        signingStep: provideSigning({ sign: async () => ['sig'], send: submits }),
      },
    });
    const actor = createActor(machine, { input: { operation: 'swap' } }).start();
    actor.send({ type: 'EDIT', request: swapOpOutcomes.request });
    await vi.advanceTimersByTimeAsync(400);
    actor.send({ type: 'SUBMIT' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'CONFIRM' });
    await vi.advanceTimersByTimeAsync(0);
    return { actor, requotes, submits };
  }

  it.each([-8, -10])('code %i shows the slippage error with a fresh quote, and is not submitted again', async (code) => {
    const { actor, requotes, submits } = await submitFails({ message: 'exceeding slippage', code });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('The price moved more than your slippage tolerance. Try again or raise the tolerance.');
    expect(requotes).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.quote).toEqual(swapOpOutcomes.newQuote);
    expect(submits).toHaveBeenCalledTimes(1);
  });

  it('another refusal shows its message with the same quote', async () => {
    const { actor, requotes } = await submitFails({ message: 'Insufficient ordi balance in the swap.', code: -1 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error).toBe('Insufficient ordi balance in the swap.');
    expect(requotes).not.toHaveBeenCalled();
  });
});

describe('the fee the swap form shows (issue 25)', () => {
  const pre = { feeTick: 'sats', feeBalance: '25', remainingFreeQuota: '0', totalFreeQuota: '1000' };
  it('in the fee tick when no free quota is left: the amount, the tick, and what the user holds of it', () => {
    expect(swapFeeWords({ ...pre, feeAmount: '10', payType: 'tick' })).toBe(
      'Swap fee: 10 sats, paid in sats from your swap balance (you hold 25 sats); no free operations are left.',
    );
  });
  it('from the free quota: none, and how much quota was left', () => {
    expect(swapFeeWords({ ...pre, remainingFreeQuota: '3', feeAmount: '0', payType: 'freeQuota' })).toBe(
      'Swap fee: none, paid from your free quota (3 of 1000 free operations were left).',
    );
  });
  it('a withdrawal, always asked in the tick (issue 42): none from the quota where some is left, else none; a fee while quota is left says nothing of it', () => {
    expect(swapFeeWords({ ...pre, remainingFreeQuota: '998', feeAmount: '0', payType: 'tick' })).toBe(
      'Swap fee: none, paid from your free quota (998 of 1000 free operations were left).',
    );
    expect(swapFeeWords({ ...pre, feeAmount: '0', payType: 'tick' })).toBe('Swap fee: none.');
    expect(swapFeeWords({ ...pre, remainingFreeQuota: '998', feeAmount: '10', payType: 'tick' })).toBe(
      'Swap fee: 10 sats, paid in sats from your swap balance (you hold 25 sats).',
    );
  });
});
