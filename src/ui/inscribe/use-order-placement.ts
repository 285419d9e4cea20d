import { useCallback, useState } from 'react';
import type { OrderView } from '../../domain/inscribe/order-status';

export interface Placement {
  readonly key: number;
  /** Creates the order once, however often the runner asks (React runs effects twice in development). */
  readonly create: () => Promise<OrderView>;
  /** What the fee panel showed the order costs (sats): the wallet's payment address must hold it first. */
  readonly totalSats: number;
}

/**
 * An order placed from a form (inscribe, badges, runes): `place` hands the create call to the order runner, once
 * per press; `onCreated` hears the new order's id (to put it in the URL and storage, so a reload follows it).
 */
export function useOrderPlacement(onCreated: (orderId: string) => void): {
  placed: Placement | null;
  place: (create: () => Promise<OrderView>, totalSats: number) => void;
  reset: () => void;
} {
  const [placed, setPlaced] = useState<Placement | null>(null);
  const place = useCallback(
    (create: () => Promise<OrderView>, totalSats: number) => {
      let once: Promise<OrderView> | null = null;
      const created = () =>
        (once ??= create().then((order) => {
          onCreated(order.orderId);
          return order;
        }));
      setPlaced({ key: Date.now(), create: created, totalSats });
    },
    [onCreated],
  );
  const reset = useCallback(() => setPlaced(null), []);
  return { placed, place, reset };
}
