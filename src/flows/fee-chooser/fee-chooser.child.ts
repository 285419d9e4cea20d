import type { ChildModelSpec, FlowSnapshot } from '../testing/flow-model-types';
import { feeChooserMachine, type FeeChooserContext, type FeeChooserEvent } from './fee-chooser.machine';
import { feeChooserActors, feeChooserEventWords, loadedFees } from './fee-chooser.model';
import { feeChooserTells } from './invoked-fee-chooser';

/** What a buyer does in the fee chooser on a flow's paths: picks Economy, or empties the custom rate (no rate: the last one stays). */
const GESTURES: readonly FeeChooserEvent[] = [
  { type: 'SELECT', option: 'Economy' },
  { type: 'TYPE_CUSTOM_RATE', text: '' },
];

/**
 * The fee chooser as a flow's model walks it (`children.feeChooser`): its own states and gestures, its rates from the
 * model's fee source (or the defaults when the source fails), what it tells the flow; its gestures only where the
 * flow's view shows it.
 */
export function feeChooserChild(shownIn: (parent: FlowSnapshot) => boolean, gestures: readonly FeeChooserEvent[] = GESTURES): ChildModelSpec {
  return {
    machine: feeChooserMachine,
    input: {},
    actors: { loadFees: { ...feeChooserActors.loadFees, done: [loadedFees.served] } },
    events: gestures,
    eventWords: feeChooserEventWords,
    tells: feeChooserTells,
    serializeContext: (context: FeeChooserContext) => context.selected,
    shownIn: (parent) => parent.status === 'active' && shownIn(parent),
  };
}
