import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpRequest } from '../../src/flows/swap-op/swap-op.machine';
import { swapOpOutcomes } from '../../src/flows/swap-op/swap-op.model';
import { quotingMachine, renderSwapForm, swapPools } from './swap-op-harness';

/**
 * The slippage tolerance in force is the one on screen (issue 45, 1): a custom box that holds nothing usable leaves
 * none in force (no quote, no bound, Swap off), never the last good value. The quote gives 4.9254 pizza for 10 ordi.
 */
const quote = vi.fn(async (_: { input: { request: OpRequest } }): Promise<unknown> => swapOpOutcomes.quote);

const submit = () => screen.getByTestId('swap-submit');
const custom = () => screen.getByTestId('slippage-custom');
const bound = () => screen.queryByTestId('swap-bound');
const settle = () => act(async () => vi.advanceTimersByTimeAsync(450));
const lastSlippage = () => quote.mock.calls.at(-1)![0].input.request.slippage;
const render = () => renderSwapForm(quotingMachine(quote));

afterEach(() => vi.useRealTimers());

describe('the slippage tolerance in force is the one on screen (issue 45, 1)', () => {
  it('at 50%, the box cleared and 0.05 typed: no tolerance in force, no minimum, Swap off; 0.5 typed, all at 0.5%', async () => {
    vi.useFakeTimers();
    quote.mockClear();
    render();
    fireEvent.change(screen.getByTestId('swap-amount-in'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Slippage 0.5%' }));
    fireEvent.change(custom(), { target: { value: '50' } });
    await settle();
    expect(screen.getByRole('button', { name: 'Slippage 50%' })).toBeInTheDocument();
    expect(bound()).toHaveTextContent('3.2836 pizza');
    expect(lastSlippage()).toBe('0.5');
    expect(submit()).toBeEnabled();

    fireEvent.change(custom(), { target: { value: '' } });
    await settle();
    expect(screen.getByTestId('slippage-problem')).toHaveTextContent('Enter a slippage tolerance.');
    expect(screen.getByRole('button', { name: 'Slippage not set' })).toBeInTheDocument();
    expect(bound()).toBeNull();
    expect(submit()).toHaveTextContent('Check the slippage tolerance');
    expect(submit()).toBeDisabled();

    const asked = quote.mock.calls.length;
    fireEvent.change(custom(), { target: { value: '0.05' } });
    await settle();
    expect(custom()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('slippage-problem')).toHaveTextContent('The swap takes the tolerance in steps of 0.1%');
    expect(screen.queryByText(/50%/)).toBeNull();
    expect(bound()).toBeNull();
    expect(submit()).toBeDisabled();
    // Nothing is quoted with a tolerance that is not on screen.
    expect(quote.mock.calls.length).toBe(asked);

    fireEvent.change(custom(), { target: { value: '0.5' } });
    await settle();
    expect(screen.getByRole('button', { name: 'Slippage 0.5%' })).toBeInTheDocument();
    expect(bound()).toHaveTextContent('4.90089552 pizza');
    expect(lastSlippage()).toBe('0.005');
    expect(submit()).toHaveTextContent('Swap');
    expect(submit()).toBeEnabled();
  });

  it('"100" typed key by key leaves no 10% in force: it says 50% is the most and Swap is off', async () => {
    vi.useFakeTimers();
    quote.mockClear();
    render();
    fireEvent.change(screen.getByTestId('swap-amount-in'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Slippage 0.5%' }));
    for (const value of ['1', '10']) fireEvent.change(custom(), { target: { value } });
    await settle();
    expect(bound()).toHaveTextContent('4.47763636 pizza');
    expect(lastSlippage()).toBe('0.1');
    fireEvent.change(custom(), { target: { value: '100' } });
    await settle();
    expect(screen.getByTestId('slippage-problem')).toHaveTextContent('The slippage tolerance can be at most 50%.');
    expect(screen.getByRole('button', { name: 'Slippage not set' })).toBeInTheDocument();
    expect(screen.queryByText(/10%/)).toBeNull();
    expect(bound()).toBeNull();
    expect(submit()).toBeDisabled();
    // A preset pressed is in force again.
    fireEvent.click(screen.getByRole('button', { name: '1%' }));
    await settle();
    expect(custom()).toHaveValue('');
    expect(bound()).toHaveTextContent('4.87663366 pizza');
    expect(submit()).toBeEnabled();
  });
});

describe('Auto: a slippage tolerance that follows the pool’s depth (issue 45)', () => {
  it('10 ordi into 10,000 moves the price 0.1%: Auto is 0.5%; 10 into a 200-ordi pool moves it 4.8%: Auto is 4.8%, and the quote and bound follow', async () => {
    vi.useFakeTimers();
    quote.mockClear();
    renderSwapForm(quotingMachine(quote), { pools: swapPools({ amount0: '200', amount1: '100', lp: '141' }) });
    fireEvent.change(screen.getByTestId('swap-amount-in'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Slippage 0.5%' }));
    fireEvent.click(screen.getByTestId('slippage-auto'));
    await settle();
    // 1 ordi into 200 moves the price 0.5%: the least Auto gives.
    expect(screen.getByRole('button', { name: 'Slippage Auto 0.5%' })).toBeInTheDocument();
    expect(screen.getByTestId('slippage-auto')).toHaveAttribute('aria-pressed', 'true');
    expect(lastSlippage()).toBe('0.005');

    fireEvent.change(screen.getByTestId('swap-amount-in'), { target: { value: '10' } });
    await settle();
    expect(screen.getByRole('button', { name: 'Slippage Auto 4.8%' })).toBeInTheDocument();
    expect(screen.getByTestId('slippage-auto-note')).toHaveTextContent(
      "Auto: 4.8% for this amount, as far as it alone moves the pool's price (a deeper pool, a smaller tolerance), at least 0.5% and at most 5%.",
    );
    expect(lastSlippage()).toBe('0.048');
    // 4.9254 pizza expected, at least 4.9254 × 1000 / 1048.
    expect(bound()).toHaveTextContent('4.69980916 pizza');

    // 100 ordi into 200 would move it a third: Auto stops at 5% (past it, the user types it).
    fireEvent.change(screen.getByTestId('swap-amount-in'), { target: { value: '100' } });
    await settle();
    expect(screen.getByRole('button', { name: 'Slippage Auto 5%' })).toBeInTheDocument();
    expect(lastSlippage()).toBe('0.05');
  });
});
