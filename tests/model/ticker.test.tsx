import { act, render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { tickerModel } from '../../src/flows/ticker/ticker.model';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { useEvery } from '../../src/ui/hooks/use-every';
import { describeFlow } from './describe-flow';

/** The ticker's paths on the machine: it counts a read at each interval while shown and at each return, never while hidden. */
describeFlow(tickerModel, {
  machine: {
    verify: (expected, actor) => {
      // Paused exactly when the path hid the tab; a return and each interval while shown count a read.
      const snapshot = actor.getSnapshot() as FlowSnapshot;
      expect(snapshot.matches('paused')).toBe(expected.matches('paused'));
      if (snapshot.matches('running') && (expected.context as { ticks: number }).ticks > 0) expect(snapshot.context.ticks).toBeGreaterThan(0);
    },
  },
});

/** The hook a page uses: reads every interval while the tab is shown, none while hidden, one at once on return. */
it('useEvery: every 10 s while shown, nothing while hidden, at once when shown again', async () => {
  vi.useFakeTimers();
  let hidden = false;
  const visibility = vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => (hidden ? 'hidden' : 'visible'));
  const reads: number[] = [];
  function Page() {
    useEvery(10_000, () => reads.push(Date.now()));
    return null;
  }
  const start = Date.now();
  render(<Page />);
  await act(() => vi.advanceTimersByTimeAsync(25_000));
  expect(reads.map((t) => t - start)).toEqual([10_000, 20_000]);
  hidden = true;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  await act(() => vi.advanceTimersByTimeAsync(60_000));
  expect(reads).toHaveLength(2);
  hidden = false;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
  expect(reads).toHaveLength(3);
  visibility.mockRestore();
  vi.useRealTimers();
});
