import { StrictMode } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleAccount, sampleUser } from '../../src/flows/wallet-connect/wallet-connect.model';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore, type KeyValueStore } from '../../src/services/storage/key-value-store';
import { readStoredWallet } from '../../src/services/wallet-session/stored-wallet';
import { createWalletSession } from '../../src/services/wallet-session/wallet-session';
import { testWalletSession } from '../helpers/test-wallet-session';
import type { WalletAdapter } from '../../src/services/wallets/wallet-adapter';
import { App } from '../../src/ui/app/app';
import { readAppConfig } from '../../src/ui/app/config';
import { atPath } from '../helpers/at-path';

/**
 * The wallet session provider in the real app, with the session service: what a user sees when the
 * runtime loads, when the server ends the session, and after the reload.
 */
const unisat = (): WalletAdapter =>
  ({
    type: 'unisat',
    name: 'UniSat Wallet',
    logo: 'data:image/svg+xml,',
    isInstalled: () => true,
    restore: async () => sampleAccount,
    connect: async () => sampleAccount,
    switchNetwork: async () => {},
    getVersion: async () => '1.5.0',
    signMessage: async () => 'c2ln',
    getBalance: async () => ({ confirmed: 0, unconfirmed: 0, total: 0 }),
    onChange: () => () => {},
  }) as unknown as WalletAdapter;

/** The server: /base/user accepts the stored session; everything else never answers. */
const server = (async (input: RequestInfo | URL) => {
  const answer = (data: unknown) => new Response(JSON.stringify({ code: 0, msg: 'ok', data }));
  if (String(input).includes('/base/user')) return answer({ address: sampleAccount.ordinalsAddress, inscribeCount: 3, ogPassCount: 0 });
  if (String(input).includes('/base/preload')) return answer({ signMsg: 'Sign in' });
  if (String(input).includes('/base/login')) return answer({ session: 'fresh-session', inscribeCount: 3, ogPassCount: 0 });
  return new Promise<Response>(() => {});
}) as typeof fetch;

