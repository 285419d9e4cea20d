import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { transitionKey } from './flow-events';
import type { Coverage, FlowPath, FlowSnapshot } from './flow-model-types';
import { activeNodes } from './xstate-internals';

/** Every declared transition of the machine by its key, and its eventless ones with their sources and targets. */
export function declaredOf(machine: AnyStateMachine) {
  const declared = new Map<unknown, string>();
  const always: { key: string; source: AnyStateNode; targets: AnyStateNode[] }[] = [];
  // The machine's own root too: an event it takes in every state (what an invoked child tells it) is a transition.
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const [, transitions] of node.transitions) transitions.forEach((t, i) => declared.set(t, transitionKey(t, i)));
    (node.always ?? []).forEach((t, i) => {
      const key = transitionKey({ source: node, eventType: '' }, i);
      declared.set(t, key);
      always.push({ key, source: node, targets: (t.target ?? []) as AnyStateNode[] });
    });
  }
  return { declared, always };
}

/** The states a transition enters on its way: its targets and their initial descendants. */
const entered = (targets: readonly AnyStateNode[]): Set<AnyStateNode> => {
  const out = new Set<AnyStateNode>();
  const enter = (node: AnyStateNode) => {
    out.add(node);
    const initial = (node as { initial?: { target?: readonly AnyStateNode[] } }).initial;
    initial?.target?.forEach(enter);
  };
  targets.forEach(enter);
  return out;
};
const inAny = (snapshot: FlowSnapshot, nodes: readonly AnyStateNode[]): boolean => nodes.some((n) => activeNodes(snapshot).includes(n));

/**
 * The states reached and the transitions taken by these paths, and what they leave out; `within` gives the steps the
 * machine took inside a path's step (the events its children told it), which count as taken too.
 */
export function coverageOf(
  machine: AnyStateMachine,
  list: readonly FlowPath[],
  within: (state: FlowSnapshot) => readonly { readonly before: FlowSnapshot; readonly event: unknown; readonly after: FlowSnapshot }[] = () => [],
): Coverage {
  const allStates = getStateNodes(machine.root).map((node) => node.id);
  const { declared, always } = declaredOf(machine);
  const coveredStates = new Set<string>();
  const coveredTransitions = new Set<string>();
  /** An eventless transition ran when its source was entered and the step rested in its target instead. */
  const markAlways = (enteredNodes: Set<AnyStateNode>, after: FlowSnapshot) => {
    for (const a of always) if (enteredNodes.has(a.source) && !inAny(after, [a.source]) && inAny(after, a.targets)) coveredTransitions.add(a.key);
  };
  for (const path of list) {
    let previous = path.initial;
    for (const node of activeNodes(previous)) coveredStates.add(node.id);
    markAlways(entered([machine.root]), previous);
    for (const step of path.steps) {
      for (const t of machine.getTransitionData(previous as never, step.event as never)) {
        const k = declared.get(t);
        if (k) coveredTransitions.add(k);
        markAlways(entered((t.target ?? []) as AnyStateNode[]), step.state);
      }
      for (const inner of within(step.state)) {
        for (const t of machine.getTransitionData(inner.before as never, inner.event as never)) {
          const k = declared.get(t);
          if (k) coveredTransitions.add(k);
        }
      }
      for (const node of activeNodes(step.state)) coveredStates.add(node.id);
      previous = step.state;
    }
  }
  const allTransitions = [...new Set(declared.values())];
  return {
    states: {
      covered: allStates.filter((s) => coveredStates.has(s)).length,
      total: allStates.length,
      missing: allStates.filter((s) => !coveredStates.has(s)),
    },
    transitions: {
      covered: allTransitions.filter((t) => coveredTransitions.has(t)).length,
      total: allTransitions.length,
      missing: allTransitions.filter((t) => !coveredTransitions.has(t)),
    },
  };
}
