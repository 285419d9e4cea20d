import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { depositModel } from '../../src/flows/swap-op/deposit.model';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { describeFlow } from './describe-flow';
import { chooserRate, runningChooser } from './withdraw-harness';

/** The deposit's paths against the machine, with its fee chooser walked as its child. */
/** Where the deposit uses the rate: the chooser is fixed there, and open everywhere else. */
const RATE_USED = ['preparing', 'signing', 'committing', 'requoting'] as const;
const INSCRIPTION = `${'ef'.repeat(32)}i0`;

describeFlow(depositModel, {
  machine: {
    verify: (expected, actor) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context;
      expect(context.operation).toBe('deposit');
      // The deposit's rate is the one the chooser stands at (none before its rates load: Deposit waits for it).
      const chooser = runningChooser(actor);
      const rate = chooserRate(chooser, context.feeRate as number | null);
      expect(context.feeRate).toBe(rate);
      // What the panel sends is the inscription alone; the rate is added where the deposit is built and submitted.
      if (context.request !== null) expect(context.request).toEqual({ inscriptionId: INSCRIPTION });
      const children = actor.getSnapshot().children as Record<string, AnyActorRef | undefined>;
      if (expected.matches('preparing'))
        expect(children.prepare?.getSnapshot().input).toMatchObject({ request: { inscriptionId: INSCRIPTION, feeRate: String(rate) } });
      if (expected.matches('signing'))
        expect(children.signingStep?.getSnapshot().input).toMatchObject({ request: { request: { inscriptionId: INSCRIPTION, feeRate: String(rate) } } });
      // No price moves for a deposit: the quote shown is the one taken.
      expect(context.shown).toBe(context.quote);
      // The chooser is fixed exactly while the deposit is prepared, signed and submitted at the rate (and a commit
      // holds it); open at idle, ready, a failed look-up and a done deposit.
      if (!chooser.matches('loading')) expect(chooser.matches({ ready: 'fixed' })).toBe(RATE_USED.some((s) => expected.matches(s)));
      else expect(RATE_USED.some((s) => expected.matches(s))).toBe(false);
    },
  },
});
