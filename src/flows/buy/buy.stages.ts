import type { SnapshotFrom } from 'xstate';
import type { OperationPhase } from '../shared/operation-stages';
import type { BuyMachine } from './buy.machine';

/**
 * How far a purchase (or a bid) is, from its states (operation-stages.ts): under way from Confirm (the market
 * builds it, a higher cost is read, the signing step) until it is back at the review, gone or closed; signed once
 * its signing step sends; sent on success, with the purchase's txid (or the bid's id). `confirmed` is the view's to
 * tell: the flow ends at success, and the dialog reads the transaction's confirmations after it.
 */
export function buyPhase(state: SnapshotFrom<BuyMachine>, signingStep: unknown, confirmed: boolean): { phase: OperationPhase; id: string | null } {
  if (state.matches('success')) {
    const id = state.context.confirmed?.txid ?? state.context.confirmed?.bidId ?? null;
    return { phase: confirmed ? 'confirmed' : 'sent', id };
  }
  if (state.matches('signing') && signingStep === 'sending') return { phase: 'signed', id: null };
  const working = state.matches('creating') || state.matches('rebuilt') || state.matches('signing');
  return { phase: working ? 'started' : 'idle', id: null };
}
