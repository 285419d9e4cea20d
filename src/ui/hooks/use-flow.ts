import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom, AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';

type Implementations<M extends AnyStateMachine> = NonNullable<Parameters<M['provide']>[0]>;

export interface DialogTesting<M extends AnyStateMachine> {
  /** The machine with its actors controlled by a test (its own actors are then not given). */
  readonly machine?: M;
  readonly onActor?: (actor: ActorRefFrom<M>) => void;
}

/**
 * The running flow of a market dialog: its machine with the dialog's side effects provided (the actors only
 * when no test controls them), the test's hook on the actor, the snapshot to render, and `onClose` once the
 * flow has ended.
 */
export function useDialogActor<M extends AnyStateMachine>(options: {
  readonly machine: M;
  readonly input: InputFrom<M>;
  readonly actions?: Implementations<M>['actions'];
  readonly actors?: Implementations<M>['actors'];
  readonly testing?: DialogTesting<M> | undefined;
  readonly onClose: () => void;
}): readonly [SnapshotFrom<M>, ActorRefFrom<M>] {
  const { testing, onClose } = options;
  const machine = testing?.machine ?? options.machine;
  const given = { ...(options.actions ? { actions: options.actions } : {}), ...(testing?.machine || !options.actors ? {} : { actors: options.actors }) };
  const actorRef = useActorRef(machine.provide(given as never) as AnyStateMachine, { input: options.input }) as unknown as ActorRefFrom<M>;
  const onActor = testing?.onActor;
  useEffect(() => {
    onActor?.(actorRef);
  }, [onActor, actorRef]);
  const state = useSelector(actorRef, (s) => s) as SnapshotFrom<M>;
  const done = (state as { status: string }).status === 'done';
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  return [state, actorRef] as const;
}
