import { useState } from 'react';
import { Link } from 'react-router';
import { ORDER_STATUS_WORDS } from '../../domain/inscribe/order-status';
import { ROUTE_TITLES } from '../../domain/route-titles';
import type { InscribeOrder } from '../../services/api/basic-api';
import * as css from '../components/kit.css';
import { useRemote } from '../hooks/use-remote';
import { orderRecords } from '../../services/storage/order-records';
import { useServices } from '../hooks/services';
import { useUserSession } from '../hooks/user-session-context';
import { button } from '../theme/ui.css';
import { RemoteStatus } from '../components/market-bits';
import { Page } from '../components/page';
import { formatSats } from '../../domain/amount-text';

export const ORDERS_PAGE_SIZE = 20;

/** Inscribe Orders (/orders/inscribe): the connected address's orders, newest first, 20 a page by cursor, each with its status and inscriptions. */
export function Component() {
  const session = useUserSession();
  const address = session.status === 'connected' ? (session.user?.address ?? null) : null;
  return (
    <Page title={ROUTE_TITLES['/orders/inscribe']} lead="Your inscribe orders and their status, from payment to delivery.">
      {address ? (
        <OrdersList key={address} address={address} />
      ) : (
        <div className={css.panel}>
          <p>Connect a wallet to see the orders placed for its address.</p>
          <button type="button" className={button.primary} onClick={() => session.connect()}>
            Connect wallet
          </button>
        </div>
      )}
    </Page>
  );
}

function OrdersList({ address }: { address: string }) {
  const [cursor, setCursor] = useState(0);
  // Orders this browser placed and refused (their answer was not what the form showed) are marked so.
  const records = orderRecords(useServices().localStore);
  const orders = useRemote(`orders:${address}:${cursor}`, async (api) => api.basic.listInscribeOrders(address, cursor, ORDERS_PAGE_SIZE));
  if (!orders.data) return <RemoteStatus remote={orders} what="your orders" retry={orders.retry} />;
  const { list, total } = orders.data;
  if (total === 0) {
    return (
      <div className={css.panel}>
        <p>No orders yet.</p>
        <Link to="/inscribe">Inscribe something</Link>
      </div>
    );
  }
  return (
    <>
      <p className={css.listCount} aria-live="polite">
        Orders {cursor + 1} to {cursor + list.length} of {total}
      </p>
      <div className={css.tableWrap}>
        <table className={css.table} data-testid="orders-table">
          <caption className={css.listCount}>Your inscribe orders, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Status</th>
              <th scope="col" className={css.wide}>
                Placed
              </th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {list.map((o: InscribeOrder) => (
              <tr key={o.orderId} data-testid="order-row">
                <td>
                  <Link to={`/inscribe?order=${encodeURIComponent(o.orderId)}`} className={`${css.rowLink} ${css.breakAnywhere}`}>
                    {o.orderId}
                  </Link>
                  <div className={css.rowSub}>
                    {o.files?.length ?? 0} {o.files?.length === 1 ? 'inscription' : 'inscriptions'}
                  </div>
                  {o.files?.some((f) => f.inscriptionId) ? (
                    <ul className={css.reason} aria-label="Inscriptions made">
                      {o.files
                        .filter((f) => f.inscriptionId)
                        .slice(0, 5)
                        .map((f) => (
                          <li key={f.inscriptionId}>
                            <Link to={`/inscription/${f.inscriptionId}`} className={css.breakAnywhere}>
                              {f.filename}
                            </Link>
                          </li>
                        ))}
                    </ul>
                  ) : null}
                </td>
                <td data-testid="order-row-status">
                  {o.status === 'pending' && records.get(o.orderId)?.refused ? (
                    <>
                      <strong>refused</strong>
                      <div className={css.reason}>Not paid: not what the form showed.</div>
                    </>
                  ) : (
                    <>
                      <strong>{o.status}</strong>
                      <div className={css.reason}>{ORDER_STATUS_WORDS[o.status]}</div>
                    </>
                  )}
                </td>
                {/* eslint-disable-next-line no-restricted-properties -- a date in the reader's own time zone, drawn once the rows arrive */}
                <td className={css.wide}>{new Date(o.createTime).toLocaleString('en-US')}</td>
                <td style={{ whiteSpace: 'nowrap' }}>{formatSats(o.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={css.actions}>
        <button type="button" className={button.default} disabled={cursor === 0} onClick={() => setCursor(Math.max(0, cursor - ORDERS_PAGE_SIZE))}>
          Newer
        </button>
        <button type="button" className={button.default} disabled={cursor + list.length >= total} onClick={() => setCursor(cursor + ORDERS_PAGE_SIZE)}>
          Older
        </button>
      </div>
    </>
  );
}
