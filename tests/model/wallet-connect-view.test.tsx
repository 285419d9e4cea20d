import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { WalletConnectContext, WalletConnectEvent } from '../../src/machines/wallet-connect/wallet-connect.machine';
import { sampleAccount, sampleUser, walletConnectModel } from '../../src/machines/wallet-connect/wallet-connect.model';
import { readStoredWallet } from '../../src/services/wallet-session/stored-wallet';
import { createAppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { createWalletSession } from '../../src/services/wallet-session/wallet-session';
import type { WalletAdapter } from '../../src/services/wallets/wallet-adapter';
import { App } from '../../src/ui/app/app';
import { readAppConfig } from '../../src/ui/app/config';
import type { WalletConnectActor } from '../../src/ui/wallet/wallet-session';
// Loaded on demand by the app; loaded here so no import is in flight when a step is checked.
import '../../src/services/wallet-session/wallet-flow';
import '../../src/ui/wallet/choose-wallet-modal';
import '../../src/ui/wallet/wallet-session-runtime';
import { runFlowPath } from './run-flow-path';

/**
 * The wallet-connect paths of `npm run paths`, run against the real site: the App with its header
 * (Connect, the user menu with Disconnect), the Choose Wallet modal and the wallet session. Each user
 * step is done as a user does it (clicks); the wallet's and the server's events are sent to the machine,
 * whose actors the path settles. Each state is checked by what is on the screen.
 */
const paths = walletConnectModel.paths();

const adapter = (type: 'unisat' | 'xverse', name: string, installed: boolean): WalletAdapter =>
  ({ type, name, logo: 'data:image/svg+xml,', isInstalled: () => installed, onChange: () => () => {} }) as unknown as WalletAdapter;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

const STEP_LABEL = { wallet: 'Connect the wallet', message: 'Get the sign-in message', signing: 'Sign the message', verifying: 'Check the signature' } as const;
const STEP_HINT = {
  wallet: 'Approve the connection in UniSat Wallet.',
  message: 'Preparing the sign-in message…',
  signing: 'Sign the message in UniSat Wallet to sign in. It costs nothing and moves no coins.',
  verifying: 'Checking your signature…',
} as const;

/** How a user causes each of the flow's own events; the wallet's and server's are sent to the machine. */
const USER_ACTIONS = {
  CONNECT: () => void fireEvent.click(screen.getByTestId('connect-button')),
  SELECT: () => void fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /UniSat Wallet/ })),
  CLOSE: () => void fireEvent.click(screen.getByRole('button', { name: 'Close' })),
  CANCEL: () => void fireEvent.click(screen.getByRole('button', { name: 'Cancel' })),
  DISCONNECT: () => {
    fireEvent.click(within(screen.getByTestId('user-menu')).getByRole('button'));
    return () => void fireEvent.click(screen.getByRole('menuitem', { name: 'Disconnect' }));
  },
  ACCOUNT_CHANGED: null,
  NETWORK_CHANGED: null,
  SESSION_INVALID: null,
  BIND_REQUIRED: null,
  REQUIRE_WALLET: null,
} satisfies Record<WalletConnectEvent['type'], (() => void | (() => void)) | null>;

describe.each(paths.map((p) => [p.id, p] as const))('wallet-connect path %s', (_id, path) => {
  it(`the site: ${path.description}`, async () => {
    let running: AnyActorRef | undefined;
    const services = createAppServices({ ...readAppConfig(), devnet: false }, { fetch: (() => new Promise<Response>(() => {})) as unknown as typeof fetch, localStore: createKeyValueStore(null), sessionStore: createKeyValueStore(null) });
    const session = createWalletSession({
      api: services.api,
      storage: services.localStore,
      tabStorage: services.sessionStore,
      network: () => 'livenet',
      pathname: () => '/market',
      reload: vi.fn(),
      channelName: null,
      createAdapters: () => [adapter('unisat', 'UniSat Wallet', true), adapter('xverse', 'Xverse', false)],
    });
    // A returning visitor: the stored choice and session that restore finds.
    session.persist({ walletType: 'unisat', account: sampleAccount, user: sampleUser });
    const storedSession = () => readStoredWallet((k) => services.localStore.get(k))?.user.session ?? null;
    let wasConnected = false;
    await runFlowPath(walletConnectModel, path, {
      act: (fn) => act(fn),
      start: async (machine) => {
        // The page's route module loads on demand (real time, the first time): wait for the header.
        vi.useRealTimers();
        render(<App services={services} initialPath="/market" wallet={{ session, machine: machine as never, onActor: (a: WalletConnectActor) => (running = a) }} />);
        await screen.findByTestId('header', {}, { timeout: 10_000 });
        // The wallet runtime loads right after the first render.
        await vi.waitFor(() => expect(running).toBeDefined(), { timeout: 10_000 });
        vi.useFakeTimers();
        return running!;
      },
      perform: (event, actor) => {
        const byUser = USER_ACTIONS[event.type as WalletConnectEvent['type']];
        if (byUser) return byUser();
        actor.send(event);
      },
      verify: (expected, actor) => {
        const context = actor.getSnapshot().context as WalletConnectContext;
        const dialog = screen.queryByRole('dialog');
        if (expected.matches('choosing')) {
          expect(dialog).toHaveAccessibleName('Connect a wallet');
          const inDialog = within(dialog!);
          expect(inDialog.getByRole('button', { name: /UniSat Wallet.*Installed/ })).toBeInTheDocument();
          expect(inDialog.getByRole('button', { name: /Xverse.*Not installed/ })).toBeInTheDocument();
          // A failure is shown in words, with Try again where trying again can help; a user rejection never is.
          if (context.error) expect(inDialog.getByRole('alert')).toHaveTextContent(context.error.message);
          else expect(inDialog.queryByRole('alert')).toBeNull();
          expect(inDialog.queryByRole('button', { name: 'Try again' }) !== null).toBe(context.error?.retryable === true && context.error.wallet !== null);
        } else if (expected.matches('connecting')) {
          const step = Object.values(expected.value as Record<string, keyof typeof STEP_LABEL>)[0]!;
          expect(dialog).toHaveAccessibleName('Connecting');
          const inDialog = within(dialog!);
          expect(inDialog.getByRole('status')).toHaveTextContent(STEP_HINT[step]);
          expect(dialog!.querySelector('[aria-current="step"]')).toHaveTextContent(STEP_LABEL[step]);
          expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
        } else {
          expect(dialog).toBeNull();
        }
        // Signed in, the session is kept for the next load; once disconnected, it is gone.
        if (expected.matches('connected')) {
          expect(storedSession()).toBe(sampleUser.session);
          wasConnected = true;
        } else if (wasConnected) {
          expect(storedSession()).toBeNull();
        }
        // The header: the user menu for a signed-in user, Connect otherwise.
        if (expected.matches('connected')) {
          expect(within(screen.getByTestId('user-menu')).getByRole('button')).toHaveAccessibleName(`Account ${sampleAccount.ordinalsAddress}`);
          expect(screen.queryByTestId('connect-button')).toBeNull();
        } else {
          expect(screen.getByTestId('connect-button')).toHaveTextContent(expected.matches('connecting') ? 'Connecting…' : 'Connect');
          expect(screen.queryByTestId('user-menu')).toBeNull();
        }
      },
      stop: () => session.dispose(),
    });
  });
});
