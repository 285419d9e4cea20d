import { expect } from 'vitest';
import { lookupModel } from '../../src/flows/lookup/lookup.model';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { describeFlow } from './describe-flow';

/** The lookup's paths against the machine: only the value shown is ever answered for. */
describeFlow(lookupModel, {
  machine: {
    // The model's invariants: a value too short to look up leaves nothing; an answer is for the value shown, and is
    // a result or a failure, never both.
    verify: (expected, actor) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context;
      if (expected.matches('idle'))
        expect({ key: context.key, result: context.result, error: context.error }).toEqual({ key: null, result: null, error: null });
      else expect(context.key).not.toBeNull();
      expect(context.result !== null && context.error !== null).toBe(false);
    },
  },
});
