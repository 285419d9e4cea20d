import type { AnyStateMachine, InputFrom } from 'xstate';
import type { FlowServices } from '../../flows/shared/flow-services';
import type { AppServices } from '../../services/app-services';
import { useFlow, type DialogTesting, type FlowActors } from './use-flow';
import { useFlowActors } from './use-flow-actors';

/** What every flow's dialog is given: the flow's input, the host's close, and a test's hold on the machine. */
export interface FlowDialogBase<I, M extends AnyStateMachine> {
  readonly input: I;
  readonly onClose: () => void;
  readonly testing?: DialogTesting<M> | undefined;
}

/**
 * A flow's dialog running its flow: the actors made once from the flow's factory, the machine over its input, and
 * `onClose` once the flow has ended. Returns the snapshot to render and the send of the flow's events.
 */
export function useFlowDialog<M extends AnyStateMachine>(
  machine: M,
  makeActors: (services: FlowServices, app: AppServices) => FlowActors<M>,
  { input, onClose, testing }: FlowDialogBase<InputFrom<M>, M>,
) {
  const actors = useFlowActors(makeActors);
  const [state, actorRef] = useFlow(machine, { testing, onClose, input, actors });
  return [state, actorRef.send] as const;
}
