import { serverTsToMs, type ClockReading } from '../../domain/clock-drift';
import { ApiError } from '../http/api-error';
import type { Clock } from './clock';

export interface ServerTimeDeps {
  /** GET /ts2 on the basic layer. */
  readonly fetchServerTime: () => Promise<{ ts?: unknown } | null>;
  readonly clock: Clock;
}

/**
 * GET /ts2: server time in `data.ts`. The local time of the reading is the
 * middle of the round trip, so a slow answer does not count as drift.
 */
export function createServerTimeService(deps: ServerTimeDeps) {
  /** Server time minus device time at the last reading, or null before one. */
  let offsetMs: number | null = null;
  return {
    offsetMs: (): number | null => offsetMs,
    /**
     * Server time as the last reading knows it, else the device's: request proofs carry it, so a device
     * with a wrong clock can still sign in once the clock check has read /ts2.
     */
    proofClock: { now: () => deps.clock.now() + (offsetMs ?? 0) },
    async read(): Promise<ClockReading> {
      const sentAt = deps.clock.now();
      const data = await deps.fetchServerTime();
      const receivedAt = deps.clock.now();
      const serverTimeMs = serverTsToMs(data?.ts);
      if (serverTimeMs === null) {
        throw new ApiError({ kind: 'bad-response', path: '/ts2', message: '/ts2 answered no usable time' });
      }
      const localTimeMs = Math.round((sentAt + receivedAt) / 2);
      offsetMs = serverTimeMs - localTimeMs;
      return { serverTimeMs, localTimeMs };
    },
  };
}

export type ServerTimeService = ReturnType<typeof createServerTimeService>;
