import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import type { WalletConnectContext } from '../../src/machines/wallet-connect/wallet-connect.machine';
import { walletConnectModel } from '../../src/machines/wallet-connect/wallet-connect.model';
import type { WalletAdapter } from '../../src/services/wallets/wallet-adapter';
import { ChooseWalletModal } from '../../src/ui/wallet/choose-wallet-modal';
import type { WalletConnectActor } from '../../src/ui/wallet/wallet-session';
import { runFlowPath } from './run-flow-path';

/**
 * The wallet-connect paths of `npm run paths`, run against the view: the Choose Wallet modal, with a
 * Connect and a Disconnect button standing for the header's. Each step is done the way a user does it
 * (clicks), and each state is checked by what is on the screen.
 */
const paths = walletConnectModel.paths();

const adapter = (type: 'unisat' | 'xverse', name: string, installed: boolean): WalletAdapter =>
  ({ type, name, logo: 'data:image/svg+xml,', isInstalled: () => installed }) as unknown as WalletAdapter;
const adapters = [adapter('unisat', 'UniSat Wallet', true), adapter('xverse', 'Xverse', false)];

function Harness({ actorRef }: { actorRef: WalletConnectActor }) {
  // As in the header: Connect shows until a wallet is connecting or connected (also while restoring).
  const disconnected = useSelector(actorRef, (s) => s.matches('disconnected') || s.matches('restoring') || s.matches('choosing'));
  const connected = useSelector(actorRef, (s) => s.matches('connected'));
  return (
    <>
      {disconnected ? (
        <button type="button" onClick={() => actorRef.send({ type: 'CONNECT' })}>
          Connect
        </button>
      ) : null}
      {connected ? (
        <button type="button" onClick={() => actorRef.send({ type: 'DISCONNECT' })}>
          Disconnect
        </button>
      ) : null}
      <ChooseWalletModal actorRef={actorRef} adapters={adapters} pathname="/market" />
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const USER_ACTIONS: Record<string, () => void> = {
  CONNECT: () => fireEvent.click(screen.getAllByRole('button', { name: 'Connect', hidden: true })[0]!),
  SELECT: () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /UniSat Wallet/ })),
  CLOSE: () => fireEvent.click(screen.getByRole('button', { name: 'Close' })),
  CANCEL: () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })),
  DISCONNECT: () => fireEvent.click(screen.getByRole('button', { name: 'Disconnect' })),
};

describe.each(paths.map((p) => [p.id, p] as const))('wallet-connect path %s', (_id, path) => {
  it(`Choose Wallet modal: ${path.description}`, async () => {
    let running: AnyActorRef | undefined;
    await runFlowPath(walletConnectModel, path, {
      act: (fn) => act(fn),
      start: (machine) => {
        running = createActor(machine).start();
        render(<Harness actorRef={running as WalletConnectActor} />);
        return running;
      },
      // Clicks where a user has something to click; the wallet's and the server's events are sent.
      perform: (event, actor) => (USER_ACTIONS[event.type] ? USER_ACTIONS[event.type]!() : actor.send(event)),
      verify: (expected, actor) => {
        const context = actor.getSnapshot().context as WalletConnectContext;
        const dialog = screen.queryByRole('dialog');
        if (expected.matches('choosing')) {
          expect(dialog).toHaveAccessibleName('Connect a wallet');
          const list = within(dialog!);
          expect(list.getByRole('button', { name: /UniSat Wallet.*Installed/ })).toBeInTheDocument();
          expect(list.getByRole('button', { name: /Xverse.*Not installed/ })).toBeInTheDocument();
          // A failure is shown with its message; a user rejection never is.
          if (context.error) expect(list.getByRole('alert')).toHaveTextContent(context.error.message);
          else expect(list.queryByRole('alert')).toBeNull();
        } else if (expected.matches('connecting')) {
          expect(dialog).toHaveAccessibleName('Connecting');
          expect(within(dialog!).getByRole('status')).toHaveTextContent(expected.matches({ connecting: 'signing' }) ? 'Sign the message in UniSat Wallet' : 'Approve the connection in UniSat Wallet');
          expect(within(dialog!).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
        } else {
          expect(dialog).toBeNull();
        }
        expect(screen.queryByRole('button', { name: 'Connect' }) !== null).toBe(expected.matches('disconnected') || expected.matches('restoring') || expected.matches('choosing'));
        expect(screen.queryByRole('button', { name: 'Disconnect' }) !== null).toBe(expected.matches('connected'));
      },
      stop: () => running?.stop(),
    });
  });
});
