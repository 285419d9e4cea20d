import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { NOTIFICATION_DURATION_MS } from '../../src/domain/constants';
import { toastModel } from '../../src/machines/toast/toast.model';
import { toastMachine } from '../../src/machines/toast/toast.machine';
import { ToastProvider, useToaster } from '../../src/ui/components/toast';
import { getStateNodes } from 'xstate/graph';
import { stateValueToString } from '../../src/machines/testing/flow-model';
import { runFlowPath } from './run-flow-path';

const paths = toastModel.paths();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast model', () => {
  it('covers every state and transition', () => {
    const coverage = toastModel.coverage(paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });

  it('xstate/graph getShortestPaths reaches every leaf state of the machine', () => {
    const reached = new Set(toastModel.testModel.getShortestPaths({ allowDuplicatePaths: true }).map((p) => stateValueToString(p.state.value)));
    const leaves = getStateNodes(toastModel.machine.root).filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.path.join('.'));
    expect(leaves.filter((leaf) => ![...reached].some((r) => r === leaf))).toEqual([]);
  });
});

function Trigger({ type = 'error' as const }) {
  const toaster = useToaster();
  return (
    <button type="button" onClick={() => toaster.show({ type, message: 'Sign psbt failed. Refresh the page and try again.' })}>
      notify
    </button>
  );
}

describe.each(paths.map((p) => [p.id, p] as const))('toast path %s', (_id, path) => {
  it(`machine alone: ${path.description}`, async () => {
    let actor: AnyActorRef | undefined;
    await runFlowPath(toastModel, path, { start: (m) => (actor = createActor(m, { input: {} }).start()), stop: () => actor?.stop() });
  });

  it(`toast view: ${path.description}`, async () => {
    // The real toast: its own actor (given the path's machine), driven through the DOM and time only.
    let running: AnyActorRef | undefined;
    await runFlowPath(toastModel, path, {
      act: (fn) => act(fn),
      start: (machine) => {
        render(
          <ToastProvider testing={{ machine: machine as typeof toastMachine, onActor: (a) => (running = a) }}>
            <Trigger />
          </ToastProvider>,
        );
        fireEvent.click(screen.getByText('notify'));
        return running!;
      },
      perform: (event) => {
        const toast = screen.getByRole('alert');
        if (event.type === 'HOLD') fireEvent.mouseEnter(toast);
        if (event.type === 'RELEASE') fireEvent.mouseLeave(toast);
        if (event.type === 'CLOSE') fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
      },
      verify: (expected) => {
        if (expected.status === 'done') expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        else {
          const toast = screen.getByRole('alert');
          expect(toast).toHaveTextContent('Error');
          expect(toast).toHaveTextContent('Sign psbt failed. Refresh the page and try again.');
        }
      },
    });
  });
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
          <button type="button" onClick={() => toaster.warning('Your wallet was disconnected. Click to reload the page.', { durationMs: 0, onActivate: activated })}>
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
