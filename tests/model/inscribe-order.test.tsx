import { MemoryRouter } from 'react-router';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { orderStage, isOrderOver, ORDER_STAGES, ORDER_STATUS_WORDS } from '../../src/domain/inscribe/order-status';
import type { InscribeOrderStatus } from '../../src/domain/entities';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';
import { inscribeOrderModel, inscribeOrderOutcomes } from '../../src/flows/inscribe-order/inscribe-order.model';
import type { InscribeOrderMachine } from '../../src/flows/inscribe-order/inscribe-order.machine';
import { OrderProgress } from '../../src/ui/inscribe/order-progress';
import { deriveAccounts } from '../../devnet/wallet/dev-accounts';
import type { OrderView } from '../../src/domain/inscribe/order-status';
import { createInscribeOrderActors } from '../../src/flows/inscribe-order/inscribe-order.actors';
import { inscribeOrderCreator } from '../../src/flows/inscribe-order/order-creators';
import { createKeyValueStore } from '../../src/services/storage/key-value-store';
import { describeFlow } from './describe-flow';
import { devnetPerFile, expectSignedOnlyAfter, gatedSigner, REAL_ACTORS } from './devnet-world';
import { createWorld, failureResponse } from './real-world';
import { failureOfStep, saidAfter, type SaysAfter } from './said-words';

/** The inscribe-order paths against the machine and the real order progress view (issue 15). */
const devnet = devnetPerFile();
const [me] = deriveAccounts();
let paid: string[] = [];
const hello = { filename: 'hello.txt', contentType: 'text/plain;charset=utf-8', content: 'hello devnet', base64: false };

/**
 * What the page says after a step, in the server's and the wallet's words: the order's error (a refused order, a
 * failed read), the failed payment's reason and the cancelled payment's note; each as the steps set and clear it.
 */
const errorSays: SaysAfter = ({ event }) => {
  if (event.type === 'xstate.error.actor.createOrder') return 'feeRate must be from 1 to 5000 sats/vB.';
  if (event.type === 'xstate.error.actor.readOrder') return 'Network problem: check your connection and try again.';
  if (event.type === 'xstate.error.actor.pay') return failureOfStep(event).rejected ? null : undefined;
  return /^xstate\.done\.actor\.(createOrder|readOrder|pay)$/.test(event.type) ? null : undefined;
};
const payErrorSays: SaysAfter = ({ event }) => {
  if (event.type === 'PAY') return null;
  if (event.type === 'xstate.error.actor.pay') return failureOfStep(event).rejected ? undefined : 'Insufficient balance to pay the order.';
  // A read keeps the reason while the order still waits for payment.
  if (event.type === 'xstate.done.actor.readOrder') return 'output' in event && (event.output as OrderView).status === 'pending' ? undefined : null;
  return event.type === 'xstate.done.actor.createOrder' ? null : undefined;
};
const noticeSays: SaysAfter = ({ event }) => {
  if (event.type === 'xstate.error.actor.pay') return failureOfStep(event).rejected ? 'Payment cancelled in your wallet. The order waits for payment.' : null;
  return /^xstate\.(error\.actor\.(createOrder|readOrder)|done\.actor\.pay)$/.test(event.type) ? null : undefined;
};

