import { assign, fromPromise, setup } from 'xstate';
import { CLOCK_DRIFT_RECHECK_MS } from '../../domain/constants';
import { driftMs, isDrifted, type ClockReading } from '../../domain/clock-drift';

/**
 * Clock drift (spec 000 section 4): server time is checked at start and every 120 s; the machine is in
 * `drifted` (tag `active`) while the local clock differs from server time by more than 300 s.
 * A failed check is not drift: it leads to `unknown`, which shows nothing.
 *
 * Each status (unknown, inSync, drifted) waits, then checks again; while it checks it keeps its status,
 * so the banner does not blink every two minutes.
 */
export interface ClockDriftContext {
  /** Local minus server time in ms, from the last good check. */
  readonly driftMs: number | null;
  /** The error of the last failed check, if the last check failed. */
  readonly lastError: string | null;
  /** How many checks were made (good or not). */
  readonly checks: number;
}

export type ClockDriftEvent = { type: 'RECHECK' };

/** The side effect, supplied by whoever creates the actor: read server time and the local clock. */
export const fetchServerTimeLogic = fromPromise<ClockReading>(async () => {
  throw new Error('fetchServerTime was not provided');
});

const waitingThenChecking = {
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'fetchServerTime',
        src: 'fetchServerTime',
        onDone: [
          { guard: 'isDrifted', target: '#clockDrift.drifted.waiting', actions: 'recordReading' },
          { target: '#clockDrift.inSync.waiting', actions: 'recordReading' },
        ],
        onError: { target: '#clockDrift.unknown.waiting', actions: 'recordFailure' },
      },
    },
    waiting: {
      after: { recheckInterval: 'checking' },
      on: { RECHECK: 'checking' },
    },
  },
} as const;

export const clockDriftMachine = setup({
  types: {
    context: {} as ClockDriftContext,
    events: {} as ClockDriftEvent,
  },
  actors: {
    fetchServerTime: fetchServerTimeLogic,
  },
  guards: {
    isDrifted: ({ event }) => isDrifted((event as unknown as { output: ClockReading }).output),
  },
  actions: {
    recordReading: assign(({ context, event }) => ({
      driftMs: driftMs((event as unknown as { output: ClockReading }).output),
      lastError: null,
      checks: context.checks + 1,
    })),
    recordFailure: assign(({ context, event }) => {
      const error = (event as unknown as { error: unknown }).error;
      return { lastError: error instanceof Error ? error.message : String(error), checks: context.checks + 1 };
    }),
  },
  delays: {
    recheckInterval: CLOCK_DRIFT_RECHECK_MS,
  },
}).createMachine({
  id: 'clockDrift',
  initial: 'unknown',
  context: { driftMs: null, lastError: null, checks: 0 },
  states: {
    unknown: waitingThenChecking,
    inSync: waitingThenChecking,
    drifted: { tags: ['active'], ...waitingThenChecking },
  },
});

export type ClockDriftMachine = typeof clockDriftMachine;
