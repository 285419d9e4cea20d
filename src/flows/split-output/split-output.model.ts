import { createFlowModel } from '../testing/flow-model';
import type { StepFailure } from '../shared/step-failure';
import { signingStepOutcomes } from '../shared/signing-step.model';
import { splitOutputMachine, type SplitOutputContext, type SplitPlanView } from './split-output.machine';

const txid = (n: number) => String(n).padStart(2, '0').repeat(32);
/** Account 1's output of 10,000 DEVNET•RUNE on the seeded devnet, and the split of 500 the app builds at 2 sat/vB. */
export const splitItem = { txid: txid(7), vout: 0 };
export const splitPlan: SplitPlanView = { psbt: '70736274ff', feeSats: '434', rate: 2, vsize: 217, partRaw: '500', restRaw: '9500' };
export const splitSent = txid(8);
export const splitOutcomes = {
  poor: { message: 'Splitting the output needs 546 sats for the new output and its network fee, and this wallet has too few plain sats.' },
  refused: { message: 'Not signed: its runestone does not put 500 DEVNET•RUNE in output 0 and 9,500 DEVNET•RUNE in output 1.' },
  network: { message: 'Network problem: check your connection and try again.', code: null },
} satisfies Record<string, StepFailure>;

export const splitOutputModel = createFlowModel({
  name: 'split-output',
  machine: splitOutputMachine,
  input: { asset: { kind: 'rune', name: 'DEVNET•RUNE', runeId: '1:1', divisibility: 0 }, item: splitItem, wholeRaw: '10000', amount: '10000' },
  actors: {
    build: {
      done: [splitPlan],
      error: [splitOutcomes.poor, splitOutcomes.network],
      words: {
        done: 'The app builds the split: 500 to list, 9,500 kept, a network fee of 434 sats at 2 sat/vB',
        error: (e) => `Building the split fails: ${(e.error as StepFailure).message}`,
      },
    },
    signingStep: signingStepOutcomes({
      sent: splitSent,
      sentWords: 'The check passes, the user approves in the wallet, and the app sends the split',
      refused: splitOutcomes.refused,
      failed: [splitOutcomes.network],
    }),
    findSplit: {
      done: [{ txid: splitSent, vout: 0 }, null],
      error: [splitOutcomes.network],
      words: {
        done: (e) => (e.output ? 'The indexer has the new output of 500 DEVNET•RUNE, confirmed' : 'The new output is not indexed and confirmed yet'),
        error: 'Looking for it fails (it is looked for again)',
      },
    },
  },
  events: [
    { type: 'EDIT_AMOUNT', amount: '' },
    { type: 'EDIT_AMOUNT', amount: '500' },
    { type: 'EDIT_AMOUNT', amount: '10000' },
    { type: 'EDIT_AMOUNT', amount: '10001' },
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'SIGN' },
    { type: 'LISTED' },
    { type: 'CLOSE' },
  ],
  eventWords: {
    EDIT_AMOUNT: (e: Record<string, unknown>) => (e.amount === '' ? 'The user clears the amount' : `The user types ${String(e.amount)}`),
    NEXT: 'The user presses Next',
    BACK: 'The user presses Back',
    SIGN: 'The user presses Sign the split',
    LISTED: 'The listing is made and the user presses Done',
    CLOSE: 'The user closes the dialog',
  },
  delayWords: { poll: 'A few seconds pass' },
  serializeContext: (context: SplitOutputContext) => ({
    amount: context.amount,
    problem: context.problem,
    fee: context.plan?.feeSats ?? null,
    listed: context.listed ? `${context.listed.txid}:${context.listed.vout}` : null,
    listedRaw: context.listedRaw,
    error: context.error,
  }),
  preconditions: [
    'Signed in as a holder of a rune (on the devnet: Account 1 holds an output of 10,000 DEVNET•RUNE).',
    'Open My Bitcoin Assets, Runes, DEVNET•RUNE, press List and choose the output of 10,000.',
  ],
  contextWords: (snapshot) => {
    const context = snapshot.context as SplitOutputContext;
    if (context.problem && snapshot.matches('editing')) return `The field says: ${context.problem}`;
    if (context.error) return `The dialog says: ${context.error}`;
    return null;
  },
});
