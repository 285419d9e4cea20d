import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';

/** A flow's snapshot as far as its invoked signing step goes. */
interface WithChildren {
  readonly children: Readonly<Record<string, AnyActorRef | undefined>>;
}

/**
 * What a dialog says while the signing step it invoked runs: the wallet's prompt while the check and the signature
 * run, then `sending` (the flow's words for the market taking it) once the wallet has signed; null when no step runs.
 */
export function useSigningStepWords(snapshot: WithChildren, sending: string): string | null {
  const step = snapshot.children.signingStep;
  const value = useSelector(step, (child) => (child as { value?: unknown } | undefined)?.value);
  if (!step) return null;
  return value === 'sending' ? sending : 'Confirm in your wallet…';
}
