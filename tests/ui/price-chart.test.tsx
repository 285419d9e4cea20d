import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { PriceChart } from '../../src/ui/market/price-chart';
import { BASES } from '../api/helpers';

/**
 * Issue 44, 15 (b): a sweep makes several sales at one time; the chart drew them with one React key, so React warned
 * and a point could drop. Three sales in the same second, as curve_price answers them.
 */
const NOW = Date.UTC(2026, 10, 21, 12);
const SOLD_AT = NOW - 3_600_000;
const server = setupServer(
  http.post(`${BASES.market}/collection/auction/curve_price`, () =>
    HttpResponse.json({
      code: 0,
      msg: 'ok',
      data: [
        { time: SOLD_AT, unitPrice: 250_000, price: 250_000 },
        { time: SOLD_AT, unitPrice: 250_000, price: 250_000 },
        { time: SOLD_AT, unitPrice: 260_000, price: 260_000 },
      ],
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

it('draws every sale of a sweep made at one time, with no React key warning (issue 44, 15 b)', async () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  const services = createAppServices(
    { ...readAppConfig(), api: BASES, devnet: false },
    { fetch: (input, init) => fetch(input, init), clock: { now: () => NOW }, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
  );
  render(
    <ServicesProvider services={services}>
      <PriceChart asset={{ category: 'collection', collectionId: 'devnet-punks' }} />
    </ServicesProvider>,
  );
  expect(await screen.findByText('3 sales in the last 7 days: low 0.0025 BTC, high 0.0026 BTC, last 0.0026 BTC.', {}, { timeout: 8_000 })).toBeInTheDocument();
  expect(screen.getAllByTestId('chart-sale')).toHaveLength(3);
  expect(errors.mock.calls.map((c) => String(c[0]))).not.toContainEqual(expect.stringContaining('same key'));
});
