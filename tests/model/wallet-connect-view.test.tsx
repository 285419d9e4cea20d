import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { RESTORE_MAX_ATTEMPTS, type WalletConnectContext } from '../../src/flows/wallet-connect/wallet-connect.machine';
import { failures, sampleAccount, sampleUser, walletConnectModel } from '../../src/flows/wallet-connect/wallet-connect.model';
import { createAppServices, type AppServices } from '../../src/services/app-services';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { readStoredWallet } from '../../src/services/wallet-session/stored-wallet';
import type { WalletSession } from '../../src/services/wallet-session/wallet-session';
import { testWalletSession } from '../helpers/test-wallet-session';
import type { WalletAdapter } from '../../src/services/wallets/wallet-adapter';
import { App } from '../../src/ui/app/app';
import { readAppConfig } from '../../src/ui/app/config';
import type { WalletConnectActor } from '../../src/ui/hooks/wallet-types';
// Loaded on demand by the app; loaded here so no import is in flight when a step is checked.
import '../../src/services/wallet-session/wallet-flow';
import '../../src/ui/wallet/choose-wallet-modal';
import '../../src/ui/wallet/account-switch-dialog';
import '../../src/ui/wallet/wallet-session-runtime';
import { describeFlow } from './describe-flow';
import { atPath } from '../helpers/at-path';
import { saidAfter, type SaysAfter } from './said-words';

/**
 * The wallet-connect paths of `npm run paths`, run against the machine alone and against the real
 * site: the App with its header (Connect, the user menu with Disconnect), the Choose Wallet modal and
 * the wallet session. Each user step is done as a user does it (clicks); the wallet's and the server's
 * events are sent to the machine, whose actors the path settles. Each state is checked by what is on
 * the screen.
 */
const adapter = (type: 'unisat' | 'xverse', name: string, installed: boolean): WalletAdapter =>
  ({ type, name, logo: 'data:image/svg+xml,', isInstalled: () => installed, onChange: () => () => {} }) as unknown as WalletAdapter;

const STEP_LABEL = { wallet: 'Connect the wallet', message: 'Get the sign-in message', signing: 'Sign the message', verifying: 'Check the signature' } as const;
const STEP_HINT = {
  wallet: 'Approve the connection in UniSat Wallet.',
  message: 'Preparing the sign-in message…',
  signing: 'Sign the message in UniSat Wallet to sign in. It costs nothing and moves no coins.',
  verifying: 'Checking your signature…',
} as const;

/**
 * The chooser's words for each failure a path's step gives (the model's failures, by name), and whether Try again
 * shows with them (a failure worth trying again, of the wallet picked); the user's no in the wallet says nothing.
 */
const FAILURE_WORDS: Readonly<Partial<Record<keyof typeof failures, { readonly words: string; readonly retry: boolean }>>> = {
  noPublicKey: { words: 'Could not get the public key from UniSat Wallet.', retry: false },
  walletMissing: { words: 'Xverse not installed', retry: false },
  unisatOutdated: { words: 'UniSat Wallet needs to be updated', retry: false },
  xversePubKey: { words: 'Xverse did not return both public keys. Update Xverse and try again.', retry: false },
  hiroAddresses: { words: 'Connect failed: the wallet needs both a Taproot (P2TR) and a Native Segwit (P2WPKH) address.', retry: false },
  okxKey: { words: 'OKX Wallet did not give a public key that matches its address. Update OKX Wallet or use another account.', retry: false },
  serverDown: { words: 'The server could not answer right now (error 500). Try again in a moment.', retry: true },
  noSignature: { words: 'Signing failed: the wallet returned no signature.', retry: true },
  badSignature: { words: 'The signature does not match this address and public key.', retry: true },
};
/** The page that works only with Xverse, while UniSat Wallet is connected (the spec's 'only supports wallet X'). */
const ONLY_XVERSE = 'only supports wallet Xverse';
const CONNECT_STEPS = /^xstate\.error\.actor\.(connectWallet|fetchSignInMessage|signSignInMessage|logIn)$/;
/** What the chooser says after a step: a connect step's failure, the page's wallet; Connect, the wallet picked and Close clear it. */
const chooserSays: SaysAfter = ({ event }, before) => {
  if (CONNECT_STEPS.test(event.type) && 'error' in event) {
    const name = (Object.keys(failures) as (keyof typeof failures)[]).find((n) => JSON.stringify(failures[n]) === JSON.stringify(event.error));
    if (name === 'rejected') return undefined;
    const said = name ? FAILURE_WORDS[name] : undefined;
    if (!said) throw new Error(`No words written for the failure ${JSON.stringify(event.error)}`);
    return said.words;
  }
  if (event.type === 'REQUIRE_WALLET') return before.at(-1)?.state.matches('connected') ? ONLY_XVERSE : undefined;
  return ['CONNECT', 'SELECT', 'CLOSE'].includes(event.type) ? null : undefined;
};

