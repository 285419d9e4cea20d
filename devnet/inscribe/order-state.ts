import type { BlindOrderRecord } from './blind-mint';
import type { InscribeOrderStatus } from '../../src/domain/entities';
import type { RuneEtching } from './rune-order-checks';

/** The inscribe orders' state as the devnet keeps it (inscribe/orders.ts moves them on). */
export interface OrderFile {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
  readonly size: number;
  readonly inscriptionId?: string;
}

export interface InscribeOrderRecord {
  readonly orderId: string;
  readonly index: number;
  readonly status: InscribeOrderStatus;
  readonly payAddress: string;
  readonly receiveAddress: string;
  readonly amount: number;
  readonly networkFee: number;
  readonly serviceFee: number;
  readonly feeRate: number;
  readonly outputValue: number;
  /** A fee per order on top of the fee rule (a premium badge's price), in sats: the order names it as extraFee. */
  readonly extraFee?: number;
  readonly devAddress: string | null;
  readonly devFee: number;
  readonly createTime: number;
  readonly paidSats: number;
  readonly statusHeight: number | null;
  readonly files: readonly OrderFile[];
  readonly refundTxid: string | null;
  /** A runes order: what it etches or mints instead of inscribing its files. */
  readonly runes?: { readonly op: 'etch'; readonly etching: RuneEtching } | { readonly op: 'mint'; readonly rune: string; readonly count: number };
}

export interface OrdersState {
  readonly counter: number;
  readonly orders: Readonly<Record<string, InscribeOrderRecord>>;
  /** The badge collection's blind mints (blind-mint.ts), by orderId. */
  readonly blind?: Readonly<Record<string, BlindOrderRecord>>;
}

export const initialOrders = (): OrdersState => ({ counter: 0, orders: {} });
