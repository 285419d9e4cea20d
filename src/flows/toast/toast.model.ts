import { createFlowModel } from '../testing/flow-model';
import { toastMachine } from './toast.machine';

export const toastModel = createFlowModel({
  name: 'toast',
  machine: toastMachine,
  input: {},
  events: [{ type: 'HOLD' }, { type: 'RELEASE' }, { type: 'CLOSE' }],
  eventWords: {
    HOLD: 'The user points at the notification (or tabs to it)',
    RELEASE: 'The user moves the pointer (or the focus) away',
    CLOSE: 'The user clicks × on the notification',
  },
  delayWords: { displayDuration: '4.5 seconds pass' },
  preconditions: ['Any page of the site, with an error notification shown (for example a refused signature).'],
  // The sticky branch (a notification that stays until closed) needs its own starting context.
  variants: [{ name: 'sticky', input: { durationMs: 0 }, given: 'A notification that stays until closed (the wallet-disconnected warning).' }],
});
