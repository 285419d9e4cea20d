import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventFrom, EventObject, InputFrom } from 'xstate';
import { TestModel, getStateNodes } from 'xstate/graph';
import { activeNodes, adjacencyOf } from './xstate-internals';
import { coverageOf } from './flow-coverage';
import { walksOver, type Graph } from './covering-walks';
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
/** What a step means to a tester: fixed words, or words made from the event's payload. */
export type Words = string | ((event: EventObject & Record<string, unknown>) => string);

export interface ActorOutcomes {
  /** Outputs the actor may resolve with; each becomes an `xstate.done.actor.<id>` event. */
  readonly done?: readonly unknown[];
  /** Errors the actor may reject with; each becomes an `xstate.error.actor.<id>` event. */
  readonly error?: readonly unknown[];
  /** What the actor's success and failure mean to the user ('The user approves the connection'). */
  readonly words: { readonly done?: Words; readonly error?: Words };
}

/** A starting context worth exploring on its own (a guard reads it): its input and what it means. */
export interface FlowVariant<TInput> {
  readonly name: string;
  readonly input: TInput;
  /** The precondition a tester sets up for it ('a notification that stays until closed'). */
  readonly given: string;
}

export interface FlowModelSpec<TMachine extends AnyStateMachine> {
  /** The name QA and `npm run paths` know the flow by (kebab-case). */
  readonly name: string;
  readonly machine: TMachine;
  readonly input?: InputFrom<TMachine>;
  /** Outcomes of each invoked actor, by invoke id. */
  readonly actors?: Readonly<Record<string, ActorOutcomes>>;
  /** Events the user or the outside world sends; offered wherever the state accepts them. */
  readonly events?: readonly EventFrom<TMachine>[];
  /** Named event sequences (retry loops and the like) that become paths of their own. */
  readonly sequences?: Readonly<Record<string, readonly (EventObject & Record<string, unknown>)[]>>;
  /** Context that matters to the flow's shape (a retry count), added to the state's key. */
  readonly serializeContext?: (context: TMachine extends AnyStateMachine ? ReturnType<TMachine['getInitialSnapshot']>['context'] : never) => unknown;
  /** The flow's own events in the user's words, one for each event type (a new event does not compile without). */
  readonly eventWords: Readonly<Record<EventFrom<TMachine>['type'], Words>>;
  /** What each delay's passing means ('Two minutes pass'). */
  readonly delayWords?: Readonly<Record<string, string>>;
  /** What a tester sets up before every path (which account, which devnet set-up). */
  readonly preconditions: readonly string[];
  /** Other starting contexts whose guard branches the default input does not reach. */
  readonly variants?: readonly FlowVariant<InputFrom<TMachine>>[];
  /** Named journeys' titles, by sequence name. */
  readonly sequenceTitles?: Readonly<Record<string, string>>;
  /** What the user sees that depends on context (the error the chooser shows), added to a state's words. */
  readonly contextWords?: (snapshot: FlowSnapshot) => string | null;
}

export type FlowSnapshot = AnyMachineSnapshot;

export interface FlowStep {
  readonly event: EventObject;
  readonly state: FlowSnapshot;
}

export interface FlowPath {
  readonly id: string;
  readonly description: string;
  readonly steps: readonly FlowStep[];
  readonly state: FlowSnapshot;
  /** The starting context's variant (null: the default input). */
  readonly variant: string | null;
  /** The input the machine starts with on this path. */
  readonly input: unknown;
  readonly initial: FlowSnapshot;
}

/** A path as a tester follows it: a title, what to set up, and numbered actions with what to expect after each. */
export interface TestCase {
  readonly id: string;
  readonly title: string;
  readonly preconditions: readonly string[];
  /** What the user sees before the first step. */
  readonly start: string;
  readonly steps: readonly { readonly n: number; readonly action: string; readonly expected: string; readonly event: string; readonly state: string }[];
  /** The machine-level detail, for tools. */
  readonly reaches: string;
}

