import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type ActorRefFrom, type AnyActorRef } from 'xstate';
import { describeDrift } from '../../src/domain/clock-drift';
import { CLOCK_DRIFT_TOLERANCE_MS } from '../../src/domain/constants';
import type { ClockDriftMachine } from '../../src/machines/clock-drift/clock-drift.machine';
import { clockDriftModel } from '../../src/machines/clock-drift/clock-drift.model';
import type { FlowSnapshot } from '../../src/machines/testing/flow-model';
import { ClockDriftBanner } from '../../src/ui/shell/clock-drift-banner';
import { getStateNodes } from 'xstate/graph';
import { stateValueToString } from '../../src/machines/testing/flow-model';
import { runFlowPath } from './run-flow-path';

const paths = clockDriftModel.paths();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('clock-drift model', () => {
  it('covers every state and every transition', () => {
    const coverage = clockDriftModel.coverage(paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.transitions.total).toBeGreaterThanOrEqual(15);
  });

  it('xstate/graph getShortestPaths reaches every leaf state of the machine', () => {
    const reached = new Set(clockDriftModel.testModel.getShortestPaths({ allowDuplicatePaths: true }).map((p) => stateValueToString(p.state.value)));
    const leaves = getStateNodes(clockDriftModel.machine.root).filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.path.join('.'));
    expect(leaves.filter((leaf) => ![...reached].some((r) => r === leaf))).toEqual([]);
  });
});

describe.each(paths.map((p) => [p.id, p] as const))('clock-drift path %s', (_id, path) => {
  it(`machine alone: ${path.description}`, async () => {
    let running: AnyActorRef | undefined;
    await runFlowPath(clockDriftModel, path, {
      start: (machine) => (running = createActor(machine).start()),
      // The graph keys states by value, so the expected snapshot's context is that of the first path
      // to reach the state; the rules are checked against the actor's own context.
      verify: (expected, actor) => {
        const snapshot = actor.getSnapshot() as FlowSnapshot;
        expect(snapshot.hasTag('active')).toBe(expected.hasTag('active'));
        const drift = snapshot.context.driftMs as number | null;
        if (expected.matches('drifted')) expect(Math.abs(drift as number)).toBeGreaterThan(CLOCK_DRIFT_TOLERANCE_MS);
        if (expected.matches('inSync')) expect(Math.abs(drift as number)).toBeLessThanOrEqual(CLOCK_DRIFT_TOLERANCE_MS);
        if (expected.matches({ unknown: 'waiting' })) expect(snapshot.context.lastError).toBe('network_error');
      },
      stop: () => running?.stop(),
    });
  });

  it(`banner view: ${path.description}`, async () => {
    let running: AnyActorRef | undefined;
    await runFlowPath(clockDriftModel, path, {
      act: (fn) => act(fn),
      start: (machine) => {
        running = createActor(machine).start();
        render(<ClockDriftBanner actorRef={running as ActorRefFrom<ClockDriftMachine>} />);
        return running;
      },
      perform: (event) => {
        // What a user does: the banner's button while drifted; coming back to the tab otherwise.
        const button = screen.queryByRole('button', { name: 'Check again' });
        if (event.type === 'RECHECK' && button) button.click();
        else if (event.type === 'RECHECK') document.dispatchEvent(new Event('visibilitychange'));
        else throw new Error(`no user action for ${event.type}`);
      },
      verify: (expected, actor) => {
        const banner = screen.queryByTestId('clock-drift-banner');
        if (expected.matches('drifted')) {
          expect(banner).toBeInTheDocument();
          expect(banner).toHaveTextContent(`Your device clock is ${describeDrift(actor.getSnapshot().context.driftMs as number)}`);
          const checking = expected.matches({ drifted: 'checking' });
          expect(screen.getByRole('button', { name: checking ? 'Checking…' : 'Check again' })).toHaveProperty('disabled', checking);
        } else {
          expect(banner).not.toBeInTheDocument();
        }
      },
      stop: () => running?.stop(),
    });
  });
});

describe('clock-drift timing', () => {
  it('checks at start and again every 120 s, no sooner', async () => {
    const reads: number[] = [];
    const machine = clockDriftModel.machine.provide({
      actors: {
        fetchServerTime: (await import('xstate')).fromPromise(async () => {
          reads.push(Date.now());
          return { serverTimeMs: Date.now(), localTimeMs: Date.now() };
        }),
      },
    });
    const actor = createActor(machine).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(240_000);
    expect(reads).toHaveLength(4);
    actor.stop();
  });
});
