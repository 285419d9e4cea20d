import { createFlowModel } from '../testing/flow-model';
import { opCommitMachine } from './op-commit.machine';

export const opCommitModel = createFlowModel({
  name: 'op-commit',
  machine: opCommitMachine,
  actors: {
    systemStatus: {
      done: [{ committing: true }, { committing: false }],
      error: [{ message: 'Network problem: check your connection and try again.' }],
      words: {
        done: (event) => ((event.output as { committing: boolean }).committing ? 'The swap says it is still committing' : 'The swap says the commit is over'),
        error: 'The status check fails (network)',
      },
    },
  },
  events: [{ type: 'TOGGLE' }],
  eventWords: { TOGGLE: 'The user clicks the Please Wait overlay' },
  delayWords: { poll: 'Three seconds pass' },
  preconditions: [
    'Signed in with UniSat on /swap, with swap balance (on the devnet: Account 1).',
    'Start an op commit from the devnet control page (Swap module, Start), then submit an operation: it meets code -2.',
  ],
  serializeContext: (context: { collapsed: boolean }) => ({ collapsed: context.collapsed }),
});
