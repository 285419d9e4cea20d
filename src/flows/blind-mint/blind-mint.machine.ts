import { asSentence } from '../../domain/sentence';
import { assign, sendTo, setup } from 'xstate';
import { blindCountProblem } from '../../domain/inscribe/blind-mint';
import { invokedFeeChooser } from '../fee-chooser/invoked-fee-chooser';
import { feeChooserChild, feeRateGuards, feeRateTold } from '../shared/fee-rate-child';
import { notProvided } from '../shared/not-provided';
import { failureIn, signingStepMachine, type SigningOutcome } from '../shared/signing-step.machine';
import { failureOf } from '../shared/step-failure';
import { withOutput } from '../shared/with-output';
import { dialogClosed, lastStep, userCloses, userGoesBack, userTriesAgain } from '../shared/dialog-transitions';
import { sentTxid, signingGuards } from '../shared/signing-outcome';

/**
 * A blind mint of premium badges: how many (and a fee rate, told by the fee chooser it runs) -> the collection builds
 * the payment (create_blind_payment) -> one review: the count, the price, the network fee, the total, where it goes ->
 * the PSBT is checked against the review, then signed, and confirm_blind_payment sends it (one signing step) -> the mint
 * is followed (blind_status) until a block confirms it and each badge, drawn then, is inscribed: the badges with their
 * types and rarities.
 */
export interface BlindMintInput {
  readonly collectionId: string;
  readonly name: string;
  /** A premium badge's price and the virtual sats it carries (the collection's info). */
  readonly priceSats: number;
  readonly virtualSats: number;
  /** What the address may still mint, and what remains of the supply (the collection's limit). */
  readonly left: { readonly forAddress: number; readonly remaining: number };
}
/** The payment the collection built, checked against the count: what it pays, to whom, for what network fee. */
export interface BlindPaymentBuilt {
  readonly orderId: string;
  readonly psbt: string;
  readonly signIndexes: readonly number[];
  readonly payAddress: string;
  readonly amountSats: string;
  readonly networkFeeSats: string;
  readonly count: number;
}
/** A blind mint as the collection says it stands. */
export interface BlindMintStatus {
  readonly status: 'created' | 'paid' | 'minted';
  /** The payment's transaction, once sent. */
  readonly txid?: string | null;
  readonly items: readonly { readonly inscriptionId: string; readonly name: string; readonly type: string; readonly rarity: string }[];
}
export interface BlindMintContext extends BlindMintInput {
  readonly countText: string;
  readonly checked: boolean;
  readonly feeRate: number | null;
  readonly payment: BlindPaymentBuilt | null;
  /** The signed payment, kept when its send failed: Try again sends this same one. */
  readonly signed: string | null;
  readonly txid: string | null;
  readonly status: BlindMintStatus | null;
  readonly error: string | null;
}
export type BlindMintEvent =
  | { type: 'SET_COUNT'; value: string }
  | { type: 'FEE_RATE'; rate: number | null }
  | { type: 'NEXT' }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

export type CreateBlindInput = Pick<BlindMintContext, 'collectionId' | 'countText' | 'priceSats' | 'feeRate'>;
/** The payment for the signing step: what the check holds the PSBT to, and the order confirm_blind_payment sends it for. */
export type SignBlindInput = Pick<BlindMintContext, 'name' | 'payment'>;
export type ConfirmBlindInput = Pick<BlindMintContext, 'payment' | 'signed'>;
/** What confirm_blind_payment answers: the payment's transaction. */
export interface BlindSent {
  readonly txid: string;
}

/** The signed payment a failed send carries, for Try again to send the same one. */
const signedOf = (outcome: SigningOutcome<unknown>): string | null =>
  outcome.outcome === 'failed' && typeof outcome.signed === 'string' ? outcome.signed : null;

/** How often a paid mint is read again until it is minted. */
export const BLIND_POLL_MS = 3_000;

