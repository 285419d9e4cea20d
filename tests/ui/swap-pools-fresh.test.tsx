import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { PoolListItem } from '../../src/domain/swap/pool-entities';
import type { SelectItem } from '../../src/domain/swap/balance-entities';
import { swapOpModel, swapOpOutcomes } from '../../src/flows/swap-op/swap-op.model';
import type { SwapDeps } from '../../src/flows/swap-op/swap-op.actors';
import { SwapForm } from '../../src/ui/swap/swap-form';
import { renderDialog } from '../model/dialog-harness';

/**
 * Issue 45: the Pools panel went stale after a price move. The swap form's quote reads the pair's pool each time
 * (10,000 ordi and 5,000 pizza); when a quote finds other reserves than the pools listed (someone swapped: 10,050 and
 * 4,975), the form tells the page, which reads the pools again.
 */
const ADDRESS = 'tb1pfewlx0000000000000000000000000000000000000000000000000000';
const TICKS: readonly SelectItem[] = [
  { tick: 'ordi', decimal: '18', brc20Balance: '1700', swapBalance: '90000' },
  { tick: 'pizza', decimal: '18', brc20Balance: '500', swapBalance: '200' },
];
const LISTED: PoolListItem = {
  tick0: 'ordi',
  tick1: 'pizza',
  amount0: '10000',
  amount1: '5000',
  lp: '7071',
  tvl: '0',
  volume24h: '0',
  volume7d: '0',
  volume30d: '0',
  reward0: '0',
  reward1: '0',
};
const deps: SwapDeps = { api: () => new Promise(() => {}), signer: null, now: () => Date.now() };

afterEach(() => vi.useRealTimers());

function render(pools: readonly PoolListItem[], onPoolsStale: () => void) {
  const machine = swapOpModel.machine.provide({
    actors: {
      quote: fromPromise(async (): Promise<unknown> => swapOpOutcomes.quote),
      // The quote asked again ten seconds on: the pool moved (10,050 ordi and 4,975 pizza).
      refresh: fromPromise(async (): Promise<unknown> => swapOpOutcomes.newQuote),
    },
  });
  renderDialog(
    <SwapForm
      deps={deps}
      address={ADDRESS}
      ticks={TICKS}
      pools={pools}
      onConnect={() => {}}
      onDone={() => {}}
      onPoolsStale={onPoolsStale}
      testing={{ machine }}
    />,
    ADDRESS,
  );
}

describe('the Pools panel follows a price move (issue 45)', () => {
  it('a quote at the reserves listed reads nothing again; the refreshed quote of a moved pool reads the pools again', async () => {
    vi.useFakeTimers();
    const stale = vi.fn();
    render([LISTED], stale);
    fireEvent.change(screen.getByTestId('swap-amount-in'), { target: { value: '10' } });
    await act(async () => vi.advanceTimersByTimeAsync(450));
    expect(screen.getByTestId('swap-amount-out')).toHaveValue('4.9254');
    expect(stale).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(stale).toHaveBeenCalledTimes(1);
  });

  it('a quote that disagrees with the list reads it again once; once they agree, nothing more', async () => {
    vi.useFakeTimers();
    const stale = vi.fn();
    render([{ ...LISTED, amount0: '10050', amount1: '4975' }], stale);
    fireEvent.change(screen.getByTestId('swap-amount-in'), { target: { value: '10' } });
    await act(async () => vi.advanceTimersByTimeAsync(450));
    // The first quote's pool (10,000 and 5,000) is not the list's: read again once.
    expect(stale).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    expect(stale).toHaveBeenCalledTimes(1);
  });
});
