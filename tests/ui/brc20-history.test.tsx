import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { App } from '../../src/ui/app/app';
import { readAppConfig } from '../../src/ui/app/config';
import type { UserSession } from '../../src/ui/hooks/user-session-context';
import { clientDeps, startDevnet } from '../devnet/devnet-harness';
import { atPath } from '../helpers/at-path';

/**
 * A tick's history on /brc20?tick= over the seeded devnet (issue 42): the open API's history takes one kind of event
 * and a height, so the page shows one kind at a time (mints first) as of the indexer's latest block, and the user
 * picks another.
 */
let h: Awaited<ReturnType<typeof startDevnet>>;
beforeAll(async () => {
  h = await startDevnet();
  h.devnet.reset();
});
afterAll(() => h.close());

const visitor: UserSession = { status: 'disconnected', user: null, connect: () => {}, disconnect: () => {} };
const slow = { timeout: 8_000 };

describe("a tick's history, one kind of event at a time", () => {
  it('shows the mints first; Deploy shows the deploy only', async () => {
    const user = userEvent.setup();
    const deps = clientDeps(h.origin, h.now);
    const services = createAppServices(
      { ...readAppConfig(), api: deps.bases, devnet: false },
      { fetch: (input, init) => fetch(input, init), clock: { now: h.now }, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
    );
    render(<App services={services} router={atPath('/brc20?tick=ordi')} session={visitor} />);
    const history = await screen.findByTestId('tick-history', {}, slow);
    const events = () =>
      within(screen.getByTestId('tick-history'))
        .getAllByRole('row')
        .slice(1)
        .map((r) => (r as HTMLTableRowElement).cells[0]!.textContent);
    expect(screen.getByLabelText('Events')).toHaveValue('inscribe-mint');
    expect(new Set(events())).toEqual(new Set(['mint']));
    expect(history).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Events'), 'inscribe-deploy');
    await within(await screen.findByTestId('tick-history', {}, slow)).findByText('deploy', {}, slow);
    expect(events()).toEqual(['deploy']);
  });
});
