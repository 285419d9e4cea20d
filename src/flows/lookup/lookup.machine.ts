import { assign, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { failureOf } from '../shared/step-failure';

/**
 * A lookup while the user types (the address fee-discount lookup, a tick's facts, a
 * search): each change waits for the `settle` delay; only the last value is looked up, and an answer for an
 * earlier value is never kept. A value the caller marks as not worth looking up (`key` null) clears the result.
 */
export interface LookupContext<T = unknown> {
  readonly key: string | null;
  readonly result: T | null;
  readonly error: string | null;
}
export type LookupEvent = { type: 'CHANGE'; key: string | null };

export const lookupMachine = setup({
  types: { context: {} as LookupContext, events: {} as LookupEvent },
  actors: { lookup: notProvided<unknown, { key: string }>('lookup') },
  delays: { settle: 500 },
  guards: { worthLooking: ({ event }) => event.key !== null },
}).createMachine({
  id: 'lookup',
  description: 'Looks something up once the user stops typing',
  context: { key: null, result: null, error: null },
  initial: 'idle',
  on: {
    CHANGE: [
      {
        guard: 'worthLooking',
        target: '.settling',
        actions: assign({ key: ({ event }) => event.key }),
        description: 'The user changes the value: wait until typing stops',
      },
      { target: '.idle', actions: assign({ key: null, result: null, error: null }), description: 'The value is too short to look up' },
    ],
  },
  states: {
    idle: { description: 'Nothing to look up' },
    settling: { description: 'Waiting for typing to stop', after: { settle: { target: 'looking', description: 'Typing stopped' } } },
    looking: {
      description: 'Looking the value up',
      invoke: {
        id: 'lookup',
        src: 'lookup',
        input: ({ context }) => ({ key: context.key! }),
        onDone: { target: 'found', actions: assign({ result: ({ event }) => event.output, error: null }), description: 'The answer came' },
        onError: { target: 'found', actions: assign({ result: null, error: ({ event }) => failureOf(event).message }), description: 'The lookup failed' },
      },
    },
    found: { description: 'The answer for the value shown' },
  },
});
