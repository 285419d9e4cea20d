import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { TestModel } from 'xstate/graph';
import { activeNodes, adjacencyOf } from '../../src/flows/testing/xstate-internals';

/** What the model harness reads of xstate beyond its public API: an upgrade that changes it fails here first. */
const machine = setup({ types: { events: {} as { type: 'OPEN' } | { type: 'CLOSE' } } }).createMachine({
  id: 'door',
  initial: 'shut',
  states: { shut: { on: { OPEN: 'open' } }, open: { initial: 'wide', states: { wide: {} }, on: { CLOSE: 'shut' } } },
});

describe("the harness's reads of xstate's internals", () => {
  it("a snapshot's state nodes, parents included", () => {
    const actor = createActor(machine).start();
    expect(activeNodes(actor.getSnapshot()).map((n) => n.id)).toEqual(['door', 'door.shut']);
    actor.send({ type: 'OPEN' });
    expect(activeNodes(actor.getSnapshot()).map((n) => n.id)).toEqual(['door', 'door.open', 'door.open.wide']);
  });

  it("a test model's graph, each state with its transitions", () => {
    const model = new TestModel(machine, { events: [{ type: 'OPEN' }, { type: 'CLOSE' }] });
    const graph = adjacencyOf(model);
    const states = Object.values(graph).map((entry) => JSON.stringify(entry.state.value));
    expect(states).toEqual(['"shut"', '{"open":"wide"}']);
    const fromShut = Object.values(Object.values(graph)[0]!.transitions);
    expect(fromShut.find((t) => t.event.type === 'OPEN')!.state.value).toEqual({ open: 'wide' });
  });

  it('says which file to update when the shape is gone', () => {
    expect(() => activeNodes({ value: 'x' } as never)).toThrow(/src\/flows\/testing\/xstate-internals\.ts/);
  });
});
