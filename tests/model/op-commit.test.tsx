import { fireEvent, render, screen } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { OpCommitMachine } from '../../src/flows/op-commit/op-commit.machine';
import { opCommitModel } from '../../src/flows/op-commit/op-commit.model';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { OpCommitOverlay } from '../../src/ui/swap/op-commit-overlay';
import { describeFlow } from './describe-flow';

/** The op-commit paths against the machine and the real Please Wait overlay. */
describeFlow(opCommitModel, {
  machine: {
    // The model's invariants: the overlay is collapsed exactly when the user has clicked it an odd number of times;
    // every status check counts, and nothing else does.
    verify: (expected, actor, path, at) => {
      const snapshot = actor.getSnapshot() as FlowSnapshot;
      const steps = path.steps.slice(0, at + 1);
      expect(snapshot.context.collapsed).toBe(steps.filter((s) => s.event.type === 'TOGGLE').length % 2 === 1);
      expect(snapshot.context.polls).toBe(steps.filter((s) => s.state.matches('checking') && s.event.type.startsWith('xstate.after.')).length);
    },
  },
  view: {
    name: 'the Please Wait overlay',
    start: (machine) => {
      const running = createActor(machine).start();
      render(<OverlayWhileRunning actorRef={running as ActorRefFrom<OpCommitMachine>} />);
      return running;
    },
    events: { TOGGLE: () => void fireEvent.click(screen.getByTestId('op-commit-overlay')) },
    verify: (expected) => {
      const overlay = screen.queryByTestId('op-commit-overlay');
      if (expected.status === 'done') {
        // It goes away by itself once the commit is over.
        expect(overlay).toBeNull();
        return;
      }
      expect(overlay).toHaveAttribute('aria-expanded', String(!expected.context.collapsed));
      expect(screen.getByRole('status')).toHaveTextContent('Please wait');
      if (expected.context.collapsed) expect(overlay).not.toHaveTextContent('rollup inscription');
      else expect(overlay).toHaveTextContent('Please wait: the rollup inscription is being submitted.');
      // Never shown as an error.
      expect(screen.queryByText(/System commit in progress/)).toBeNull();
    },
  },
});

/** The overlay as the swap form shows it: only while the machine runs. */
function OverlayWhileRunning({ actorRef }: { actorRef: ActorRefFrom<OpCommitMachine> }) {
  const running = useSelector(actorRef, (s) => s.status === 'active');
  return running ? <OpCommitOverlay actorRef={actorRef} /> : null;
}

describe('op-commit: polling', () => {
  it('asks system_status every 3 s, no sooner, until committing is false', async () => {
    vi.useFakeTimers();
    const answers = [true, true, false];
    const asked: number[] = [];
    const start = Date.now();
    const actor = createActor(
      opCommitModel.machine.provide({
        actors: {
          systemStatus: fromPromise(async () => {
            asked.push(Date.now() - start);
            return { committing: answers.shift()! };
          }),
        },
      }),
    ).start();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(asked).toEqual([3_000, 6_000, 9_000]);
    expect(actor.getSnapshot().status).toBe('done');
    vi.useRealTimers();
  });
});
