import { assign, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { failureOf } from '../shared/step-failure';

/**
 * The pizza claim (/pizza): Claim -> the wallet signs the claim message for the amount shown -> the claim is sent ->
 * claimed (its mint inscriptions named), or refused with the reason. A rejection in the wallet sends nothing and says
 * so; either way the page stays, and a claim can be made again when there is pizza to claim.
 */
export interface PizzaClaimed {
  readonly amount: string;
  readonly inscriptionIds: readonly string[];
}
export interface PizzaClaimContext {
  /** The amount the page showed when Claim was pressed: the message signs exactly it. */
  readonly amount: string | null;
  readonly sign: string | null;
  readonly result: PizzaClaimed | null;
  readonly error: string | null;
  readonly notice: string | null;
}
export type PizzaClaimEvent = { type: 'CLAIM'; amount: string };

export const pizzaClaimMachine = setup({
  types: { context: {} as PizzaClaimContext, events: {} as PizzaClaimEvent },
  actors: {
    /** The wallet signs the claim message for the amount; resolves with the signature. */
    sign: notProvided<string, { amount: string }>('sign'),
    /** POST /pizza/claim with the amount and the signature. */
    submit: notProvided<PizzaClaimed, { amount: string; sign: string }>('submit'),
  },
  guards: { rejected: ({ event }) => failureOf(event).rejected === true },
}).createMachine({
  id: 'pizzaClaim',
  description: 'An address claims the pizza it may claim',
  context: { amount: null, sign: null, result: null, error: null, notice: null },
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
      description: 'The wallet asks the user to sign the claim message, which names the address and the amount',
      invoke: {
        id: 'sign',
        src: 'sign',
        input: ({ context }) => ({ amount: context.amount! }),
        onDone: { target: 'submitting', actions: assign({ sign: ({ event }) => event.output }), description: 'The user signs' },
        onError: [
          {
            guard: 'rejected',
            target: 'ready',
            actions: assign({ notice: 'Claim cancelled in your wallet. Nothing was sent.' }),
            description: 'The user rejects in the wallet',
          },
          { target: 'ready', actions: assign({ error: ({ event }) => failureOf(event).message }), description: 'Signing failed' },
        ],
      },
    },
    submitting: {
      description: 'The signed claim is sent; the pizza is paid as mint inscriptions to the address',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ amount: context.amount!, sign: context.sign ?? '' }),
        onDone: { target: 'ready', actions: assign({ result: ({ event }) => event.output }), description: 'The pizza is claimed' },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => failureOf(event).message }), description: 'The claim is refused' },
      },
    },
  },
});
export type PizzaClaimMachine = typeof pizzaClaimMachine;
