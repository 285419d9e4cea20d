import { createFlowModel } from '../testing/flow-model';
import { tickerMachine } from './ticker.machine';

export const tickerModel = createFlowModel({
  name: 'ticker',
  machine: tickerMachine,
  input: { everyMs: 10_000 },
  events: [{ type: 'HIDE' }, { type: 'SHOW' }],
  eventWords: { HIDE: 'The user switches to another tab', SHOW: 'The user comes back to the tab' },
  delayWords: { every: 'Ten seconds pass' },
  preconditions: ['Signed in on /swap (on the devnet: Account 1), the page shown.'],
});
