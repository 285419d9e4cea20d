import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { App } from '../../src/ui/app/app';
import { readAppConfig } from '../../src/ui/app/config';
import type { UserSession } from '../../src/ui/hooks/user-session-context';
import { atPath } from '../helpers/at-path';

/** The market pages in the real app, over a server whose config says what the test needs. */
const visitor: UserSession = { status: 'disconnected', user: null, connect: () => {}, disconnect: () => {} };

function mount(path: string, answer: () => Response) {
  const server = (async (input: RequestInfo | URL) => (String(input).endsWith('/v4/config') ? answer() : new Promise<Response>(() => {}))) as typeof fetch;
  const services = createAppServices(
    { ...readAppConfig(), devnet: false },
    { fetch: server, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
  );
  render(<App services={services} router={atPath(path)} session={visitor} />);
  return services;
}
const config = (market: Record<string, boolean>) => () =>
  new Response(
    JSON.stringify({ code: 0, msg: 'ok', data: { market: { access: true, maintenance: false, ...market }, swap: { access: true, maintenance: false } } }),
  );

afterEach(() => {
  document.body.innerHTML = '';
});

describe('market availability on the market pages', () => {
  it('the maintenance flag shows the maintenance page on /market', async () => {
    mount('/market', config({ maintenance: true }));
    const down = await screen.findByTestId('market-maintenance', {}, { timeout: 5_000 });
    expect(down).toHaveTextContent('Under maintenance');
    expect(down).toHaveTextContent('The marketplace is under maintenance. Please come back later.');
  });

  it('a failed config fetch counts as maintenance', async () => {
    mount('/runes/market', () => new Response('bad gateway', { status: 502 }));
    expect(await screen.findByTestId('market-maintenance', {}, { timeout: 5_000 })).toHaveTextContent('The marketplace is under maintenance.');
  });

  it('read-only markets say so, each by name; the others say nothing', async () => {
    mount('/market', config({ brc20ReadOnly: true }));
    expect(await screen.findByTestId('market-read-only-brc20', {}, { timeout: 5_000 })).toHaveTextContent(
      'brc-20: The brc-20 market is read-only for now: you can browse but not trade.',
    );
    expect(screen.queryByTestId('market-read-only-domain')).toBeNull();
    expect(screen.queryByTestId('market-maintenance')).toBeNull();
  });

  it('a -116 answer on the page makes the brc-20 market read-only at once', async () => {
    const services = mount('/market', config({}));
    await screen.findByTestId('page', {}, { timeout: 5_000 });
    await act(async () => (await services.api()).events.emit({ type: 'brc20-read-only' }));
    expect(await screen.findByTestId('market-read-only-brc20')).toBeInTheDocument();
  });

  it('ARC-20 read-only on /atomicals/market/arc20', async () => {
    mount('/atomicals/market/arc20', config({ arc20ReadOnly: true }));
    expect(await screen.findByTestId('market-read-only-arc20', {}, { timeout: 5_000 })).toHaveTextContent(
      'ARC-20: The ARC-20 market is read-only for now: you can browse but not trade.',
    );
  });
});
