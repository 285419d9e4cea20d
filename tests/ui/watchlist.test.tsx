import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { App } from '../../src/ui/app/app';
import { readAppConfig } from '../../src/ui/app/config';
import type { UserSession } from '../../src/ui/hooks/user-session-context';
import { clientDeps, startDevnet } from '../devnet/devnet-harness';
import { atPath } from '../helpers/at-path';

/** The watchlist in the real app (jsdom) over the seeded devnet: followed from an asset's page, shown on the market's front page. */
let h: Awaited<ReturnType<typeof startDevnet>>;
beforeAll(async () => {
  h = await startDevnet();
  h.devnet.reset();
}, 60_000);
afterAll(() => h.close());

const visitor: UserSession = { status: 'disconnected', user: null, connect: () => {}, disconnect: () => {} };
const slow = { timeout: 8_000 };

describe('the watchlist', () => {
  it("an asset's page adds it; the market's front page shows its floor and change; Remove takes it off; a reload keeps it", async () => {
    const user = userEvent.setup();
    const deps = clientDeps(h.origin, h.now);
    const localStore = createKeyValueStore(null);
    const mount = (path: string) =>
      render(
        <App
          services={createAppServices(
            { ...readAppConfig(), api: deps.bases, devnet: false },
            { fetch: (input, init) => fetch(input, init), clock: { now: h.now }, localStore, sessionStore: createKeyValueStore(null) },
          )}
          router={atPath(path)}
          session={visitor}
        />,
      );
    const first = mount('/market');
    expect(await screen.findByTestId('watchlist', {}, slow)).toHaveTextContent('Nothing watched here yet.');
    first.unmount();

    const page = mount('/market/brc20/ordi');
    const watch = await screen.findByRole('button', { name: 'Add to watchlist' }, slow);
    expect(watch).toHaveAttribute('aria-pressed', 'false');
    await user.click(watch);
    expect(screen.getByRole('button', { name: 'In your watchlist' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('link', { name: '← All brc-20' }));
    const row = await screen.findByTestId('watch-row', {}, slow);
    expect(within(row).getByRole('link', { name: 'ordi' })).toHaveAttribute('href', '/market/brc20/ordi');
    await waitFor(() => expect(within(row).getByTestId('watch-floor')).toHaveTextContent('Floor (a unit): 300 sats'), slow);
    expect(row).toHaveTextContent('Floor (a unit): 300 sats');
    expect(row).toHaveTextContent('Last sale (a unit): 1,600 sats');
    page.unmount();

    // Kept on the device: a new mount (a reload) shows it still, and Remove takes it off.
    mount('/market');
    const kept = await screen.findByTestId('watch-row', {}, slow);
    await user.click(within(kept).getByRole('button', { name: 'Remove ordi from your watchlist' }));
    expect(screen.getByTestId('watchlist')).toHaveTextContent('Nothing watched here yet.');
  });
});
