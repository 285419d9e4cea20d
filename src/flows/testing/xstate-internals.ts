import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';

/**
 * The two things the model harness needs that xstate 5 does not offer in its public API, in one place. Each
 * checks the shape it reads and throws, naming this file, when an upgrade changes it;
 * tests/unit/xstate-internals.test.ts runs both on a small machine.
 */

/** The state nodes a snapshot is in, parents included (xstate keeps them on the snapshot's `_nodes`). */
export function activeNodes(snapshot: AnyMachineSnapshot): readonly AnyStateNode[] {
  const nodes: unknown = (snapshot as { _nodes?: unknown })._nodes;
  if (!Array.isArray(nodes) || nodes.some((n) => typeof n !== 'object' || n === null || typeof (n as { id?: unknown }).id !== 'string')) {
    throw new Error("xstate no longer keeps a snapshot's state nodes on `_nodes`: update src/flows/testing/xstate-internals.ts");
  }
  return nodes as AnyStateNode[];
}

/** One state of a test model's graph and the transitions out of it, by serialised event. */
export interface AdjacencyEntry<TState> {
  readonly state: TState;
  readonly transitions: Record<string, { readonly event: EventObject; readonly state: TState }>;
}

/** A test model's whole graph, by serialised state (`getAdjacencyMap`, whose declared type is its internal one). */
export function adjacencyOf<TState = AnyMachineSnapshot>(model: { getAdjacencyMap(): unknown }): Record<string, AdjacencyEntry<TState>> {
  const map: unknown = model.getAdjacencyMap();
  const entries = map && typeof map === 'object' ? Object.values(map as Record<string, unknown>) : [];
  if (entries.length === 0 || entries.some((e) => typeof e !== 'object' || e === null || !('state' in e) || !('transitions' in e))) {
    throw new Error('xstate/graph no longer answers getAdjacencyMap() as { state, transitions } by state: update src/flows/testing/xstate-internals.ts');
  }
  return map as Record<string, AdjacencyEntry<TState>>;
}