describeFlow(inscribeOrderModel, {
  real: {
    name: REAL_ACTORS,
    start: async (path) => {
      const { h, api } = await devnet(me!);
      const world = createWorld({
        session: api.session,
        routes: { createOrder: /\/inscribe\/order$/, readOrder: /\/inscribe\/order\/[^/]+$/ },
        answers: {
          // The order as the devnet keeps it, at the stage the path reads it (the devnet's own clock is not run).
          readOrder: async (outcome, forward) => {
            if (!('output' in outcome)) return failureResponse(outcome.error);
            const answer = (await (await forward()).json()) as { data: Record<string, unknown> };
            const wanted = outcome.output as OrderView;
            const files = (answer.data.files as Record<string, unknown>[]).map((file) => ({
              ...file,
              ...(wanted.status === 'minted' ? { inscriptionId: `${'ab'.repeat(32)}i0` } : {}),
            }));
            return Response.json({ ...answer, data: { ...answer.data, status: wanted.status, files } });
          },
        },
      });
      // The flow's own creator, as the inscribe page hands it to the runner: the order call, then the answer held to
      // the panel's total (5,126 sats for this text at 10 sats/vB on the devnet), recorded in this browser's store.
      const localStore = createKeyValueStore(null);
      const create = inscribeOrderCreator(
        { api: async () => api, localStore },
        {
          items: [hello],
          receiveAddress: me!.ordinalsAddress,
          feeRate: 10,
          outputValue: 546,
          totalSats: 5_126,
          payer: { userAddress: me!.ordinalsAddress, userPubkey: me!.ordinalsPubKey, refundAddress: me!.paymentAddress },
        },
        null,
      );
      // A resumed order is one placed before on the devnet.
      const given = path.input as { orderId?: string | null };
      const resumed = given.orderId ? (await create()).orderId : null;
      world.listen();
      const wallet = gatedSigner(world, me!, api, { send: { actor: 'pay', pay: (to, sats) => h.devnet.chain.fund(to, BigInt(sats)).txid } });
      paid = wallet.signed;
      const actors = createInscribeOrderActors({ api: async () => api, wallet: () => wallet.signer, localStore }, { create, totalSats: 0 });
      const actor = createActor(inscribeOrderModel.machine.provide({ actors }), { input: { orderId: resumed } }).start();
      return { actor, world };
    },
    // The wallet pays only at the path's Pay step, once for each, exactly the order's amount to the order's address.
    verify: (_expected, actor, path, at) => {
      expectSignedOnlyAfter(paid, path, at, 'pay');
      const order = (actor.getSnapshot() as FlowSnapshot).context.order as OrderView | null;
      for (const payment of paid) expect(payment).toBe(`${order!.payAddress}:${order!.amount}`);
    },
  },
  machine: {
    // The model's invariants, on the running machine's context.
    verify: (expected, actor) => {
      const context = (actor.getSnapshot() as FlowSnapshot).context;
      const order = context.order as OrderView | null;
      // A payment is always for an order the server made.
      expect(Boolean(context.paymentTxid) && !context.orderId).toBe(false);
      // Only an order waiting for its payment, not paid from here before, is paid.
      if (expected.matches('paying')) expect({ status: order?.status, paid: context.paymentTxid }).toEqual({ status: 'pending', paid: null });
      // Past its creation an order is followed by its id, and ends minted only when the server says so.
      if (!expected.matches('creating') && !expected.matches('createFailed')) expect(context.orderId).not.toBeNull();
      if (expected.matches('minted')) expect(order?.status).toBe('minted');
      if (expected.matches('creating')) expect(context.order).toBeNull();
    },
  },
  view: {
    name: 'the order progress',
    start: (machine, input) => {
      const running = createActor(machine, { input: (input ?? {}) as never }).start();
      render(
        <MemoryRouter>
          <OrderProgress actorRef={running as ActorRefFrom<InscribeOrderMachine>} />
        </MemoryRouter>,
      );
      return running;
    },
    events: {
      PAY: () => void fireEvent.click(screen.getByTestId('order-pay')),
      RETRY: () => void fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
    },
    verify: (expected, _actor, path, at) => {
      const view = screen.getByTestId('order-progress');
      const context = expected.context as { order: { status: InscribeOrderStatus; orderId: string } | null; paymentTxid: string | null };
      const [error, payError, notice] = [errorSays, payErrorSays, noticeSays].map((says) => saidAfter(path, at, says));
      if (expected.matches('creating')) return void expect(view).toHaveTextContent('Creating your order…');
      if (expected.matches('createFailed')) {
        expect(screen.getByRole('alert')).toHaveTextContent(error!);
        return void expect(view).toHaveTextContent('Nothing was paid.');
      }
      // A failed payment's reason stays beside the order while it waits for payment; a failed read's until the next read.
      const alerts = screen.queryAllByRole('alert').map((a) => a.textContent);
      expect(alerts).toEqual([...(payError ? [`${payError} The order still waits for your payment.`] : []), ...(error ? [error] : [])]);
      if (notice) expect(screen.getByTestId('order-notice')).toHaveTextContent(notice);
      else expect(screen.queryByTestId('order-notice')).toBeNull();
      // Not read yet: reading, or (a bad order id) only the reason, never both.
      if (!context.order) {
        if (error) expect(view).not.toHaveTextContent('Reading your order…');
        return void expect(view).toHaveTextContent(error ?? 'Reading your order…');
      }
      expect(view).toHaveTextContent(`Order ${context.order.orderId}`);
      expect(screen.getByTestId('order-status')).toHaveTextContent(ORDER_STATUS_WORDS[context.order.status]);
      // The current stage is the order's.
      const stage = { pending: 'Pending', payment: 'Payment', deliver: 'Deliver' }[orderStage(context.order.status)];
      const current = screen.getByRole('list', { name: 'Order stages' }).querySelector('[aria-current="step"]');
      // Minted: every stage done, none current (issue 27, 17).
      if (context.order.status === 'minted') expect(current).toBeNull();
      else expect(current).toHaveTextContent(stage);
      const payable = context.order.status === 'pending' && context.paymentTxid === null;
      if (payable) expect(view).toHaveTextContent('Pay 0.00008346 BTC (8,346 sats) to tb1qps26fglfsyz2l0mhl4aey4skf4qa8nlynyr3nf.');
      else expect(screen.queryByTestId('order-pay')).toBeNull();
      if (expected.matches('paying')) expect(screen.getByTestId('order-pay')).toBeDisabled();
      if (expected.matches('minted')) {
        expect(screen.getByTestId('order-inscriptions')).toHaveTextContent(`hello.txt: ${'ab'.repeat(32)}i0`);
        // Each inscription id links to its page (issue 27, 17).
        expect(screen.getByRole('link', { name: `${'ab'.repeat(32)}i0` })).toHaveAttribute('href', `/inscription/${'ab'.repeat(32)}i0`);
      }
      // A refund says its transaction.
      if (context.order.status === 'refunded') expect(screen.getByTestId('order-refund')).toHaveTextContent(`Refunded in transaction ${'cd'.repeat(32)}.`);
      else expect(screen.queryByTestId('order-refund')).toBeNull();
    },
  },
});

