import type { TokenLot } from '../../domain/tx-effect/token-lot';
import { assign, sendTo, setup } from 'xstate';
import type { MarketCategory } from '../../domain/entities';
import type { Outpoint } from '../../domain/tx-effect/intents';
import { notProvided } from '../shared/not-provided';
import { failureOf } from '../shared/step-failure';
import { failureIn, signingStepMachine, type SigningOutcome } from '../shared/signing-step.machine';
import { invokedFeeChooser } from '../fee-chooser/invoked-fee-chooser';
import { feeChooserChild, feeRateGuards, feeRateTold } from '../shared/fee-rate-child';
import { withOutput } from '../shared/with-output';
import { dialogClosed, lastStep, userCloses, userGoesBack, userTriesAgain } from '../shared/dialog-transitions';
import { sentTxid, signingGuards } from '../shared/signing-outcome';

/**
 * Claiming on the market: an auction no bid could complete (a coin each bid held was spent) is its highest bidder's to
 * claim at that bid. The bidder picks a fee rate -> the market builds a new purchase for the wallet's coins now
 * (create_claim) -> one review: the bid, the service fee, the network fee, the total -> the PSBT is checked against the
 * review, then signed, and confirm_claim sends it (one signing step) -> the item is the bidder's.
 *
 * The fee chooser is the claim's own child: it tells the claim each rate chosen (FEE_RATE), and the claim fixes it from
 * the build on (the purchase is built, reviewed, signed and built again at that rate) and reopens it back at the choice.
 */
export interface MarketClaimInput {
  readonly category: MarketCategory;
  readonly auctionId: string;
  readonly title: string;
  /**
   * The inscription bid on, as the bid's record keeps it (a claim without it is refused before the market is asked to
   * build anything): where it is comes from the indexer, never the market.
   */
  readonly inscriptionId?: string;
  /** The token lot bid on, as the bid's record keeps it: the claim is held to exactly it. */
  readonly token?: TokenLot;
  /** The bid the claim is at (sats), as the listing said it. */
  readonly priceSats: string;
}
/** What create_claim built, checked against what was shown: the PSBTs, the fees, where the item is. */
export interface ClaimBuilt {
  readonly claimId: string;
  /** The inscription bid on (the bid's record), which the listing still names. */
  readonly inscriptionId: string;
  readonly psbtClaim: string;
  readonly psbtClaim2: string;
  readonly signIndexes: readonly number[];
  readonly serviceFeeSats: string;
  readonly networkFeeSats: string;
  /** The item's outpoint and the offset of its sat, as the indexer says. */
  readonly item: Outpoint;
  readonly itemOffset: number;
  /** The padding split's fee (psbtClaim2), shown and added to the total: from the chain's amounts, at most its ceiling; '0' without one. */
  readonly paddingFeeSats: string;
  /** Until when the market lets it be claimed (ms). */
  readonly until: number;
}
export interface ClaimSigned {
  readonly psbtClaim: string;
  readonly psbtClaim2: string;
}
export interface MarketClaimContext extends MarketClaimInput {
  readonly feeRate: number | null;
  readonly built: ClaimBuilt | null;
  readonly txid: string | null;
  readonly error: string | null;
}
export type MarketClaimEvent =
  | { type: 'FEE_RATE'; rate: number | null }
  | { type: 'NEXT' }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'CLOSE' };

export type BuildClaimInput = Pick<MarketClaimContext, 'category' | 'auctionId' | 'inscriptionId' | 'priceSats' | 'feeRate'>;
/** The claim for the signing step: what the check holds its PSBTs to, and where confirm_claim sends them. */
export type SignClaimInput = Pick<MarketClaimContext, 'category' | 'title' | 'inscriptionId' | 'token' | 'priceSats' | 'built' | 'feeRate'>;
/** What confirm_claim answers: the claim's transaction. */
export interface ClaimSent {
  readonly txid: string;
}

