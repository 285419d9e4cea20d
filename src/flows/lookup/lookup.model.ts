import { createFlowModel } from '../testing/flow-model';
import { lookupMachine } from './lookup.machine';

const ADDRESS = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';

/** What the look-up may answer (the address fee-discount lookup on /inscribe: a discount, or the server's failure). */
export const lookupOutcomes = {
  found: { address: ADDRESS, discount: 10 },
  failed: { message: 'Network problem: check your connection and try again.' },
} as const;

export const lookupModel = createFlowModel({
  name: 'lookup',
  machine: lookupMachine,
  actors: {
    lookup: {
      done: [lookupOutcomes.found],
      error: [lookupOutcomes.failed],
      words: { done: 'The server answers for the address: a 10% discount', error: 'The look-up fails: the field says why' },
    },
  },
  events: [
    { type: 'CHANGE', key: ADDRESS },
    { type: 'CHANGE', key: null },
  ],
  eventWords: {
    CHANGE: (event: Record<string, unknown>) => (event.key ? 'The user types a whole address' : 'The user clears the address (too short to look up)'),
  },
  delayWords: { settle: 'Typing stops for half a second' },
  preconditions: ['On /inscribe, at the fee panel: the receive address field, whose discount is looked up as the user types.'],
});
