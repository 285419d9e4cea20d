import { assign, fromPromise, setup } from 'xstate';
import type { BlocksTimeEntry, FeeRateDetail } from '../../domain/entities';
import { checkCustomRate, feeOptions, minimumFeeRate, preselectedFeeOption, visibleFeeOptions, type FeeOptionName } from '../../domain/fee-chooser';

/**
 * The fee chooser, shared by every dialog that pays: it loads the rates
 * (`loadFees`, given by whoever creates the actor: the fee source, cached 2 minutes, and the blocks-time
 * list), preselects Normal (or what the dialog asks), and lets the user pick Economy, Normal or a custom
 * rate. A failed fee source still leaves the default rates set, and says so.
 *
 * A dialog's flow invokes it as a child (the buy dialog): each rate chosen goes to the flow (`tellRate`, which the
 * flow provides as `sendParent`; on its own, the chooser's view reads the rate), and the flow fixes the rate while it
 * uses it (`FIX` as the market builds the purchase, `REOPEN` back at its review).
 */
export interface FeeChooserInput {
  /** The lowest rate the dialog accepts; options below it are hidden. */
  readonly minimumRate?: number;
  /** The option preselected: 1 (Normal) by default; -1 for none. */
  readonly defaultIndex?: number;
}

export interface LoadedFees {
  readonly rates: FeeRateDetail | null;
  readonly blocksTime: readonly BlocksTimeEntry[];
  /** 'get_fee_rate_failed' when the rates are the defaults because the source failed. */
  readonly error: 'get_fee_rate_failed' | null;
}

export interface FeeChooserContext {
  readonly passedMinimum: number | null;
  readonly defaultIndex: number;
  readonly rates: FeeRateDetail | null;
  readonly blocksTime: readonly BlocksTimeEntry[];
  readonly failed: boolean;
  readonly selected: FeeOptionName | null;
  /** The last valid custom rate (the slider's position). */
  readonly customRate: number;
  /** What the custom rate's input holds; null when it shows customRate. A text that is no valid rate means no rate. */
  readonly customText: string | null;
}

export type FeeChooserEvent = { type: 'SELECT'; option: FeeOptionName } | { type: 'TYPE_CUSTOM_RATE'; text: string } | { type: 'FIX' } | { type: 'REOPEN' };

/** The custom rate's input checked, when it holds something other than the last valid rate; null when it does not. */
export function customCheck(context: FeeChooserContext) {
  return context.customText === null ? null : checkCustomRate(context.customText, chooserMinimum(context));
}

/** The rate the chooser stands at, or null when nothing is selected. */
export function chosenRate(context: FeeChooserContext): number | null {
  if (context.selected === 'Custom') return customCheck(context)?.ok === false ? null : context.customRate;
  if (!context.selected) return null;
  return feeOptions(context.rates, context.passedMinimum).find((o) => o.name === context.selected)?.rate ?? null;
}

export const chooserMinimum = (context: FeeChooserContext): number => minimumFeeRate(context.rates?.minimum, context.passedMinimum);

const whenLoaded = (context: FeeChooserContext, loaded: LoadedFees) => {
  const options = feeOptions(loaded.rates, context.passedMinimum);
  return {
    rates: loaded.rates,
    blocksTime: loaded.blocksTime,
    failed: loaded.error !== null,
    selected: preselectedFeeOption(visibleFeeOptions(options, context.passedMinimum), context.defaultIndex),
    customRate: options[2]!.rate,
  };
};

export const feeChooserMachine = setup({
  types: { input: {} as FeeChooserInput, context: {} as FeeChooserContext, events: {} as FeeChooserEvent },
  actors: {
    loadFees: fromPromise<LoadedFees>(async () => {
      throw new Error('loadFees was not provided');
    }),
  },
  guards: {
    /** An option the dialog hides (below its minimum) cannot be picked. */
    isShown: ({ context, event }) =>
      event.type === 'SELECT' &&
      visibleFeeOptions(feeOptions(context.rates, context.passedMinimum), context.passedMinimum).some((o) => o.name === event.option),
  },
  actions: {
    /** Tells the flow that invoked the chooser the rate chosen now (its `sendParent`; null: none); nothing on its own. */
    tellRate: (_, _params: { readonly rate: number | null }) => {},
  },
}).createMachine({
  id: 'feeChooser',
  description: 'The fee chooser: Economy, Normal or a custom rate, with the time to confirm and the warnings.',
  context: ({ input }) => ({
    passedMinimum: input.minimumRate ?? null,
    defaultIndex: input.defaultIndex ?? 1,
    rates: null,
    blocksTime: [],
    failed: false,
    selected: null,
    customRate: 30,
    customText: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The current fee rates are loading: the options show a loading indicator.',
      invoke: {
        id: 'loadFees',
        src: 'loadFees',
        onDone: { target: 'ready', actions: assign(({ context, event }) => whenLoaded(context, event.output)) },
        // The rates call never fails (it falls back to the defaults); anything else still leaves them set.
        onError: { target: 'ready', actions: assign(({ context }) => whenLoaded(context, { rates: null, blocksTime: [], error: 'get_fee_rate_failed' })) },
      },
    },
    ready: {
      description: 'The options show their rates and times; one is selected (Normal by default).',
      entry: { type: 'tellRate', params: ({ context }) => ({ rate: chosenRate(context) }) },
      initial: 'open',
      states: {
        open: {
          description: 'The options can be changed.',
          on: {
            SELECT: {
              guard: 'isShown',
              actions: [assign({ selected: ({ event }) => event.option }), { type: 'tellRate', params: ({ context }) => ({ rate: chosenRate(context) }) }],
              description: 'The user picks an option',
            },
            TYPE_CUSTOM_RATE: {
              // What is typed is kept (an emptied or out-of-bounds rate is no rate: nothing can be paid at it); a valid
              // one becomes the custom rate.
              actions: [
                assign(({ context, event }) => {
                  const check = checkCustomRate(event.text, chooserMinimum(context));
                  return { selected: 'Custom' as const, customText: event.text, customRate: check.ok ? check.rate : context.customRate };
                }),
                { type: 'tellRate', params: ({ context }) => ({ rate: chosenRate(context) }) },
              ],
              description: 'The user types a custom rate (or moves the slider)',
            },
            FIX: { target: 'fixed', description: 'The dialog uses the rate: the market builds the transaction at it' },
          },
        },
        fixed: {
          description: 'The rate is fixed while the dialog uses it: the options are off.',
          on: { REOPEN: { target: 'open', description: 'The dialog is back at its review: the rate can be changed again' } },
        },
      },
    },
  },
});

export type FeeChooserMachine = typeof feeChooserMachine;
