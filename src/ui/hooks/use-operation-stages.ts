import { useEffect, useRef, useState } from 'react';
import { stageTracker, type OperationPhase, type StageReport } from '../../flows/shared/operation-stages';

/**
 * Tells `onStage` each stage of the view's operations (operation-stages.ts) from the phase its flow's states show,
 * each once and in order. The callback is read when called: a new function at each render is no new operation.
 */
export function useOperationStages(
  { phase, id }: { readonly phase: OperationPhase; readonly id: string | null },
  onStage: ((stage: StageReport) => void) | undefined,
): void {
  const latest = useRef(onStage);
  useEffect(() => {
    latest.current = onStage;
  }, [onStage]);
  const [track] = useState(() => stageTracker((stage) => latest.current?.(stage)));
  useEffect(() => track(phase, id), [track, phase, id]);
}
