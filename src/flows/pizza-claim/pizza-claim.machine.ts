import { assign, setup } from 'xstate';
import { failureIn, isSent, signingStepMachine, type SigningOutcome } from '../shared/signing-step.machine';
import { withOutput } from '../shared/with-output';

/**
 * The pizza claim (/pizza): Claim -> the wallet signs the claim message for the amount shown, then the claim is sent
 * with it (one signing step) -> claimed (its mint inscriptions named), or refused with the reason. A rejection in the
 * wallet sends nothing and says so; either way the page stays, and a claim can be made again when there is pizza to
 * claim.
 */
export interface PizzaClaimed {
  readonly amount: string;
  readonly inscriptionIds: readonly string[];
}
export interface PizzaClaimContext {
  /** The amount the page showed when Claim was pressed: the message signs exactly it. */
  readonly amount: string | null;
  readonly result: PizzaClaimed | null;
  readonly error: string | null;
  readonly notice: string | null;
}
export type PizzaClaimEvent = { type: 'CLAIM'; amount: string };

/** The claim for the signing step: the amount the message signs and the claim is sent for. */
export interface PizzaClaimRequest {
  readonly amount: string;
}

/** What was claimed, read from the signing step's outcome (the market's answer, decoded by the send). */
const claimedOf = (outcome: SigningOutcome<unknown>): PizzaClaimed | null => {
  if (!isSent(outcome)) return null;
  const sent = outcome.sent;
  if (typeof sent !== 'object' || sent === null || !('amount' in sent) || !('inscriptionIds' in sent)) return null;
  const ids: unknown = sent.inscriptionIds;
  if (typeof sent.amount !== 'string' || !Array.isArray(ids)) return null;
  const inscriptionIds = ids.filter((id): id is string => typeof id === 'string');
  return inscriptionIds.length === ids.length ? { amount: sent.amount, inscriptionIds } : null;
};

export const pizzaClaimMachine = setup({
  types: { context: {} as PizzaClaimContext, events: {} as PizzaClaimEvent },
  actors: {
    /** The wallet signs the claim message for the amount, then POST /pizza/claim with the amount and the signature. */
    signingStep: signingStepMachine,
  },
  guards: {
    sent: (_, outcome: SigningOutcome<unknown>) => outcome.outcome === 'sent',
    rejected: (_, outcome: SigningOutcome<unknown>) => outcome.outcome === 'rejected',
  },
  actions: {
    keepResult: assign({ result: (_, outcome: SigningOutcome<unknown>) => claimedOf(outcome) }),
    sayCancelled: assign({ notice: 'Claim cancelled in your wallet. Nothing was sent.' }),
    keepOutcomeError: assign({ error: (_, outcome: SigningOutcome<unknown>) => failureIn(outcome).message }),
  },
}).createMachine({
  id: 'pizzaClaim',
  description: 'An address claims the pizza it may claim',
  context: { amount: null, result: null, error: null, notice: null },
  initial: 'ready',
  states: {
    ready: {
      description: 'The page shows the total claimed, what this address may claim and, when there is some, Claim',
      on: {
        CLAIM: {
          target: 'signing',
          actions: assign({ amount: ({ event }) => event.amount, error: null, notice: null, result: null }),
          description: 'The user presses Claim',
        },
      },
    },
    signing: {
      description:
        'The wallet asks the user to sign the claim message, which names the address and the amount; then the signed claim is sent and the pizza is paid as mint inscriptions to the address',
      invoke: {
        id: 'signingStep',
        src: 'signingStep',
        input: ({ context }): { request: PizzaClaimRequest } => ({ request: { amount: context.amount! } }),
        onDone: [
          {
            guard: withOutput('sent'),
            target: 'ready',
            actions: withOutput('keepResult'),
            description: 'The user signs and the pizza is claimed',
          },
          {
            guard: withOutput('rejected'),
            target: 'ready',
            actions: 'sayCancelled',
            description: 'The user rejects in the wallet',
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
export type PizzaClaimMachine = typeof pizzaClaimMachine;
