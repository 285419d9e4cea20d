import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyStateMachine, type EventFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { FlowModel, FlowPath, FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { stateValueToString } from '../../src/flows/testing/flow-events';
import { actorIdOf, delayNameOf, isAfterEvent, isDoneEvent, isErrorEvent } from '../../src/flows/testing/flow-events';
import type { World } from './real-world';
import { delayMs, runFlowPath, sendToChild, type Gesture } from './run-flow-path';
import { childEventOf } from '../../src/flows/testing/composed-logic';

/**
 * How a view's test causes each of the flow's own events: a user's gesture (which may return the next
 * gesture, run after the screen updates: open a menu, then pick an item), or 'outside' for an event the
 * wallet or the server sends (it goes to the actor). Typed against the machine's events, so a new event
 * does not compile until its view test says how it happens.
 */
export type EventExecutors<TMachine extends AnyStateMachine> = {
  readonly [K in EventFrom<TMachine>['type']]: ((actor: AnyActorRef, event: Extract<EventFrom<TMachine>, { type: K }>) => void | Gesture) | 'outside';
};

export interface MachineDriver {
  /** What each state means, checked on the actor's own snapshot (not a replay of the graph). */
  readonly verify: (expected: FlowSnapshot, actor: AnyActorRef, path: FlowPath, stepIndex: number) => void;
  /** Side-effect actions the machine names, replaced to be observed (default: the machine's own). */
  readonly actions?: Readonly<Record<string, (...args: never[]) => void>>;
  /** Checked after the last step. */
  readonly after?: (path: FlowPath) => void;
}

export interface ViewDriver<TMachine extends AnyStateMachine> {
  readonly name: string;
  /** Mounts the real view over the path's machine (actors controlled) and returns the running actor. */
  readonly start: (machine: AnyStateMachine, input: unknown) => AnyActorRef | Promise<AnyActorRef>;
  readonly events: EventExecutors<TMachine>;
  /** How the user causes each event of a child the paths walk (by its id, then the event's type), or 'outside'. */
  readonly children?: Readonly<Record<string, Readonly<Record<string, ((actor: AnyActorRef, event: never) => void | Gesture) | 'outside'>>>>;
  /** What the user sees in each state (the path and its step: what the user typed and chose so far, for literal figures). */
  readonly verify: (expected: FlowSnapshot, actor: AnyActorRef, path: FlowPath, stepIndex: number) => void;
  readonly stop?: () => void;
}

/**
 * The machine with the flow's real actors (its `<flow>.actors.ts` factory, the app's API client and the real
 * wallet session) in a world of msw over a devnet (`real-world.ts`): each path's outcomes are made to happen
 * on the wire or in the wallet, so what the actors do with real answers (decoding, the failure routing, the
 * transaction-effect check before the wallet signs) decides where the machine goes.
 */
export interface RealDriver {
  readonly name: string;
  /** A fresh world for the path (the devnet reset and set up), and the machine started in it with the real actors. */
  readonly start: (path: FlowPath) => Promise<{ readonly actor: AnyActorRef; readonly world: World }>;
  /** An invariant of the model checked in each state (the total the wallet signed; nothing signed before the check). */
  readonly verify?: (expected: FlowSnapshot, actor: AnyActorRef, path: FlowPath, stepIndex: number) => void;
  readonly stop?: () => Promise<void> | void;
}

/** The platform's timer, taken before any test fakes it: the real-actor runs poll on it. */
const realSetTimeout = globalThis.setTimeout.bind(globalThis);

/**
 * Waits until `check` passes, polling on real time. (vi.waitFor moves fake clocks on by its interval at each check,
 * so with a clock that also follows real time, the API client's timeouts came twice as fast as the devnet answered:
 * a look-up on a loaded machine timed out.) The fake clock moves only with real time and a path's delay steps.
 */
async function waitUntil(check: () => void, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (performance.now() > deadline) throw error;
      await new Promise((resolve) => realSetTimeout(resolve, 5));
    }
  }
}

/** Runs a driver's check and fails when it checked nothing: every state a path reaches must be checked. */
function checked(who: string, expected: FlowSnapshot, check: () => void): void {
  const before = expect.getState().assertionCalls;
  check();
  if (expect.getState().assertionCalls === before) throw new Error(`${who} checks nothing in ${JSON.stringify(expected.value)}: give the state a check`);
}

/**
 * One harness for every flow's tests: the model's coverage and words, then every generated path run
 * against the machine alone and against the real view in jsdom. A flow's test file gives only drivers.
 */
