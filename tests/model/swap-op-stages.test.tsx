import { act, fireEvent, screen } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StageReport } from '../../src/flows/shared/operation-stages';
import { provideSigning } from '../../src/flows/shared/signing-step.machine';
import { swapOpModel, swapOpOutcomes } from '../../src/flows/swap-op/swap-op.model';
import { renderSwapForm } from './swap-op-harness';

/**
 * The stages of each swap the form runs (the widget's onStage), read from the flow's states: the first swap is
 * signed and then refused for slippage (-8), the second goes through. Each stage once per swap, in order.
 */
afterEach(() => vi.useRealTimers());

const settle = () => act(async () => vi.advanceTimersByTimeAsync(450));

describe("the swap form's stages", () => {
  it('a swap signed and refused for slippage is started, signed, failed; the next, signed and taken, is started, signed, sent with its id', async () => {
    vi.useFakeTimers();
    let sends = 0;
    const machine = swapOpModel.machine.provide({
      actors: {
        quote: fromPromise(async (): Promise<unknown> => swapOpOutcomes.quote),
        requote: fromPromise(async (): Promise<unknown> => swapOpOutcomes.quote),
        prepare: fromPromise(async (): Promise<unknown> => swapOpOutcomes.pre),
        signingStep: provideSigning({
          sign: async () => ['signature'],
          send: async () => {
            sends += 1;
            if (sends === 1) throw { message: 'The price moved.', code: -8 };
            return swapOpOutcomes.result;
          },
        }),
      },
    });
    const heard: StageReport[] = [];
    renderSwapForm(machine, { onStage: (stage) => heard.push(stage) });
    fireEvent.change(screen.getByTestId('swap-amount-in'), { target: { value: '10' } });
    await settle();
    expect(heard).toEqual([]);

    fireEvent.click(screen.getByTestId('swap-submit'));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm swap' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('slippage');
    expect(heard).toEqual([
      { stage: 'started', id: null },
      { stage: 'signed', id: null },
      { stage: 'failed', id: null },
    ]);

    fireEvent.click(screen.getByTestId('swap-submit'));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm swap' }));
    await settle();
    expect(screen.getByTestId('swap-success')).toBeInTheDocument();
    expect(heard.slice(3)).toEqual([
      { stage: 'started', id: null },
      { stage: 'signed', id: null },
      { stage: 'sent', id: 'cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd' },
    ]);
  });
});
