import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpRequest } from '../../src/flows/swap-op/swap-op.machine';
import { swapOpOutcomes } from '../../src/flows/swap-op/swap-op.model';
import { quotingMachine, renderSwapForm, swapPools, swapTicks } from './swap-op-harness';

/**
 * One rule for numbers a person types (issue 45, 7): what the swap writes into a field is what that field accepts
 * when the user types on, and an amount reads '1,5' as the slippage box does.
 */
let expectNext = '28084.252758271234';
const quote = vi.fn(async (_: { input: { request: OpRequest } }): Promise<unknown> => ({
  ...swapOpOutcomes.quote,
  res: { ...swapOpOutcomes.quote.res, expect: expectNext },
}));

const pay = () => screen.getByTestId('swap-amount-in');
const receive = () => screen.getByTestId('swap-amount-out');
const settle = () => act(async () => vi.advanceTimersByTimeAsync(450));
const lastRequest = () => quote.mock.calls.at(-1)![0].input.request;
// 90,000 ordi in the swap, and a pool ten times the others' (100,000 ordi against 50,000 pizza).
const render = () =>
  renderSwapForm(quotingMachine(quote), { ticks: swapTicks('90000'), pools: swapPools({ amount0: '100000', amount1: '50000', lp: '70710' }) });

afterEach(() => vi.useRealTimers());

describe('numbers a person types in the swap (issue 45, 7)', () => {
  it('exact out writes "28,084.25275827" to pay; one more digit typed there is an amount, quoted exact in', async () => {
    vi.useFakeTimers();
    expectNext = '28084.252758271234';
    render();
    fireEvent.change(receive(), { target: { value: '14000' } });
    await settle();
    expect(pay()).toHaveValue('28,084.25275827');
    fireEvent.change(pay(), { target: { value: '28,084.252758279' } });
    await settle();
    expect(screen.queryByTestId('swap-problem')).toBeNull();
    expect(pay()).not.toHaveAttribute('aria-invalid', 'true');
    expect(lastRequest()).toMatchObject({ exactType: 'exactIn', amount: '28084.252758279', tickIn: 'ordi' });
  });

  it('an amount too small for 8 decimals is written whole, not as "< 0.00000001", and can be typed on', async () => {
    vi.useFakeTimers();
    expectNext = '0.000000004';
    render();
    fireEvent.change(receive(), { target: { value: '0.000000002' } });
    await settle();
    expect(pay()).toHaveValue('0.000000004');
    fireEvent.change(pay(), { target: { value: '0.0000000045' } });
    await settle();
    expect(screen.queryByTestId('swap-problem')).toBeNull();
    expect(lastRequest()).toMatchObject({ exactType: 'exactIn', amount: '0.0000000045' });
  });

  it('"1,5" is one and a half ordi, as the slippage box reads it; "1 000" a thousand', async () => {
    vi.useFakeTimers();
    expectNext = '0.7';
    render();
    fireEvent.change(pay(), { target: { value: '1,5' } });
    await settle();
    expect(screen.queryByTestId('swap-problem')).toBeNull();
    expect(lastRequest()).toMatchObject({ exactType: 'exactIn', amount: '1.5' });
    fireEvent.change(pay(), { target: { value: '1 000' } });
    await settle();
    expect(lastRequest()).toMatchObject({ exactType: 'exactIn', amount: '1000' });
  });
});
