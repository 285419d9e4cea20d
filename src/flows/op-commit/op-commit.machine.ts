import { assign, setup } from 'xstate';
import { SWAP_STATUS_POLL_MS } from '../../domain/constants';
import type { SystemStatusRes } from '../../domain/swap/config-entities';
import { notProvided } from '../shared/not-provided';

/**
 * Op committing: entered when a swap operation answers -2. The
 * Please Wait overlay shows the aggregate-submitting message; system_status is polled every 3 s until
 * committing is false, then the machine is done (the operation that met -2 offers itself again, never
 * re-sent on its own). A click collapses or expands the overlay. A failed poll is tried again at the next
 * tick: the commit is still the reason to wait.
 */
export interface OpCommitContext {
  readonly collapsed: boolean;
  /** Polls made so far (for the view's "still waiting" and for tests counting calls). */
  readonly polls: number;
}
export type OpCommitEvent = { type: 'TOGGLE' };

const TOGGLES = { TOGGLE: { actions: 'toggle', description: 'The user clicks the overlay to collapse or expand it' } } as const;

export const opCommitMachine = setup({
  types: { context: {} as OpCommitContext, events: {} as OpCommitEvent },
  actors: { systemStatus: notProvided<SystemStatusRes, void>('systemStatus') },
  actions: { toggle: assign({ collapsed: ({ context }) => !context.collapsed }) },
  delays: { poll: SWAP_STATUS_POLL_MS },
}).createMachine({
  id: 'opCommit',
  description: 'The rollup inscription is being submitted: the user waits, with the Please Wait overlay',
  context: { collapsed: false, polls: 0 },
  initial: 'waiting',
  states: {
    waiting: {
      description: 'The overlay says the rollup is being submitted; the next status check is 3 seconds away',
      on: TOGGLES,
      after: { poll: { target: 'checking', description: 'Three seconds pass' } },
    },
    checking: {
      description: 'The app asks the swap whether it is still committing',
      on: TOGGLES,
      entry: assign({ polls: ({ context }) => context.polls + 1 }),
      invoke: {
        id: 'systemStatus',
        src: 'systemStatus',
        onDone: [
          { guard: ({ event }) => event.output.committing === true, target: 'waiting', description: 'Still committing: wait 3 more seconds' },
          { target: 'committed', description: 'The commit is over' },
        ],
        onError: { target: 'waiting', description: 'The status could not be read: try again in 3 seconds' },
      },
    },
    committed: { type: 'final', description: 'The commit is over: the overlay goes away by itself' },
  },
});
export type OpCommitMachine = typeof opCommitMachine;
