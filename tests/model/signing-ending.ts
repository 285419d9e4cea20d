import { provideSigning, type SendInput, type SigningOutcome } from '../../src/flows/shared/signing-step.machine';

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

/**
 * The real signing step with a wallet that waits for the test (`approve`) and a market that never answers: what the
 * step was asked to sign and what it sent are recorded, so a test reads the words between the two.
 */
export function recordedSigningStep<TRequest, TSigned, TSent>() {
  let approveNow: (signed: TSigned) => void = () => {};
  const asked: TRequest[] = [];
  const sent: SendInput<TRequest, TSigned>[] = [];
  const step = provideSigning<TRequest, TSigned, TSent>({
    sign: (request) => {
      asked.push(request);
      return new Promise((resolve) => (approveNow = resolve));
    },
    send: (input) => {
      sent.push(input);
      return new Promise(() => {});
    },
  });
  return { step, asked, sent, approve: (signed: TSigned) => approveNow(signed) };
}
