import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { TestModel, getStateNodes } from 'xstate/graph';
import { activeNodes, adjacencyOf } from './xstate-internals';
import { coverageOf } from './flow-coverage';
import { walksOver, type Graph } from './covering-walks';
import type { Words, FlowVariant, FlowModelSpec, FlowSnapshot, FlowStep, FlowPath, TestCase, Coverage, FlowModel } from './flow-model-types';
import { childEventOf, childSnapshotsOf, composedLogic, parentStepsInto } from './composed-logic';
import { childEvents, childKey, childWords, describeChildEvent, undescribedChildren, withChildCoverage } from './child-model';
import { actorIdOf, delayNameOf, DONE_PREFIX, ERROR_PREFIX, formatEvent, isAfterEvent, isDoneEvent, isErrorEvent, stateValueToString } from './flow-events';

/**
 * The model-based testing harness every flow uses (README, "Flows and model-based tests").
 *
 * `createTestModel` refuses machines that invoke actors or use `after`, so this builds a `TestModel`
 * over the machine itself and feeds it the events such a machine really receives:
 * - for each invoked actor that is running, an `xstate.done.actor.<id>` per outcome and an
 *   `xstate.error.actor.<id>` per failure, with the payloads the flow's model gives;
 * - for each `after` delay of the active states, its `xstate.after.<delay>.<state id>` event, which the
 *   runner turns into fake-timer time;
 * - the flow's own events, where the state accepts them.
 * States are serialised by their value (plus an optional projection of the context), so the graph stays
 * finite; retry loops are walked with `getPathsFromEvents`.
 *
 * Pure: no vitest, no DOM. `tests/model/` runs the paths; `npm run paths` prints them.
 */