export const marketClaimMachine = setup({
  types: { input: {} as MarketClaimInput, context: {} as MarketClaimContext, events: {} as MarketClaimEvent },
  actors: {
    build: notProvided<ClaimBuilt, BuildClaimInput>('build'),
    /** Economy, Normal or a custom rate: it tells the claim the rate chosen. */
    feeChooser: invokedFeeChooser,
    /** Every PSBT checked against the review and signed at once, then confirm_claim. */
    signingStep: signingStepMachine,
  },
  guards: {
    ...feeRateGuards,
    feeChosen: ({ context }) => context.feeRate !== null && context.feeRate > 0,
    ...signingGuards,
  },
  actions: {
    setFeeRate: assign({ feeRate: ({ context, event }) => (event.type === 'FEE_RATE' ? event.rate : context.feeRate) }),
    keepBuilt: assign({ built: (_, built: ClaimBuilt) => built, error: null }),
    keepTxid: assign({ txid: (_, outcome: SigningOutcome<unknown>) => sentTxid(outcome), error: null }),
    keepError: assign({ error: ({ event }) => failureOf(event).message || 'Something went wrong.' }),
    keepSendError: assign({
      error: (_, outcome: SigningOutcome<unknown>) =>
        `The claim may not have been sent (${failureIn(outcome).message || 'no answer'}). If My Bitcoin Assets › Bids says Won, it was; Try again builds it again, and the item can be bought only once.`,
    }),
    sayRejected: assign({ error: (_, outcome: SigningOutcome<unknown>) => (failureIn(outcome).rejected ? null : failureIn(outcome).message) }),
    forgetBuilt: assign({ built: null }),
    forgetError: assign({ error: null }),
    /** The rate is fixed from the build on (the purchase is built, reviewed, signed and built again at it); open again at the choice. */
    fixRate: sendTo('feeChooser', { type: 'FIX' }),
    reopenRate: sendTo('feeChooser', { type: 'REOPEN' }),
  },
}).createMachine({
  id: 'marketClaim',
  description: "An auction's highest bidder claims the item no bid could complete, with a new purchase at the bid",
  context: ({ input }) => ({ ...input, feeRate: null, built: null, txid: null, error: null }),
  invoke: feeChooserChild,
  // The rate the chooser tells; it is fixed (tells nothing) from the build on, until the bidder is back at the choice.
  on: { FEE_RATE: feeRateTold('setFeeRate') },
  initial: 'choosing',
  states: {
    choosing: {
      description: 'The dialog shows the bid the claim is at and asks for a network fee rate',
      entry: 'reopenRate',
      on: {
        NEXT: { guard: 'feeChosen', target: 'building', actions: 'forgetError', description: 'The user presses Next: the market builds the purchase' },
        CLOSE: userCloses('closed'),
      },
    },
    building: {
      description: 'The market builds the purchase at the bid for the wallet’s coins now; the app locates the item itself',
      entry: 'fixRate',
      on: { CLOSE: { target: 'closed', description: 'The user closes the dialog: nothing is signed' } },
      invoke: {
        id: 'build',
        src: 'build',
        input: ({ context }) => ({
          category: context.category,
          auctionId: context.auctionId,
          inscriptionId: context.inscriptionId,
          priceSats: context.priceSats,
          feeRate: context.feeRate,
        }),
        onDone: { target: 'review', actions: withOutput('keepBuilt'), description: 'It is built at the bid shown' },
        onError: { target: 'failed', actions: 'keepError', description: 'The market refuses, or asks another price than the bid' },
      },
    },
    review: {
      description: 'One review: the item, the bid, the service fee, the network fee and the total',
      on: {
        CONFIRM: { target: 'signing', actions: 'forgetError', description: 'The user presses Claim' },
        BACK: userGoesBack('choosing', 'to the fee rate', 'forgetBuilt'),
        CLOSE: userCloses('closed'),
      },
    },
    signing: {
      description: 'The signing step: each PSBT is checked against the review, the wallet signs, and the market sends the purchase (confirm_claim)',
      invoke: {
        id: 'signingStep',
        src: 'signingStep',
        input: ({ context }) => ({
          request: {
            category: context.category,
            title: context.title,
            inscriptionId: context.inscriptionId,
            ...(context.token ? { token: context.token } : {}),
            priceSats: context.priceSats,
            built: context.built,
            feeRate: context.feeRate,
          } satisfies SignClaimInput,
        }),
        onDone: [
          {
            guard: withOutput('sent'),
            target: 'done',
            actions: withOutput('keepTxid'),
            description: 'The wallet signed and the claim is sent',
          },
          {
            guard: withOutput('notSigned'),
            target: 'review',
            actions: withOutput('sayRejected'),
            description: 'The check refused it or the user said no: nothing is signed',
          },
          {
            target: 'failed',
            actions: [withOutput('keepSendError'), 'forgetBuilt'],
            description: 'The send failed or its answer was lost: it may have gone out',
          },
        ],
      },
    },
    failed: {
      description: 'The error in words; Try again builds the purchase again',
      on: {
        RETRY: userTriesAgain('building', 'forgetError'),
        BACK: userGoesBack('choosing', 'to the fee rate', 'forgetError'),
        CLOSE: userCloses('closed'),
      },
    },
    done: lastStep('Claimed: the transaction, and the item on its way to the bidder', 'closed'),
    closed: dialogClosed,
  },
});
export type MarketClaimMachine = typeof marketClaimMachine;
