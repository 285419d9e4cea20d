import { assign, setup } from 'xstate';
import { notProvided } from '../shared/not-provided';
import type { MarketCategory, MarketType } from '../../domain/entities';
import { toDecimal } from '../../domain/decimal';
import { checkListPrice, isPriceTooLow, saleTypesOf, type PriceProblem } from '../../domain/market/trade-rules';
import { failureOf, listChanged, type StepFailure } from '../shared/step-failure';
import { failureIn, signingStepMachine, type SigningOutcome } from '../shared/signing-step.machine';
import { withOutput } from '../shared/with-output';
import { dialogClosed, userCloses, userGoesBack } from '../shared/dialog-transitions';
import { signingGuards } from '../shared/signing-outcome';
import { invokeOnContext } from '../shared/invoke-on-context';
import { countdownStates } from '../shared/countdown';

/**
 * Setting a price and signing it: the listing flow and the update-price flow are the
 * same steps with other calls and another wait. Setting (the price, and for a listing fixed price or auction
 * where the category may be auctioned: runes sell at a fixed price) -> the price-too-low confirm when the unit price is under 90% of the floor, its Continue
 * off for a few seconds with the seconds counting down -> Sign (Back returns to Setting) -> the market's
 * create call -> the signing step: the wallet's signature (sighash 131, after the app checked the PSBT pays exactly
 * the price to the seller), then the confirm call -> the success message and the inscription-list refresh event.
 */
export interface PricingInput {
  readonly category: MarketCategory;
  readonly auctionId: string | null;
  /** The total the input starts at (a new price starts at the listed one), whole sats as text; '' for none. */
  readonly totalSats: string;
  /** The category's bounds, whole sats as text. */
  readonly minSats: string;
  readonly maxSats: string;
  /** How many units the total buys (a token amount; 1 for an item): the unit price compared with the floor. */
  readonly units: string;
  /** The floor, per unit (listLowPrice); null when nothing is listed. */
  readonly listLowPrice: string | null;
  /** The price it is listed at now (update price): raising it shows the warning. */
  readonly currentSats: string | null;
}
export interface PricingContext extends PricingInput {
  readonly marketType: MarketType;
  /** The price's problem, shown once Next was pressed. */
  readonly problem: PriceProblem | null;
  readonly secondsLeft: number;
  readonly created: { readonly auctionId: string; readonly psbt: string; readonly signIndexes: readonly number[] } | null;
  readonly error: string | null;
}
export type PricingEvent =
  | { type: 'EDIT_PRICE'; totalSats: string }
  | { type: 'SET_MARKET_TYPE'; marketType: MarketType }
  | { type: 'NEXT' }
  | { type: 'CONTINUE' }
  | { type: 'BACK' }
  | { type: 'SIGN' }
  | { type: 'CLOSE' };

/** What each step reads. */
export type CreatePricingInput = Pick<PricingContext, 'totalSats' | 'marketType'>;
/** The signing step's request: the listing the market made, held by the check to the price shown; then confirmed. */
export type SignPricingInput = Pick<PricingContext, 'created' | 'totalSats'>;
export interface ConfirmPricingInput extends Pick<PricingContext, 'created'> {
  readonly signedPsbt: string | null;
}

export interface PricingFlow {
  readonly id: 'list' | 'update-price';
  readonly description: string;
  /** How long Continue stays off on the price-too-low confirm: 10 s when listing, 3 s for a new price. */
  readonly tooLowSeconds: number;
  /** A listing picks fixed price or auction (the market sets how long an auction runs); a new price keeps the sale as it is. */
  readonly choosesSale: boolean;
  /** What the steps are called in the user's words. */
  readonly words: { readonly create: string; readonly confirm: string; readonly success: string; readonly setting: string };
}

/** The problem of a total for its market type, by the category's bounds. */
export function pricingProblem(context: Pick<PricingContext, 'totalSats' | 'marketType' | 'minSats' | 'maxSats'>): PriceProblem | null {
  const total = context.totalSats.trim();
  if (total !== '' && !/^\d+$/.test(total)) return { kind: 'message', key: 'amount_invalid', params: {} };
  return checkListPrice(total === '' ? null : total, context.marketType, { min: toDecimal(context.minSats), max: toDecimal(context.maxSats) });
}
/** The unit price (total / units) is under 90% of the floor. */
export function pricingTooLow(context: Pick<PricingContext, 'totalSats' | 'units' | 'listLowPrice'>): boolean {
  const units = toDecimal(context.units);
  if (!/^\d+$/.test(context.totalSats.trim()) || units.lte(0)) return false;
  return isPriceTooLow(toDecimal(context.totalSats.trim()).div(units), context.listLowPrice);
}

