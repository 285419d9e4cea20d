import type { SnapshotFrom } from 'xstate';
import type { SwapRes } from '../../domain/swap/swap-entities';
import type { OperationPhase } from '../shared/operation-stages';
import type { SwapOpMachine } from './swap-op.machine';

/**
 * How far the swap's operation is, from its states (operation-stages.ts): under way from Swap (preparing, the review, signing,
 * a commit waited out, the quote asked again) until it is back at the quote; signed once its signing step sends;
 * sent on success, with the swap module's operation id. The rollup's confirmation is not among its states.
 */
export function swapOpPhase(state: SnapshotFrom<SwapOpMachine>, signingStep: unknown): { phase: OperationPhase; id: string | null } {
  if (state.matches('success')) return { phase: 'sent', id: (state.context.result as SwapRes | null)?.id ?? null };
  if (state.matches('signing') && signingStep === 'sending') return { phase: 'signed', id: null };
  const working = (['preparing', 'reviewing', 'confirming', 'reviewMoved', 'signing', 'committing', 'requoting'] as const).some((s) => state.matches(s));
  return { phase: working ? 'started' : 'idle', id: null };
}
