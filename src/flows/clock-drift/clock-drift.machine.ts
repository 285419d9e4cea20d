import { assign, fromPromise, setup } from 'xstate';
import { CLOCK_DRIFT_RECHECK_MS } from '../../domain/constants';
import { driftMs, isDrifted, type ClockReading } from '../../domain/clock-drift';

/**
 * Clock drift: server time is checked at start and every 120 s; the machine is in
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

/** The server's answer, as the check's done event carries it. */
const readingOf = ({ event }: { event: { output: ClockReading } }) => event.output;

/** The check and the wait between checks; `shown` says what the user sees meanwhile. */
const waitingThenChecking = (shown: string) =>
  ({
    initial: 'checking',
    states: {
      checking: {
        description: `The app asks the server for its time. ${shown}`,
        invoke: {
          id: 'fetchServerTime',
          src: 'fetchServerTime',
          onDone: [
            { guard: { type: 'isDrifted', params: readingOf }, target: '#clockDrift.drifted.waiting', actions: { type: 'recordReading', params: readingOf } },
            { target: '#clockDrift.inSync.waiting', actions: { type: 'recordReading', params: readingOf } },
          ],
          onError: {
            target: '#clockDrift.unknown.waiting',
            actions: { type: 'recordFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
          },
        },
      },
      waiting: {
        description: `The app waits two minutes before checking again. ${shown}`,
        after: { recheckInterval: 'checking' },
        on: { RECHECK: { target: 'checking', description: 'The user presses Check again, or comes back to the tab' } },
      },
    },
  }) as const;

export const clockDriftMachine = setup({
  types: {
    context: {} as ClockDriftContext,
    events: {} as ClockDriftEvent,
  },
  actors: {
    fetchServerTime: fetchServerTimeLogic,
  },
  guards: {
    isDrifted: (_, reading: ClockReading) => isDrifted(reading),
  },
  actions: {
    recordReading: assign(({ context }, reading: ClockReading) => ({
      driftMs: driftMs(reading),
      lastError: null,
      checks: context.checks + 1,
    })),
    recordFailure: assign(({ context }, error: unknown) => {
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
  description: 'The clock check: the app compares the device clock with server time and warns when it is more than 5 minutes off.',
  states: {
    unknown: { description: 'No reading yet, or the last check failed: no banner.', ...waitingThenChecking('No banner is shown.') },
    inSync: { description: 'The device clock is within 5 minutes of server time: no banner.', ...waitingThenChecking('No banner is shown.') },
    drifted: {
      tags: ['active'],
      description: 'The device clock is more than 5 minutes off: a banner says by how much and offers Check again.',
      ...waitingThenChecking('The clock banner stays.'),
    },
  },
});

export type ClockDriftMachine = typeof clockDriftMachine;
