import { provideSigning, type SigningOutcome } from '../../src/flows/shared/signing-step.machine';

/**
 * The real signing step, its wallet and market answering so that it ends as `outcome`: the wallet's no, the
 * check's refusal (before the wallet), or a signature the market then takes (`sent`) or refuses (`failed`).
 */
export function signingStepEndingAs(outcome: SigningOutcome<unknown>) {
  return provideSigning<unknown, string, unknown>({
    sign: async () => {
      if (outcome.outcome === 'rejected') return Promise.reject({ message: '', rejected: true });
      if (outcome.outcome === 'refused') return Promise.reject(outcome.failure);
      return '70736274ff01';
    },
    send: async () => {
      if (outcome.outcome === 'failed') return Promise.reject(outcome.failure);
      return outcome.outcome === 'sent' ? outcome.sent : null;
    },
  });
}
