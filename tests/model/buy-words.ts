import type { EventObject } from 'xstate';
import type { FlowStep } from '../../src/flows/testing/flow-model-types';
import { failureOfStep, saidAlong, signingEndAt, type SaysAfter } from './said-words';

/**
 * The words the buy dialog says along a path, written out: the market's answers are the model's (buy.model.ts), the
 * dialog's own are the machine's ('Choose a fee rate first.', the bid's problem); keyed by the path's steps, never by
 * the machine's context.
 */
const NETWORK = 'Network problem: check your connection and try again.';
const SOLD = 'This inscription has been sold or unlisted.';
const REPRICED = 'The price has updated by the seller. Please try again.';
const REPREPARED = 'The network fee changed. The purchase is prepared again.';
const REFUSED = 'Not signed: the seller would get 0.00151 BTC, not the price of 0.0015 BTC.';
const ASK_FOR_RATE = 'Choose a fee rate first.';
/** The problem Next says with the bid the path typed: 99 sats is under the least next bid of 105,000. */
const BID_PROBLEM: Readonly<Record<string, string>> = { '99': 'The bid must be at least 105,000 sats (the highest bid plus 5%).' };

/** The bid typed before a step (the auction starts at its least next bid, 105,000 sats, which Next takes). */
const bidTyped = (before: readonly FlowStep[]): string => {
  const typed = before.findLast(({ event }) => event.type === 'BID_CHANGED')?.event;
  return typed && 'sats' in typed ? String(typed.sats) : '105000';
};
const problemOf = (bid: string): string => {
  const problem = BID_PROBLEM[bid];
  if (!problem) throw new Error(`No words written for Next with a bid of ${bid} sats`);
  return problem;
};

/**
 * The market's answer in a failed step, by its code: sold (-100), repriced (-139), no answer (null); -122 is the
 * notice's when the purchase is prepared again (`reprepared`: the prepare's own -122 is its error); -1 closes the dialog.
 */
const marketSays = (event: EventObject, reprepared: string | null): string | null | undefined => {
  const { code } = failureOfStep(event);
  if (code === -1) return undefined;
  if (code === -122) return reprepared;
  return code === -100 ? SOLD : code === -139 ? REPRICED : NETWORK;
};

/** A chooser step that tells the purchase a rate: the rates loaded (Normal's, or the defaults'), a preset picked. */
const tellsARate = (event: EventObject): boolean =>
  /^feeChooser\.xstate\.(done|error)\.actor\.loadFees$/.test(event.type) ||
  (event.type === 'feeChooser.SELECT' && 'option' in event && event.option !== 'Custom');

/**
 * What the dialog's alert says after a step: the market's refusals, the check's, the bid's problem at Next, the ask
 * for a rate at Confirm; a typed bid, Next and Confirm that go on, Try again and Back clear it, as does a rate told
 * after the ask; the wallet's no and a send say nothing.
 */
export const buySays: SaysAfter = ({ event, state }, before) => {
  if (event.type === 'xstate.error.actor.prepare') return marketSays(event, REPREPARED);
  if (event.type === 'xstate.error.actor.createBid') return marketSays(event, null);
  const ended = signingEndAt(event);
  if (ended === 'refused') return REFUSED;
  if (ended === 'failed') return marketSays(event, null);
  if (ended !== null) return null;
  if (event.type === 'NEXT') return state.matches('bidding') ? problemOf(bidTyped(before)) : null;
  if (event.type === 'CONFIRM') return state.matches('creating') ? null : ASK_FOR_RATE;
  if (['BID_CHANGED', 'RETRY', 'BACK'].includes(event.type)) return null;
  if (tellsARate(event)) return saidAlong(before, buySays) === ASK_FOR_RATE ? null : undefined;
  return undefined;
};

/** The dialog's notice: the market's -122 on building or sending (the purchase is prepared again); Confirm going on and Back from the review clear it. */
export const buyNotices: SaysAfter = ({ event, state }, before) => {
  if (event.type === 'xstate.error.actor.createBid' || signingEndAt(event) === 'failed') return failureOfStep(event).code === -122 ? REPREPARED : undefined;
  if (event.type === 'CONFIRM') return state.matches('creating') ? null : undefined;
  if (event.type === 'BACK') return before.at(-1)?.state.matches('review') ? null : undefined;
  return undefined;
};
