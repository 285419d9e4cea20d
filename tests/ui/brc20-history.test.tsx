import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/ui/app/app';
import { atPath } from '../helpers/at-path';
import { devnetServices, seededDevnet, VISITOR } from '../helpers/app-on-devnet';

/**
 * A tick's history on /brc20?tick= over the seeded devnet (issue 42): the open API's history takes one kind of event
 * and a height, so the page shows one kind at a time (mints first) as of the indexer's latest block, and the user
 * picks another.
 */
const devnet = seededDevnet();
const slow = { timeout: 8_000 };

describe("a tick's history, one kind of event at a time", () => {
  it('shows the mints first; Deploy shows the deploy only', async () => {
    const user = userEvent.setup();
    render(<App services={devnetServices(devnet())} router={atPath('/brc20?tick=ordi')} session={VISITOR} />);
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
