import type { EventObject } from 'xstate';
import { failureOfStep, signingEndAt, type SaysAfter } from './said-words';

/**
 * The words the withdraw panel says along a path, written out (the spec's catalogue and the model's answers), keyed
 * by the path's steps, never by the machine's context: its error (an alert) and its notice.
 */
const NETWORK = 'Network problem: check your connection and try again.';
const REJECTED = 'You rejected the request in your wallet. Nothing was signed or sent.';

/** The swap's answer to a failed step: the daily limit (-1), no answer; -2 (a commit) is no refusal (the overlay waits), a no in the wallet the notice's. */
const swapSaid = (event: EventObject): string | undefined => {
  const { code, rejected } = failureOfStep(event);
  if (code === -2 || rejected) return undefined;
  return code === -1 ? 'Over the daily limit (5000 ordi). Try again tomorrow.' : NETWORK;
};
/** The steps that clear both the error and the notice: Withdraw, Cancel withdrawal, Retry, New withdrawal. */
const CLEARS = ['SUBMIT', 'CANCEL', 'RETRY', 'DONE'];
const REFUSABLE = /^xstate\.error\.actor\.(createWithdraw|cancelWithdraw|retryWithdraw)$/;

/** The panel's error after a step: the swap's refusal of the withdrawal, its cancel or its retry, the check's refusal. */
export const withdrawErrorSays: SaysAfter = ({ event }) => {
  if (REFUSABLE.test(event.type)) return swapSaid(event);
  const ended = signingEndAt(event);
  if (ended === 'refused') return 'Not signed: it pays the module 0.00003001 BTC, not the 0.00003 BTC shown.';
  if (ended === 'failed') return swapSaid(event);
  return CLEARS.includes(event.type) ? null : undefined;
};

/** The panel's notice after a step: a no in the wallet (signing, the cancel, the retry), the commit over. */
export const withdrawNoticeSays: SaysAfter = ({ event }) => {
  if (signingEndAt(event) === 'rejected' || (REFUSABLE.test(event.type) && failureOfStep(event).rejected)) return REJECTED;
  if (event.type === 'xstate.done.actor.opCommit') return 'The rollup is committed. Check the new quote, then try again.';
  return CLEARS.includes(event.type) ? null : undefined;
};