export function createFlowModel<TMachine extends AnyStateMachine>(spec: FlowModelSpec<TMachine>): FlowModel<TMachine> {
  const { machine } = spec;
  const children = spec.children ?? {};
  const composed = Object.keys(children).length > 0;

  const eventsFor = (snapshot: FlowSnapshot): EventObject[] => {
    if (snapshot.status !== 'active') return [];
    const events: EventObject[] = [];
    for (const node of activeNodes(snapshot)) {
      for (const invoke of node.invoke) {
        const outcomes = spec.actors?.[invoke.id];
        for (const output of outcomes?.done ?? []) events.push({ type: `${DONE_PREFIX}${invoke.id}`, output } as EventObject);
        for (const error of outcomes?.error ?? []) events.push({ type: `${ERROR_PREFIX}${invoke.id}`, error } as EventObject);
      }
      for (const delayed of node.after) events.push({ type: delayed.eventType });
    }
    for (const event of spec.events ?? []) {
      if (snapshot.can(event)) events.push(event);
    }
    return composed ? [...events, ...childEvents(children, snapshot)] : events;
  };

  const serializeState = (snapshot: FlowSnapshot): string => {
    const value = JSON.stringify(snapshot.value);
    const context = spec.serializeContext ? JSON.stringify(spec.serializeContext(snapshot.context)) : '';
    const theirs = composed ? childKey(children, snapshot) : '';
    return `${snapshot.status}:${value}${context ? ` ${context}` : ''}${theirs ? ` ${theirs}` : ''}`;
  };

  const makeGraph = (variant: FlowVariant<unknown> | null): Graph => {
    const input = variant ? variant.input : spec.input;
    // A flow with children is walked with them (composed-logic.ts); xstate/graph takes any logic with these two calls.
    const logic = composed ? composedLogic(machine, children) : machine;
    const model = new TestModel<FlowSnapshot, EventObject, unknown>(logic as never, {
      events: eventsFor,
      serializeState,
      serializeEvent: formatEvent,
      input,
      stateMatcher: (snapshot, key) => key !== '*' && snapshot.matches(key as never),
    });
    const adjacency: Graph['adjacency'] = adjacencyOf<FlowSnapshot>(model);
    return { model, variant, input, initial: Object.values(adjacency)[0]!.state, adjacency };
  };
  let graphs: Graph[] | null = null;
  const allGraphs = (): Graph[] => (graphs ??= [makeGraph(null), ...(spec.variants ?? []).map((v) => makeGraph(v as FlowVariant<unknown>))]);
  const testModel = allGraphs()[0]!.model;
  const initialSnapshot = (): FlowSnapshot => allGraphs()[0]!.initial;

  // ---- words ---------------------------------------------------------------------------------

  const wordsOf = (words: Words | undefined, event: EventObject): string | null =>
    words === undefined ? null : typeof words === 'string' ? words : words(event as EventObject & Record<string, unknown>);
  const describeEvent = (event: EventObject): string => {
    let said: string | null;
    if (childEventOf(event, children)) said = describeChildEvent(children, event);
    else if (isDoneEvent(event)) said = wordsOf(spec.actors?.[actorIdOf(event)]?.words.done, event);
    else if (isErrorEvent(event)) said = wordsOf(spec.actors?.[actorIdOf(event)]?.words.error, event);
    else if (isAfterEvent(event)) said = spec.delayWords?.[delayNameOf(event)] ?? null;
    else said = wordsOf((spec.eventWords as Record<string, Words>)[event.type], event);
    return said ?? `(undescribed) ${formatEvent(event)}`;
  };
  const nodeDescription = (node: AnyStateNode): string | undefined => (node as { description?: string }).description;
  const describeState = (snapshot: FlowSnapshot): string => {
    const leaves = activeNodes(snapshot).filter((n) => n.type === 'atomic' || n.type === 'final');
    const words = leaves.map((leaf) => {
      const own = nodeDescription(leaf);
      const parent = leaf.parent && leaf.parent !== machine.root ? nodeDescription(leaf.parent) : undefined;
      return [parent, own].filter(Boolean).join(' ');
    });
    const extra = spec.contextWords?.(snapshot);
    return (
      [...words, ...(composed ? childWords(children, snapshot) : []), ...(extra ? [extra] : [])].join(' ') ||
      `(undescribed) ${stateValueToString(snapshot.value)}`
    );
  };

  // ---- paths -------------------------------------------------------------------------------

  /**
   * What a path must take once: an event in a state, by the state's value (not its context: the retry
   * loop's tries are one edge, walked in full by its named journeys).
   */
  const valueKey = (snapshot: FlowSnapshot) =>
    `${snapshot.status}:${JSON.stringify(snapshot.value)}${composed ? ` ${childKey(children, snapshot, false)}` : ''}`;

  const toFlowPath = (graph: Graph, steps: readonly FlowStep[], id: string, title?: string): FlowPath => {
    const last = steps[steps.length - 1];
    const state = last ? last.state : graph.initial;
    const description = title ?? (last ? `${describeEvent(last.event)}, then: ${describeState(state)}` : describeState(state));
    return { id, description, steps, state, variant: graph.variant?.name ?? null, input: graph.input, initial: graph.initial };
  };

  const coveringWalks = (graph: Graph, only?: (event: EventObject) => boolean): FlowStep[][] => walksOver(graph, { machine, serializeState, valueKey }, only);

  // Every path of the model, worked out once (the registry's checks, its documents and its tests each ask for them).
  let everyPath: readonly FlowPath[] | null = null;
  const paths = (options: { readonly only?: (event: EventObject) => boolean } = {}): FlowPath[] => {
    if (!options.only) return [...(everyPath ??= pathsOf(options))];
    return pathsOf(options);
  };
  const pathsOf = (options: { readonly only?: (event: EventObject) => boolean }): FlowPath[] => {
    const result: FlowPath[] = [];
    const keyOf = (steps: readonly FlowStep[]) => steps.map((s) => formatEvent(s.event)).join('\n');
    // The named journeys' events: a walk they extend is checked on their way.
    const journeys = Object.values(spec.sequences ?? {}).map((events) => events.map((event) => formatEvent(event)).join('\n'));
    for (const graph of allGraphs()) {
      const walks = coveringWalks(graph, options.only);
      // Drop a walk that is a prefix of another, or of a named journey (the longer one checks the same states on its way).
      const keys = walks.map(keyOf);
      const kept = walks.filter(
        (_, i) =>
          keys[i] !== '' &&
          !(graph.variant ? [] : journeys).some((o) => o.startsWith(`${keys[i]}\n`)) &&
          !keys.some((o, j) => j !== i && (o.length > keys[i]!.length ? o.startsWith(`${keys[i]}\n`) : o === keys[i] && j < i)),
      );
      const prefix = graph.variant ? `${spec.name}-${graph.variant.name}` : spec.name;
      kept.forEach((steps, i) => result.push(toFlowPath(graph, steps, `${prefix}-${i + 1}`)));
    }
    // The named journeys (retry loops and the like), on the default input.
    const graph = allGraphs()[0]!;
    for (const [name, events] of Object.entries(spec.sequences ?? {})) {
      if (options.only && !events.every((event) => options.only!(event))) continue;
      let state = graph.initial;
      const steps: FlowStep[] = [];
      events.forEach((event, i) => {
        const edge = graph.adjacency[serializeState(state)]?.transitions[formatEvent(event)];
        if (!edge)
          throw new Error(`Sequence '${name}' of ${spec.name}: step ${i + 1} (${formatEvent(event)}) is not possible in ${stateValueToString(state.value)}`);
        steps.push({ event: edge.event, state: edge.state });
        state = edge.state;
      });
      result.push(toFlowPath(graph, steps, `${spec.name}-${name}`, spec.sequenceTitles?.[name]));
    }
    return result;
  };

  const coverage = (given?: readonly FlowPath[]): Coverage => {
    const list = given ?? paths();
    return composed ? withChildCoverage(children, coverageOf(machine, list, parentStepsInto), list) : coverageOf(machine, list);
  };

  const eventTypes = (given?: readonly FlowPath[]) => [...new Set((given ?? paths()).flatMap((p) => p.steps.map((s) => s.event.type)))].sort();

  const testCase = (path: FlowPath): TestCase => {
    const variant = (spec.variants ?? []).find((v) => v.name === path.variant);
    return {
      id: path.id,
      title: path.description,
      preconditions: [...spec.preconditions, ...(variant ? [variant.given] : [])],
      start: describeState(path.initial),
      reaches: stateValueToString(path.state.value) + (path.state.status === 'done' ? ' (final)' : ''),
      steps: path.steps.map((step, i) => ({
        n: i + 1,
        action: describeEvent(step.event),
        expected: describeState(step.state),
        event: formatEvent(step.event),
        state: stateValueToString(step.state.value) + (step.state.status === 'done' ? ' (final)' : ''),
      })),
    };
  };

  const undescribed = (given?: readonly FlowPath[]): string[] => {
    const missing: string[] = [];
    if (!nodeDescription(machine.root)) missing.push(`the machine ${machine.id}`);
    for (const node of getStateNodes(machine.root)) if (!nodeDescription(node)) missing.push(`state ${node.id}`);
    missing.push(...undescribedChildren(children));
    for (const path of given ?? paths())
      for (const step of path.steps) if (describeEvent(step.event).startsWith('(undescribed)')) missing.push(`event ${formatEvent(step.event)}`);
    return [...new Set(missing)];
  };

  return {
    name: spec.name,
    machine,
    testModel,
    paths,
    coverage,
    eventTypes,
    initialSnapshot,
    describeEvent,
    describeState,
    testCase,
    undescribed,
    preconditions: spec.preconditions,
    summary: nodeDescription(machine.root) ?? spec.name,
    children,
    childSnapshots: childSnapshotsOf,
  };
}
