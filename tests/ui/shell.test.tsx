import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../src/domain/user-menu';
import { App } from '../../src/ui/app/app';
// The app loads these on demand; loaded up front, no import is still in flight when a test file ends.
import '../../src/services/api/create-api';
import '../../src/services/wallet-session/wallet-flow';
import { createAppServices } from '../../src/services/app-services';
import { readAppConfig } from '../../src/ui/app/config';
import type { UserSession } from '../../src/ui/hooks/user-session-context';
import { atPath } from '../helpers/at-path';

const config = { ...readAppConfig(), apiDocsUrl: 'https://docs.example/api' };
const fetchNever = vi.fn(() => new Promise<Response>(() => {}));

function services() {
  return createAppServices(config, { fetch: fetchNever as unknown as typeof fetch });
}

function session(user: Partial<SessionUser> | null, disconnect = vi.fn()): UserSession {
  return {
    status: user ? 'connected' : 'disconnected',
    user: user
      ? {
          address: 'tb1pabcdefabcdefabcdefabcdefabcdefabcdefabcdefabcdefabcd1234',
          publicKey: '02' + 'ab'.repeat(32),
          inscribeCount: 7,
          ogPassCount: 0,
          swapAccess: false,
          isDeployer: false,
          ...user,
        }
      : null,
    connect: vi.fn(),
    disconnect,
  };
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

async function renderAt(path: string, s?: UserSession) {
  const result = render(<App services={services()} router={atPath(path)} session={s} />);
  await act(async () => {});
  await screen.findByTestId('page');
  return result;
}

describe('shell', () => {
  it('a visitor sees a Connect button', async () => {
    await renderAt('/');
    expect(screen.getByTestId('connect-button')).toHaveTextContent('Connect');
  });

  it('the user menu shows Points with inscribeCount, OG Pass only when held, Deployer only on mainnet', async () => {
    const disconnect = vi.fn();
    await renderAt('/', session({ inscribeCount: 42, ogPassCount: 3, isDeployer: true }, disconnect));
    fireEvent.click(within(screen.getByTestId('user-menu')).getByRole('button'));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent?.trim()),
    ).toEqual(['My Bitcoin Assets', 'Points 42', 'OG Pass 3', 'Inscribe Orders', 'Deployer Royalty', 'Buy BTC', 'Disconnect']);
    fireEvent.click(within(menu).getByText('Disconnect'));
    expect(disconnect).toHaveBeenCalledOnce();
  });

  it('highlights the brc-20 menu for a user with swap access', async () => {
    await renderAt('/', session({ swapAccess: true }));
    expect(within(screen.getByTestId('menu-brc20')).getByRole('button')).toHaveAttribute('data-highlighted', 'true');
  });

  it('single-page mode shows only Connect or the user menu', async () => {
    await renderAt('/market?only=1');
    const header = screen.getByTestId('header');
    expect(header).toHaveAttribute('data-single-page', 'true');
    expect(
      within(header)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Connect']);
    expect(within(header).queryByRole('link')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('ba:singlePage')).toBe('1');
  });

  it('the testnet switch shows the banner, in the spec’s words', async () => {
    await renderAt('/');
    expect(screen.queryByTestId('testnet-banner')).not.toBeInTheDocument();
    fireEvent.change(screen.getAllByLabelText('Network')[0]!, { target: { value: 'testnet' } });
    expect(screen.getByTestId('testnet-banner')).toHaveTextContent('This is a test network. Coins have no value.');
  });

  it('an unknown path gets the not-found page', async () => {
    await renderAt('/no/such/page');
    expect(screen.getByTestId('not-found')).toHaveTextContent('There is nothing at /no/such/page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  it('a dropdown opens with ArrowDown, moves with arrows and closes with Escape', async () => {
    await renderAt('/');
    const button = within(screen.getByTestId('menu-market')).getByRole('button');
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const items = screen.getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(items[1]).toHaveFocus();
    fireEvent.keyDown(items[1]!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });
});

describe('the footer’s community links (issue 27, 16)', () => {
  const footerOf = (community?: { label: string; href: string }[]) => {
    const config = { ...readAppConfig(), ...(community ? { community } : { community: [] }) };
    render(<App services={createAppServices(config, { fetch: (() => new Promise(() => {})) as unknown as typeof fetch })} router={atPath('/')} />);
    return within(screen.getByTestId('footer'));
  };
  it('shows only the links configured, each to its page', () => {
    const footer = footerOf([{ label: 'Discord', href: 'https://discord.gg/bitcoin-assets' }]);
    expect(footer.getByRole('link', { name: 'Discord' })).toHaveAttribute('href', 'https://discord.gg/bitcoin-assets');
    expect(footer.queryByRole('link', { name: 'X (Twitter)' })).toBeNull();
  });
  it("'API Documentation' never points at the site's own home page (issue 44, 15 f)", () => {
    const config = { ...readAppConfig(), community: [], apiDocsUrl: '/' };
    render(<App services={createAppServices(config, { fetch: () => new Promise<Response>(() => {}) })} router={atPath('/')} />);
    const footer = within(screen.getByTestId('footer'));
    expect(footer.getByRole('link', { name: 'API Documentation' })).toHaveAttribute('href', 'https://docs.unisat.io/');
  });
  it('none configured: no Community section, no bare links', () => {
    const footer = footerOf();
    expect(footer.queryByRole('heading', { name: 'Community' })).toBeNull();
    expect(footer.getByRole('link', { name: 'API Documentation' })).toBeInTheDocument();
  });
});
