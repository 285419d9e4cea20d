/**
 * The stages of one operation (a swap, a purchase, a bid) as a host hears them (the widget's `onStage`), read from
 * the flow's states: started (the user pressed the action and the operation is under way), signed (the wallet signed
 * it), sent (the swap or the market took it), confirmed (the chain confirmed it, where the view learns of that),
 * failed (it ended without being sent: a refusal, a rejection in the wallet, a new price to decide on again).
 */
export type OperationStage = 'started' | 'signed' | 'sent' | 'confirmed' | 'failed';

/** Where a flow is, as far as its operation goes: none under way (`idle`), or the furthest stage its states show. */
export type OperationPhase = 'idle' | Exclude<OperationStage, 'failed'>;

export interface StageReport {
  readonly stage: OperationStage;
  /** The operation's id or transaction, once the flow knows it (from `sent` on); null before. */
  readonly id: string | null;
}

const ORDER = ['started', 'signed', 'sent', 'confirmed'] as const;

/**
 * Turns the phases a view reads, one after another, into the stages of each operation: each stage once per
 * operation and in order. A phase reached without the one before it being seen (two changes between two reads)
 * reports the stages between too: a purchase that was sent was signed. An operation that goes back to `idle`
 * before it was sent failed; after it was sent, it is over (a later one starts again at `started`).
 */
export function stageTracker(report: (stage: StageReport) => void): (phase: OperationPhase, id: string | null) => void {
  // The index in ORDER of the last stage reported for the operation under way; -1: none under way.
  let reached = -1;
  return (phase, id) => {
    if (phase === 'idle') {
      if (reached >= 0 && reached < ORDER.indexOf('sent')) report({ stage: 'failed', id: null });
      reached = -1;
      return;
    }
    const target = ORDER.indexOf(phase);
    for (let next = reached + 1; next <= target; next += 1) report({ stage: ORDER[next]!, id: next >= ORDER.indexOf('sent') ? id : null });
    reached = Math.max(reached, target);
  };
}
