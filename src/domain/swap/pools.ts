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
