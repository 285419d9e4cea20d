import type { EventObject } from 'xstate';
import type { FlowPath, FlowStep } from '../../src/flows/testing/flow-model-types';

/**
 * What a step of a path makes the dialog say, in the literal words of the spec's message catalogue: a message, null
 * (the step clears it), or undefined (the step leaves what was said as it was).
 */
export type SaysAfter = (step: FlowStep, before: readonly FlowStep[]) => string | null | undefined;

/**
 * The message a view shows after step `at` of `path`: the words of the last step before it (or at it) that set or
 * cleared one, by the flow's own table of steps (`says`), never the machine's context: a driver asserts the words a
 * user reads, as the spec gives them.
 */
export function saidAfter(path: FlowPath, at: number, says: SaysAfter): string | null {
  return saidAlong(path.steps.slice(0, at + 1), says);
}

/** The message a view shows after all of `steps`, by `says` (a step's table may ask what was said before it). */
export function saidAlong(steps: readonly FlowStep[], says: SaysAfter): string | null {
  let said: string | null = null;
  for (const [n, step] of steps.entries()) {
    const words = says(step, steps.slice(0, n));
    if (words !== undefined) said = words;
  }
  return said;
}

type Failure = { readonly message?: string; readonly code?: number | null; readonly rejected?: boolean; readonly unsupported?: boolean };
/** The failure a step carries: an actor's error event's `error`, or the failure in a signing step's outcome (its `output`). */
export const failureOfStep = (event: EventObject): Failure => {
  const output: unknown = 'output' in event ? event.output : null;
  const error: unknown = 'error' in event ? event.error : typeof output === 'object' && output !== null && 'failure' in output ? output.failure : null;
  return typeof error === 'object' && error !== null ? error : {};
};

/** How a signing step ended, where the step is its done event (`sent`, `rejected`, `refused`, `failed`); null otherwise. */
export const signingEndAt = (event: EventObject, id = 'signingStep'): string | null => {
  if (event.type !== `xstate.done.actor.${id}` || !('output' in event)) return null;
  const output: unknown = event.output;
  return typeof output === 'object' && output !== null && 'outcome' in output && typeof output.outcome === 'string' ? output.outcome : null;
};
