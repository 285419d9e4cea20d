import { expect } from 'vitest';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { serviceCallModel } from '../../src/flows/service-call/service-call.model';
import type { ServiceCallContext } from '../../src/flows/service-call/service-call.machine';
import { describeFlow } from './describe-flow';

/** The one-call flow's paths against the machine: what the call was asked with is kept only while it runs. */
describeFlow(serviceCallModel, {
  machine: {
    verify: (expected, actor) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context as ServiceCallContext;
      expect(context.input).toBe(expected.matches('working') ? 'devnet-order-1' : null);
      if (expected.matches('done')) expect(context).toEqual({ input: null, output: 'https://mixpay.me/pay/devnet-order-1', error: null });
      if (expected.matches('failed')) expect(context.output).toBeNull();
      if (expected.matches('failed'))
        expect(context.error).toMatch(/^(MixPay answered an address that is not a secure web page\.|Network problem: check your connection and try again\.)$/);
    },
  },
});
