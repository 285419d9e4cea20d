import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventFrom, EventObject, InputFrom } from 'xstate';
import { TestModel, getStateNodes, type StatePath } from 'xstate/graph';

/**
 * The model-based testing harness every flow uses (DEVELOPERS.md, "How we build").
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
export interface ActorOutcomes {
  /** Outputs the actor may resolve with; each becomes an `xstate.done.actor.<id>` event. */
  readonly done?: readonly unknown[];
  /** Errors the actor may reject with; each becomes an `xstate.error.actor.<id>` event. */
  readonly error?: readonly unknown[];
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
}

export interface Coverage {
  readonly states: { readonly covered: number; readonly total: number; readonly missing: readonly string[] };
  readonly transitions: { readonly covered: number; readonly total: number; readonly missing: readonly string[] };
}

export interface FlowModel<TMachine extends AnyStateMachine> {
  readonly name: string;
  readonly machine: TMachine;
  readonly testModel: TestModel<FlowSnapshot, EventObject, unknown>;
  /** Paths that together reach every state and take every transition the model can reach. */
  paths(): FlowPath[];
  coverage(paths?: readonly FlowPath[]): Coverage;
  /** Every event type the paths use, so a runner can give each an executor. */
  eventTypes(paths?: readonly FlowPath[]): string[];
  initialSnapshot(): FlowSnapshot;
}

const DONE_PREFIX = 'xstate.done.actor.';
const ERROR_PREFIX = 'xstate.error.actor.';
const AFTER_PREFIX = 'xstate.after.';

export function isDoneEvent(event: EventObject): event is EventObject & { output: unknown } {
  return event.type.startsWith(DONE_PREFIX);
}
export function isErrorEvent(event: EventObject): event is EventObject & { error: unknown } {
  return event.type.startsWith(ERROR_PREFIX);
}
export function isAfterEvent(event: EventObject): boolean {
  return event.type.startsWith(AFTER_PREFIX);
}
/** The invoke id of a done or error event. */
export function actorIdOf(event: EventObject): string {
  return event.type.startsWith(DONE_PREFIX) ? event.type.slice(DONE_PREFIX.length) : event.type.slice(ERROR_PREFIX.length);
}
/** The delay name of an `xstate.after.<delay>.<state id>` event. */
export function delayNameOf(event: EventObject): string {
  return event.type.slice(AFTER_PREFIX.length).split('.')[0] ?? '';
}

/** 'drifted.waiting' for { drifted: 'waiting' }. */
export function stateValueToString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, child]) => {
        const rest = stateValueToString(child);
        return rest ? `${key}.${rest}` : key;
      })
      .join(' | ');
  }
  return '';
}

