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
    // The view makes its own actor; the path drives it through the DOM and time, and the state it
    // reaches is compared with a shadow actor fed the same events.
    let shadow: AnyActorRef | undefined;
    await runFlowPath(toastModel, path, {
      act: (fn) => act(fn),
      start: (machine) => {
        shadow = createActor(machine, { input: {} }).start();
        render(
          <ToastProvider>
            <Trigger />
          </ToastProvider>,
        );
        fireEvent.click(screen.getByText('notify'));
        return shadow;
      },
      perform: (event, actor) => {
        const toast = screen.getByRole('alert');
        if (event.type === 'HOLD') fireEvent.mouseEnter(toast);
        if (event.type === 'RELEASE') fireEvent.mouseLeave(toast);
        if (event.type === 'CLOSE') fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
        actor.send(event);
      },
      verify: (expected) => {
        if (expected.status === 'done') expect(screen.queryByRole('alert')).not.toBeInTheDocument();
        else {
          const toast = screen.getByRole('alert');
          expect(toast).toHaveTextContent('Error');
          expect(toast).toHaveTextContent('Sign psbt failed. Refresh the page and try again.');
        }
      },
      stop: () => shadow?.stop(),
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