export function createPricingMachine(flow: PricingFlow) {
  return setup({
    types: { context: {} as PricingContext, events: {} as PricingEvent, input: {} as PricingInput },
    actors: {
      create: notProvided<PricingContext['created'] & object, CreatePricingInput>('create'),
      /** The PSBT's check and signature, then the confirm call. */
      signingStep: signingStepMachine,
    },
    delays: { second: 1000 },
    guards: {
      priceProblem: ({ context }) => pricingProblem(context) !== null,
      tooLow: ({ context }) => pricingTooLow(context),
      lastSecond: ({ context }) => context.secondsLeft <= 1,
      saleOffered: ({ context, event }) => event.type === 'SET_MARKET_TYPE' && saleTypesOf(context.category).includes(event.marketType),
      listChanged: ({ event }) => listChanged(failureOf(event)),
      ...signingGuards,
      changedAfterSigning: (_, outcome: SigningOutcome<unknown>) => outcome.outcome === 'failed' && listChanged(outcome.failure),
    },
    actions: {
      keepPrice: assign({ totalSats: ({ event }) => (event.type === 'EDIT_PRICE' ? event.totalSats : ''), problem: null }),
      keepMarketType: assign({ marketType: ({ event }) => (event.type === 'SET_MARKET_TYPE' ? event.marketType : 'fixedPrice'), problem: null }),
      showProblem: assign({ problem: ({ context }) => pricingProblem(context) }),
      startCountdown: assign({ secondsLeft: flow.tooLowSeconds }),
      tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
      keepCreated: assign((_, created: PricingContext['created']) => ({ created, error: null })),
      clearError: assign({ error: null }),
      keepError: assign({ error: ({ event }) => failureOf(event).message }),
      keepOutcomeError: assign({ error: (_, outcome: SigningOutcome<unknown>) => failureIn(outcome).message }),
      /** Tells the page its listings changed (the inscription-list refresh event). */
      refreshList: () => {},
      /** Shows the success message ('Listing created.' or 'Update Success.'). */
      announceSuccess: () => {},
    },
  }).createMachine({
    id: flow.id,
    description: flow.description,
    context: ({ input }) => ({
      ...input,
      marketType: 'fixedPrice',
      problem: null,
      secondsLeft: 0,
      created: null,
      error: null,
    }),
    initial: 'setting',
    states: {
      setting: {
        description: flow.words.setting,
        on: {
          EDIT_PRICE: { actions: 'keepPrice', description: 'The user types a total price' },
          ...(flow.choosesSale
            ? {
                SET_MARKET_TYPE: {
                  guard: 'saleOffered',
                  actions: 'keepMarketType',
                  description: 'The user picks fixed price or auction (runes: a fixed price only)',
                },
              }
            : {}),
          NEXT: [
            { guard: 'priceProblem', actions: 'showProblem', description: 'The user presses Next with a price out of bounds or none: the input says why' },
            { guard: 'tooLow', target: 'tooLow', description: 'The user presses Next with a unit price under 90% of the floor' },
            { target: 'sign', description: 'The user presses Next with a good price' },
          ],
          CLOSE: userCloses('closed'),
        },
      },
      tooLow: {
        description: `The price-too-low confirm: the price is more than 10% under the floor; Continue is off for ${flow.tooLowSeconds} s`,
        ...countdownStates(`#${flow.id}.sign`, 'the low price is meant'),
        on: {
          BACK: userGoesBack('setting', 'to change the price'),
          CLOSE: userCloses('closed'),
        },
      },
      sign: {
        description: 'The dialog shows the price to sign, with Sign (or Connect without a wallet) and Back',
        on: {
          SIGN: { target: 'creating', actions: 'clearError', description: 'The user presses Sign' },
          BACK: userGoesBack('setting', 'to change the price', 'clearError'),
          CLOSE: userCloses('closed'),
        },
      },
      creating: {
        description: flow.words.create,
        invoke: {
          ...invokeOnContext('create'),
          onDone: { target: 'signing', actions: withOutput('keepCreated') },
          onError: [
            { guard: 'listChanged', target: 'sign', actions: ['keepError', 'refreshList'] },
            { target: 'sign', actions: 'keepError' },
          ],
        },
      },
      signing: {
        description: `The signing step: the app checks the PSBT pays exactly the price to the seller, the wallet asks the user to sign it, then ${flow.words.confirm.toLowerCase()}`,
        invoke: {
          id: 'signingStep',
          src: 'signingStep',
          input: ({ context }) => ({ request: { created: context.created, totalSats: context.totalSats } satisfies SignPricingInput }),
          onDone: [
            { guard: withOutput('sent'), target: 'success', actions: ['announceSuccess', 'refreshList'] },
            { guard: withOutput('rejected'), target: 'sign' },
            {
              guard: withOutput('changedAfterSigning'),
              target: 'sign',
              actions: [withOutput('keepOutcomeError'), 'refreshList'],
            },
            { target: 'sign', actions: withOutput('keepOutcomeError') },
          ],
        },
      },
      success: {
        description: flow.words.success,
        on: { CLOSE: userCloses('closed') },
      },
      closed: dialogClosed,
    },
  });
}

export type PricingMachine = ReturnType<typeof createPricingMachine>;
export type { StepFailure };
