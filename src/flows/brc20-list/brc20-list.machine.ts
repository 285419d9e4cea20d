import { assign, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import { choiceState, customAmountProblem, type TransferChoice } from '../../domain/market/brc20-listing';
import { failureOf, type StepFailure } from '../shared/step-failure';
import { withOutput } from '../shared/with-output';
import { dialogClosed, userCloses, userGoesBack, userTriesAgain } from '../shared/dialog-transitions';
import { invokeOnContext } from '../shared/invoke-on-context';

/**
 * List, brc-20: choose a transfer inscription, or a custom amount that is first
 * inscribed as a transfer (the wallet's inscribeTransfer where it has one, otherwise the inscribe page),
 * then the price, then list. Back returns to the choice. The price and the signature are the listing
 * dialog's own steps (the list machine), shown once the inscription is chosen and confirmed.
 */
export interface Brc20ListInput {
  readonly tick: string;
  /** The safe available balance: what a custom amount may be at most. */
  readonly safeAvailable: string;
  /** The tick's decimals (18 unless its deploy said fewer): a custom amount may have no more. */
  readonly decimals: number;
  readonly onSaleConfirmBlocks: number;
}
export interface Brc20ListContext extends Brc20ListInput {
  readonly choices: readonly TransferChoice[];
  readonly chosen: TransferChoice | null;
  readonly amount: string;
  readonly problem: string | null;
  /** The inscription the wallet just made, waited for until it can be listed. */
  readonly inscribed: string | null;
  readonly error: string | null;
}
export type Brc20ListEvent =
  | { type: 'SELECT'; inscriptionId: string }
  | { type: 'CUSTOM' }
  | { type: 'EDIT_AMOUNT'; amount: string }
  | { type: 'NEXT' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'LISTED' }
  | { type: 'CLOSE' };
export type Brc20ListFailure = StepFailure & { readonly unsupported?: boolean };

/** What each step reads. */
export type InscribeTransferInput = Pick<Brc20ListContext, 'tick' | 'amount'>;
export type FindInscribedInput = Pick<Brc20ListContext, 'inscribed' | 'amount' | 'onSaleConfirmBlocks'>;

export const brc20ListMachine = setup({
  types: { context: {} as Brc20ListContext, events: {} as Brc20ListEvent, input: {} as Brc20ListInput },
  actors: {
    loadChoices: notProvided<readonly TransferChoice[], unknown>('loadChoices'),
    inscribeTransfer: notProvided<string, InscribeTransferInput>('inscribeTransfer'),
    /** The new transfer inscription, once it has enough confirmations; null while it has not. */
    findInscribed: notProvided<TransferChoice | null, FindInscribedInput>('findInscribed'),
  },
  delays: { poll: 5_000 },
  guards: {
    choosable: ({ context, event }) => {
      const choice = event.type === 'SELECT' ? context.choices.find((c) => c.inscriptionId === event.inscriptionId) : undefined;
      return !!choice && choiceState(choice, context.onSaleConfirmBlocks) === 'ready';
    },
    amountProblem: ({ context }) => customAmountProblem(context.amount, context.safeAvailable, context.decimals) !== null,
    rejected: ({ event }) => failureOf(event).rejected === true,
    unsupported: ({ event }) => (failureOf(event) as Brc20ListFailure).unsupported === true,
    found: (_, output: TransferChoice | null) => output !== null,
  },
  actions: {
    keepChoices: assign((_, choices: readonly TransferChoice[]) => ({ choices, error: null })),
    keepChosen: assign({
      chosen: ({ context, event }) => (event.type === 'SELECT' ? (context.choices.find((c) => c.inscriptionId === event.inscriptionId) ?? null) : null),
    }),
    keepFound: assign((_, chosen: TransferChoice | null) => ({ chosen })),
    keepAmount: assign({ amount: ({ event }) => (event.type === 'EDIT_AMOUNT' ? event.amount : ''), problem: null }),
    showProblem: assign({ problem: ({ context }) => customAmountProblem(context.amount, context.safeAvailable, context.decimals) }),
    keepInscribed: assign((_, inscribed: string) => ({ inscribed, error: null })),
    keepError: assign({ error: ({ event }) => failureOf(event).message }),
    clearError: assign({ error: null }),
    forgetChoice: assign({ chosen: null }),
  },
}).createMachine({
  id: 'brc20-list',
  description: 'The holder of a brc-20 token lists an amount of it.',
  context: ({ input }) => ({ ...input, choices: [], chosen: null, amount: '', problem: null, inscribed: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The dialog loads the transfer inscriptions the user holds and which of them are listed',
      invoke: {
        id: 'loadChoices',
        src: 'loadChoices',
        onDone: { target: 'choosing', actions: withOutput('keepChoices') },
        onError: { target: 'loadFailed', actions: 'keepError' },
      },
    },
    loadFailed: {
      description: 'The inscriptions could not be loaded: the dialog says why and offers to try again',
      on: {
        RETRY: userTriesAgain('loading'),
        CLOSE: userCloses('closed'),
      },
    },
    choosing: {
      description: 'The dialog lists the transfer inscriptions (listed and unconfirmed ones faded) and offers a custom amount',
      entry: 'forgetChoice',
      on: {
        SELECT: { guard: 'choosable', target: 'pricing', actions: 'keepChosen', description: 'The user picks a confirmed, unlisted inscription' },
        CUSTOM: { target: 'custom', description: 'The user picks a custom amount' },
        CLOSE: userCloses('closed'),
      },
    },
    custom: {
      description: 'The dialog asks for the amount to sell, from 1 to the safe available balance',
      on: {
        EDIT_AMOUNT: { actions: 'keepAmount', description: 'The user types an amount' },
        NEXT: [
          { guard: 'amountProblem', actions: 'showProblem', description: 'The user presses Next with no amount or a wrong one: the field says why' },
          { target: 'inscribing', actions: 'clearError', description: 'The user presses Next with a good amount' },
        ],
        BACK: userGoesBack('choosing', 'to the choice'),
        CLOSE: userCloses('closed'),
      },
    },
    inscribing: {
      description: 'The wallet inscribes a transfer of the amount (the user approves it there)',
      invoke: {
        ...invokeOnContext('inscribeTransfer'),
        onDone: { target: 'confirming', actions: withOutput('keepInscribed') },
        onError: [
          { guard: 'unsupported', target: 'inscribeElsewhere' },
          { guard: 'rejected', target: 'custom' },
          { target: 'custom', actions: 'keepError' },
        ],
      },
    },
    inscribeElsewhere: {
      description: 'This wallet cannot inscribe from here: the dialog links the inscribe page for a transfer of this tick',
      on: {
        BACK: userGoesBack('choosing', 'to the choice'),
        CLOSE: userCloses('closed'),
      },
    },
    confirming: {
      description: 'The transfer is inscribed; the dialog waits for its confirmations before it can be listed',
      initial: 'checking',
      on: { CLOSE: { target: 'closed', description: 'The user closes the dialog (the transfer stays in the wallet, to list later)' } },
      states: {
        checking: {
          description: 'The dialog looks for the new transfer inscription',
          invoke: {
            ...invokeOnContext('findInscribed'),
            onDone: [
              {
                guard: withOutput('found'),
                target: '#brc20-list.pricing',
                actions: withOutput('keepFound'),
              },
              { target: 'waiting' },
            ],
            onError: { target: 'waiting' },
          },
        },
        waiting: {
          description: 'Not confirmed yet: the dialog looks again in a few seconds',
          after: { poll: { target: 'checking' } },
        },
      },
    },
    pricing: {
      description: 'The listing dialog takes over for the chosen inscription: the price, the too-low confirm, the signature',
      on: {
        BACK: userGoesBack('choosing', 'to the choice'),
        LISTED: { target: 'closed', description: "The listing is made ('Listing created.') and the user closes it" },
        CLOSE: userCloses('closed'),
      },
    },
    closed: dialogClosed,
  },
});

export type Brc20ListMachine = typeof brc20ListMachine;
