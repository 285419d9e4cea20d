import { isSent, type SigningOutcome } from './signing-step.machine';

/**
 * Routing the signing step's outcome (`sent`, `rejected`, `refused`, `failed`) in the flow that invokes it: the guards
 * its `onDone` picks a target with, and the outcome handed to them and to its actions as their params. The targets and
 * the words stay in the flow's machine:
 *   { guard: withOutput('sent'), target: 'done', actions: withOutput('keepTxid'), description: '…' }  (withOutput: ./with-output)
 */
export const signingGuards = {
  /** The wallet signed and the market (or the network) took it. */
  sent: (_: unknown, outcome: SigningOutcome<unknown>) => outcome.outcome === 'sent',
  /** The user said no in the wallet. */
  rejected: (_: unknown, outcome: SigningOutcome<unknown>) => outcome.outcome === 'rejected',
  /** The check refused it, or the wallet could not sign: nothing reached the market. */
  refused: (_: unknown, outcome: SigningOutcome<unknown>) => outcome.outcome === 'refused',
  /** Nothing was signed: the user said no, or the check refused it. */
  notSigned: (_: unknown, outcome: SigningOutcome<unknown>) => outcome.outcome === 'rejected' || outcome.outcome === 'refused',
};

/** The transaction the market's send answered (`{ txid }`: a purchase, a claim, a payment), read from a `sent` outcome; null otherwise. */
export const sentTxid = (outcome: SigningOutcome<unknown>): string | null => {
  if (!isSent(outcome)) return null;
  const sent = outcome.sent;
  return typeof sent === 'object' && sent !== null && 'txid' in sent && typeof sent.txid === 'string' ? sent.txid : null;
};
