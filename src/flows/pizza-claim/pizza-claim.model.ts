import { signingStepOutcomes } from '../shared/signing-step.model';
import { createFlowModel } from '../testing/flow-model';
import { pizzaClaimMachine, type PizzaClaimed } from './pizza-claim.machine';

export const pizzaClaimOutcomes = {
  claimed: { amount: '750', inscriptionIds: [`${'ab'.repeat(32)}i0`, `${'cd'.repeat(32)}i0`] } satisfies PizzaClaimed,
  /** Nothing reached a wallet: none is connected, so nothing was signed or sent. */
  noWallet: { message: 'Connect your wallet to claim.' },
  refused: { message: 'The signature does not match the claim message and address.', code: -1 },
} as const;

export const pizzaClaimModel = createFlowModel({
  name: 'pizza-claim',
  machine: pizzaClaimMachine,
  input: {},
  actors: {
    signingStep: signingStepOutcomes({
      sent: pizzaClaimOutcomes.claimed,
      sentWords: 'The user signs the claim message and 750 pizza is claimed',
      refused: pizzaClaimOutcomes.noWallet,
      failed: [pizzaClaimOutcomes.refused],
    }),
  },
  events: [{ type: 'CLAIM', amount: '750' }],
  eventWords: { CLAIM: 'The user presses Claim for 750 pizza' },
  preconditions: ['Signed in on /pizza as an address with 750 pizza to claim (on the devnet: the control sets it, user pizzaClaimable).'],
  contextWords: (snapshot) => {
    const { error, notice, result } = snapshot.context as { error: string | null; notice: string | null; result: PizzaClaimed | null };
    return (
      [error ? `The page says: ${error}` : null, notice ? `The page notes: ${notice}` : null, result ? `Claimed: ${result.amount}` : null]
        .filter(Boolean)
        .join(' ') || null
    );
  },
  serializeContext: (context: { error: string | null; notice: string | null; result: PizzaClaimed | null }) => ({
    error: context.error,
    notice: context.notice,
    result: context.result?.amount ?? null,
  }),
});
