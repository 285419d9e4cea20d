import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { NOTIFICATION_DURATION_MS } from '../../src/domain/constants';
import { toastModel } from '../../src/flows/toast/toast.model';
import { toastMachine } from '../../src/flows/toast/toast.machine';
import { ToastProvider, useToaster } from '../../src/ui/components/toast';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { describeFlow } from './describe-flow';

function Trigger({ durationMs }: { durationMs?: number | undefined }) {
  const toaster = useToaster();
  return (
    <button
      type="button"
      onClick={() =>
        toaster.show({ type: 'error', message: 'Sign psbt failed. Refresh the page and try again.', ...(durationMs === undefined ? {} : { durationMs }) })
      }
    >
      notify
    </button>
  );
}

describeFlow(toastModel, {
  machine: {
    verify: (expected, actor) => {
      const snapshot = actor.getSnapshot() as FlowSnapshot;
      expect(snapshot.status).toBe(expected.status);
      // A notification that stays is never counting down.
      if (snapshot.context.durationMs === 0) expect(snapshot.matches('shown')).toBe(false);
    },
  },
  view: {
    name: 'the real toast',
    // The real toast: its own actor (given the path's machine), driven through the DOM and time only.
    start: (machine, input) => {
      let running: AnyActorRef | undefined;
      render(
        <ToastProvider testing={{ machine: machine as typeof toastMachine, onActor: (a) => (running = a) }}>
          <Trigger durationMs={(input as { durationMs?: number }).durationMs} />
        </ToastProvider>,
      );
      fireEvent.click(screen.getByText('notify'));
      return running!;
    },
    events: {
      HOLD: () => void fireEvent.mouseEnter(screen.getByRole('alert')),
      RELEASE: () => void fireEvent.mouseLeave(screen.getByRole('alert')),
      CLOSE: () => void fireEvent.click(screen.getByRole('button', { name: 'Close notification' })),
    },
    verify: (expected) => {
      if (expected.status === 'done') expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      else {
        const toast = screen.getByRole('alert');
        expect(toast).toHaveTextContent('Error');
        expect(toast).toHaveTextContent('Sign psbt failed. Refresh the page and try again.');
      }
    },
  },
});

describe('toast timing', () => {
  it('closes after 4.5 s by default, titled Error for errors', async () => {
    render(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('notify'));
    expect(screen.getByRole('alert')).toHaveTextContent(/^Error/);
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_DURATION_MS - 1));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('focus holds the toast too (keyboard users), and the sticky click-to-act toast acts on a click of its text', async () => {
    const activated = vi.fn();
    function Sticky() {
      const toaster = useToaster();
      return (
        <>
          <button type="button" onClick={() => toaster.show({ type: 'info', message: 'Hello' })}>
            info
          </button>
          <button
            type="button"
            onClick={() => toaster.warning('Your wallet was disconnected. Click to reload the page.', { durationMs: 0, onActivate: activated })}
          >
            sticky
          </button>
        </>
      );
    }
    render(
      <ToastProvider>
        <Sticky />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByText('info'));
    fireEvent.focus(screen.getByRole('status'));
    await act(() => vi.advanceTimersByTimeAsync(NOTIFICATION_DURATION_MS * 3));
    expect(screen.getByRole('status')).toHaveTextContent('Hello');
    fireEvent.click(screen.getByText('sticky'));
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    fireEvent.click(screen.getByRole('button', { name: 'Your wallet was disconnected. Click to reload the page.' }));
    expect(activated).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a duration of 0 keeps the toast until it is closed', async () => {
    const actor = createActor(toastMachine, { input: { durationMs: 0 } }).start();
    expect(actor.getSnapshot().value).toBe('held');
    actor.send({ type: 'RELEASE' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toBe('held');
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
