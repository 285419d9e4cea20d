import { fireEvent, render, screen } from '@testing-library/react';
import { createActor, type ActorRefFrom } from 'xstate';
import { expect } from 'vitest';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { deployerClaimModel } from '../../src/flows/deployer-claim/deployer-claim.model';
import type { ClaimResult, DeployerClaimMachine } from '../../src/flows/deployer-claim/deployer-claim.machine';
import { ClaimPanel, claimWords } from '../../src/ui/deployer/claim-panel';
import { describeFlow } from './describe-flow';

const rows = [
  { tick: 'ordi', earned: 2_365, claimed: 0, claimable: 2_365, status: 'unclaimed' as const },
  { tick: 'pizza', earned: 0, claimed: 0, claimable: 0, status: 'claimed' as const },
];

/** The deployer-claim paths against the machine and the real claim panel of /deployer (issue 15). */
describeFlow(deployerClaimModel, {
  machine: {
    // The model's invariants, on the running machine's context.
    verify: (expected, actor) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context;
      // A claim is for a tick the deployer chose, and is sent only with the deployer's signature.
      if (expected.matches('signing') || expected.matches('submitting')) expect(context.tick).not.toBeNull();
      if (expected.matches('submitting')) expect(context.sign).toBeTruthy();
      // What the claim came to shows only once it is answered: never while it is on its way.
      if (expected.matches('signing') || expected.matches('submitting')) expect(context.error).toBeNull();
      // A signature is only ever for the tick being claimed.
      expect(Boolean(context.sign) && !context.tick).toBe(false);
    },
  },
  view: {
    name: 'the claim panel',
    start: (machine) => {
      const running = createActor(machine).start();
      render(<ClaimPanel actorRef={running as ActorRefFrom<DeployerClaimMachine>} claimable={rows} />);
      return running;
    },
    events: { CLAIM: () => void fireEvent.click(screen.getByTestId('claim-ordi')) },
    verify: (expected) => {
      const { error, notice, result } = expected.context as { error: string | null; notice: string | null; result: ClaimResult | null };
      const button = screen.getByTestId('claim-ordi');
      // Only a tick with royalty to claim has the button.
      expect(screen.queryByTestId('claim-pizza')).toBeNull();
      if (expected.matches('signing')) expect(button).toHaveTextContent('Sign in your wallet…');
      else if (expected.matches('submitting')) expect(button).toHaveTextContent('Sending…');
      else expect(button).toHaveTextContent('Claim');
      expect(button).toHaveProperty('disabled', !expected.matches('ready'));
      const message = screen.queryByTestId('claim-message');
      if (error) expect(message).toHaveTextContent(error);
      else if (notice) expect(message).toHaveTextContent(notice);
      else if (result) expect(message).toHaveTextContent(claimWords(result));
      else expect(message).toBeNull();
    },
  },
});
