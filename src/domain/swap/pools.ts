import type { WithdrawStatus } from './swap-entities';

/** Two pools (or a pool and a pair of ticks) are the same whichever tick is named first; ticks compare case-blind. */
export function samePair(a: { readonly tick0: string; readonly tick1: string }, b: { readonly tick0: string; readonly tick1: string }): boolean {
  const key = (p: { tick0: string; tick1: string }) =>
    [p.tick0, p.tick1]
      .map((t) => t.toLowerCase())
      .sort()
      .join('/');
  return key(a) === key(b);
}

/** A withdrawal still under way: the panel finds it again after a reload. */
export const isWithdrawalUnderWay = (status: WithdrawStatus): boolean =>
  status === 'pendingOrder' || status === 'order' || status === 'error' || status === 'pendingCancel';

/** The stages a withdrawal goes through, and which one a status is at (every stage is done once completed). */
export const WITHDRAW_STAGES = ['Submitted', 'Processing', 'Waiting queue', 'Completed'] as const;
export function withdrawStage(status: WithdrawStatus): number {
  if (status === 'completed') return WITHDRAW_STAGES.length;
  return status === 'order' || status === 'pendingCancel' ? 2 : 1;
}

/**
 * The ticks a host (the widget's `swap` option) asked for that this swap does not list: the form is not to show
 * another pair as if it were the one asked for. Names compare as the swap does (case-insensitive).
 */
export function unknownPresetTicks(
  preset: { readonly tickIn?: string; readonly tickOut?: string } | undefined,
  listed: readonly { readonly tick: string }[],
  pools: readonly { readonly tick0: string; readonly tick1: string }[],
): string[] {
  // The ticks the user's list shows (none before they connect) and those of every pool.
  const known = new Set([...listed.map((t) => t.tick), ...pools.flatMap((p) => [p.tick0, p.tick1])].map((t) => t.toLowerCase()));
  return [preset?.tickIn, preset?.tickOut].filter((t): t is string => typeof t === 'string' && t !== '' && !known.has(t.toLowerCase()));
}
