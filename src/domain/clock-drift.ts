import { CLOCK_DRIFT_TOLERANCE_MS } from './constants';

/** One reading of server time against the local clock, both in ms since the epoch. */
export interface ClockReading {
  readonly serverTimeMs: number;
  readonly localTimeMs: number;
}

/** Local minus server: positive when the local clock is ahead. */
export function driftMs(reading: ClockReading): number {
  return reading.localTimeMs - reading.serverTimeMs;
}

/** Drift is active while the local clock differs from server time by more than 300 s. */
export function isDrifted(reading: ClockReading, toleranceMs: number = CLOCK_DRIFT_TOLERANCE_MS): boolean {
  return Math.abs(driftMs(reading)) > toleranceMs;
}

/**
 * `/ts2` answers `data.ts`. The spec does not give its unit; UniSat-style servers answer seconds, and
 * some answer ms. A value below 1e12 is read as seconds (1e12 ms is September 2001, 1e12 s is far future).
 */
export function serverTsToMs(ts: unknown): number | null {
  const value = typeof ts === 'string' && ts.trim() !== '' ? Number(ts) : ts;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  return value < 1e12 ? Math.round(value * 1000) : Math.round(value);
}

/** 'ahead by 7 minutes' / 'behind by 2 hours': how far the clock is off, in words. */
export function describeDrift(ms: number): string {
  const direction = ms > 0 ? 'ahead' : 'behind';
  const abs = Math.abs(ms);
  const minutes = Math.round(abs / 60_000);
  if (minutes < 120) return `${direction} by ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(abs / 3_600_000);
  if (hours < 48) return `${direction} by ${hours} hours`;
  return `${direction} by ${Math.round(abs / 86_400_000)} days`;
}
