import { assign, setup } from 'xstate';
import { INSCRIBE_ORDER_POLL_MS } from '../../domain/constants';
import { isOrderOver, type OrderView } from '../../domain/inscribe/order-status';
import { notProvided } from '../shared/not-provided';
import { failureOf } from '../shared/step-failure';

/**
 * An inscribe order: the order is created, paid from the
 * wallet (the creator's `pay` sends the amount to the order's address, or signs a PSBT checked first), and
 * followed through pending, paid, paidConfirm, inscribing to minted, or to its other ends. The order is read
 * every 5 s while it is not over; an order id given at the start (after a reload, or from the orders page)
 * skips creating and follows it at once. A rejection in the wallet leaves the order waiting for payment.
 */
export interface InscribeOrderContext {
  readonly orderId: string | null;
  readonly order: OrderView | null;
  /** The payment's txid, once the wallet sent it. */
  readonly paymentTxid: string | null;
  readonly error: string | null;
  /** Why the last payment failed, kept while the order waits for payment (reading the order again does not clear it). */
  readonly payError: string | null;
  readonly notice: string | null;
}
export type InscribeOrderEvent = { type: 'PAY' } | { type: 'RETRY' };
export interface InscribeOrderInput {
  /** An order placed before (a reload, the orders page): followed, not created. */
  readonly orderId?: string | null;
}

const output = <T>(event: unknown) => (event as { output: T }).output;

export const inscribeOrderMachine = setup({
  types: { context: {} as InscribeOrderContext, events: {} as InscribeOrderEvent, input: {} as InscribeOrderInput },
  actors: {
    createOrder: notProvided<OrderView, void>('createOrder'),
    readOrder: notProvided<OrderView, { orderId: string }>('readOrder'),
    /** Pays the order from the wallet; resolves with the payment's txid. */
    pay: notProvided<string, { order: OrderView }>('pay'),
  },
  guards: {
    resuming: ({ context }) => context.orderId !== null,
    over: ({ event }) => isOrderOver(output<OrderView>(event).status),
    mintedNow: ({ event }) => output<OrderView>(event).status === 'minted',
    unpaid: ({ context }) => context.order?.status === 'pending' && context.paymentTxid === null,
    rejected: ({ event }) => failureOf(event).rejected === true,
  },
  actions: {
    keepOrder: assign(({ context, event }) => {
      const order = output<OrderView>(event);
      return { order, orderId: order.orderId, error: null, payError: order.status === 'pending' ? context.payError : null };
    }),
    keepError: assign({ error: ({ event }) => failureOf(event).message, notice: null }),
  },
  delays: { poll: INSCRIBE_ORDER_POLL_MS },
}).createMachine({
  id: 'inscribeOrder',
  description: 'An inscribe order: created, paid from the wallet, and followed until its inscriptions are made',
  context: ({ input }) => ({ orderId: input.orderId ?? null, order: null, paymentTxid: null, error: null, payError: null, notice: null }),
  initial: 'creating',
  states: {
    creating: {
      description: 'The order is being created',
      // An order placed before (a reload, the orders page) is followed, not created again.
      always: { guard: 'resuming', target: 'following', description: 'An order placed before: follow it' },
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        onDone: { target: 'following', actions: 'keepOrder', description: 'The order is created: pay it' },
        onError: { target: 'createFailed', actions: 'keepError', description: 'The order is refused' },
      },
    },
    createFailed: {
      description: 'The order could not be created; the reason shows and nothing was paid',
      on: { RETRY: { target: 'creating', description: 'The user tries again' } },
    },
    following: {
      description: 'The order shows its status and stage; while it waits for payment the user can pay it',
      initial: 'reading',
      on: { PAY: { guard: 'unpaid', target: 'paying', description: 'The user pays the order from the wallet' } },
      states: {
        reading: {
          description: 'The order is read',
          invoke: {
            id: 'readOrder',
            src: 'readOrder',
            input: ({ context }) => ({ orderId: context.orderId! }),
            onDone: [
              { guard: 'mintedNow', target: '#inscribeOrder.minted', actions: 'keepOrder', description: 'The inscriptions are made' },
              { guard: 'over', target: '#inscribeOrder.closed', actions: 'keepOrder', description: 'The order ended without inscriptions' },
              { target: 'waiting', actions: 'keepOrder', description: 'The order goes on' },
            ],
            onError: { target: 'waiting', actions: 'keepError', description: 'The order could not be read: it is read again in 5 seconds' },
          },
        },
        waiting: { description: 'Five seconds until the next read', after: { poll: { target: 'reading', description: 'Five seconds pass' } } },
      },
    },
    paying: {
      description: 'The wallet pays the order (its prompt shows the amount and the address)',
      entry: assign({ payError: null }),
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({ order: context.order! }),
        onDone: {
          target: 'following',
          actions: assign({ paymentTxid: ({ event }) => event.output, error: null, notice: null }),
          description: 'The payment is sent: follow the order',
        },
        onError: [
          {
            guard: 'rejected',
            target: 'following',
            actions: assign({ notice: 'Payment cancelled in your wallet. The order waits for payment.', error: null }),
            description: 'The user rejects the payment in the wallet',
          },
          {
            target: 'following',
            actions: assign({ payError: ({ event }) => failureOf(event).message, notice: null }),
            description: 'The payment failed (its reason stays shown); the order still waits for it',
          },
        ],
      },
    },
    minted: { type: 'final', description: 'The inscriptions are made, at the receive address' },
    closed: { type: 'final', description: 'The order ended without inscriptions (cancelled, refunded, failed or not paid in time)' },
  },
});
export type InscribeOrderMachine = typeof inscribeOrderMachine;
