import type { InscribeOrderStatus } from '../../domain/entities';
import { ORDER_STATUS_WORDS, type OrderView } from '../../domain/inscribe/order-status';
import { failureWords } from '../shared/step-failure';
import { createFlowModel } from '../testing/flow-model';
import { inscribeOrderMachine } from './inscribe-order.machine';

const order = (status: InscribeOrderStatus): OrderView => ({
  orderId: 'order-000001',
  status,
  payAddress: 'tb1qps26fglfsyz2l0mhl4aey4skf4qa8nlynyr3nf',
  amount: 8_346,
  files: [{ filename: 'hello.txt', ...(status === 'minted' ? { inscriptionId: `${'ab'.repeat(32)}i0` } : {}) }],
  ...(status === 'refunded' ? { refundTxid: 'cd'.repeat(32) } : {}),
});

/** What the server and the wallet may answer along the way (one text, 546 sats, 10 sat/vB, on the devnet). */
export const inscribeOrderOutcomes = {
  pending: order('pending'),
  paid: order('paid'),
  inscribing: order('inscribing'),
  minted: order('minted'),
  stuck: order('stuck'),
  refunded: order('refunded'),
  refused: { message: 'feeRate must be from 1 to 5000 sats/vB.', code: -1 },
  network: { message: 'Network problem: check your connection and try again.', code: null },
  rejected: { message: '', rejected: true },
  noFunds: { message: 'Insufficient balance to pay the order.' },
} as const;

const said = (event: Record<string, unknown>) => failureWords(event);

export const inscribeOrderModel = createFlowModel({
  name: 'inscribe-order',
  machine: inscribeOrderMachine,
  input: {},
  actors: {
    createOrder: {
      done: [inscribeOrderOutcomes.pending],
      error: [inscribeOrderOutcomes.refused],
      words: { done: 'The order is created: 8,346 sats to its own address', error: said },
    },
    readOrder: {
      done: [
        inscribeOrderOutcomes.pending,
        inscribeOrderOutcomes.paid,
        inscribeOrderOutcomes.inscribing,
        inscribeOrderOutcomes.stuck,
        inscribeOrderOutcomes.minted,
        inscribeOrderOutcomes.refunded,
      ],
      error: [inscribeOrderOutcomes.network],
      words: { done: (event) => `The order reads: ${ORDER_STATUS_WORDS[(event.output as OrderView).status]}`, error: said },
    },
    pay: {
      done: ['cd'.repeat(32)],
      error: [inscribeOrderOutcomes.rejected, inscribeOrderOutcomes.noFunds],
      words: { done: 'The wallet sends 8,346 sats to the order’s address', error: said },
    },
  },
  events: [{ type: 'PAY' }, { type: 'RETRY' }],
  eventWords: { PAY: 'The user presses Pay', RETRY: 'The user presses Try again' },
  delayWords: { poll: 'Five seconds pass' },
  variants: [{ name: 'resumed', input: { orderId: 'order-000001' }, given: 'An order placed before: the page is reloaded, or opened from Inscribe Orders.' }],
  preconditions: ['Signed in on /inscribe (on the devnet: Account 1), with a text to inscribe, 546 sats per item, 10 sat/vB.'],
  contextWords: (snapshot) => {
    const { error, payError, notice } = snapshot.context as { error: string | null; payError: string | null; notice: string | null };
    return (
      [payError ? `The page says the payment failed: ${payError}` : null, error ? `The page says: ${error}` : null, notice ? `The page notes: ${notice}` : null]
        .filter(Boolean)
        .join(' ') || null
    );
  },
  serializeContext: (context: {
    error: string | null;
    payError: string | null;
    notice: string | null;
    paymentTxid: string | null;
    order: OrderView | null;
  }) => ({
    error: context.error,
    payError: context.payError,
    notice: context.notice,
    paid: context.paymentTxid !== null,
    status: context.order?.status ?? null,
  }),
});
