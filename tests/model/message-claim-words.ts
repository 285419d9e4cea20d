import { signingEndAt, type SaysAfter } from './said-words';

/**
 * What a message claim's page says (the deployer's royalty claim, the pizza claim; src/flows/shared/message-claim):
 * Claim clears what the last claim said; then the signing step's end says why it failed, or notes the wallet's no.
 */
export const claimErrorSays: SaysAfter = ({ event }) => {
  if (event.type === 'CLAIM') return null;
  const ended = signingEndAt(event);
  if (ended === 'refused') return 'Connect your wallet to claim.';
  if (ended === 'failed') return 'The signature does not match the claim message and address.';
  return undefined;
};
export const claimNoticeSays: SaysAfter = ({ event }) => {
  if (event.type === 'CLAIM') return null;
  return signingEndAt(event) === 'rejected' ? 'Claim cancelled in your wallet. Nothing was sent.' : undefined;
};
