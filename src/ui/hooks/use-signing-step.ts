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
  const value = useSigningStepValue(snapshot);
  if (!snapshot.children.signingStep) return null;
  return value === 'sending' ? sending : 'Confirm in your wallet…';
}

/** The state of the signing step the flow invoked ('signing', 'sending', 'ended'); undefined when none runs. */
export function useSigningStepValue(snapshot: WithChildren): unknown {
  return useSelector(snapshot.children.signingStep, (child) => (child as { value?: unknown } | undefined)?.value);
}
