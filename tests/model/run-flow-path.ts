import { expect, vi } from 'vitest';
import { fromPromise, type AnyActorRef, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { actorIdOf, delayNameOf, isAfterEvent, isDoneEvent, isErrorEvent } from '../../src/flows/testing/flow-events';
import { childEventOf } from '../../src/flows/testing/composed-logic';
import type { FlowModel, FlowPath, FlowSnapshot } from '../../src/flows/testing/flow-model-types';

/**
 * Runs one generated path against a system under test: the machine alone, or the machine behind its
 * React view. Invoked actors are replaced by promises the path settles (`xstate.done.actor.*` resolves,
 * `xstate.error.actor.*` rejects); `xstate.after.*` advances vitest's fake timers by the delay's value.
 * The test must call `vi.useFakeTimers()` first.
 */
interface Deferred {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

export function controlledActors(machine: AnyStateMachine, children: Readonly<Record<string, { readonly machine: AnyStateMachine }>> = {}) {
  const pending = new Map<string, Deferred[]>();
  const logic: Record<string, ReturnType<typeof fromPromise<unknown, unknown>>> = {};
  /** A child the paths walk runs as it is, its own actors controlled the same way (its ids are its own). */
  const childLogic: Record<string, Record<string, ReturnType<typeof fromPromise<unknown, unknown>>>> = {};
  const nodes = (root: AnyStateMachine) => getStateNodes(root.root) as AnyStateNode[];
  for (const [id, child] of Object.entries(children)) {
    childLogic[id] = {};
    for (const node of nodes(child.machine)) for (const invoke of node.invoke) childLogic[id]![invoke.id] = control(invoke.id);
  }
  function control(id: string) {
    return fromPromise<unknown, unknown>(
      ({ signal }) =>
        new Promise((resolve, reject) => {
          const list = pending.get(id) ?? [];
          const deferred = { resolve, reject };
          list.push(deferred);
          pending.set(id, list);
          // A stopped actor (Cancel, a state left) is no longer there to settle.
          signal.addEventListener('abort', () => {
            const at = list.indexOf(deferred);
            if (at >= 0) list.splice(at, 1);
          });
        }),
    );
  }
  for (const node of nodes(machine)) {
    for (const invoke of node.invoke) {
      if (invoke.id in children) continue;
      if (typeof invoke.src !== 'string' || invoke.src !== invoke.id) {
        throw new Error(`Invoke ids must equal their src so paths can settle them: ${node.id} invokes ${String(invoke.src)} as ${invoke.id}`);
      }
      logic[invoke.src] = control(invoke.id);
    }
  }
  const take = (id: string): Deferred => {
    const next = pending.get(id)?.shift();
    if (!next) throw new Error(`The system under test has no running '${id}' to settle`);
    return next;
  };
  /** The machine with its actors controlled, its walked children running with theirs. */
  const provided = (): AnyStateMachine => {
    const own = machine.implementations.actors as Record<string, unknown>;
    const kids = Object.fromEntries(Object.keys(children).map((id) => [id, (own[id] as AnyStateMachine).provide({ actors: childLogic[id]! })]));
    return machine.provide({ actors: { ...logic, ...kids } });
  };
  return {
    logic,
    provided,
    resolve: (id: string, output: unknown) => take(id).resolve(output),
    reject: (id: string, error: unknown) => take(id).reject(error),
  };
}

/** A user's gesture on the view; it may give the next one, run after the screen updates (open a menu, then pick an item). */
export type Gesture = () => void | Gesture;

export interface FlowDriver {
  /** Start the system under test with the machine given (its actors already controlled) and the path's input. */
  start(machine: AnyStateMachine, input: unknown): AnyActorRef | Promise<AnyActorRef>;
  /**
   * Perform one of the flow's own events the way a user would; by default it is sent to the actor. It
   * may return a next gesture (open a menu, then pick an item), run after the screen has updated, and so on.
   */
  perform?(event: { type: string }, actor: AnyActorRef): void | Gesture | Promise<void | Gesture>;
  /** Check what a user sees in the state the path expects. */
  verify?(expected: FlowSnapshot, actor: AnyActorRef, stepIndex: number): void | Promise<void>;
  /** Wraps each step (React Testing Library's act). */
  act?(fn: () => Promise<void>): Promise<void>;
  stop?(): void;
}

/** A user's gesture on a child the paths walk (the fee chooser's option), sent to the running child. */
export function sendToChild(actor: AnyActorRef, id: string, event: { type: string }): void {
  const child = (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id];
  if (!child) throw new Error(`No running '${id}' to take ${event.type}`);
  child.send(event);
}

export function delayMs(machine: AnyStateMachine, name: string, actor: AnyActorRef): number {
  const numeric = Number(name);
  if (Number.isFinite(numeric)) return numeric;
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return (delay as (args: unknown) => number)({ context: actor.getSnapshot().context, event: { type: 'xstate.after' } });
  throw new Error(`Unknown delay '${name}'`);
}

export async function runFlowPath(model: FlowModel<AnyStateMachine>, path: FlowPath, driver: FlowDriver): Promise<void> {
  const actors = controlledActors(model.machine, model.children);
  const machine = actors.provided();
  const act = driver.act ?? ((fn) => fn());
  const actor = await driver.start(machine, path.input);
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
  try {
    for (const [index, step] of path.steps.entries()) {
      const event = step.event;
      let next: void | Gesture = undefined;
      const forChild = childEventOf(event, model.children);
      await act(async () => {
        if (forChild && (isDoneEvent(forChild.event) || isErrorEvent(forChild.event))) {
          if (isDoneEvent(forChild.event)) actors.resolve(actorIdOf(forChild.event), forChild.event.output);
          else actors.reject(actorIdOf(forChild.event), (forChild.event as { error: unknown }).error);
        } else if (isDoneEvent(event)) actors.resolve(actorIdOf(event), event.output);
        else if (isErrorEvent(event)) actors.reject(actorIdOf(event), event.error);
        else if (isAfterEvent(event)) {
          await vi.advanceTimersByTimeAsync(delayMs(model.machine, delayNameOf(event), actor));
          return;
        } else if (driver.perform) next = await driver.perform(event, actor);
        else if (forChild) sendToChild(actor, forChild.id, forChild.event);
        else actor.send(event);
        await vi.advanceTimersByTimeAsync(0);
      });
      while (typeof next === 'function') {
        const gesture: Gesture = next;
        await act(async () => {
          next = gesture();
          await vi.advanceTimersByTimeAsync(0);
        });
      }
      const where = `step ${index + 1} (${event.type}) of ${path.id}: ${path.description}`;
      expect(actor.getSnapshot().value, where).toEqual(step.state.value);
      expect(actor.getSnapshot().status, where).toBe(step.state.status);
      for (const [id, child] of Object.entries(model.childSnapshots(step.state)))
        expect((actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id]?.getSnapshot().value, `${where}: ${id}`).toEqual(child.value);
      await driver.verify?.(step.state, actor, index);
    }
  } finally {
    driver.stop?.();
  }
}
