import { createFlowModel } from '../testing/flow-model';
import type { StepFailure } from '../shared/step-failure';
import { signingStepOutcomes } from '../shared/signing-step.model';
import { pricingProblem, pricingTooLow, type PricingContext, type PricingEvent, type PricingInput, type PricingMachine } from './pricing.machine';

/** What the market and the wallet may answer along the way. */
export const pricingOutcomes = {
  created: { auctionId: 'devnet-000070', psbt: '70736274ff', signIndexes: [0] },
  listed: { message: 'The inscription has been listed', code: -1 },
  sold: { message: 'This inscription has been sold or unlisted.', code: -100 },
  network: { message: 'Network problem: check your connection and try again.', code: null },
  refused: { message: 'Not signed: the payout is 0.00151 BTC, not the 0.0015 BTC you set.' },
} satisfies Record<string, StepFailure | object | string>;

const said = (event: Record<string, unknown>) => `The market answers: ${(event.error as StepFailure).message}`;

/**
 * The model of a pricing flow (list, update price): the same answers, the prices a user may type (none, below
 * the minimum, more than 10% under the floor, a good one), and the events the flow has.
 */
export function createPricingModel(options: {
  readonly name: 'list' | 'update-price';
  readonly machine: PricingMachine;
  readonly input: PricingInput;
  readonly saleEvents: readonly PricingEvent[];
  readonly preconditions: readonly string[];
  readonly words: { readonly create: string; readonly confirm: string };
}) {
  return createFlowModel({
    name: options.name,
    machine: options.machine,
    input: options.input,
    actors: {
      create: {
        done: [pricingOutcomes.created],
        error: [pricingOutcomes.listed, pricingOutcomes.sold, pricingOutcomes.network],
        words: { done: options.words.create, error: said },
      },
      signingStep: signingStepOutcomes({
        sent: {},
        sentWords: `The check passes, the user approves in the wallet, and ${options.words.confirm.toLowerCase()}`,
        refused: pricingOutcomes.refused,
        failed: [pricingOutcomes.sold, pricingOutcomes.network],
      }),
    },
    events: [
      { type: 'EDIT_PRICE', totalSats: '' },
      { type: 'EDIT_PRICE', totalSats: '10000' },
      { type: 'EDIT_PRICE', totalSats: '150000' },
      { type: 'EDIT_PRICE', totalSats: '250000' },
      ...options.saleEvents,
      { type: 'NEXT' },
      { type: 'CONTINUE' },
      { type: 'BACK' },
      { type: 'SIGN' },
      { type: 'CLOSE' },
    ],
    eventWords: {
      EDIT_PRICE: (event: Record<string, unknown>) =>
        event.totalSats === '' ? 'The user clears the price' : `The user types a total of ${String(event.totalSats)} sats`,
      SET_MARKET_TYPE: (event: Record<string, unknown>) => `The user picks ${event.marketType === 'auction' ? 'Auction' : 'Fixed price'}`,
      NEXT: 'The user presses Next',
      CONTINUE: 'The user presses Continue',
      BACK: 'The user presses Back',
      SIGN: 'The user presses Sign',
      CLOSE: 'The user closes the dialog',
    },
    delayWords: { second: 'A second passes' },
    // What matters to the user: the price's kind (not each keystroke), the sale, the countdown, the message.
    serializeContext: (context: PricingContext) => ({
      problem: pricingProblem(context)?.kind ?? null,
      tooLow: pricingTooLow(context),
      shown: context.problem?.kind ?? null,
      sale: context.marketType,
      seconds: context.secondsLeft,
      error: context.error,
    }),
    preconditions: options.preconditions,
    contextWords: (snapshot) => {
      const context = snapshot.context as PricingContext;
      if (context.error && snapshot.matches('sign')) return `The dialog says: ${context.error}`;
      if (snapshot.matches({ tooLow: 'counting' })) return `Continue ${context.secondsLeft}s`;
      return null;
    },
  });
}