export interface Coverage {
  readonly states: { readonly covered: number; readonly total: number; readonly missing: readonly string[] };
  readonly transitions: { readonly covered: number; readonly total: number; readonly missing: readonly string[] };
}

export interface FlowModel<TMachine extends AnyStateMachine> {
  readonly name: string;
  readonly machine: TMachine;
  readonly testModel: TestModel<FlowSnapshot, EventObject, unknown>;
  /**
   * Paths that together reach every state and take every transition the model can reach; with `only`,
   * the paths over just the events a driver can cause (a browser cannot make a wallet lose its key).
   */
  paths(options?: { readonly only?: (event: EventObject) => boolean }): FlowPath[];
  coverage(paths?: readonly FlowPath[]): Coverage;
  /** Every event type the paths use, so a runner can give each an executor. */
  eventTypes(paths?: readonly FlowPath[]): string[];
  initialSnapshot(): FlowSnapshot;
  /** The step in the user's words. */
  describeEvent(event: EventObject): string;
  /** What the user sees in a state, from the machine's state descriptions. */
  describeState(snapshot: FlowSnapshot): string;
  testCase(path: FlowPath): TestCase;
  /** State nodes and transitions of the machine without a description, and event types without words. */
  undescribed(paths?: readonly FlowPath[]): string[];
  readonly preconditions: readonly string[];
  readonly summary: string;
}

export function createFlowModel<TMachine extends AnyStateMachine>(spec: FlowModelSpec<TMachine>): FlowModel<TMachine> {
  const { machine } = spec;

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
    return events;
  };

  const serializeState = (snapshot: FlowSnapshot): string => {
    const value = JSON.stringify(snapshot.value);
    const context = spec.serializeContext ? JSON.stringify(spec.serializeContext(snapshot.context)) : '';
    return `${snapshot.status}:${value}${context ? ` ${context}` : ''}`;
  };

  const makeGraph = (variant: FlowVariant<unknown> | null): Graph => {
    const input = variant ? variant.input : spec.input;
    const model = new TestModel<FlowSnapshot, EventObject, unknown>(machine as never, {
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
    if (isDoneEvent(event)) said = wordsOf(spec.actors?.[actorIdOf(event)]?.words.done, event);
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
    return [...words, ...(extra ? [extra] : [])].join(' ') || `(undescribed) ${stateValueToString(snapshot.value)}`;
  };

  // ---- paths -------------------------------------------------------------------------------

  /**
   * What a path must take once: an event in a state, by the state's value (not its context: the retry
   * loop's tries are one edge, walked in full by its named journeys).
   */
  const valueKey = (snapshot: FlowSnapshot) => `${snapshot.status}:${JSON.stringify(snapshot.value)}`;

  const toFlowPath = (graph: Graph, steps: readonly FlowStep[], id: string, title?: string): FlowPath => {
    const last = steps[steps.length - 1];
    const state = last ? last.state : graph.initial;
    const description = title ?? (last ? `${describeEvent(last.event)}, then: ${describeState(state)}` : describeState(state));
    return { id, description, steps, state, variant: graph.variant?.name ?? null, input: graph.input, initial: graph.initial };
  };

  const coveringWalks = (graph: Graph, only?: (event: EventObject) => boolean): FlowStep[][] => walksOver(graph, { machine, serializeState, valueKey }, only);

  const paths = (options: { readonly only?: (event: EventObject) => boolean } = {}): FlowPath[] => {
    const result: FlowPath[] = [];
    for (const graph of allGraphs()) {
      const walks = coveringWalks(graph, options.only);
      // Drop a walk that is a prefix of another (the longer one checks the same states on its way).
      const keyOf = (steps: readonly FlowStep[]) => steps.map((s) => formatEvent(s.event)).join('\n');
      const keys = walks.map(keyOf);
      const kept = walks.filter(
        (_, i) => keys[i] !== '' && !keys.some((o, j) => j !== i && (o.length > keys[i]!.length ? o.startsWith(`${keys[i]}\n`) : o === keys[i] && j < i)),
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

  const coverage = (given?: readonly FlowPath[]): Coverage => coverageOf(machine, given ?? paths());

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
  };
}
