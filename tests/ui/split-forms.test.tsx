import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PoolListItem } from '../../src/domain/swap/pool-entities';
import type { SelectItem } from '../../src/domain/swap/balance-entities';
import type { SwapDeps } from '../../src/flows/swap-op/swap-op.actors';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { UserSessionProvider, type UserSession } from '../../src/ui/hooks/user-session-context';
import { WalletSignerProvider } from '../../src/ui/hooks/wallet-context';
import { InscribeForm } from '../../src/ui/inscribe/inscribe-form';
import { LiquidityPanel } from '../../src/ui/swap/liquidity-panel';
import type { ReactNode } from 'react';

/** The Inscribe form and the Liquidity panel, each now in parts: every mode still shows its fields, words and test ids. */
const visitor: UserSession = { status: 'disconnected', user: null, connect: () => {}, disconnect: () => {} };

function mount(view: ReactNode) {
  const never = (() => new Promise<Response>(() => {})) as typeof fetch;
  const services = createAppServices(readAppConfig(), { fetch: never, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) });
  return render(
    <ServicesProvider services={services}>
      <UserSessionProvider session={visitor}>
        <WalletSignerProvider signer={null}>{view}</WalletSignerProvider>
      </UserSessionProvider>
    </ServicesProvider>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the Inscribe form, mode by mode', () => {
  it('text, files, brc-20 and names each show their fields; where and how stays', async () => {
    const user = userEvent.setup();
    mount(<InscribeForm network="testnet" onPlace={() => {}} />);
    expect(screen.getByTestId('inscribe-text')).toBeInTheDocument();
    await user.click(screen.getByTestId('inscribe-bulk'));
    expect(screen.getByText('Texts, one per line')).toBeInTheDocument();
    expect(screen.getByTestId('receive-address')).toBeInTheDocument();
    expect(screen.getByTestId('output-value')).toHaveValue('546');

    await user.click(screen.getByTestId('mode-file'));
    const file = new File(['hello'], 'hello.txt', { type: 'text/plain' });
    await user.upload(screen.getByTestId('file-input'), file);
    expect(await screen.findByTestId('file-list')).toHaveTextContent('hello.txt');
    await user.click(screen.getByRole('button', { name: 'Remove hello.txt' }));
    expect(screen.queryByTestId('file-list')).toBeNull();

    await user.click(screen.getByTestId('mode-brc20'));
    await user.click(screen.getByTestId('op-deploy'));
    expect(screen.getByTestId('brc20-max')).toBeInTheDocument();
    await user.click(screen.getByTestId('op-mint'));
    expect(screen.getByTestId('brc20-repeat')).toHaveValue('1');
    await user.click(screen.getByTestId('op-transfer'));
    expect(screen.getByTestId('transfer-note')).toHaveTextContent('A transfer inscription goes to your own address, from your available balance.');
    expect(screen.getByTestId('receive-address')).toHaveAttribute('readonly');

    await user.click(screen.getByTestId('mode-domain'));
    await user.type(screen.getByTestId('inscribe-names'), 'satoshi.sats{enter}not a name!');
    expect(screen.getByTestId('names-invalid')).toHaveTextContent('Not names we inscribe, left out: not a name!');
  });
});

describe('the Liquidity panel', () => {
  const ticks = [
    { tick: 'ordi', brc20Balance: '0', swapBalance: '10', decimal: '18' },
    { tick: 'sats', brc20Balance: '0', swapBalance: '10', decimal: '18' },
  ] as unknown as SelectItem[];
  const pools = [{ tick0: 'ordi', tick1: 'sats', lp: '0' }] as unknown as PoolListItem[];
  const deps: SwapDeps = { api: () => new Promise(() => {}), signer: null, now: () => 0 };

  it('adds to a pool by default; Create a pool and Remove are its other forms', async () => {
    const user = userEvent.setup();
    mount(<LiquidityPanel deps={deps} address="tb1p-me" ticks={ticks} pools={pools} onDone={() => {}} />);
    expect(screen.getByText('Your pools')).toBeInTheDocument();
    expect(screen.getByTestId('add-liquidity')).toHaveTextContent('Add sats (this first deposit sets the price)');
    await user.click(screen.getByRole('button', { name: 'Create a pool' }));
    expect(screen.getByTestId('create-pool')).toHaveTextContent('This pool exists already: add liquidity to it.');
    // Your pools have not loaded: nothing to remove yet.
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByTestId('remove-liquidity')).toBeNull();
  });
});
