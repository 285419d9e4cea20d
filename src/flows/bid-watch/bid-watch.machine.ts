import { assign, setup } from 'xstate';
import type { BidRecord, BidStanding, BidStatus } from '../../domain/market/bid-standing';
import { notProvided } from '../shared/not-provided';
import { failureOf } from '../shared/step-failure';
import { userTriesAgain } from '../shared/dialog-transitions';

/**
 * One auction bid, followed from placed to its end: the app reads where it stands (the market's bid_history, and the
 * chain for the coins it holds) and reads again while it can still change (highest, outbid, or the item the bidder's
 * to claim when no bid could be completed); won, lost, void and ended are where it stops. A read that fails says so and tries again after a while, or at once on Try again.
 */
export interface BidWatchInput {
  readonly record: BidRecord;
}
export interface BidWatchContext extends BidWatchInput {
  readonly standing: BidStanding | null;
  readonly error: string | null;
}
export type BidWatchEvent = { type: 'RETRY' };

/** How often a bid still in play is read again, and a failed read retried. */
export const BID_WATCH_MS = 15_000;

const is =
  (status: BidStatus) =>
  (_: unknown, standing: BidStanding): boolean =>
    standing.status === status;
/** A while passes (the recheck delay): the app reads the standing again, in `target`. */
const readsAgain = <const T extends string>(target: T) => ({ recheck: { target, description: 'A while passes: the app reads again' } });
const DONE = (status: BidStatus, description: string) => ({
  guard: { type: `is_${status}` as const, params: ({ event }: { event: { output: BidStanding } }) => event.output },
  target: status,
  actions: { type: 'keepStanding' as const, params: ({ event }: { event: { output: BidStanding } }) => event.output },
  description,
});

export const bidWatchMachine = setup({
  types: { input: {} as BidWatchInput, context: {} as BidWatchContext, events: {} as BidWatchEvent },
  actors: { readStanding: notProvided<BidStanding, BidRecord>('readStanding') },
  guards: {
    is_open: is('open'),
    is_outbid: is('outbid'),
    is_raised: is('raised'),
    is_replaced: is('replaced'),
    is_won: is('won'),
    is_lost: is('lost'),
    is_voided: is('voided'),
    is_ended: is('ended'),
    is_claim: is('claim'),
  },
  actions: {
    keepStanding: assign((_, standing: BidStanding) => ({ standing, error: null })),
    keepError: assign({ error: ({ event }) => failureOf(event).message }),
  },
  delays: { recheck: BID_WATCH_MS },
}).createMachine({
  id: 'bidWatch',
  description: 'A bid the user placed, followed until its auction ends',
  context: ({ input }) => ({ record: input.record, standing: null, error: null }),
  initial: 'reading',
  states: {
    reading: {
      description: 'The app reads where the bid stands (the last standing stays on screen meanwhile)',
      invoke: {
        id: 'readStanding',
        src: 'readStanding',
        input: ({ context }) => context.record,
        onDone: [
          DONE('open', 'The bid is the highest so far and its coins are unspent'),
          DONE('outbid', 'Another bid is higher'),
          DONE('raised', 'The bidder’s own later bid on the auction is higher, and the highest'),
          DONE('won', 'The auction ended and the bid won'),
          DONE('lost', 'The auction ended and another bid won'),
          DONE('replaced', 'The auction ended and the bidder’s own later, higher bid won'),
          DONE('voided', 'A coin the bid holds was spent: the bid is void'),
          DONE('ended', 'The auction ended without a sale'),
          DONE('claim', 'No bid could be completed and this was the highest: the item is the bidder’s to claim'),
        ],
        onError: { target: 'unreadable', actions: 'keepError' },
      },
    },
    open: {
      description: 'Highest bid: the row says to keep its coins unspent',
      after: readsAgain('reading'),
    },
    outbid: {
      description: 'Outbid: the row says the highest bid and the least next one',
      after: readsAgain('reading'),
    },
    raised: {
      description: 'Raised: the row says the bidder’s own higher bid replaced this one (not outbid, not lost)',
      after: readsAgain('reading'),
    },
    claim: {
      description: 'Yours to claim: the row offers Claim (a new purchase at the bid) and is read again until it is claimed or the claim ends',
      after: readsAgain('reading'),
      on: { RETRY: { target: 'reading', description: 'The item was claimed: the app reads again at once' } },
    },
    unreadable: {
      description: 'The standing could not be read: the row says why and offers Try again',
      after: { recheck: { target: 'reading', description: 'A while passes: the app tries again' } },
      on: { RETRY: userTriesAgain('reading') },
    },
    won: { type: 'final', description: 'Won: the item is on its way' },
    lost: { type: 'final', description: 'Lost: the row says the winning bid' },
    replaced: { type: 'final', description: 'Raised: the row says the bidder’s own higher bid won (not lost)' },
    voided: { type: 'final', description: 'Void: the row says a coin it held was spent, so it can never be completed' },
    ended: { type: 'final', description: 'Ended without a sale: nothing was paid' },
  },
});
export type BidWatchMachine = typeof bidWatchMachine;
