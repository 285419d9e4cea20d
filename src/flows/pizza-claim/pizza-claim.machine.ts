import { createMessageClaimMachine, type ClaimEvent, type MessageClaimContext } from '../shared/message-claim.machine';

/**
 * The pizza claim (/pizza): Claim -> the wallet signs the claim message for the amount shown, then the claim is sent
 * with it (one signing step) -> claimed (its mint inscriptions named), or refused with the reason. A rejection in the
 * wallet sends nothing and says so; either way the page stays, and a claim can be made again when there is pizza to
 * claim. The message claim's machine (shared with the deployer's claim), in the pizza page's words.
 */
export interface PizzaClaimed {
  readonly amount: string;
  readonly inscriptionIds: readonly string[];
}
/** The claim for the signing step: the amount the page showed when Claim was pressed; the message signs exactly it. */
export interface PizzaClaimRequest {
  readonly amount: string;
}
export type PizzaClaimContext = MessageClaimContext<PizzaClaimRequest, PizzaClaimed>;

/** What was claimed: the market's answer, decoded by the send. */
const claimedOf = (sent: unknown): PizzaClaimed | null => {
  if (typeof sent !== 'object' || sent === null || !('amount' in sent) || !('inscriptionIds' in sent)) return null;
  const ids: unknown = sent.inscriptionIds;
  if (typeof sent.amount !== 'string' || !Array.isArray(ids)) return null;
  const inscriptionIds = ids.filter((id): id is string => typeof id === 'string');
  return inscriptionIds.length === ids.length ? { amount: sent.amount, inscriptionIds } : null;
};

/** The wallet signs the claim message for the amount, then POST /pizza/claim with the amount and the signature. */
export const pizzaClaimMachine = createMessageClaimMachine<PizzaClaimRequest, PizzaClaimed>({
  id: 'pizzaClaim',
  description: 'An address claims the pizza it may claim',
  claimOf: (event: ClaimEvent) => ({ amount: event.amount ?? '' }),
  resultOf: claimedOf,
  forgetsResult: true,
  words: {
    ready: 'The page shows the total claimed, what this address may claim and, when there is some, Claim',
    claim: 'The user presses Claim',
    signing:
      'The wallet asks the user to sign the claim message, which names the address and the amount; then the signed claim is sent and the pizza is paid as mint inscriptions to the address',
    sent: 'The user signs and the pizza is claimed',
    rejected: 'The user rejects in the wallet',
  },
});
export type PizzaClaimMachine = typeof pizzaClaimMachine;
