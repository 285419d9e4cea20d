import { createFlowModel } from '../testing/flow-model';
import type { ActorOutcomes, Words } from '../testing/flow-model-types';
import { chosenRate, feeChooserMachine, type FeeChooserContext, type FeeChooserEvent, type LoadedFees } from './fee-chooser.machine';

/** What the fee source may give: the devnet's rates, rates with fractions, and its failure (the defaults). */
export const loadedFees = {
  served: {
    rates: { economy: 12.2, normal: 20.5, custom: 41, minimum: 2 },
    blocksTime: [
      { feerate: 40, blocks: 1 },
      { feerate: 20, blocks: 3 },
      { feerate: 12, blocks: 7 },
    ],
    error: null,
  },
  failed: { rates: { economy: 15, normal: 30, custom: 30, minimum: 1 }, blocksTime: [], error: 'get_fee_rate_failed' },
} satisfies Record<string, LoadedFees>;

/** The fee source's outcomes and the user's gestures in the chooser's words (a flow that invokes the chooser walks them too). */
export const feeChooserActors = {
  loadFees: {
    done: [loadedFees.served, loadedFees.failed],
    error: [new Error('network_error')],
    words: {
      done: (event) =>
        (event.output as LoadedFees).error ? 'The fee source fails: the default rates are set' : 'The fee source answers with the current rates',
      error: 'Loading the rates fails altogether: the default rates are set',
    },
  },
} satisfies Record<string, ActorOutcomes>;

export const feeChooserEventWords = {
  SELECT: (event: Record<string, unknown>) => `The user picks ${String(event.option)}`,
  TYPE_CUSTOM_RATE: (event: Record<string, unknown>) =>
    event.text === '' ? 'The user empties the custom rate' : `The user types ${String(event.text)} sats/vB as the custom rate`,
  FIX: 'The dialog uses the rate (the market builds the transaction): the options are off',
  REOPEN: 'The dialog is back at its review: the options are on again',
} satisfies Record<FeeChooserEvent['type'], Words>;

export const feeChooserModel = createFlowModel({
  name: 'fee-chooser',
  machine: feeChooserMachine,
  input: {},
  actors: feeChooserActors,
  events: [
    { type: 'SELECT', option: 'Economy' },
    { type: 'SELECT', option: 'Custom' },
    { type: 'TYPE_CUSTOM_RATE', text: '45' },
    { type: 'TYPE_CUSTOM_RATE', text: '' },
    { type: 'TYPE_CUSTOM_RATE', text: '5001' },
    { type: 'FIX' },
    { type: 'REOPEN' },
  ],
  eventWords: feeChooserEventWords,
  contextWords: (snapshot) => {
    if (!snapshot.matches('ready')) return null;
    const rate = chosenRate(snapshot.context as never);
    const context = snapshot.context as never as FeeChooserContext;
    if (rate === null) return context.selected === 'Custom' ? 'The custom rate is not a rate: nothing can be paid.' : 'Nothing is selected.';
    return `The chosen rate is ${rate} sats/vB.`;
  },
  preconditions: ['A dialog that pays (for example Buy on a listing) is open, on `npm start` (the devnet; its fee rates are set on /devnet).'],
  // A dialog that passes a minimum above Economy hides it; one that asks for no preselection gets none.
  variants: [
    { name: 'minimum-25', input: { minimumRate: 25 }, given: 'The dialog accepts 25 sats/vB at least.' },
    { name: 'no-preselection', input: { defaultIndex: -1 }, given: 'The dialog asks for no option preselected.' },
  ],
});
