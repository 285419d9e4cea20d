import { serverTsToMs, type ClockReading } from '../../domain/clock-drift';
import { ApiError } from '../http/api-error';
import type { Clock } from './clock';

export interface ServerTimeDeps {
  /** GET /ts2 on the basic layer. */
  readonly fetchServerTime: () => Promise<{ ts?: unknown } | null>;
  readonly clock: Clock;
}

/**
 * GET /ts2 (spec 000 section 7): server time in `data.ts`. The local time of the reading is the
 * middle of the round trip, so a slow answer does not count as drift.
 */
export function createServerTimeService(deps: ServerTimeDeps) {
  return {
    async read(): Promise<ClockReading> {
      const sentAt = deps.clock.now();
      const data = await deps.fetchServerTime();
      const receivedAt = deps.clock.now();
      const serverTimeMs = serverTsToMs(data?.ts);
      if (serverTimeMs === null) {
        throw new ApiError({ kind: 'bad-response', path: '/ts2', message: '/ts2 answered no usable time' });
      }
      return { serverTimeMs, localTimeMs: Math.round((sentAt + receivedAt) / 2) };
    },
  };
}

export type ServerTimeService = ReturnType<typeof createServerTimeService>;
