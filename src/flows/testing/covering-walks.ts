import type { AnyStateMachine, EventObject } from 'xstate';
import type { TestModel } from 'xstate/graph';
import { declaredOf } from './flow-coverage';
import { formatEvent } from './flow-events';
import type { FlowSnapshot, FlowStep, FlowVariant } from './flow-model-types';

/** Longest a covering walk grows before a new path starts: a tester's script stays readable. */
const MAX_WALK_STEPS = 14;

export type Graph = {
  readonly model: TestModel<FlowSnapshot, EventObject, unknown>;
  readonly variant: FlowVariant<unknown> | null;
  readonly input: unknown;
  readonly initial: FlowSnapshot;
  readonly adjacency: Record<string, { state: FlowSnapshot; transitions: Record<string, { event: EventObject; state: FlowSnapshot }> }>;
};

/**
 * The fewest readable paths that take every edge of every variant's graph: the shortest path to each
 * state, then walks that each take as many edges not yet taken as they can (going the shortest way to
 * the nearest state that still has one), a walk ending when it can take no more or grows too long.
 */
export function walksOver(
  graph: Graph,
  how: {
    readonly machine: AnyStateMachine;
    readonly serializeState: (snapshot: FlowSnapshot) => string;
    readonly valueKey: (snapshot: FlowSnapshot) => string;
  },
  only: (event: EventObject) => boolean = () => true,
): FlowStep[][] {
  const { machine, serializeState, valueKey } = how;
  const adjacency = Object.fromEntries(
    Object.entries(graph.adjacency).map(([key, node]) => [
      key,
      { ...node, transitions: Object.fromEntries(Object.entries(node.transitions).filter(([, t]) => only(t.event))) },
    ]),
  ) as Graph['adjacency'];
  const taken = new Set<string>();
  const walks: FlowStep[][] = [];
  // An edge is also told apart by the transition it takes, so each guarded branch of one event is walked.
  const { declared } = declaredOf(machine);
  const branch = (state: FlowSnapshot, event: EventObject) =>
    machine
      .getTransitionData(state as never, event as never)
      .map((t) => declared.get(t) ?? '')
      .join(',');
  const unit = (key: string, event: EventObject) => `${valueKey(adjacency[key]!.state)}\n${formatEvent(event)}\n${branch(adjacency[key]!.state, event)}`;
  const take = (key: string, event: EventObject) => taken.add(unit(key, event));
  const untaken = (key: string) => Object.values(adjacency[key]?.transitions ?? {}).filter((t) => !taken.has(unit(key, t.event)));
  /** The shortest route from `from` to a state that still has an edge not taken (breadth first). */
  const routeToWork = (from: string): FlowStep[] | null => {
    const seen = new Set([from]);
    const queue: { key: string; steps: FlowStep[] }[] = [{ key: from, steps: [] }];
    while (queue.length) {
      const { key, steps } = queue.shift()!;
      if (untaken(key).length && steps.length) return steps;
      for (const t of Object.values(adjacency[key]?.transitions ?? {})) {
        const next = serializeState(t.state);
        if (seen.has(next)) continue;
        seen.add(next);
        queue.push({ key: next, steps: [...steps, { event: t.event, state: t.state }] });
      }
    }
    return null;
  };
  // First the shortest path to every state (by value).
  const reached = new Set<string>();
  const shortest = graph.model.getShortestPaths({ allowDuplicatePaths: true }).sort((a, b) => a.steps.length - b.steps.length);
  for (const path of shortest) {
    if (reached.has(valueKey(path.state)) || !path.steps.slice(1).every((step) => only(step.event))) continue;
    reached.add(valueKey(path.state));
    const steps = path.steps.slice(1).map((s) => ({ event: s.event, state: s.state }));
    let at = serializeState(graph.initial);
    for (const step of steps) {
      take(at, step.event);
      at = serializeState(step.state);
    }
    walks.push(steps);
  }
  const start = serializeState(graph.initial);
  for (let guard = 0; guard < 500; guard++) {
    if (!Object.keys(adjacency).some((k) => untaken(k).length)) break;
    const walk: FlowStep[] = [];
    let at = start;
    let progressed = false;
    while (walk.length < MAX_WALK_STEPS) {
      const options = untaken(at);
      if (options.length) {
        // Prefer an edge that leads on to more work (so the walk does not stop at a final state early).
        const next = [...options].sort((a, b) => untaken(serializeState(b.state)).length - untaken(serializeState(a.state)).length)[0]!;
        take(at, next.event);
        walk.push({ event: next.event, state: next.state });
        at = serializeState(next.state);
        progressed = true;
        continue;
      }
      const route = routeToWork(at);
      if (!route || walk.length + route.length >= MAX_WALK_STEPS) break;
      for (const step of route) {
        take(at, step.event);
        walk.push(step);
        at = serializeState(step.state);
      }
    }
    if (!progressed) break;
    walks.push(walk);
  }
  return walks;
}
