import { expect } from 'vitest';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { signingStepModel } from '../../src/flows/shared/signing-step.model';
import { describeFlow } from './describe-flow';

/**
 * The signing step's paths against the machine: what it ends with is what the invoking flow routes on, so each
 * ending is checked as literal output (the wallet's no, the check's refusal, the market's answer after signing).
 */
describeFlow(signingStepModel, {
  machine: {
    verify: (expected, actor, path) => {
      const snapshot = actor.getSnapshot() as FlowSnapshot & { output?: unknown };
      const context = snapshot.context as { request: unknown; signed: unknown };
      expect(context.request).toEqual({ psbt: '70736274ff' });
      if (expected.matches('signing')) expect(context.signed).toBeNull();
      if (expected.matches('sending')) expect(context.signed).toBe('70736274ff01');
      if (!expected.matches('ended')) return;
      const said = path.description;
      const output = snapshot.output;
      if (said.startsWith('The market takes the signed transaction'))
        expect(output).toEqual({ outcome: 'sent', sent: { txid: 'abababababababababababababababababababababababababababababababab' } });
      else if (said.startsWith('The user rejects')) expect(output).toEqual({ outcome: 'rejected' });
      else if (said.startsWith('The app refuses to sign'))
        expect(output).toEqual({ outcome: 'refused', failure: { message: 'Not signed: the seller would get 0.00151 BTC, not the price of 0.0015 BTC.' } });
      else if (said.includes('sold or unlisted'))
        expect(output).toEqual({ outcome: 'failed', failure: { message: 'This inscription has been sold or unlisted.', code: -100 }, signed: '70736274ff01' });
      else
        expect(output).toEqual({
          outcome: 'failed',
          failure: { message: 'The market could not be reached. Check your connection and try again.', code: null },
          signed: '70736274ff01',
        });
    },
  },
});