export function describeFlow<TMachine extends AnyStateMachine>(
  model: FlowModel<TMachine>,
  drivers: { machine: MachineDriver; view?: ViewDriver<NoInfer<TMachine>>; real?: RealDriver },
): void {
  const paths = model.paths();

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe(`${model.name} model`, () => {
    it('its paths reach every state and take every transition, guarded branches and eventless ones included', () => {
      const coverage = model.coverage(paths);
      expect(coverage.states.missing).toEqual([]);
      expect(coverage.transitions.missing).toEqual([]);
    });

    it('xstate/graph’s own shortest paths, over the model’s events, reach every leaf state of the machine', () => {
      const reached = new Set(model.testModel.getShortestPaths({ allowDuplicatePaths: true }).map((p) => stateValueToString(p.state.value)));
      const leaves = getStateNodes(model.machine.root)
        .filter((n) => n.type === 'atomic' || n.type === 'final')
        .map((n) => n.path.join('.'));
      expect(leaves.filter((leaf) => !reached.has(leaf))).toEqual([]);
    });

    it('every state and every step of every path is described in the user’s words', () => {
      expect(model.undescribed(paths)).toEqual([]);
    });
  });

  describe.each(paths.map((p) => [p.id, p] as const))(`${model.name} path %s`, (_id, path) => {
    it(`machine alone: ${path.description}`, async () => {
      let running: AnyActorRef | undefined;
      await runFlowPath(model, path, {
        start: (machine, input) =>
          (running = createActor(drivers.machine.actions ? machine.provide({ actions: drivers.machine.actions as never }) : machine, { input }).start()),
        verify: (expected, actor, index) => checked('the machine driver', expected, () => drivers.machine.verify(expected, actor, path, index)),
        stop: () => running?.stop(),
      });
      drivers.machine.after?.(path);
    });

    const real = drivers.real;
    if (real) {
      it(`${real.name}: ${path.description}`, async () => {
        // Real requests need real time to pass; a delay's step jumps the clock forward.
        vi.useRealTimers();
        vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
        const { actor, world } = await real.start(path);
        try {
          for (const [index, step] of path.steps.entries()) {
            const event = step.event;
            const forChild = childEventOf(event, model.children);
            if (forChild && (isDoneEvent(forChild.event) || isErrorEvent(forChild.event)))
              await world.settle(actorIdOf(forChild.event), forChild.event, () => vi.advanceTimersByTimeAsync(25));
            else if (forChild) sendToChild(actor, forChild.id, forChild.event);
            else if (isDoneEvent(event) || isErrorEvent(event)) await world.settle(actorIdOf(event), event, () => vi.advanceTimersByTimeAsync(25));
            else if (isAfterEvent(event)) await vi.advanceTimersByTimeAsync(delayMs(model.machine, delayNameOf(event), actor));
            else actor.send(event);
            const where = `step ${index + 1} (${event.type}) of ${path.id}: ${path.description}`;
            await waitUntil(
              () =>
                expect(
                  actor.getSnapshot().value,
                  `${where} (context.error: ${String((actor.getSnapshot().context as { error?: unknown }).error ?? '')}; waiting for a step: ${world.waitingFor()}; notes: ${world.notes()})`,
                ).toEqual(step.state.value),
              30_000,
            );
            expect(actor.getSnapshot().status, where).toBe(step.state.status);
            for (const [id, child] of Object.entries(model.childSnapshots(step.state)))
              await waitUntil(
                () =>
                  expect((actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id]?.getSnapshot().value, `${where}: ${id}`).toEqual(
                    child.value,
                  ),
                30_000,
              );
            if (real.verify) checked(real.name, step.state, () => real.verify!(step.state, actor, path, index));
          }
        } finally {
          actor.stop();
          world.release();
          world.close();
          await real.stop?.();
        }
      }, 60_000);
    }

    const view = drivers.view;
    if (view) {
      it(`${view.name}: ${path.description}`, async () => {
        await runFlowPath(model, path, {
          act: (fn) => act(fn),
          start: (machine, input) => view.start(machine, input),
          perform: (event, actor) => {
            const forChild = childEventOf(event, model.children);
            if (forChild) {
              const gesture = view.children?.[forChild.id]?.[forChild.event.type];
              if (gesture === undefined) throw new Error(`${view.name} has no way to cause ${event.type}`);
              if (gesture === 'outside') return sendToChild(actor, forChild.id, forChild.event);
              return gesture(actor, forChild.event as never);
            }
            const executor = (view.events as Record<string, ((actor: AnyActorRef, event: never) => void | Gesture) | 'outside' | undefined>)[event.type];
            if (executor === undefined) throw new Error(`${view.name} has no way to cause ${event.type}`);
            if (executor === 'outside') {
              actor.send(event);
              return;
            }
            return executor(actor, event as never);
          },
          verify: (expected, actor, index) => checked(view.name, expected, () => view.verify(expected, actor, path, index)),
          ...(view.stop ? { stop: view.stop } : {}),
        });
      }, 60_000);
    }
  });
}
