import type { EventObject } from 'xstate';
import type { FlowStep } from '../../src/flows/testing/flow-model-types';
import { failureOfStep, saidAlong, signingEndAt, type SaysAfter } from './said-words';

/**
 * The words the swap form says along a path, written out (the spec's catalogue and the model's answers), keyed by
 * the path's steps, never by the machine's context: its error (an alert) and its notice.
 */
const SLIPPED = 'The price moved more than your slippage tolerance. Try again or raise the tolerance.';
const NETWORK = 'Network problem: check your connection and try again.';

/** What the swap refuses a step with, by the step's -1: the quote's (no such pool) and the prepare's (the balance). */
const REFUSALS: Readonly<Record<string, string>> = {
  'xstate.error.actor.quote': 'There is no ordi/frog pool.',
  'xstate.error.actor.prepare': 'Insufficient ordi balance in the swap.',
};
/** What the swap's answer to a failed step says: -2 (a commit) is no refusal (the overlay waits), -8 and -10 the slippage, no answer the network's. */
const swapSaid = (event: EventObject): string | undefined => {
  const { code } = failureOfStep(event);
  if (code === -2) return undefined;
  if (code === -8 || code === -10) return SLIPPED;
  if (code === -1) return REFUSALS[event.type];
  return NETWORK;
};

/** A fresh quote after a commit with the same figures: the operation goes ahead, prepared again, both messages cleared. */
const wentAhead = (step: FlowStep): boolean => step.event.type === 'xstate.done.actor.requote' && JSON.stringify(step.state.value).includes('preparing');

/** The steps that clear both the error and the notice: a new amount, a cleared one, Refresh, Swap, New swap. */
const CLEARS = ['EDIT', 'CLEAR', 'REFRESH', 'SUBMIT', 'DONE'];

/**
 * The form's error after a step: the quote's, the prepare's or the submit's refusal, the wallet that could not sign,
 * the slippage, a fresh quote that failed; cleared by a new amount, Refresh, Swap and New swap.
 */
export const swapErrorSays: SaysAfter = (step) => {
  const { event } = step;
  if (/^xstate\.error\.actor\.(quote|prepare|requote)$/.test(event.type)) return swapSaid(event);
  const ended = signingEndAt(event);
  if (ended === 'refused') return 'Sign message failed. Refresh the page and try again.';
  if (ended === 'failed') return swapSaid(event);
  if (wentAhead(step)) return null;
  return CLEARS.includes(event.type) ? null : undefined;
};

/**
 * The form's notice after a step: the wallet's no, the commit over; a fresh quote that failed and what clears the
 * error clear it.
 */
export const swapNoticeSays: SaysAfter = (step, before) => {
  const { event } = step;
  if (signingEndAt(event) === 'rejected') return 'You rejected the request in your wallet. Nothing was signed or sent.';
  // After a commit the fresh quote either lets the operation go ahead (both messages cleared) or shows, with the
  // notice, when no error is on screen (a slippage's error stays and says it).
  if (wentAhead(step)) return null;
  if (event.type === 'xstate.done.actor.requote' && saidAlong(before, swapErrorSays) === null)
    return 'The rollup is committed. Check the new quote, then try again.';
  return CLEARS.includes(event.type) || event.type === 'xstate.error.actor.requote' ? null : undefined;
};
