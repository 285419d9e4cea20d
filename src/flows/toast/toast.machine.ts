import { not, setup } from 'xstate';
import { NOTIFICATION_DURATION_MS } from '../../domain/constants';

/**
 * One toast notification (default 4.5 s). It stays while the pointer is over it
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
  description: 'A notification: it closes after 4.5 s unless read, or when closed',
  context: ({ input }) => ({ durationMs: input.durationMs ?? NOTIFICATION_DURATION_MS }),
  initial: 'shown',
  states: {
    shown: {
      description: 'Shown, counting down to closing',
      always: { guard: 'isSticky', target: 'held', description: 'One that stays until closed is held at once' },
      after: { displayDuration: 'closed' },
      on: {
        HOLD: { target: 'held', description: 'The user points at it or focuses it' },
        CLOSE: { target: 'closed', description: 'The user closes it' },
      },
    },
    held: {
      description: 'Open while the user reads it (or until closed, if it stays)',
      on: {
        RELEASE: { guard: not('isSticky'), target: 'shown', description: 'The pointer or focus moves away' },
        CLOSE: { target: 'closed', description: 'The user closes it' },
      },
    },
    closed: { type: 'final', description: 'Gone' },
  },
});

export type ToastMachine = typeof toastMachine;
