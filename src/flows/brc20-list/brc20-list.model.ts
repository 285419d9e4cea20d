import type { TransferChoice } from '../../domain/market/brc20-listing';
import { createFlowModel } from '../testing/flow-model';
import { brc20ListMachine, type Brc20ListContext, type Brc20ListFailure } from './brc20-list.machine';

const id = (n: number) => `${String(n).padStart(2, '0').repeat(32)}i0`;
/** Account 1's ordi transfers on the seeded devnet, as the dialog loads them: one ready, one unconfirmed, one listed. */
export const brc20Choices: readonly TransferChoice[] = [
  { inscriptionId: id(1), inscriptionNumber: 11, amount: '300', confirmations: 6, listed: false },
  { inscriptionId: id(2), inscriptionNumber: 12, amount: '100', confirmations: 0, listed: false },
  { inscriptionId: id(3), inscriptionNumber: 13, amount: '200', confirmations: 6, listed: true },
];
export const brc20Inscribed: TransferChoice = { inscriptionId: id(4), inscriptionNumber: 14, amount: '250', confirmations: 1, listed: false };
export const brc20Outcomes = {
  network: { message: 'Network problem: check your connection and try again.', code: null },
  rejected: { message: '', rejected: true },
  unsupported: { message: 'This wallet cannot inscribe a transfer from this page.', unsupported: true },
} satisfies Record<string, Brc20ListFailure>;

export const brc20ListModel = createFlowModel({
  name: 'brc20-list',
  machine: brc20ListMachine,
  input: { tick: 'ordi', safeAvailable: '1000', decimals: 18, onSaleConfirmBlocks: 1 },
  actors: {
    loadChoices: {
      done: [brc20Choices],
      error: [brc20Outcomes.network],
      words: {
        done: 'The dialog loads three ordi transfers: 300 (ready), 100 (unconfirmed), 200 (listed)',
        error: (e) => `Loading fails: ${(e.error as Brc20ListFailure).message}`,
      },
    },
    inscribeTransfer: {
      done: [brc20Inscribed.inscriptionId],
      error: [brc20Outcomes.rejected, brc20Outcomes.unsupported, brc20Outcomes.network],
      words: {
        done: 'The user approves the transfer inscription in the wallet',
        error: (e) => {
          const f = e.error as Brc20ListFailure;
          return f.rejected
            ? 'The user rejects the inscription in the wallet'
            : f.unsupported
              ? 'The wallet has no inscribeTransfer'
              : `The wallet fails: ${f.message}`;
        },
      },
    },
    findInscribed: {
      done: [brc20Inscribed, null],
      error: [brc20Outcomes.network],
      words: {
        done: (e) => (e.output ? 'The new transfer is confirmed' : 'The new transfer is not confirmed yet'),
        error: 'Looking for it fails (it is looked for again)',
      },
    },
  },
  events: [
    { type: 'SELECT', inscriptionId: id(1) },
    { type: 'SELECT', inscriptionId: id(2) },
    { type: 'CUSTOM' },
    { type: 'EDIT_AMOUNT', amount: '' },
    { type: 'EDIT_AMOUNT', amount: '5000' },
    { type: 'EDIT_AMOUNT', amount: '250' },
    // 19 decimals: ordi allows 18, and the indexer would reject the transfer (issue 44, 2).
    { type: 'EDIT_AMOUNT', amount: '1.1234567890123456789' },
    { type: 'NEXT' },
    { type: 'BACK' },
    { type: 'RETRY' },
    { type: 'LISTED' },
    { type: 'CLOSE' },
  ],
  eventWords: {
    SELECT: (e: Record<string, unknown>) => `The user picks the ${brc20Choices.find((c) => c.inscriptionId === e.inscriptionId)?.amount ?? '?'} ordi transfer`,
    CUSTOM: 'The user picks a custom amount',
    EDIT_AMOUNT: (e: Record<string, unknown>) => (e.amount === '' ? 'The user clears the amount' : `The user types ${String(e.amount)}`),
    NEXT: 'The user presses Next',
    BACK: 'The user presses Back',
    RETRY: 'The user presses Try again',
    LISTED: 'The listing is made and the user presses Done',
    CLOSE: 'The user closes the dialog',
  },
  delayWords: { poll: 'A few seconds pass' },
  serializeContext: (context: Brc20ListContext) => ({
    amount: context.amount,
    problem: context.problem,
    chosen: context.chosen?.inscriptionId ?? null,
    error: context.error,
    loaded: context.choices.length,
  }),
  preconditions: ['Signed in as a holder of a brc-20 token (on the devnet: Account 1 holds ordi).', 'Open My Bitcoin Assets, brc-20, ordi, and press List.'],
  contextWords: (snapshot) => {
    const context = snapshot.context as Brc20ListContext;
    if (context.problem && snapshot.matches('custom')) return `The field says: ${context.problem}`;
    if (context.error) return `The dialog says: ${context.error}`;
    return null;
  },
});
