import { createFlowModel } from '../testing/flow-model';
import { serviceCallMachine, type ServiceCallContext } from './service-call.machine';

/** MixPay's order stands for every use: the same states, the call's words differ. */
export const serviceCallModel = createFlowModel({
  name: 'service-call',
  machine: serviceCallMachine,
  actors: {
    call: {
      done: ['https://mixpay.me/pay/devnet-order-1'],
      error: [{ message: 'MixPay answered an address that is not a secure web page.' }, { message: 'Network problem: check your connection and try again.' }],
      words: {
        done: (event) => `MixPay answers its payment page: ${String(event.output)}`,
        error: (event) => `The call fails: ${(event.error as { message: string }).message}`,
      },
    },
  },
  events: [{ type: 'START', input: 'devnet-order-1' }],
  eventWords: { START: 'The user presses Pay with MixPay' },
  preconditions: ['Signed in, with an inscribe order waiting for its payment (on the devnet: place a text order and do not pay it).'],
  serializeContext: (context: ServiceCallContext) => ({ output: context.output, error: context.error }),
  contextWords: (snapshot) => {
    const { output, error } = snapshot.context as ServiceCallContext;
    if (error) return `The page says: ${error}`;
    return output ? `The page offers: Open MixPay's page (${output})` : null;
  },
});
