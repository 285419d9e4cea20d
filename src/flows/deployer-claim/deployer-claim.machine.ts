import { assign, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { failureOf } from '../shared/step-failure';

/**
 * A deployer claims a tick's royalty (/deployer): Claim -> the wallet signs the
 * claim message -> the claim is sent -> it is in review (then claiming and claimed as blocks are mined), or
 * rejected. A rejection in the wallet sends nothing and says so; a failure says why; either way the deployer
 * can claim again.
 */
import type { ClaimResult } from '../../domain/deployer-reads';

export type { ClaimResult };
export interface DeployerClaimContext {
  readonly tick: string | null;
  /** The deployer's signature of the claim message, sent with the claim. */
  readonly sign: string | null;
  readonly result: ClaimResult | null;
  readonly error: string | null;
  readonly notice: string | null;
}
export type DeployerClaimEvent = { type: 'CLAIM'; tick: string };

export const deployerClaimMachine = setup({
  types: { context: {} as DeployerClaimContext, events: {} as DeployerClaimEvent },
  actors: {
    /** The wallet signs the claim message for the tick; resolves with the signature. */
    sign: notProvided<string, { tick: string }>('sign'),
    /** POST /deployer/claim with the signature. */
    submit: notProvided<ClaimResult, { tick: string; sign: string }>('submit'),
  },
  guards: { rejected: ({ event }) => failureOf(event).rejected === true },
}).createMachine({
  id: 'deployerClaim',
  description: 'A deployer claims the royalty of a tick',
  context: { tick: null, sign: null, result: null, error: null, notice: null },
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
      description: 'The wallet asks the deployer to sign the claim message',
      invoke: {
        id: 'sign',
        src: 'sign',
        input: ({ context }) => ({ tick: context.tick! }),
        onDone: { target: 'submitting', actions: assign({ sign: ({ event }) => event.output }), description: 'The deployer signs' },
        onError: [
          {
            guard: 'rejected',
            target: 'ready',
            actions: assign({ notice: 'Claim cancelled in your wallet. Nothing was sent.' }),
            description: 'The deployer rejects in the wallet',
          },
          { target: 'ready', actions: assign({ error: ({ event }) => failureOf(event).message }), description: 'Signing failed' },
        ],
      },
    },
    submitting: {
      description: 'The signed claim is sent',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ tick: context.tick!, sign: context.sign ?? '' }),
        onDone: { target: 'ready', actions: assign({ result: ({ event }) => event.output }), description: 'The claim is taken: in review, or rejected' },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => failureOf(event).message }), description: 'The claim is refused' },
      },
    },
  },
});
export type DeployerClaimMachine = typeof deployerClaimMachine;