function formatEvent(event: EventObject): string {
  if (isDoneEvent(event)) return `${event.type} ${JSON.stringify(event.output ?? null)}`;
  if (isErrorEvent(event)) {
    const error = event.error;
    return `${event.type} ${error instanceof Error ? `Error(${JSON.stringify(error.message)})` : JSON.stringify(error ?? null)}`;
  }
  const { type, ...rest } = event;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest)}` : type;
}

function transitionKey(transition: { source: AnyStateNode; eventType: string }, index: number): string {
  return `${transition.source.id} on ${transition.eventType}${index > 0 ? ` #${index + 1}` : ''}`;
}

export function createFlowModel<TMachine extends AnyStateMachine>(spec: FlowModelSpec<TMachine>): FlowModel<TMachine> {
  const { machine } = spec;

  const eventsFor = (snapshot: FlowSnapshot): EventObject[] => {
    if (snapshot.status !== 'active') return [];
    const events: EventObject[] = [];
    for (const node of snapshot._nodes as AnyStateNode[]) {
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

  // getPathsFromEvents does not read the model's own options, so they are passed again there.
  const traversal = { events: eventsFor, serializeState, serializeEvent: formatEvent, input: spec.input };
  const testModel = new TestModel<FlowSnapshot, EventObject, unknown>(machine as never, {
    ...traversal,
    stateMatcher: (snapshot, key) => key !== '*' && snapshot.matches(key as never),
  });

  /** The initial snapshot as the graph made it (with a mock actor scope, so invoked actors start). */
  let initial: FlowSnapshot | null = null;
  const initialSnapshot = (): FlowSnapshot => (initial ??= Object.values(testModel.getAdjacencyMap())[0]!.state as FlowSnapshot);

  const toFlowPath = (path: StatePath<FlowSnapshot, EventObject>, id: string): FlowPath => {
    const last = path.steps[path.steps.length - 1];
    const description = path.steps.length
      ? `${stateValueToString(path.state.value)} via ${path.steps.map((s) => s.event.type).join(' → ')}`
      : `${stateValueToString(path.state.value)} (start)`;
    return { id, description, steps: path.steps.slice(1), state: last ? last.state : path.state };
  };

  const paths = (): FlowPath[] => {
    const shortest = testModel.getShortestPaths({ allowDuplicatePaths: true });
    const byState = new Map<string, StatePath<FlowSnapshot, EventObject>>();
    for (const path of shortest) byState.set(serializeState(path.state), path);

    // One path per edge of the graph: the shortest way to its source, then the edge itself.
    const edgePaths: StatePath<FlowSnapshot, EventObject>[] = [];
    const adjacency = testModel.getAdjacencyMap();
    for (const [source, { transitions }] of Object.entries(adjacency)) {
      const head = byState.get(source);
      if (!head) continue;
      for (const { event, state } of Object.values(transitions) as { event: EventObject; state: FlowSnapshot }[]) {
        edgePaths.push({ state, steps: [...head.steps, { event, state }], weight: head.weight + 1 });
      }
    }
    const sequencePaths = Object.entries(spec.sequences ?? {}).flatMap(([name, events]) => {
      // Walk the sequence first, so a step the machine does not take is named rather than crashing inside xstate/graph.
      const adjacency = testModel.getAdjacencyMap() as unknown as Record<string, { transitions: Record<string, { state: FlowSnapshot }> }>;
      let state = initialSnapshot();
      events.forEach((event, i) => {
        const offered = eventsFor(state).map(formatEvent);
        if (!offered.includes(formatEvent(event))) {
          throw new Error(`Sequence '${name}' of ${spec.name}: step ${i + 1} (${formatEvent(event)}) is not possible in ${stateValueToString(state.value)}`);
        }
        state = adjacency[serializeState(state)]!.transitions[formatEvent(event)]!.state;
      });
      // xstate/graph builds this walk's graph without the machine's input; starting it from the model's own
      // initial snapshot keeps both graphs the same.
      return testModel.getPathsFromEvents([...events], { ...traversal, fromState: initialSnapshot(), allowDuplicatePaths: true }).map((p) => ({ name, p }));
    });

    // Drop paths that are a prefix of a longer one: the longer path checks the same states on its way.
    const key = (p: StatePath<FlowSnapshot, EventObject>) => p.steps.map((s) => `${formatEvent(s.event)}`).join('\n');
    const all = edgePaths.map((p) => ({ key: key(p), p }));
    const kept = all.filter(({ key: k }, i) => !all.some((o, j) => j !== i && o.key.length > k.length && o.key.startsWith(`${k}\n`)) && all.findIndex((o) => o.key === k) === i);
    const result = kept.map(({ p }, i) => toFlowPath(p, `${spec.name}-${i + 1}`));
    sequencePaths.forEach(({ name, p }) => result.push(toFlowPath(p, `${spec.name}-${name}`)));
    return result;
  };

  const coverage = (given?: readonly FlowPath[]): Coverage => {
    const list = given ?? paths();
    const allStates = getStateNodes(machine.root).map((node) => node.id);
    const declared = new Map<unknown, string>();
    for (const node of getStateNodes(machine.root)) {
      for (const [, transitions] of node.transitions) transitions.forEach((t, i) => declared.set(t, transitionKey(t, i)));
    }
    const coveredStates = new Set<string>();
    const coveredTransitions = new Set<string>();
    const initial = initialSnapshot();
    for (const path of list) {
      let previous = initial;
      for (const node of previous._nodes) coveredStates.add(node.id);
      for (const step of path.steps) {
        for (const t of machine.getTransitionData(previous as never, step.event as never)) {
          const k = declared.get(t);
          if (k) coveredTransitions.add(k);
        }
        for (const node of step.state._nodes) coveredStates.add(node.id);
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
  };

  const eventTypes = (given?: readonly FlowPath[]) =>
    [...new Set((given ?? paths()).flatMap((p) => p.steps.map((s) => s.event.type)))].sort();

  return { name: spec.name, machine, testModel, paths, coverage, eventTypes, initialSnapshot };
}

/** A path as QA reads it: numbered steps of (state, event, next state). */
export interface PrintedStep {
  readonly n: number;
  readonly state: string;
  readonly event: string;
  readonly next: string;
}

export function describePath(path: FlowPath, initial: FlowSnapshot): PrintedStep[] {
  let previous = stateValueToString(initial.value);
  return path.steps.map((step, i) => {
    const next = stateValueToString(step.state.value) + (step.state.status === 'done' ? ' (final)' : '');
    const printed = { n: i + 1, state: previous, event: formatEvent(step.event), next };
    previous = next;
    return printed;
  });
}
