import { fromPromise } from 'xstate';
import type { ClockReading } from '../../domain/clock-drift';
import type { ServerTimeService } from '../../services/time/server-time';

/** The clock-drift check's side effect: server time and the local clock, read together. No React. */
export function createClockDriftActors(services: { readonly serverTime: Pick<ServerTimeService, 'read'> }) {
  return { fetchServerTime: fromPromise<ClockReading>(() => services.serverTime.read()) };
}