export const blindMintMachine = setup({
  types: { input: {} as BlindMintInput, context: {} as BlindMintContext, events: {} as BlindMintEvent },
  actors: {
    create: notProvided<BlindPaymentBuilt, CreateBlindInput>('create'),
    /** The dialog's fee chooser: it tells the mint each rate chosen. */
    feeChooser: invokedFeeChooser,
    /** The PSBT checked against the review and signed, then confirm_blind_payment. */
    signingStep: signingStepMachine,
    /** Try again: the same signed payment sent again (confirm_blind_payment). */
    confirm: notProvided<BlindSent, ConfirmBlindInput>('confirm'),
    readStatus: notProvided<BlindMintStatus, { orderId: string }>('readStatus'),
  },
  guards: {
    ...feeRateGuards,
    ...signingGuards,
    wasSent: (_, status: BlindMintStatus) => status.status !== 'created',
    choiceValid: ({ context }) => blindCountProblem(context.countText, context.left) === null && context.feeRate !== null && context.feeRate > 0,
    isMinted: (_, status: BlindMintStatus) => status.status === 'minted',
  },
  actions: {
    setCount: assign({ countText: ({ context, event }) => (event.type === 'SET_COUNT' ? event.value : context.countText) }),
    setFeeRate: assign({ feeRate: ({ context, event }) => (event.type === 'FEE_RATE' ? event.rate : context.feeRate) }),
    markChecked: assign({ checked: true }),
    markSentAnyway: assign({ txid: ({ context }) => context.status?.txid ?? context.txid, error: null }),
    keepPayment: assign({ payment: (_, payment: BlindPaymentBuilt) => payment, error: null }),
    keepTxid: assign({ txid: (_, out: { readonly txid: string | null }) => out.txid, error: null }),
    keepStatus: assign({ status: (_, status: BlindMintStatus) => status, error: null }),
    keepError: assign({ error: ({ event }) => failureOf(event).message || 'Something went wrong.' }),
    keepSendError: assign({ error: ({ event }) => asSentence(`The send failed: ${failureOf(event).message || 'no answer'}`) }),
    keepRefusal: assign({ error: (_, outcome: SigningOutcome<unknown>) => failureIn(outcome).message || 'Something went wrong.' }),
    keepUnsent: assign((_, outcome: SigningOutcome<unknown>) => ({
      signed: signedOf(outcome),
      error: asSentence(`The send failed: ${failureIn(outcome).message || 'no answer'}`),
    })),
    sayUnread: assign({ error: ({ event }) => `The mint could not be read (${failureOf(event).message}); trying again.` }),
    forgetPayment: assign({ payment: null, signed: null }),
    forgetError: assign({ error: null }),
    /** The rate is fixed from the build on (the payment is built, reviewed and signed at it); open again at the count. */
    fixRate: sendTo('feeChooser', { type: 'FIX' }),
    reopenRate: sendTo('feeChooser', { type: 'REOPEN' }),
  },
  delays: { poll: BLIND_POLL_MS },
}).createMachine({
  id: 'blindMint',
  description: 'A user mints premium badges blind: one payment, then each badge’s type and rarity drawn when it confirms',
  context: ({ input }) => ({ ...input, countText: '1', checked: false, feeRate: null, payment: null, signed: null, txid: null, status: null, error: null }),
  invoke: feeChooserChild,
  // The rate the chooser tells; it is fixed (tells nothing) from the build on, open again at the count.
  on: { FEE_RATE: feeRateTold('setFeeRate') },
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The dialog asks how many badges, with their price and the odds, and a fee rate',
      entry: 'reopenRate',
      on: {
        SET_COUNT: { actions: 'setCount', description: 'The user types how many' },
        NEXT: [
          {
            guard: 'choiceValid',
            target: 'creating',
            actions: ['markChecked', 'forgetPayment', 'forgetError'],
            description: 'The count is allowed: the payment is built',
          },
          { actions: 'markChecked', description: 'The count is missing or above what is left: it is said' },
        ],
        CLOSE: userCloses('closed'),
      },
    },
    creating: {
      description: 'The collection builds the payment; the app holds it to the count times the price',
      entry: 'fixRate',
      on: { CLOSE: { target: 'closed', description: 'The user closes the dialog: nothing is paid' } },
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({ collectionId: context.collectionId, countText: context.countText, priceSats: context.priceSats, feeRate: context.feeRate }),
        onDone: { target: 'review', actions: withOutput('keepPayment'), description: 'It is built at the price shown' },
        onError: { target: 'failed', actions: 'keepError', description: 'The collection refuses, or asks another amount' },
      },
    },
    review: {
      description: 'One review: how many, the price, the network fee, the total and the collection’s address',
      on: {
        CONFIRM: { target: 'signing', description: 'The user presses Pay' },
        BACK: userGoesBack('choosing', 'to the count', ['forgetPayment', 'forgetError']),
        CLOSE: userCloses('closed'),
      },
    },
    signing: {
      description: 'The PSBT is checked against the review, then the wallet signs, and the payment is sent (confirm_blind_payment)',
      invoke: {
        id: 'signingStep',
        src: 'signingStep',
        input: ({ context }): { request: SignBlindInput } => ({ request: { name: context.name, payment: context.payment } }),
        onDone: [
          {
            guard: withOutput('sent'),
            target: 'following',
            actions: { type: 'keepTxid', params: ({ event }) => ({ txid: sentTxid(event.output) }) },
            description: 'The wallet signed and the payment is sent',
          },
          {
            guard: withOutput('rejected'),
            target: 'review',
            actions: 'forgetError',
            description: 'The user said no in the wallet: nothing is paid',
          },
          {
            guard: withOutput('refused'),
            target: 'failed',
            actions: withOutput('keepRefusal'),
            description: 'The check refused the payment: nothing is signed; Try again builds another',
          },
          {
            target: 'checkingSent',
            actions: withOutput('keepUnsent'),
            description: 'The wallet signed; the send failed or its answer was lost: whether it went out is read',
          },
        ],
      },
    },
    confirming: {
      description: 'The same signed payment is sent again (confirm_blind_payment)',
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ payment: context.payment, signed: context.signed }),
        onDone: { target: 'following', actions: withOutput('keepTxid'), description: 'The payment is sent' },
        onError: { target: 'checkingSent', actions: 'keepSendError', description: 'The send failed or its answer was lost: whether it went out is read' },
      },
    },
    checkingSent: {
      description: 'The send’s answer was an error: the app reads the mint to learn whether the payment went out anyway',
      invoke: {
        id: 'readStatus',
        src: 'readStatus',
        input: ({ context }) => ({ orderId: context.payment?.orderId ?? '' }),
        onDone: [
          {
            guard: withOutput('wasSent'),
            target: 'following',
            actions: [withOutput('keepStatus'), 'markSentAnyway'],
            description: 'It went out: the mint is followed',
          },
          { target: 'notSent', description: 'It did not go out' },
        ],
        onError: { target: 'notSent', description: 'Whether it went out cannot be read' },
      },
    },
    notSent: {
      description: 'The signed payment may not have gone out: Try again sends the same one (it spends the same coins, so it is paid at most once)',
      on: {
        RETRY: { target: 'confirming', actions: 'forgetError', description: 'The user presses Try again: the same signed payment is sent' },
        CLOSE: userCloses('closed'),
      },
    },
    following: {
      description: 'The mint is read: paid, waiting for its block, or minted',
      on: { CLOSE: { target: 'closed', description: 'The user closes the dialog: the mint goes on (the page lists it)' } },
      invoke: {
        id: 'readStatus',
        src: 'readStatus',
        input: ({ context }) => ({ orderId: context.payment?.orderId ?? '' }),
        onDone: [
          {
            guard: withOutput('isMinted'),
            target: 'minted',
            actions: withOutput('keepStatus'),
            description: 'A block confirmed it: the badges are drawn and inscribed',
          },
          { target: 'waiting', actions: withOutput('keepStatus'), description: 'Paid, waiting for a block' },
        ],
        onError: { target: 'waiting', actions: 'sayUnread', description: 'The status could not be read: it is tried again' },
      },
    },
    waiting: {
      description: 'Paid: the dialog says the badges come with the next block and reads again a moment later',
      after: { poll: { target: 'following', description: 'A moment passes: the app reads again' } },
      on: { CLOSE: { target: 'closed', description: 'The user closes the dialog: the mint goes on (the page lists it)' } },
    },
    minted: lastStep('Minted: each badge with its type and rarity', 'closed'),
    failed: {
      description: 'The error in words; Try again builds the payment again',
      on: {
        RETRY: userTriesAgain('creating', 'forgetError'),
        BACK: userGoesBack('choosing', 'to the count', ['forgetPayment', 'forgetError']),
        CLOSE: userCloses('closed'),
      },
    },
    closed: dialogClosed,
  },
});
export type BlindMintMachine = typeof blindMintMachine;
