import { assign, setup } from 'xstate';
import type { ClaimStatus } from '../../domain/deployer';
import { failureIn, isSent, signingStepMachine, type SigningOutcome } from '../shared/signing-step.machine';

/**
 * A deployer claims a tick's royalty (/deployer): Claim -> the wallet signs the claim message, then the claim is sent
 * with the signature (one signing step) -> it is in review (then claiming and claimed as blocks are mined), or
 * rejected. A rejection in the wallet sends nothing and says so; a failure says why; either way the deployer
 * can claim again.
 */
import type { ClaimResult } from '../../domain/deployer-reads';
import { withOutput } from '../shared/with-output';

export type { ClaimResult };
export interface DeployerClaimContext {
  readonly tick: string | null;
  readonly result: ClaimResult | null;
  readonly error: string | null;
  readonly notice: string | null;
}
export type DeployerClaimEvent = { type: 'CLAIM'; tick: string };

/** The claim for the signing step: the tick whose claim message the wallet signs and the claim is sent for. */
export interface DeployerClaimRequest {
  readonly tick: string;
}

const STATUSES: readonly ClaimStatus[] = ['claiming', 'claimed', 'unclaimed', 'review', 'reject'];

/** What the claim came to, read from the signing step's outcome (the market's answer, decoded by the send). */
const resultOf = (outcome: SigningOutcome<unknown>): ClaimResult | null => {
  if (!isSent(outcome)) return null;
  const sent = outcome.sent;
  if (typeof sent !== 'object' || sent === null || !('tick' in sent) || !('sats' in sent) || !('status' in sent)) return null;
  const status = STATUSES.find((s) => s === sent.status);
  return typeof sent.tick === 'string' && typeof sent.sats === 'number' && status ? { tick: sent.tick, sats: sent.sats, status } : null;
};

export const deployerClaimMachine = setup({
  types: { context: {} as DeployerClaimContext, events: {} as DeployerClaimEvent },
  actors: {
    /** The wallet signs the claim message for the tick, then POST /deployer/claim with the signature. */
    signingStep: signingStepMachine,
  },
  guards: {
    sent: (_, outcome: SigningOutcome<unknown>) => outcome.outcome === 'sent',
    rejected: (_, outcome: SigningOutcome<unknown>) => outcome.outcome === 'rejected',
  },
  actions: {
    keepResult: assign({ result: (_, outcome: SigningOutcome<unknown>) => resultOf(outcome) }),
    sayCancelled: assign({ notice: 'Claim cancelled in your wallet. Nothing was sent.' }),
    keepOutcomeError: assign({ error: (_, outcome: SigningOutcome<unknown>) => failureIn(outcome).message }),
  },
}).createMachine({
  id: 'deployerClaim',
  description: 'A deployer claims the royalty of a tick',
  context: { tick: null, result: null, error: null, notice: null },
  initial: 'ready',
  states: {
    ready: {
      description: 'The claimable list shows a Claim button for each tick with royalty to claim',
      on: {
        CLAIM: {
          target: 'signing',
          actions: assign({ tick: ({ event }) => event.tick, error: null, notice: null }),
          description: 'The deployer presses Claim',
        },
      },
    },
    signing: {
      description: 'The wallet asks the deployer to sign the claim message; then the signed claim is sent',
      invoke: {
        id: 'signingStep',
        src: 'signingStep',
        input: ({ context }): { request: DeployerClaimRequest } => ({ request: { tick: context.tick! } }),
        onDone: [
          {
            guard: withOutput('sent'),
            target: 'ready',
            actions: withOutput('keepResult'),
            description: 'The deployer signs and the claim is taken: in review, or rejected',
          },
          {
            guard: withOutput('rejected'),
            target: 'ready',
            actions: 'sayCancelled',
            description: 'The deployer rejects in the wallet',
          },
          {
            target: 'ready',
            actions: withOutput('keepOutcomeError'),
            description: 'Signing failed, or the claim is refused',
          },
        ],
      },
    },
  },
});
export type DeployerClaimMachine = typeof deployerClaimMachine;