function mount(stores: { local: KeyValueStore; tab: KeyValueStore }, reload = vi.fn(), strict = false) {
  // The site on testnet, the network of the fake wallet's account.
  const services = createAppServices(
    { ...readAppConfig(), devnet: false, fixedNetwork: 'testnet' },
    { fetch: server, localStore: stores.local, sessionStore: stores.tab },
  );
  const session = testWalletSession(services, [unisat()], { reload });
  const app = <App services={services} router={atPath('/')} wallet={{ session }} />;
  // StrictMode as main.tsx renders it: effects run twice around a restart of the actors.
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { services, reload };
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the wallet session provider', () => {
  it('a Connect clicked before the wallet runtime has loaded opens the chooser once it has', async () => {
    mount({ local: createKeyValueStore(null), tab: createKeyValueStore(null) }, vi.fn(), true);
    fireEvent.click(await screen.findByTestId('connect-button'));
    expect(await screen.findByRole('dialog', { name: 'Connect a wallet' }, { timeout: 5_000 })).toBeInTheDocument();
  });

  it('when the wallet list cannot be loaded, the chooser says so, and the next Connect loads it', async () => {
    const services = createAppServices(
      { ...readAppConfig(), devnet: false, fixedNetwork: 'testnet' },
      { fetch: server, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) },
    );
    let loads = 0;
    const session = createWalletSession({
      api: services.api,
      storage: services.localStore,
      tabStorage: services.sessionStore,
      network: () => 'testnet',
      pathname: () => '/',
      reload: vi.fn(),
      channelName: null,
      createAdapters: () => {
        loads += 1;
        if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
        return [unisat()];
      },
    });
    render(<App services={services} router={atPath('/')} wallet={{ session }} />);
    fireEvent.click(await screen.findByTestId('connect-button'));
    const chooser = await screen.findByRole('dialog', { name: 'Connect a wallet' }, { timeout: 5_000 });
    expect(within(chooser).getByRole('alert')).toHaveTextContent(
      'The list of wallets could not be loaded. Check your connection and press Connect again; if it still fails, reload the page.',
    );
    fireEvent.click(within(chooser).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connect a wallet' })).toBeNull());
    fireEvent.click(screen.getByTestId('connect-button'));
    const again = await screen.findByRole('dialog', { name: 'Connect a wallet' }, { timeout: 5_000 });
    expect(await within(again).findByRole('button', { name: /UniSat Wallet/ })).toBeInTheDocument();
    expect(within(again).queryByRole('alert')).toBeNull();
    expect(loads).toBe(2);
  });

  it('My Bitcoin Assets while a stored session comes back: its tabs and address at once, "Signing you back in", never Connect; then its assets', async () => {
    const local = createKeyValueStore(null);
    local.set('wallet', JSON.stringify({ walletType: 'unisat', address: sampleAccount.ordinalsAddress, account: sampleAccount, user: sampleUser }));
    const services = createAppServices(
      { ...readAppConfig(), devnet: false, fixedNetwork: 'testnet' },
      { fetch: server, localStore: local, sessionStore: createKeyValueStore(null) },
    );
    let answer: ((account: typeof sampleAccount) => void) | undefined;
    const slowWallet = { ...unisat(), restore: () => new Promise<typeof sampleAccount>((resolve) => (answer = resolve)) } as WalletAdapter;
    render(
      <App services={services} router={atPath('/address/account')} wallet={{ session: testWalletSession(services, [slowWallet], { reload: vi.fn() }) }} />,
    );
    // The first render, before the page's module is in (the route's loading view, issue 46): the address is already
    // on screen with its tabs, not a loading line.
    expect(screen.getByTestId('account-restoring')).toHaveTextContent('Signing you back in with your wallet…');
    expect(screen.getByText(sampleAccount.ordinalsAddress)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My Bitcoin Assets');
    expect(screen.queryByText('Loading…')).toBeNull();
    // Every render of the page is watched for the Connect panel: it never shows while the session comes back.
    const seenConnect = { value: false };
    const watch = new MutationObserver(() => (seenConnect.value ||= screen.queryByTestId('account-connect') !== null));
    watch.observe(document.body, { childList: true, subtree: true });
    expect(await screen.findByTestId('account-restoring', {}, { timeout: 5_000 })).toHaveTextContent('Signing you back in with your wallet…');
    expect(screen.getByText(sampleAccount.ordinalsAddress)).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Asset kinds' })).toBeVisible();
    expect(screen.queryByTestId('account-connect')).toBeNull();
    // The runtime loads and asks the wallet: still signing back in.
    await vi.waitFor(() => expect(answer).not.toBe(undefined));
    expect(await screen.findByTestId('account-restoring')).toBeVisible();
    expect(screen.queryByTestId('account-connect')).toBeNull();
    await act(async () => answer!(sampleAccount));
    expect(await screen.findByTestId('user-menu', {}, { timeout: 5_000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByTestId('account-restoring')).toBeNull());
    expect(screen.getByText(sampleAccount.ordinalsAddress)).toBeVisible();
    watch.disconnect();
    expect(seenConnect.value).toBe(false);
  });

  it('restores the stored session; when the server ends it: signed out, a sticky warning that reloads, and the reason told after the reload', async () => {
    const stores = { local: createKeyValueStore(null), tab: createKeyValueStore(null) };
    stores.local.set('wallet', JSON.stringify({ walletType: 'unisat', address: sampleAccount.ordinalsAddress, account: sampleAccount, user: sampleUser }));
    const { services, reload } = mount(stores);
    expect(await screen.findByTestId('user-menu', {}, { timeout: 5_000 })).toBeInTheDocument();

    await act(async () => (await services.api()).events.emit({ type: 'session-invalid', code: -502 }));
    expect(await screen.findByTestId('connect-button')).toHaveTextContent('Connect');
    expect(readStoredWallet((k) => stores.local.get(k))).toBeNull();
    const warning = screen.getByRole('alert');
    fireEvent.click(within(warning).getByRole('button', { name: 'Your session has expired. Click to reload the page and connect again.' }));
    expect(reload).toHaveBeenCalledOnce();

    // The page after the reload: same storage, nothing to restore, and the user is told why.
    document.body.innerHTML = '';
    mount(stores);
    expect(
      await screen.findByText('You were signed out because your session expired. Connect your wallet to sign in again.', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    // Signing in again: the notice goes.
    fireEvent.click(screen.getByTestId('connect-button'));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Connect a wallet' }, { timeout: 5_000 })).getByRole('button', { name: /UniSat Wallet/ }));
    expect(await screen.findByTestId('user-menu', {}, { timeout: 5_000 })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByText('You were signed out because your session expired. Connect your wallet to sign in again.')).toBeNull());
  });
});
