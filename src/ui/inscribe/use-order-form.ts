import { useCallback, useRef } from 'react';
import type { FeeChooserActor } from '../components/fee-chooser';
import { orderFormActors } from '../../flows/order-form/order-form.actors';
import { orderFormMachine, type OrderFormMachine } from '../../flows/order-form/order-form.machine';
import type { OrderView } from '../../domain/inscribe/order-status';
import { useServices } from '../hooks/services';
import { useFlow, type DialogTesting } from '../hooks/use-flow';

/** What every inscribe form is given besides its own fields: where it places its order, and (in tests) its machine. */
export interface OrderFormProps {
  readonly onPlace: (create: () => Promise<OrderView>, totalSats: number) => void;
  /** Tests give the form's machine with its actors controlled and take the running actor. */
  readonly testing?: DialogTesting<OrderFormMachine>;
}

/** What an order form gets from its machine: the rate, the chooser to show, and the gestures that place the order. */
export interface OrderForm {
  /** The rate the fee chooser told last (null until it has told one): the fee panel and the order are at it. */
  readonly feeRate: number | null;
  /** The running fee chooser, for `FeeChooserPanel` (absent once the form has stopped). */
  readonly chooser: FeeChooserActor | undefined;
  /** The order is being placed: the chooser is off. */
  readonly placing: boolean;
  /** Places the order at the rate (the machine hands it on to `handOn`); nothing without a rate. */
  readonly place: () => void;
  /** The page refused the order before it was made (a name inscribed already): the form is back. */
  readonly refused: () => void;
}

/**
 * An order form's machine (src/flows/order-form): it runs the fee chooser and keeps its rate, and hands the order on
 * at that rate to `handOn` (the form's own placing: its `onPlace` with the panel's numbers at the rate).
 */
export function useOrderForm(handOn: (feeRate: number) => void, testing?: DialogTesting<OrderFormMachine>): OrderForm {
  const services = useServices();
  // The machine is made once: it hands on through the form's latest placing (its fields as they are now).
  const latest = useRef(handOn);
  latest.current = handOn;
  const [state, actorRef] = useFlow(orderFormMachine, {
    actors: orderFormActors(services),
    actions: { handOn: (_, params) => latest.current(params.feeRate) },
    testing,
  });
  const place = useCallback(() => actorRef.send({ type: 'PLACE' }), [actorRef]);
  // The same function at each render: a form's effect that tells the refusal runs once per refusal.
  const refused = useCallback(() => actorRef.send({ type: 'REFUSED' }), [actorRef]);
  return { feeRate: state.context.feeRate, chooser: state.children.feeChooser, placing: state.matches('placing'), place, refused };
}