describe('inscribe-order: following an order', () => {
  // Timers are fake here (describeFlow's): time moves only when the test moves it.
  it('reads the order every 5 s, no sooner, until it is minted; a payment rejected in the wallet leaves it waiting', async () => {
    const answers = [
      inscribeOrderOutcomes.pending,
      inscribeOrderOutcomes.pending,
      inscribeOrderOutcomes.paid,
      inscribeOrderOutcomes.inscribing,
      inscribeOrderOutcomes.minted,
    ];
    const reads: number[] = [];
    const start = Date.now();
    let pays = 0;
    const actor = createActor(
      inscribeOrderModel.machine.provide({
        actors: {
          createOrder: fromPromise(async () => inscribeOrderOutcomes.pending),
          readOrder: fromPromise(async () => {
            reads.push(Date.now() - start);
            return answers.shift()!;
          }),
          pay: fromPromise(async () => {
            pays += 1;
            if (pays === 1) throw inscribeOrderOutcomes.rejected;
            return 'cd'.repeat(32);
          }),
        },
      }),
      { input: {} },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toEqual([0]);
    actor.send({ type: 'PAY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.notice).toBe('Payment cancelled in your wallet. The order waits for payment.');
    actor.send({ type: 'PAY' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.paymentTxid).toBe('cd'.repeat(32));
    // Paid: Pay does nothing more.
    actor.send({ type: 'PAY' });
    expect(pays).toBe(2);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(reads).toEqual([0, 0, 0]);
    await vi.advanceTimersByTimeAsync(1 + 5_000 * 3);
    expect(actor.getSnapshot().value).toBe('minted');
    expect(reads).toEqual([0, 0, 0, 5_000, 10_000]);
  });

  it('an order given at the start (a reload) is followed, never created again', async () => {
    const created = vi.fn();
    const actor = createActor(
      inscribeOrderModel.machine.provide({
        actors: {
          createOrder: fromPromise(async () => (created(), inscribeOrderOutcomes.pending)),
          readOrder: fromPromise(async () => inscribeOrderOutcomes.refunded),
        },
      }),
      { input: { orderId: 'order-000001' } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(created).not.toHaveBeenCalled();
  });

  it('each status has its stage: pending, payment, deliver; minted, cancel, refunded, failed and notPaid are over', () => {
    const all: InscribeOrderStatus[] = [
      'pending',
      'paid',
      'paidConfirm',
      'inscribing',
      'cancel',
      'minted',
      'refunded',
      'stuck',
      'needRefund',
      'failed',
      'notPaid',
    ];
    expect(ORDER_STAGES).toEqual(['pending', 'payment', 'deliver']);
    expect(Object.fromEntries(all.map((s) => [s, orderStage(s)]))).toEqual({
      pending: 'pending',
      paid: 'payment',
      paidConfirm: 'payment',
      inscribing: 'deliver',
      cancel: 'pending',
      minted: 'deliver',
      refunded: 'payment',
      stuck: 'deliver',
      needRefund: 'payment',
      failed: 'deliver',
      notPaid: 'pending',
    });
    expect(all.filter(isOrderOver)).toEqual(['cancel', 'minted', 'refunded', 'failed', 'notPaid']);
  });
});
