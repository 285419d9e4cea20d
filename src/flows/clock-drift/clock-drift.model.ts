import { CLOCK_DRIFT_TOLERANCE_MS } from '../../domain/constants';
import type { ClockReading } from '../../domain/clock-drift';
import { createFlowModel } from '../testing/flow-model';
import { clockDriftMachine } from './clock-drift.machine';

const SERVER_TIME = Date.UTC(2026, 10, 21, 12, 0, 0);

/** Readings the check can return: in sync, just inside the tolerance, and drifted either way. */
export const clockReadings = {
  inSync: { serverTimeMs: SERVER_TIME, localTimeMs: SERVER_TIME + 1_500 },
  atTolerance: { serverTimeMs: SERVER_TIME, localTimeMs: SERVER_TIME + CLOCK_DRIFT_TOLERANCE_MS },
  ahead: { serverTimeMs: SERVER_TIME, localTimeMs: SERVER_TIME + CLOCK_DRIFT_TOLERANCE_MS + 1_000 },
  behind: { serverTimeMs: SERVER_TIME, localTimeMs: SERVER_TIME - 2 * 3_600_000 },
} satisfies Record<string, ClockReading>;

export const clockDriftModel = createFlowModel({
  name: 'clock-drift',
  machine: clockDriftMachine,
  actors: {
    fetchServerTime: {
      done: [clockReadings.inSync, clockReadings.atTolerance, clockReadings.ahead, clockReadings.behind],
      error: [new Error('network_error')],
      words: {
        done: (event) => {
          const reading = event.output as ClockReading;
          const minutes = Math.round((reading.localTimeMs - reading.serverTimeMs) / 60_000);
          return minutes === 0
            ? 'The server answers: the device clock is right'
            : `The server answers: the device clock is ${Math.abs(minutes)} minutes ${minutes > 0 ? 'ahead' : 'behind'}`;
        },
        error: 'The server cannot be reached',
      },
    },
  },
  events: [{ type: 'RECHECK' }],
  eventWords: { RECHECK: 'The user presses Check again (or comes back to the tab)' },
  delayWords: { recheckInterval: 'Two minutes pass' },
  preconditions: ['Any page of the site. Set the device clock, or skew the server clock on the devnet control page (/devnet), as each step says.'],
  sequenceTitles: {
    'fixed-clock': 'The user fixes a clock that is 2 hours behind and checks again: the banner goes',
    'outage-while-drifted': 'The server is unreachable while the clock is off: the banner goes, and comes back with the next answer',
  },
  sequences: {
    // The user fixes the clock: drifted, checks again at once, in sync.
    'fixed-clock': [
      { type: 'xstate.done.actor.fetchServerTime', output: clockReadings.behind },
      { type: 'RECHECK' },
      { type: 'xstate.done.actor.fetchServerTime', output: clockReadings.inSync },
    ],
    // Server unreachable while drifted: the banner goes (a failed check is not drift), then comes back.
    'outage-while-drifted': [
      { type: 'xstate.done.actor.fetchServerTime', output: clockReadings.ahead },
      { type: 'xstate.after.recheckInterval.clockDrift.drifted.waiting' },
      { type: 'xstate.error.actor.fetchServerTime', error: new Error('network_error') },
      { type: 'xstate.after.recheckInterval.clockDrift.unknown.waiting' },
      { type: 'xstate.done.actor.fetchServerTime', output: clockReadings.ahead },
    ],
  },
});
