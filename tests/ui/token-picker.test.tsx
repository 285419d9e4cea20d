import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SelectItem } from '../../src/domain/swap/balance-entities';
import { TokenPicker } from '../../src/ui/swap/token-picker';

/** Issue 28, 8: the token select was a native select, with no search and no balances. */
const TICKS: SelectItem[] = [
  { tick: 'ordi', decimal: '18', brc20Balance: '0', swapBalance: '0' },
  { tick: 'pizza', decimal: '18', brc20Balance: '1200.5', swapBalance: '12' },
  { tick: 'sats', decimal: '18', brc20Balance: '0', swapBalance: '1000000' },
  { tick: '🐸', decimal: '18', brc20Balance: '0', swapBalance: '0' },
];

function Picked() {
  const [tick, setTick] = useState('ordi');
  return (
    <>
      <TokenPicker ticks={TICKS} value={tick} label="Token you pay" onChange={setTick} />
      <output>chosen {tick}</output>
    </>
  );
}

describe('the token picker', () => {
  it('lists what the user holds first, each with its balances in the swap and in the wallet', async () => {
    const user = userEvent.setup();
    render(<Picked />);
    await user.click(screen.getByRole('button', { name: 'Token you pay: ordi' }));
    const options = within(screen.getByRole('listbox', { name: 'Token you pay' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'pizzaIn the swap 12 · Wallet 1,200.5',
      'satsIn the swap 1,000,000 · Wallet 0',
      'ordiIn the swap 0 · Wallet 0',
      // 🐸 as it is, as the wallet's message to sign says it, with the warning beside it (issue 45, 8).
      '🐸 ⚠In the swap 0 · Wallet 0',
    ]);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
  });

  it('narrows by what is typed, picks by the arrows and Enter, and gives the focus back', async () => {
    const user = userEvent.setup();
    render(<Picked />);
    await user.click(screen.getByRole('button', { name: 'Token you pay: ordi' }));
    const search = screen.getByRole('combobox', { name: 'Search: token you pay' });
    expect(search).toHaveFocus();
    await user.type(search, 'a');
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent?.split('In')[0]),
    ).toEqual(['pizza', 'sats']);
    await user.keyboard('{ArrowDown}');
    const sats = screen.getByRole('option', { name: /^sats/ });
    expect(search).toHaveAttribute('aria-activedescendant', sats.id);
    await user.keyboard('{Enter}');
    expect(screen.getByText('chosen sats')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Token you pay: sats' })).toHaveFocus();
  });

  it('says when nothing matches, and Escape closes it without a change', async () => {
    const user = userEvent.setup();
    render(<Picked />);
    await user.click(screen.getByRole('button', { name: 'Token you pay: ordi' }));
    await user.type(screen.getByRole('combobox'), 'xyz');
    expect(screen.getByText('No token matches “xyz”.')).toHaveAttribute('role', 'status');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('chosen ordi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Token you pay: ordi' })).toHaveFocus();
  });

  it('finds a symbol by itself and closes on a press elsewhere', async () => {
    const user = userEvent.setup();
    render(<Picked />);
    await user.click(screen.getByRole('button', { name: 'Token you pay: ordi' }));
    await user.type(screen.getByRole('combobox'), '🐸');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByText('chosen ordi'));
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('the token picker beside the other side of a swap (issue 45: liquidity in the picker)', () => {
  it('each token shows the pool it would trade through with the other side, its reserves, or that there is none', async () => {
    const user = userEvent.setup();
    const pools = [
      {
        tick0: 'pizza',
        tick1: 'ordi',
        amount0: '5000',
        amount1: '10000',
        lp: '7071',
        tvl: '0',
        volume24h: '0',
        volume7d: '0',
        volume30d: '0',
        reward0: '0',
        reward1: '0',
      },
    ];
    render(<TokenPicker ticks={TICKS} value="pizza" label="Token you receive" onChange={() => {}} pairWith={{ pools, other: 'ordi' }} />);
    await user.click(screen.getByRole('button', { name: 'Token you receive: pizza' }));
    const options = within(screen.getByRole('listbox', { name: 'Token you receive' })).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'pizzaIn the swap 12 · Wallet 1,200.5 · Pool with ordi: 5,000 pizza and 10,000 ordi',
      'satsIn the swap 1,000,000 · Wallet 0 · No pool with ordi',
      // The other side's own token: picking it switches the two.
      'ordiIn the swap 0 · Wallet 0',
      '🐸 ⚠In the swap 0 · Wallet 0 · No pool with ordi',
    ]);
  });
});
