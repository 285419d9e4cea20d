import type { Chain } from '../chain/chain';
import type { Indexer } from '../indexer/indexer';
import type { ApiRoute } from '../server/api-surface';
import { ok } from '../server/http-utils';
import { DevnetError } from '../devnet-error';
import { chainAddress } from '../server/input-checks';
import { feeDiscountFor } from './fee-discount';
import type { Orders } from './orders';

/** The inscribe calls: orders (files, runes, badges), one order and an address's orders, and the fee panel's discount and rates. */
/** Ours: MixPay's extra fee on the devnet, sats. */
export const MIXPAY_EXTRA_FEE = 1_000;

export function createOrderRoutes(deps: {
  orders: Orders;
  chain: Chain;
  indexer: Indexer;
  user: (address: string) => { inscribeCount: number; ogPassCount: number };
  fees: () => { fastestFee: number; halfHourFee: number; hourFee: number; minimumFee: number };
}): ApiRoute[] {
  const { orders, chain, indexer } = deps;
  return [
    { layer: 'basic', method: 'GET', path: /^\/inscribe\/order\/([^/]+)$/, handle: ({ res }, [id]) => ok(res, orders.get(id!)) },
    {
      layer: 'basic',
      method: 'GET',
      path: /^\/inscribe\/orders\/([^/]+)$/,
      handle: ({ query, res }, [address]) =>
        ok(
          res,
          orders.list(
            chainAddress(address!),
            Math.max(0, Number(query.get('cursor') ?? 0) || 0),
            Math.min(100, Math.max(1, Number(query.get('size') ?? 20) || 20)),
          ),
        ),
    },
    { layer: 'basic', method: 'POST', path: '/inscribe/order', handle: ({ body, res }) => ok(res, orders.create(body)) },
    {
      layer: 'basic',
      method: 'POST',
      path: '/inscribe/order/runes-etch',
      handle: ({ body, res }) => ok(res, orders.createEtch(body, { height: chain.tip(), firstRuneHeight: 0 })),
    },
    { layer: 'basic', method: 'POST', path: '/inscribe/order/runes-mint', handle: ({ body, res }) => ok(res, orders.createMint(body)) },
    {
      layer: 'basic',
      method: 'POST',
      path: '/badge/order',
      handle: ({ body, res }) =>
        ok(
          res,
          orders.createBadge(body, (id) => Boolean(indexer.state().collections[id])),
        ),
    },
    { layer: 'basic', method: 'GET', path: '/badge/limit', handle: ({ res }) => ok(res, orders.badgeLimit()) },
    /** MixPay (ours: the spec shows no shapes): its extra fee, and a payment page for an order waiting to be paid. */
    { layer: 'basic', method: 'GET', path: '/inscribe/mixpay_extra_fee', handle: ({ res }) => ok(res, { extraFee: MIXPAY_EXTRA_FEE }) },
    {
      layer: 'basic',
      method: 'POST',
      path: '/inscribe/mixpay_order',
      handle: ({ body, res }) => {
        const order = orders.get(String(body.orderId ?? ''));
        if (order.status !== 'pending') throw new DevnetError(-1, 'This order is not waiting to be paid.');
        const query = new URLSearchParams({ orderId: order.orderId, address: order.payAddress, sats: String(order.amount), extra: String(MIXPAY_EXTRA_FEE) });
        ok(res, { payUrl: `/devnet/mixpay?${query}` });
      },
    },
    {
      layer: 'basic',
      method: 'GET',
      path: '/inscribe/fee-discount',
      handle: ({ query, res }) => ok(res, feeDiscountFor(deps.user(chainAddress(query.get('address') ?? '')))),
    },
    {
      layer: 'basic',
      method: 'GET',
      path: '/inscribe/fee-rate-detail',
      handle: ({ res }) => {
        const fees = deps.fees();
        ok(res, { custom: fees.fastestFee, economy: fees.hourFee, normal: fees.halfHourFee, minimum: fees.minimumFee });
      },
    },
  ];
}
