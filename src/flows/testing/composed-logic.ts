import { initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { ChildModelSpec, FlowSnapshot } from './flow-model-types';

/**
 * A flow and the machines it invokes as one graph (the buy dialog and its fee chooser): each state is the flow's
 * snapshot with its children's snapshots beside it (kept here, by snapshot), so the harness's paths walk the
 * children's own states and events too. What runs between them is what runs in the app: the flow's `sendTo` a child
 * reaches the child, and what a child tells its parent (an action it names, `sendParent` where it runs) reaches the
 * flow as the event `tells` makes of it.
 *
 * A child's event on a path is `<child id>.<event type>` (`feeChooser.SELECT`, `feeChooser.xstate.done.actor.loadFees`):
 * the runners send it to the running child.
 */
const childrenBySnapshot = new WeakMap<object, Readonly<Record<string, AnyMachineSnapshot>>>();

/** Each child's steps on the way to a state (its event, from which snapshot to which), for the children's coverage. */
export interface ChildStep {
  readonly id: string;
  readonly before: AnyMachineSnapshot | null;
  readonly event: EventObject | null;
  readonly after: AnyMachineSnapshot;
}
const childStepsBySnapshot = new WeakMap<object, readonly ChildStep[]>();

/** The flow's own steps on the way to a state, what its children told it included (each from which snapshot, on what). */
export interface ParentStep {
  readonly before: AnyMachineSnapshot;
  readonly event: EventObject;
  readonly after: AnyMachineSnapshot;
}
const parentStepsBySnapshot = new WeakMap<object, readonly ParentStep[]>();

/** The flow's steps taken on the way into a state of a composed graph (a told event's among them). */
export function parentStepsInto(snapshot: FlowSnapshot): readonly ParentStep[] {
  return parentStepsBySnapshot.get(snapshot) ?? [];
}

/** The children's steps taken on the way into a state of a composed graph. */
export function childStepsInto(snapshot: FlowSnapshot): readonly ChildStep[] {
  return childStepsBySnapshot.get(snapshot) ?? [];
}

/** The children's snapshots of a state of a composed graph (empty for a flow that invokes none). */
export function childSnapshotsOf(snapshot: FlowSnapshot): Readonly<Record<string, AnyMachineSnapshot>> {
  return childrenBySnapshot.get(snapshot) ?? {};
}

/** `feeChooser.SELECT` → the child's id and its own event; null for the flow's own event. */
export function childEventOf(event: EventObject, children: Readonly<Record<string, unknown>>): { readonly id: string; readonly event: EventObject } | null {
  const dot = event.type.indexOf('.');
  if (dot < 0) return null;
  const id = event.type.slice(0, dot);
  if (!(id in children)) return null;
  return { id, event: { ...event, type: event.type.slice(dot + 1) } };
}

type Action = { readonly type: string; readonly params?: unknown };

interface Step {
  readonly parent: AnyMachineSnapshot;
  readonly children: Record<string, AnyMachineSnapshot>;
  readonly taken: ChildStep[];
}

/** The logic xstate/graph walks for a flow with children: `getInitialSnapshot` and `transition` over the whole. */
export function composedLogic(machine: AnyStateMachine, children: Readonly<Record<string, ChildModelSpec>>) {
  /** Runs a flow's actions that concern its children: a child started, stopped, or sent an event. */
  const afterParent = (step: Step, actions: readonly Action[], queue: EventObject[]): void => {
    for (const action of actions) {
      const params = (action.params ?? {}) as { id?: string; to?: { id?: string } | string; targetId?: string; event?: EventObject };
      if (action.type === 'xstate.spawnChild' && params.id && children[params.id]) {
        const spec = children[params.id]!;
        const [started, entry] = initialTransition(spec.machine, spec.input);
        step.children[params.id] = started;
        step.taken.push({ id: params.id, before: null, event: null, after: started });
        queue.push(...told(spec, entry));
      } else if (action.type === 'xstate.stopChild') {
        const id = typeof params.id === 'string' ? params.id : (params as { actorRef?: { id?: string } }).actorRef?.id;
        if (id) delete step.children[id];
      } else if (action.type === 'xstate.sendTo') {
        const id = typeof params.to === 'string' ? params.to : (params.to?.id ?? params.targetId);
        const child = id ? step.children[id] : undefined;
        if (id && child && params.event) {
          const [next, sent] = transition(children[id]!.machine, child, params.event);
          step.children[id] = next;
          step.taken.push({ id, before: child, event: params.event, after: next });
          queue.push(...told(children[id]!, sent));
        }
      }
    }
  };
  /** What a child's actions tell its parent, as the parent's events. */
  const told = (spec: ChildModelSpec, actions: readonly Action[]): EventObject[] =>
    actions.flatMap((action) => {
      const tell = spec.tells[action.type];
      return tell ? [tell(action.params as never)] : [];
    });
  /** The flow takes its events (and what its children tell it, in order) until none is left. */
  const settle = (step: Step, events: EventObject[]): AnyMachineSnapshot => {
    const taken: ParentStep[] = [];
    while (events.length) {
      const event = events.shift()!;
      const [next, actions] = transition(machine, step.parent, event);
      taken.push({ before: step.parent, event, after: next });
      step = { parent: next, children: step.children, taken: step.taken };
      afterParent(step, actions as readonly Action[], events);
    }
    // A state of its own (a child's step leaves the flow's snapshot as it was): the children are kept by it.
    const state = { ...step.parent } as AnyMachineSnapshot;
    childrenBySnapshot.set(state, { ...step.children });
    childStepsBySnapshot.set(state, step.taken);
    parentStepsBySnapshot.set(state, taken);
    return state;
  };
  return {
    getInitialSnapshot: (_scope: unknown, input: unknown): AnyMachineSnapshot => {
      const [first, actions] = initialTransition(machine, input);
      const step: Step = { parent: first, children: {}, taken: [] };
      const queue: EventObject[] = [];
      afterParent(step, actions as readonly Action[], queue);
      return settle(step, queue);
    },
    transition: (snapshot: AnyMachineSnapshot, event: EventObject): AnyMachineSnapshot => {
      const step: Step = { parent: snapshot, children: { ...childSnapshotsOf(snapshot) }, taken: [] };
      const forChild = childEventOf(event, children);
      if (!forChild) return settle(step, [event]);
      const child = step.children[forChild.id];
      if (!child) return settle(step, []);
      const [next, actions] = transition(children[forChild.id]!.machine, child, forChild.event);
      step.children[forChild.id] = next;
      step.taken.push({ id: forChild.id, before: child, event: forChild.event, after: next });
      return settle(step, told(children[forChild.id]!, actions as readonly Action[]));
    },
  };
}
