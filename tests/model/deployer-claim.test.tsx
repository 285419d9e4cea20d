import { act, fireEvent, render, screen } from '@testing-library/react';
import { createActor, type ActorRefFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { deployerClaimModel } from '../../src/flows/deployer-claim/deployer-claim.model';
import {
  deployerClaimMachine,
  type ClaimResult,
  type DeployerClaimMachine,
  type DeployerClaimRequest,
} from '../../src/flows/deployer-claim/deployer-claim.machine';
import { ClaimPanel } from '../../src/ui/deployer/claim-panel';
import { recordedSigningStep } from './signing-ending';
import { describeFlow } from './describe-flow';
import { claimErrorSays, claimNoticeSays } from './message-claim-words';
import { saidAfter, signingEndAt, type SaysAfter } from './said-words';

/** What the market's answer to a claim says, in the panel's words: kept until the next answer (a claim's failure says its own words above it). */
const deployerResultSays: SaysAfter = ({ event }) => {
  if (signingEndAt(event) !== 'sent') return undefined;
  const answered = 'output' in event ? (event.output as { sent: ClaimResult }).sent : null;
  return answered?.status === 'reject'
    ? 'The claim for ordi was rejected: too little to pay out yet.'
    : 'Claim for 2,365 sats of ordi sent. It is in review; it is paid within two blocks.';
};

const rows = [
  { tick: 'ordi', earned: 2_365, claimed: 0, claimable: 2_365, status: 'unclaimed' as const },
  { tick: 'pizza', earned: 0, claimed: 0, claimable: 0, status: 'claimed' as const },
];

/** The deployer-claim paths against the machine and the real claim panel of /deployer (issue 15). */
describeFlow(deployerClaimModel, {
  machine: {
    // The model's invariants, on the running machine's context.
    verify: (expected, actor, path, at) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context;
      // Where each way the signing step ends leaves the page, in the words it shows.
      const ended = signingEndAt(path.steps[at]!.event);
      if (ended === 'rejected') expect([context.error, context.notice]).toEqual([null, 'Claim cancelled in your wallet. Nothing was sent.']);
      if (ended === 'refused') expect([context.error, context.notice]).toEqual(['Connect your wallet to claim.', null]);
      if (ended === 'failed') expect([context.error, context.notice]).toEqual(['The signature does not match the claim message and address.', null]);
      if (ended === 'sent') expect([context.error, context.notice, (context.result as ClaimResult).tick]).toEqual([null, null, 'ordi']);
      // A claim is for the tick the deployer chose (the signing step signs its message, then sends it).
      if (expected.matches('signing')) expect(context.claim).toEqual({ tick: 'ordi' });
      // What the claim came to shows only once it is answered: never while it is on its way.
      if (expected.matches('signing')) expect([context.error, context.notice]).toEqual([null, null]);
      // Only an answered claim has a result.
      if (context.result) expect(['review', 'reject']).toContain((context.result as ClaimResult).status);
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
    verify: (expected, _actor, path, at) => {
      const [error, notice, result] = [claimErrorSays, claimNoticeSays, deployerResultSays].map((says) => saidAfter(path, at, says));
      const button = screen.getByTestId('claim-ordi');
      // Only a tick with royalty to claim has the button.
      expect(screen.queryByTestId('claim-pizza')).toBeNull();
      if (expected.matches('signing')) expect(button).toHaveTextContent('Confirm in your wallet…');
      else expect(button).toHaveTextContent('Claim');
      expect(button).toHaveProperty('disabled', !expected.matches('ready'));
      const message = screen.queryByTestId('claim-message');
      if (error) expect(message).toHaveTextContent(error);
      else if (notice) expect(message).toHaveTextContent(notice);
      else if (result) expect(message).toHaveTextContent(result);
      else expect(message).toBeNull();
    },
  },
});

describe('deployer claim: the signing step', () => {
  it('signs the claim message for the tick pressed, then sends it with the signature; the button says which', async () => {
    const { step, asked, sent, approve } = recordedSigningStep<DeployerClaimRequest, string, ClaimResult>();
    const machine = deployerClaimMachine.provide({
      actors: {
        signingStep: step,
      },
    });
    const running = createActor(machine).start();
    render(<ClaimPanel actorRef={running} claimable={rows} />);
    fireEvent.click(screen.getByTestId('claim-ordi'));
    expect(screen.getByTestId('claim-ordi')).toHaveTextContent('Confirm in your wallet…');
    expect(asked).toEqual([{ tick: 'ordi' }]);
    await act(async () => approve('signature-of-ordi'));
    expect(screen.getByTestId('claim-ordi')).toHaveTextContent('Sending…');
    expect(screen.getByTestId('claim-ordi')).toBeDisabled();
    expect(sent).toEqual([{ request: { tick: 'ordi' }, signed: 'signature-of-ordi' }]);
    running.stop();
  });
});
