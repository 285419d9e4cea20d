import { assign, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { failureOf } from '../shared/step-failure';
import { withOutput } from '../shared/with-output';

/**
 * One call a user asks for that moves no money of theirs itself: MixPay's order for an inscribe order (its payment
 * page), Buy BTC's provider page, the market's maintenance switch (operators), and the brc-20 transfer a deposit
 * needs inscribed. Working…, then done (with the page to open, where there is one) or the failure in the user's
 * words; the user may ask again either way. The call itself is the caller's (`service-call.actors.ts`).
 */
export interface ServiceCallContext {
  /** What the running request asked with (the order, the address, the password), handed to the call; null once it answered. */
  readonly input: unknown;
  /** What the call answered: a page to open, or null where it answers nothing to show. */
  readonly output: string | null;
  readonly error: string | null;
}

export type ServiceCallEvent = { type: 'START'; input?: unknown };

export const serviceCallMachine = setup({
  types: { context: {} as ServiceCallContext, events: {} as ServiceCallEvent },
  actors: { call: notProvided<string | null, unknown>('call') },
  actions: {
    keepInput: assign({ input: ({ event }) => event.input ?? null, error: null }),
    // What the call was asked with is not kept once it has answered (an operator's password is sent once).
    keepOutput: assign((_, output: string | null) => ({ output, error: null, input: null })),
    keepError: assign({ error: ({ event }) => failureOf(event).message, output: null, input: null }),
    /** The view's own word when the call is done (focus the page's link, refresh a list). */
    announceDone: () => {},
  },
}).createMachine({
  id: 'serviceCall',
  description: 'The user asks for one call: it works, then says it is done or why not.',
  context: { input: null, output: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The button offers the call',
      on: { START: { target: 'working', actions: 'keepInput', description: 'The user presses the button' } },
    },
    working: {
      description: 'The call runs: the button says so and cannot be pressed again',
      invoke: {
        id: 'call',
        src: 'call',
        input: ({ context }: { context: ServiceCallContext }) => context.input,
        onDone: { target: 'done', actions: [withOutput('keepOutput'), 'announceDone'] },
        onError: { target: 'failed', actions: 'keepError' },
      },
    },
    done: {
      description: 'It is done: the page to open is offered, or the view says what changed',
      on: { START: { target: 'working', actions: 'keepInput', description: 'The user asks again' } },
    },
    failed: {
      description: 'It failed: the view says why, and the button offers it again',
      on: { START: { target: 'working', actions: 'keepInput', description: 'The user tries again' } },
    },
  },
});

export type ServiceCallMachine = typeof serviceCallMachine;
