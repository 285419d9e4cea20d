import { assign, sendTo, setup } from 'xstate';
import { invokedFeeChooser } from '../fee-chooser/invoked-fee-chooser';
import { feeChooserChild } from '../shared/fee-rate-child';

/**
 * An order form that pays (inscribe, badges, runes): it runs the fee chooser (the rate reaches the form as FEE_RATE,
 * inside the system) and keeps the rate; Place hands the order on at that rate (`handOn`, the form's `onPlace`) and
 * fixes the chooser while the order is placed; a refusal (a name inscribed already) brings the form back, the chooser
 * open again. What is ordered and its fee panel are the form's own; the rate is this machine's.
 */
export interface OrderFormContext {
  /** The rate the fee chooser told last (null until it has told one): the fee panel and the order are at it. */
  readonly feeRate: number | null;
  /** The last order placed was refused before it was made: the form says why (its page's words). */
  readonly refused: boolean;
}
export type OrderFormEvent = { type: 'FEE_RATE'; rate: number | null } | { type: 'PLACE' } | { type: 'REFUSED' };
/** What the form hands on when the order is placed: the rate it is placed at. */
export interface HandedOn {
  readonly feeRate: number;
}

export const orderFormMachine = setup({
  types: { context: {} as OrderFormContext, events: {} as OrderFormEvent },
  actors: {
    /** The form's fee chooser: it tells the form each rate chosen. */
    feeChooser: invokedFeeChooser,
  },
  guards: {
    hasFeeRate: ({ context }) => context.feeRate !== null && context.feeRate > 0,
  },
  actions: {
    keepFeeRate: assign({ feeRate: ({ context, event }) => (event.type === 'FEE_RATE' ? event.rate : context.feeRate) }),
    /** The form places its order at the rate (its `onPlace`); nothing until the form gives it. */
    handOn: (_, _params: HandedOn) => {},
    /** The rate is fixed while the order is placed at it; open again at the form. */
    fixRate: sendTo('feeChooser', { type: 'FIX' }),
    reopenRate: sendTo('feeChooser', { type: 'REOPEN' }),
  },
}).createMachine({
  id: 'orderForm',
  description: 'A user fills an order form (inscribe, badges, runes), chooses a fee rate and places the order',
  context: { feeRate: null, refused: false },
  invoke: feeChooserChild,
  // The rate the chooser tells; it is fixed (tells nothing) while the order is placed. Unlike a dialog's review, a
  // form has no rate to fall back on: an emptied or out-of-bounds custom rate is no rate, and the form waits for one.
  on: {
    FEE_RATE: {
      actions: 'keepFeeRate',
      description: 'The fee chooser tells the rate the user chose (none while the custom rate is empty or out of bounds)',
    },
  },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form shows what is ordered, the fee chooser and the fee panel at the rate chosen',
      entry: 'reopenRate',
      on: {
        PLACE: {
          guard: 'hasFeeRate',
          target: 'placing',
          actions: [assign({ refused: false }), { type: 'handOn', params: ({ context }) => ({ feeRate: context.feeRate! }) }],
          description: 'The user presses the form’s button (Inscribe, Etch, Mint, Inscribe badges): the order is placed at the rate chosen',
        },
      },
    },
    placing: {
      description: 'The order is placed at the rate chosen: the fee chooser is off',
      entry: 'fixRate',
      on: {
        REFUSED: {
          target: 'editing',
          actions: assign({ refused: true }),
          description: 'The order is refused before it is made (a name inscribed already): the form is back',
        },
      },
    },
  },
});

export type OrderFormMachine = typeof orderFormMachine;
