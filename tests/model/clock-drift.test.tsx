import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type ActorRefFrom } from 'xstate';
import { describeDrift } from '../../src/domain/clock-drift';
import { CLOCK_DRIFT_TOLERANCE_MS } from '../../src/domain/constants';
import type { ClockDriftMachine } from '../../src/flows/clock-drift/clock-drift.machine';
import { clockDriftModel } from '../../src/flows/clock-drift/clock-drift.model';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { ClockDriftBanner } from '../../src/ui/shell/clock-drift-banner';
import { describeFlow } from './describe-flow';

describeFlow(clockDriftModel, {
  machine: {
    // The graph keys states by value, so the rules are checked against the actor's own context.
    verify: (expected, actor) => {
      const snapshot = actor.getSnapshot() as FlowSnapshot;
      expect(snapshot.hasTag('active')).toBe(expected.hasTag('active'));
      const drift = snapshot.context.driftMs as number | null;
      if (expected.matches('drifted')) expect(Math.abs(drift as number)).toBeGreaterThan(CLOCK_DRIFT_TOLERANCE_MS);
      if (expected.matches('inSync')) expect(Math.abs(drift as number)).toBeLessThanOrEqual(CLOCK_DRIFT_TOLERANCE_MS);
      if (expected.matches({ unknown: 'waiting' })) expect(snapshot.context.lastError).toBe('network_error');
    },
  },
  view: {
    name: 'the banner',
    start: (machine) => {
      const running = createActor(machine).start();
      render(<ClockDriftBanner actorRef={running as ActorRefFrom<ClockDriftMachine>} />);
      return running;
    },
    events: {
      // What a user does: the banner's button while drifted; coming back to the tab otherwise.
      RECHECK: () => {
        const button = screen.queryByRole('button', { name: 'Check again' });
        if (button) button.click();
        else document.dispatchEvent(new Event('visibilitychange'));
      },
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
  },
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
