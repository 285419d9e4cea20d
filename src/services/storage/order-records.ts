import { checkOrderAgainstForm, type ChosenOrder } from '../../domain/inscribe/order-check';
import type { Problem } from '../../domain/inscribe/inscribe-items';
import type { OrderParts, OrderRecord } from '../../domain/inscribe/order-record';
import { formatMessage } from '../../domain/messages';
import type { KeyValueStore } from './key-value-store';

const KEY = 'inscribe-order-records';
/** The newest records kept: enough for every order a person follows, small enough for storage. */
const KEEP = 200;

const isRecord = (v: unknown): v is OrderRecord =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as OrderRecord).orderId === 'string' &&
  typeof (v as OrderRecord).receiveAddress === 'string' &&
  Number.isSafeInteger((v as OrderRecord).itemCount) &&
  Number.isSafeInteger((v as OrderRecord).total) &&
  ((v as OrderRecord).refused === null || typeof (v as OrderRecord).refused === 'string');

/** What this browser's inscribe form showed for each order it placed (finding 8), in long-lived storage. */
export function orderRecords(store: KeyValueStore) {
  const all = (): OrderRecord[] => {
    try {
      const parsed: unknown = JSON.parse(store.get(KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
    } catch {
      return [];
    }
  };
  const put = (record: OrderRecord): void => store.set(KEY, JSON.stringify([record, ...all().filter((r) => r.orderId !== record.orderId)].slice(0, KEEP)));
  return {
    get: (orderId: string): OrderRecord | null => all().find((r) => r.orderId === orderId) ?? null,
    put,
    /**
     * An order just placed: its answer checked against what the form showed, and recorded either way, so a
     * refused order stays refused wherever it is opened later. The problem, or null when it may be paid.
     */
    placed(order: OrderParts, chosen: ChosenOrder): Problem | null {
      const problem = checkOrderAgainstForm(order, chosen);
      if (typeof order.orderId === 'string' && order.orderId) {
        put({ orderId: order.orderId, ...chosen, refused: problem ? formatMessage(problem.key, problem.params as Record<string, string>) : null });
      }
      return problem;
    },
  };
}
