import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { Actor, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';

type Implementations<M extends AnyStateMachine> = NonNullable<Parameters<M['provide']>[0]>;
/** A flow's actors as its `<flow>.actors.ts` factory makes them. */
export type FlowActors<M extends AnyStateMachine> = Implementations<M>['actors'];

export interface DialogTesting<M extends AnyStateMachine> {
  /** The machine with its actors controlled by a test (its own actors are then not given). */
  readonly machine?: M;
  readonly onActor?: (actor: Actor<M>) => void;
}

/**
 * The one way a view runs a flow: its machine with the flow's actors (from its `<flow>.actors.ts` factory) and
 * the view's own announcements provided, the test's hook on the actor, the snapshot to render, and `onClose`
 * once the flow has ended. A view renders the snapshot and sends events; it builds no side effect itself.
 */
export function useFlow<M extends AnyStateMachine>(
  machine: M,
  options: {
    /** The machine's input (none for a machine without one). */
    readonly input?: InputFrom<M>;
    readonly actors?: FlowActors<M>;
    readonly actions?: Implementations<M>['actions'];
    /** The view's own timing (the lookup's pause after typing). */
    readonly delays?: Implementations<M>['delays'];
    readonly testing?: DialogTesting<M> | undefined;
    readonly onClose?: () => void;
    /**
     * False when the view only hands the actor on (the shell's clock-drift banner subscribes itself): the view
     * is then not rendered again on each change, and the snapshot it gets is the one at its render.
     */
    readonly subscribe?: boolean;
  },
): readonly [SnapshotFrom<M>, Actor<M>] {
  const { testing, onClose } = options;
  const base: M = testing?.machine ?? machine;
  const given: Implementations<M> = {
    ...(options.actions ? { actions: options.actions } : {}),
    ...(options.delays ? { delays: options.delays } : {}),
    ...(testing?.machine || !options.actors ? {} : { actors: options.actors }),
  };
  // The machine with these implementations is built once (provide() builds every state node again: about 14 ms of a
  // phone's first render on /inscribe, and again on each render). Each later render gives the same machine this
  // render's implementations, which the actor then uses, as provide()'s new machine would have given them.
  const built = useRef<{ readonly from: M; readonly provided: M } | null>(null);
  if (built.current?.from !== base) {
    // provide() keeps the machine's types; its declared return type is the untyped machine.
    built.current = { from: base, provided: base.provide(given) as M };
  } else {
    built.current.provided.implementations = withGiven(base.implementations, given);
  }
  const actorRef: Actor<M> = useActorRef(built.current.provided, options.input === undefined ? {} : { input: options.input });
  const onActor = testing?.onActor;
  useEffect(() => {
    onActor?.(actorRef);
  }, [onActor, actorRef]);
  const subscribed: SnapshotFrom<M> | null = useSelector(actorRef, (s) => (options.subscribe === false ? null : s));
  const state: SnapshotFrom<M> = subscribed ?? actorRef.getSnapshot();
  const done = (state as { status: string }).status === 'done';
  useEffect(() => {
    if (done) onClose?.();
  }, [done, onClose]);
  return [state, actorRef] as const;
}

/** A machine's implementations with the view's given ones over them: what provide() gives its new machine. */
function withGiven<M extends AnyStateMachine>(own: M['implementations'], given: Implementations<M>): M['implementations'] {
  return {
    actions: { ...own.actions, ...given.actions },
    guards: { ...own.guards, ...given.guards },
    actors: { ...own.actors, ...given.actors },
    delays: { ...own.delays, ...given.delays },
  } as M['implementations'];
}
