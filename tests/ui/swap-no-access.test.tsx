import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import type { WalletSigner } from '../../src/services/wallet-session/wallet-signer';
import { readAppConfig } from '../../src/ui/app/config';
import { ServicesProvider } from '../../src/ui/hooks/services';
import { UserSessionProvider, type UserSession } from '../../src/ui/hooks/user-session-context';
import { WalletSignerProvider } from '../../src/ui/hooks/wallet-context';
import { SwapModule, type SwapTabPanelProps } from '../../src/ui/swap/swap-module';

/**
 * No swap access strands no money (issue 45, finding 3): an account whose access is revoked, holding 354 ordi in the
 * swap, sees its balances, why swapping is off and how to get access, and the Withdraw tab (the page's tab panel).
 */
const ADDRESS = deriveAccounts()[0]!.ordinalsAddress;
const signer: WalletSigner = {
  walletType: 'unisat',
  account: { ordinalsAddress: ADDRESS, paymentAddress: ADDRESS, ordinalsPubKey: '', paymentPubKey: '' },
  signMessage: () => new Promise(() => {}),
  signPsbt: () => new Promise(() => {}),
  signPsbts: () => new Promise(() => {}),
  ensureBound: async () => {},
  inscribeTransfer: () => new Promise(() => {}),
  sendBitcoin: () => new Promise(() => {}),
};
const ok = (data: unknown) => Response.json({ code: 0, msg: 'ok', data });
const CONFIG = { moduleId: `${'ab'.repeat(32)}i0`, serviceGasTick: 'sats', pendingDepositDirectNum: 1, pendingDepositMatchingNum: 1 };

function mount(access: boolean) {
  const server = (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/swap/config')) return ok(CONFIG);
    if (url.endsWith('/v4/config')) return ok({ market: { access: true, maintenance: false }, swap: { access: true, maintenance: false } });
    if (url.includes('/swap/select'))
      return ok([
        { tick: 'ordi', decimal: '18', brc20Balance: '0', swapBalance: '354' },
        { tick: 'pizza', decimal: '18', brc20Balance: '12', swapBalance: '0' },
      ]);
    if (url.includes('/swap/pool_list')) return ok({ total: 0, list: [] });
    if (url.includes('/swap/my_pool_list')) return ok({ total: 0, list: [] });
    return new Promise<Response>(() => {});
  }) as typeof fetch;
  const services = createAppServices(
    { ...readAppConfig(), devnet: false },
    { fetch: server, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
  );
  const session: UserSession = {
    status: 'connected',
    user: { address: ADDRESS, inscribeCount: 0, ogPassCount: 0, swapAccess: access, isDeployer: false, publicKey: '' },
    connect: () => {},
    disconnect: () => {},
  };
  const TabPanel = ({ tab, address }: SwapTabPanelProps) => <p data-testid="tab-panel">{`${tab} panel for ${address}`}</p>;
  render(
    <ServicesProvider services={services}>
      <UserSessionProvider session={session}>
        <WalletSignerProvider signer={signer}>
          <SwapModule TabPanel={TabPanel} />
        </WalletSignerProvider>
      </UserSessionProvider>
    </ServicesProvider>,
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the swap page with no swap access', () => {
  it('shows the 354 ordi held, says why swapping is off and how to get access, and offers Withdraw', async () => {
    mount(false);
    const gate = await screen.findByTestId('swap-gate-no-access', {}, { timeout: 5_000 });
    expect(gate).toHaveTextContent('No swap access');
    expect(gate).toHaveTextContent('Swap is open only to whitelisted addresses and holders of an access inscription.');
    expect(gate).toHaveTextContent(
      'To swap, this address must be whitelisted or hold an early or prime access inscription. What you hold in the swap stays yours: your balances are shown here, and you can withdraw them.',
    );
    const ordi = await screen.findByTestId('balance-ordi', {}, { timeout: 5_000 });
    expect(ordi).toHaveTextContent('ordi354');
    // Withdraw and History only; the Withdraw panel is open for the user's address.
    const tabs = within(screen.getByRole('group', { name: 'Swap module' }));
    expect(tabs.getAllByRole('button').map((b) => b.textContent)).toEqual(['Withdraw', 'History']);
    expect(screen.getByTestId('tab-panel')).toHaveTextContent(`withdraw panel for ${ADDRESS}`);
    fireEvent.click(tabs.getByRole('button', { name: 'History' }));
    expect(screen.getByTestId('tab-panel')).toHaveTextContent(`history panel for ${ADDRESS}`);
    // No swap form, no "connect to swap".
    expect(screen.queryByTestId('swap-form')).toBeNull();
    expect(screen.queryByText(/Connect UniSat Wallet/)).toBeNull();
  });

  it('with access, the swap and its six tabs, and no access note', async () => {
    mount(true);
    const tabs = within(await screen.findByRole('group', { name: 'Swap module' }, { timeout: 5_000 }));
    expect(tabs.getAllByRole('button').map((b) => b.textContent)).toEqual(['Swap', 'Liquidity', 'Deposit', 'Withdraw', 'Send', 'History']);
    expect(screen.queryByTestId('swap-gate-no-access')).toBeNull();
  });
});
