import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { swapOpOutcomes } from '../../src/flows/swap-op/swap-op.model';
import { quotingMachine, renderSwapForm, swapPools } from './swap-op-harness';

/**
 * The swap quote's rows people expect (issue 45, what is missing): the rate either way round by a tap, kept while the
 * form is open; the route; the pool's fee when the swap's config gives its rate (the devnet's 0.3%), none when it
 * does not; price impact warnings from 3%.
 */
let answer: unknown = swapOpOutcomes.quote;
const quote = vi.fn(async () => answer);
const settle = () => act(async () => vi.advanceTimersByTimeAsync(450));
const pay = (value: string) => fireEvent.change(screen.getByTestId('swap-amount-in'), { target: { value } });
const invert = () => screen.getByRole('button', { name: 'Show the rate the other way' });
/** The swap's config as the devnet answers it: the pools' fee 0.3% (its own field). */
const devnetConfig = (url: string) =>
  /\/config(\?|$)/.test(url)
    ? { moduleId: `${'a'.repeat(64)}i0`, serviceGasTick: 'sats', pendingDepositDirectNum: 1, pendingDepositMatchingNum: 1, swapFeeRate: '0.003' }
    : undefined;
const withPool = (amount0: string, amount1: string) => ({ ...swapOpOutcomes.quote, pool: { ...swapOpOutcomes.quote.pool, amount0, amount1 } });

afterEach(() => {
  answer = swapOpOutcomes.quote;
  vi.useRealTimers();
});

describe("the swap quote's rate, route and pool fee (issue 45)", () => {
  it('10 ordi for 4.9254 pizza: 1 ordi = 0.49254 pizza, tapped 1 pizza = 2.03029195 ordi, the choice kept across a new quote', async () => {
    vi.useFakeTimers();
    renderSwapForm(quotingMachine(quote));
    pay('10');
    await settle();
    expect(screen.getByTestId('swap-rate')).toHaveTextContent('1 ordi = 0.49254 pizza');
    expect(invert()).toHaveAttribute('aria-pressed', 'false');
    // A button, so Tab reaches it and Enter or Space presses it.
    expect(invert().tagName).toBe('BUTTON');
    invert().focus();
    expect(invert()).toHaveFocus();
    fireEvent.click(invert());
    expect(screen.getByTestId('swap-rate')).toHaveTextContent('1 pizza = 2.03029195 ordi');
    expect(invert()).toHaveAttribute('aria-pressed', 'true');
    // Another amount: the quote goes while it is asked, and comes back the way the user chose.
    // (The fake quote gives 4.9254 pizza again: for 11 ordi, 1 pizza = 2.23332115 ordi.)
    pay('11');
    await settle();
    expect(screen.getByTestId('swap-rate')).toHaveTextContent('1 pizza = 2.23332115 ordi');
    fireEvent.click(invert());
    expect(screen.getByTestId('swap-rate')).toHaveTextContent('1 ordi = 0.44776363 pizza');
    expect(invert()).toHaveAttribute('aria-pressed', 'false');
  });

  it("the route is the pair's own pool; the pool fee is 0.3% of what goes in, in its tick, the exact figure on hover", async () => {
    // Real time: the config is read through the app's query client, which the faked clock would hold back.
    renderSwapForm(quotingMachine(quote), { reads: devnetConfig });
    pay('10');
    expect(await screen.findByTestId('swap-pool-fee', {}, { timeout: 5_000 })).toHaveTextContent('0.3% · 0.03 ordi');
    expect(screen.getByTestId('swap-route')).toHaveTextContent('ordi → pizza, one pool');
    pay('0.000000015');
    await waitFor(() => expect(screen.getByTestId('swap-pool-fee')).toHaveTextContent('0.3% · < 0.00000001 ordi'), { timeout: 5_000 });
    expect(screen.getByTestId('swap-pool-fee').querySelector('[data-amount]')).toHaveAttribute('title', '0.000000000045');
  });

  it('a swap whose config gives no fee rate (the real sequencer): a route, and no pool fee row', async () => {
    vi.useFakeTimers();
    renderSwapForm(quotingMachine(quote));
    pay('10');
    await settle();
    expect(screen.getByTestId('swap-route')).toHaveTextContent('ordi → pizza, one pool');
    expect(screen.queryByTestId('swap-pool-fee')).toBeNull();
    expect(screen.queryByText('Pool fee')).toBeNull();
  });

  it('price impact warnings from 3%: 2.99% reads plain, 3% reads high; Swap stays on up to 15%', async () => {
    vi.useFakeTimers();
    // 10 ordi against 324.5 in reserve: 2.99% (rounded up); 3 ordi against 97: 3% exactly.
    answer = withPool('324.5', '162.25');
    renderSwapForm(quotingMachine(quote), { pools: swapPools({ amount0: '324.5', amount1: '162.25', lp: '229' }) });
    pay('10');
    await settle();
    expect(screen.getByTestId('swap-impact')).toHaveTextContent(/^2\.99%$/);
    answer = withPool('97', '48.5');
    pay('3');
    await settle();
    expect(screen.getByTestId('swap-impact')).toHaveTextContent('3% (high: you get noticeably less than the pool price)');
    expect(screen.getByTestId('swap-submit')).toHaveTextContent('Swap');
    expect(screen.getByTestId('swap-submit')).toBeEnabled();
  });
});
