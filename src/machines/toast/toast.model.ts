import { createFlowModel } from '../testing/flow-model';
import { toastMachine } from './toast.machine';

export const toastModel = createFlowModel({
  name: 'toast',
  machine: toastMachine,
  input: {},
  events: [{ type: 'HOLD' }, { type: 'RELEASE' }, { type: 'CLOSE' }],
});
