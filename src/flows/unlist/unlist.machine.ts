import { assign, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import type { MarketCategory } from '../../domain/entities';
import type { Outpoint } from '../../domain/tx-effect/intents';
import { failureOf, listChanged, type StepFailure } from '../shared/step-failure';
import { failureIn, signingStepMachine, type SigningOutcome } from '../shared/signing-step.machine';
import { withOutput } from '../shared/with-output';
import { dialogClosed, userCloses, userGoesBack } from '../shared/dialog-transitions';
import { signingGuards } from '../shared/signing-outcome';
import { invokeOnContext } from '../shared/invoke-on-context';

/**
 * Unlist (Sign, then Success): create_put_off, on-chain by default (issue 44: an off-chain unlisting only stops the
 * market showing the item, while the signed SINGLE|ANYONECANPAY listing stays valid for anyone holding a copy; moving
 * the item voids it), off-chain when the user unticks it (unless the market still answers with a transaction to
 * sign), then for an on-chain unlisting its
 * network fee shown and the wallet's signature of nftSignIndexes and btcSignIndexes (after the app checked the
 * item goes back to the owner for no more fee than shown), confirm_put_off, then 'Unlist success.'.
 * The Unlist button is taken once: a second click while it runs does nothing, and the dialog stays open until
 * the market has answered (closing it half-way would leave the user not knowing whether it is still for sale). A wallet rejection goes back to the
 * Sign step without an error; any other failure goes back with what went wrong, and the list is refreshed when
 * the market's code says it changed (below -1).
 */
export interface UnlistInput {
  readonly category: MarketCategory;
  readonly auctionId: string;
  /** The item's output and its sat's offset: an on-chain unlisting must give it back to the owner. */
  readonly item: Outpoint;
  readonly itemOffset: number;
}
export interface PutOff {
  readonly psbt: string;
  readonly nftSignIndexes: readonly number[];
  readonly btcSignIndexes: readonly number[];
  /** An on-chain unlisting's network fee, sats, as the app worked it out from the PSBT and the chain's amounts. */
  readonly networkFee?: number;
  /**
   * Its bound (issue 41): the network's fastest fee rate when the market answered (sat/vB, what the dialog shows), the
   * size the app worked out from the PSBT (vB), and the most it may pay, rate × size plus the stated margin (sats).
   * The check holds the PSBT to the fee shown, never above this.
   */
  readonly feeRate?: number;
  readonly vsize?: number;
  readonly maxNetworkFee?: number;
}
export interface UnlistContext extends UnlistInput {
  /** Void the signed listing on-chain (the item moves back in a transaction that costs a fee): the default. */
  readonly onChain: boolean;
  readonly putOff: PutOff | null;
  readonly error: string | null;
}
/** How a step failed: `rejected` when the user said no in the wallet; `code` the market's. */
export type UnlistFailure = StepFailure;

/** What each step reads. */
export type CreatePutOffInput = Pick<UnlistContext, 'category' | 'auctionId' | 'onChain'>;
/** An on-chain unlisting for the signing step: what the check holds the PSBT to, and where the market confirms it. */
export type SignPutOffInput = Pick<UnlistContext, 'category' | 'auctionId' | 'putOff' | 'item' | 'itemOffset'>;
export interface ConfirmPutOffInput extends Pick<UnlistContext, 'category' | 'auctionId'> {
  readonly signedPsbt: string | null;
}

export type UnlistEvent = { type: 'UNLIST' } | { type: 'SET_ON_CHAIN'; onChain: boolean } | { type: 'SIGN' } | { type: 'BACK' } | { type: 'CLOSE' };

export const unlistMachine = setup({
  types: { context: {} as UnlistContext, events: {} as UnlistEvent, input: {} as UnlistInput },
  actors: {
    createPutOff: notProvided<PutOff, CreatePutOffInput>('createPutOff'),
    /** An on-chain unlisting: the PSBT's check and signature, then confirm_put_off. */
    signingStep: signingStepMachine,
    confirmPutOff: notProvided<unknown, ConfirmPutOffInput>('confirmPutOff'),
  },
  guards: {
    nothingToSign: (_, output: PutOff) => !output.psbt,
    listChanged: ({ event }) => listChanged(failureOf(event)),
    ...signingGuards,
    changedAfterSigning: (_, outcome: SigningOutcome<unknown>) => listChanged(failureIn(outcome)),
  },
  actions: {
    keepPutOff: assign((_, putOff: PutOff) => ({ putOff, error: null })),
    clearError: assign({ error: null }),
    keepOnChain: assign({ onChain: ({ event }) => (event.type === 'SET_ON_CHAIN' ? event.onChain : false) }),
    keepError: assign({ error: ({ event }) => failureOf(event).message }),
    keepOutcomeError: assign({ error: (_, outcome: SigningOutcome<unknown>) => failureIn(outcome).message || null }),
    /** Tells the page its listings changed (the inscription-list refresh event). */
    refreshList: () => {},
    /** Shows 'Unlist success.' */
    announceSuccess: () => {},
  },
}).createMachine({
  id: 'unlist',
  description: 'The seller takes an item off the market.',
  context: ({ input }) => ({ ...input, onChain: true, putOff: null, error: null }),
  initial: 'sign',
  states: {
    sign: {
      description: 'The dialog shows the listing and an Unlist button (and what went wrong last time, if anything)',
      on: {
        SET_ON_CHAIN: { actions: 'keepOnChain', description: 'The user chooses whether to void the signed listing on-chain (ticked at first)' },
        UNLIST: { target: 'creating', actions: 'clearError', description: 'The user presses Unlist' },
        CLOSE: userCloses('closed'),
      },
    },
    creating: {
      description: 'The market prepares the unlisting',
      invoke: {
        ...invokeOnContext('createPutOff'),
        onDone: [
          {
            guard: withOutput('nothingToSign'),
            target: 'confirming',
            actions: withOutput('keepPutOff'),
          },
          { target: 'feeReview', actions: withOutput('keepPutOff') },
        ],
        onError: [
          { guard: 'listChanged', target: 'sign', actions: ['keepError', 'refreshList'] },
          { target: 'sign', actions: 'keepError' },
        ],
      },
    },
    feeReview: {
      description: 'An on-chain unlisting: the dialog shows the network fee it pays and where the item goes, with Sign',
      on: {
        SIGN: { target: 'signing', actions: 'clearError', description: 'The user presses Sign' },
        BACK: userGoesBack('sign'),
        CLOSE: { target: 'closed', description: 'The user closes the dialog (nothing was signed)' },
      },
    },
    signing: {
      description: 'The signing step: the app checks the unlisting returns the item to the owner, the wallet signs it, the market takes the item off sale',
      invoke: {
        id: 'signingStep',
        src: 'signingStep',
        input: ({ context }) => ({ request: context }),
        onDone: [
          { guard: withOutput('sent'), target: 'success', actions: ['announceSuccess', 'refreshList'] },
          {
            guard: withOutput('notSigned'),
            target: 'feeReview',
            actions: withOutput('keepOutcomeError'),
          },
          {
            guard: withOutput('changedAfterSigning'),
            target: 'sign',
            actions: [withOutput('keepOutcomeError'), 'refreshList'],
          },
          { target: 'sign', actions: withOutput('keepOutcomeError') },
        ],
      },
    },
    confirming: {
      description: 'An off-chain unlisting: the market takes the item off sale',
      invoke: {
        id: 'confirmPutOff',
        src: 'confirmPutOff',
        input: ({ context }) => ({ ...context, signedPsbt: null }),
        onDone: { target: 'success', actions: ['announceSuccess', 'refreshList'] },
        onError: [
          { guard: 'listChanged', target: 'sign', actions: ['keepError', 'refreshList'] },
          { target: 'sign', actions: 'keepError' },
        ],
      },
    },
    success: {
      description:
        "The dialog says 'Unlist success.' and what it means: on-chain, the signed listing is void once the transaction confirms; off-chain, the market no longer shows it but a copy of the signed listing could still be used",
      on: { CLOSE: userCloses('closed') },
    },
    closed: dialogClosed,
  },
});

export type UnlistMachine = typeof unlistMachine;
