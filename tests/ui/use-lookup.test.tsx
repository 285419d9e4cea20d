import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { useLookup } from '../../src/ui/inscribe/use-lookup';

/** A field that looks a tick up as the inscribe form does: past three letters, 400 ms after the last key. */
function TickField({ tick, lookup }: { tick: string; lookup: (key: string) => Promise<string> }) {
  const found = useLookup(tick.length > 3 ? tick : null, lookup, 400);
  return <p>{found.busy ? 'Looking it up…' : (found.result ?? found.error ?? 'Nothing to look up')}</p>;
}

it('looks up only the value the user stopped at, 400 ms after the last key, and shows its answer or its failure', async () => {
  vi.useFakeTimers();
  const asked: string[] = [];
  const lookup = async (key: string) => {
    asked.push(key);
    if (key === 'zzzz') throw new Error('No such tick.');
    return `${key}: 21,000,000 max, 18 decimals`;
  };
  const services = createAppServices(readAppConfig(), { localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) });
  const field = (tick: string) => (
    <ServicesProvider services={services}>
      <TickField tick={tick} lookup={lookup} />
    </ServicesProvider>
  );
  const view = render(field('ord'));
  expect(screen.getByText('Nothing to look up')).toBeInTheDocument();

  view.rerender(field('ordi'));
  expect(screen.getByText('Looking it up…')).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(300));
  view.rerender(field('ordix'));
  await act(() => vi.advanceTimersByTimeAsync(399));
  expect(asked).toEqual([]);
  await act(() => vi.advanceTimersByTimeAsync(1));
  expect(asked).toEqual(['ordix']);
  await act(() => vi.advanceTimersByTimeAsync(0)); // the answer reaches the view on the query client's next tick
  expect(screen.getByText('ordix: 21,000,000 max, 18 decimals')).toBeInTheDocument();

  view.rerender(field('zzzz'));
  expect(screen.getByText('Looking it up…')).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(400));
  expect(asked).toEqual(['ordix', 'zzzz']);
  await act(() => vi.advanceTimersByTimeAsync(0));
  expect(screen.getByText('No such tick.')).toBeInTheDocument();

  view.rerender(field('zz'));
  expect(screen.getByText('Nothing to look up')).toBeInTheDocument();
  vi.useRealTimers();
});
