import type { AnyStateNode, EventObject } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { childEventOf, childSnapshotsOf, childStepsInto } from './composed-logic';
import { coverageOf } from './flow-coverage';
import { DONE_PREFIX, ERROR_PREFIX, actorIdOf, isDoneEvent, isErrorEvent } from './flow-events';
import type { ChildModelSpec, Coverage, FlowPath, FlowSnapshot, Words } from './flow-model-types';
import { activeNodes } from './xstate-internals';

/**
 * What the harness does with the machines a flow invokes and walks (`children` in a flow's model): their events in
 * a state, their part of the state's key and words, their coverage. See `composed-logic.ts`.
 */
type Children = Readonly<Record<string, ChildModelSpec>>;

/** The events each running child may take now, as the path names them (`feeChooser.SELECT`). */
export function childEvents(children: Children, snapshot: FlowSnapshot): EventObject[] {
  const events: EventObject[] = [];
  for (const [id, child] of Object.entries(childSnapshotsOf(snapshot))) {
    const spec = children[id];
    if (!spec || child.status !== 'active') continue;
    for (const node of activeNodes(child)) {
      for (const invoke of node.invoke) {
        const outcomes = spec.actors?.[invoke.id];
        for (const output of outcomes?.done ?? []) events.push({ type: `${id}.${DONE_PREFIX}${invoke.id}`, output } as EventObject);
        for (const error of outcomes?.error ?? []) events.push({ type: `${id}.${ERROR_PREFIX}${invoke.id}`, error } as EventObject);
      }
    }
    if (spec.shownIn && !spec.shownIn(snapshot)) continue;
    for (const event of spec.events) if (child.can(event)) events.push({ ...event, type: `${id}.${event.type}` });
  }
  return events;
}

/** The children's part of a state's key: each one's state and the context its model names. */
export function childKey(children: Children, snapshot: FlowSnapshot, withContext = true): string {
  return Object.entries(childSnapshotsOf(snapshot))
    .map(([id, child]) => {
      const projected = withContext && children[id]?.serializeContext ? ` ${JSON.stringify(children[id]!.serializeContext!(child.context as never))}` : '';
      return `${id}:${JSON.stringify(child.value)}${projected}`;
    })
    .join(' ');
}

const said = (words: Words | undefined, event: EventObject): string | null =>
  words === undefined ? null : typeof words === 'string' ? words : words(event as EventObject & Record<string, unknown>);

/** A child's event in the user's words, or null when it is the flow's own. */
export function describeChildEvent(children: Children, event: EventObject): string | null {
  const forChild = childEventOf(event, children);
  if (!forChild) return null;
  const spec = children[forChild.id]!;
  const inner = forChild.event;
  if (isDoneEvent(inner)) return said(spec.actors?.[actorIdOf(inner)]?.words.done, inner);
  if (isErrorEvent(inner)) return said(spec.actors?.[actorIdOf(inner)]?.words.error, inner);
  return said(spec.eventWords[inner.type], inner);
}

const description = (node: AnyStateNode): string | undefined => (node as { description?: string }).description;

/** What each running child shows where the flow's view shows it, from its states' descriptions. */
export function childWords(children: Children, snapshot: FlowSnapshot): string[] {
  return Object.entries(childSnapshotsOf(snapshot))
    .filter(([id]) => !children[id]?.shownIn || children[id]!.shownIn!(snapshot))
    .flatMap(([, child]) =>
      activeNodes(child)
        .filter((n) => n.type === 'atomic' || n.type === 'final')
        .flatMap(
          (leaf) => [leaf.parent && leaf.parent !== child.machine.root ? description(leaf.parent) : undefined, description(leaf)].filter(Boolean) as string[],
        ),
    );
}

/** The children's states and transitions the paths reach, named `<id>: <state or transition>`, added to the flow's. */
export function withChildCoverage(children: Children, own: Coverage, paths: readonly FlowPath[]): Coverage {
  let states = { ...own.states, missing: [...own.states.missing] };
  let transitions = { ...own.transitions, missing: [...own.transitions.missing] };
  for (const [id, spec] of Object.entries(children)) {
    // Each step a child took, as a one-step path of its own (its spawn as a path of none).
    const steps = paths.flatMap((path) =>
      [path.initial, ...path.steps.map((s) => s.state)].flatMap((state) => childStepsInto(state).filter((s) => s.id === id)),
    );
    const childPaths: FlowPath[] = steps.map((step, i) => ({
      id: `${id}-${i}`,
      description: '',
      variant: null,
      input: spec.input,
      initial: step.before ?? step.after,
      state: step.after,
      steps: step.before && step.event ? [{ event: step.event, state: step.after }] : [],
    }));
    const theirs = coverageOf(spec.machine, childPaths);
    states = {
      covered: states.covered + theirs.states.covered,
      total: states.total + theirs.states.total,
      missing: [...states.missing, ...theirs.states.missing.map((s) => `${id}: ${s}`)],
    };
    transitions = {
      covered: transitions.covered + theirs.transitions.covered,
      total: transitions.total + theirs.transitions.total,
      missing: [...transitions.missing, ...theirs.transitions.missing.map((t) => `${id}: ${t}`)],
    };
  }
  return { states, transitions };
}

/** The children's states without a description. */
export function undescribedChildren(children: Children): string[] {
  return Object.entries(children).flatMap(([id, spec]) =>
    getStateNodes(spec.machine.root).flatMap((node) => (description(node) ? [] : [`state ${id}: ${node.id}`])),
  );
}