/** The machine's named side effects, as the machine-alone runs observe them. */
const calls: string[] = [];
beforeEach(() => {
  calls.length = 0;
});

let view: { services: AppServices; session: WalletSession; wasConnected: boolean } | null = null;
const storedSession = () => (view ? (readStoredWallet((k) => view!.services.localStore.get(k))?.user.session ?? null) : null);

describeFlow(walletConnectModel, {
  machine: {
    actions: {
      persist: () => void calls.push('persist'),
      forget: () => void calls.push('forget'),
      announceDisconnect: () => void calls.push('announceDisconnect'),
    },
    verify: (expected, actor) => {
      const context = actor.getSnapshot().context as WalletConnectContext;
      if (expected.matches('connected')) {
        // Signed in and connected: the account and the session are known.
        expect(context.account).toEqual(sampleAccount);
        expect(context.user).toEqual(sampleUser);
        expect(context.walletType).toBe('unisat');
      } else {
        expect(context.user).toBeNull();
      }
      if (expected.matches('choosing') && context.error) {
        // A failure is shown in the chooser; a user rejection never is.
        expect(context.error.kind).not.toBe('user-rejected');
        expect(context.error.message).toBeTruthy();
      }
      if (expected.matches({ restoring: 'attempting' })) expect(context.restoreAttempt).toBeLessThan(RESTORE_MAX_ATTEMPTS);
    },
    after: (path) => {
      const last = path.steps[path.steps.length - 1];
      // Every disconnect, forced or not, including 'only supports wallet X', is forgotten and announced.
      const ends = ['DISCONNECT', 'ACCOUNT_CHANGED', 'NETWORK_CHANGED', 'SESSION_INVALID', 'BIND_REQUIRED', 'REQUIRE_WALLET'];
      if (last && ends.includes(last.event.type)) expect(calls.slice(-2)).toEqual(['forget', 'announceDisconnect']);
      if (last?.event.type === 'xstate.done.actor.logIn') expect(calls[calls.length - 1]).toBe('persist');
    },
  },
  view: {
    name: 'the site',
    start: async (machine) => {
      const services = createAppServices(
        { ...readAppConfig(), devnet: false },
        {
          fetch: (() => new Promise<Response>(() => {})) as unknown as typeof fetch,
          localStore: createKeyValueStore(null),
          sessionStore: createKeyValueStore(null),
        },
      );
      const session = testWalletSession(services, [adapter('unisat', 'UniSat Wallet', true), adapter('xverse', 'Xverse', false)], { pathname: '/market' });
      // A returning visitor: the stored choice and session that restore finds.
      session.persist({ walletType: 'unisat', account: sampleAccount, user: sampleUser });
      view = { services, session, wasConnected: false };
      let running: AnyActorRef | undefined;
      // The page's route module and the wallet runtime load on demand (real time, the first time).
      vi.useRealTimers();
      render(
        <App
          services={services}
          router={atPath('/market')}
          wallet={{ session, machine: machine as never, onActor: (a: WalletConnectActor) => (running = a) }}
        />,
      );
      await screen.findByTestId('header', {}, { timeout: 10_000 });
      await vi.waitFor(() => expect(running).toBeDefined(), { timeout: 10_000 });
      vi.useFakeTimers();
      return running!;
    },
    events: {
      // The header's Connect; while the switched-account dialog is open (the page behind it inert), its Use another wallet.
      CONNECT: () => {
        const switched = screen.queryByRole('dialog', { name: 'Your wallet switched account' });
        fireEvent.click(switched ? within(switched).getByRole('button', { name: 'Use another wallet' }) : screen.getByTestId('connect-button'));
      },
      SELECT: () => void fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /UniSat Wallet/ })),
      CLOSE: () => void fireEvent.click(screen.getByRole('button', { name: 'Close' })),
      CANCEL: () => void fireEvent.click(screen.getByRole('button', { name: 'Cancel' })),
      DISCONNECT: () => {
        fireEvent.click(within(screen.getByTestId('user-menu')).getByRole('button'));
        return () => void fireEvent.click(screen.getByRole('menuitem', { name: 'Disconnect' }));
      },
      ACCOUNT_CHANGED: 'outside',
      SIGN_IN_SWITCHED: () => void fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sign in' })),
      NOT_NOW: () => void fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Not now' })),
      NETWORK_CHANGED: 'outside',
      SESSION_INVALID: 'outside',
      BIND_REQUIRED: 'outside',
      REQUIRE_WALLET: 'outside',
    },
    verify: (expected, _actor, path, at) => {
      const dialog = screen.queryByRole('dialog');
      if (expected.matches('choosing')) {
        expect(dialog).toHaveAccessibleName('Connect a wallet');
        const inDialog = within(dialog!);
        expect(inDialog.getByRole('button', { name: /UniSat Wallet.*Installed/ })).toBeInTheDocument();
        expect(inDialog.getByRole('button', { name: /Xverse.*Not installed/ })).toBeInTheDocument();
        // A failure is shown in words, with Try again where trying again can help; a user rejection never is.
        const said = saidAfter(path, at, chooserSays);
        if (said) expect(inDialog.getByRole('alert')).toHaveTextContent(said);
        else expect(inDialog.queryByRole('alert')).toBeNull();
        const retry = Object.values(FAILURE_WORDS).some((f) => f.words === said && f.retry);
        expect(inDialog.queryByRole('button', { name: 'Try again' }) !== null).toBe(retry);
      } else if (expected.matches('connecting')) {
        const step = Object.values(expected.value as Record<string, keyof typeof STEP_LABEL>)[0]!;
        expect(dialog).toHaveAccessibleName('Connecting');
        const inDialog = within(dialog!);
        expect(inDialog.getByRole('status')).toHaveTextContent(STEP_HINT[step]);
        expect(dialog!.querySelector('[aria-current="step"]')).toHaveTextContent(STEP_LABEL[step]);
        expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      } else if (expected.matches('switched')) {
        // Issue 44, 10: the wallet switched account; the old session is gone and the new account is offered a sign-in of its own.
        expect(dialog).toHaveAccessibleName('Your wallet switched account');
        expect(dialog).toHaveTextContent('Your wallet switched to tb1pzz...jmz4. Sign in with this account to go on.');
        expect(within(dialog!).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
        expect(within(dialog!).getByRole('button', { name: 'Use another wallet' })).toBeInTheDocument();
        expect(within(dialog!).getByRole('button', { name: 'Not now' })).toBeInTheDocument();
        // The keyboard is in the dialog (its Tab stays there): Sign in and Not now are a Tab away.
        expect(dialog).toContainElement(document.activeElement as HTMLElement);
        // The dialog says it all: no 'Your wallet was disconnected. Click to reload the page.' besides.
        expect(screen.queryByText(/Your wallet was disconnected/)).toBeNull();
      } else {
        expect(dialog).toBeNull();
      }
      // Signed in, the session is kept for the next load; once disconnected, it is gone.
      if (expected.matches('connected')) {
        expect(storedSession()).toBe(sampleUser.session);
        view!.wasConnected = true;
      } else if (view!.wasConnected) {
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
    stop: () => view?.session.dispose(),
  },
});
