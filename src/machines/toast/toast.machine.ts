import { not, setup } from 'xstate';
import { NOTIFICATION_DURATION_MS } from '../../domain/constants';

/**
 * One toast notification (spec 001 section 9: default 4.5 s). It stays while the pointer is over it
 * or it has keyboard focus, so nobody loses a message they are reading; it closes when its time is up
 * or when the user closes it. A duration of 0 keeps it until it is closed.
 */
export interface ToastInput {
  readonly durationMs?: number;
}

export interface ToastContext {
  readonly durationMs: number;
}

export type ToastEvent = { type: 'HOLD' } | { type: 'RELEASE' } | { type: 'CLOSE' };

export const toastMachine = setup({
  types: {
    input: {} as ToastInput,
    context: {} as ToastContext,
    events: {} as ToastEvent,
  },
  guards: {
    isSticky: ({ context }) => context.durationMs <= 0,
  },
  delays: {
    displayDuration: ({ context }) => context.durationMs,
  },
}).createMachine({
  id: 'toast',
  context: ({ input }) => ({ durationMs: input.durationMs ?? NOTIFICATION_DURATION_MS }),
  initial: 'shown',
  states: {
    shown: {
      always: { guard: 'isSticky', target: 'held' },
      after: { displayDuration: 'closed' },
      on: { HOLD: 'held', CLOSE: 'closed' },
    },
    held: {
      on: {
        RELEASE: { guard: not('isSticky'), target: 'shown' },
        CLOSE: 'closed',
      },
    },
    closed: { type: 'final' },
  },
});

export type ToastMachine = typeof toastMachine;
