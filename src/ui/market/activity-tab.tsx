import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatSats } from '../../domain/amount-text';
import { formatPriceSats } from '../../domain/currency';
import { mergeHistory } from '../../domain/market/account-activity';
import { activityItemName, timeAgo } from '../../domain/market/listing-display';
import { listingPath } from '../../domain/market/market-paths';
import { MARKET_CATEGORY_LABELS } from '../../domain/market/market-reads';
import { ownEvent, profitLoss, type ProfitLoss } from '../../domain/market/profit-loss';
import { addressHistory } from '../../services/market/address-activity';
import { DataTable, RemoteStatus } from '../components/market-bits';
import { ExplorerLink } from '../components/explorer-link';
import { NameText } from '../components/text-display';
import { useServices } from '../hooks/services';
import { useRemote } from '../hooks/use-remote';
import { button } from '../theme/ui.css';
import * as css from '../components/kit.css';

/** A price exactly: BTC with every decimal, and its sats ('0.0015 BTC (150,000 sats)'). */
const exactPrice = (sats: bigint | number) => `${formatPriceSats(sats)} BTC (${formatSats(sats)})`;
/** A profit or a loss with its sign: '+0.0005 BTC (+50,000 sats)', '-0.0002 BTC (-20,000 sats)'. */
const signedPrice = (sats: bigint) => (sats > 0n ? `+${formatPriceSats(sats)} BTC (+${formatSats(sats)})` : exactPrice(sats));

/**
 * My Bitcoin Assets, Activity (issue 44): the connected address's market history, every category its network's market
 * offers in one list, newest first, told from its side, each price exactly; above it what its trades made. "Load more"
 * reads the next page of each category.
 */
export function ActivityTab({ address }: { readonly address: string }) {
  const services = useServices();
  const [pages, setPages] = useState(1);
  const remote = useRemote(`account:activity:${address}:${pages}`, (api, signal) => addressHistory(api.market, address, pages, signal));
  const merged = useMemo(() => mergeHistory(remote.data?.read ?? []), [remote.data]);
  const pnl = useMemo(() => profitLoss(merged.rows, address), [merged.rows, address]);
  const realized = new Map(pnl.trades.map((t) => [`${t.auctionId}:${t.time}`, t.pnl]));
  const now = services.clock.now();
  const notOffered = remote.data?.notOffered ?? [];
  return (
    <section aria-label="Activity" data-testid="account-activity">
      {remote.data ? <ProfitLossSummary pnl={pnl} /> : null}
      <RemoteStatus remote={remote} what="your market history" retry={remote.retry} />
      {notOffered.length ? (
        <p className={css.reason} data-testid="activity-not-offered">
          Not read: this network&apos;s market has no history of {notOffered.map((c) => MARKET_CATEGORY_LABELS[c]).join(', ')}.
        </p>
      ) : null}
      {remote.data && merged.rows.length === 0 ? <p className={css.status}>Nothing bought, sold or listed on the market by this address yet.</p> : null}
      {merged.rows.length ? (
        <DataTable
          busy={remote.status === 'loading'}
          columns={[{ label: 'What' }, { label: 'Event' }, { label: 'Price' }, { label: 'When' }, { label: 'Transaction', wide: true }]}
          rows={merged.rows.map((a, i) => {
            const event = ownEvent(a, address);
            const made = event === 'Sold' ? realized.get(`${a.auctionId}:${a.time}`) : undefined;
            return {
              key: `${a.nftType}:${a.auctionId}:${a.type}:${a.time}:${i}`,
              attrs: { 'data-testid': 'account-activity-row', 'data-event': event },
              cells: [
                <Link key="what" to={listingPath(a.nftType, a.auctionId, a.inscriptionId)}>
                  <NameText {...activityItemName(a)} />
                </Link>,
                <span key="event">
                  {event}
                  {made !== undefined ? <span className={css.reason}> · P&amp;L {signedPrice(made)}</span> : null}
                </span>,
                <span key="price">{exactPrice(a.price)}</span>,
                timeAgo(a.time, now),
                a.txid ? <ExplorerLink key="tx" kind="tx" id={a.txid} /> : '–',
              ],
            };
          })}
        />
      ) : null}
      {remote.data && merged.more ? (
        <p style={{ textAlign: 'center' }}>
          <button type="button" className={button.default} onClick={() => setPages((n) => n + 1)} disabled={remote.status === 'loading'}>
            {remote.status === 'loading' ? 'Loading…' : 'Load more'}
          </button>
        </p>
      ) : null}
    </section>
  );
}

/** What the trades in the history read made: spent, received, realized P&L, and the sales whose P&L is unknown. */
function ProfitLossSummary({ pnl }: { readonly pnl: ProfitLoss }) {
  const figures = [
    { label: 'Spent on purchases', value: exactPrice(pnl.spent), testid: 'pnl-spent' },
    { label: 'Received from sales', value: exactPrice(pnl.received), testid: 'pnl-received' },
    { label: 'Realized P&L', value: signedPrice(pnl.realized), testid: 'pnl-realized' },
  ];
  return (
    <div aria-label="Profit and loss" role="group" data-testid="account-pnl">
      <div className={css.stats}>
        {figures.map((f) => (
          <div key={f.testid} className={css.stat}>
            <div className={css.statLabel}>{f.label}</div>
            <div className={css.statValue} data-testid={f.testid}>
              {f.value}
            </div>
          </div>
        ))}
      </div>
      <p className={css.reason} data-testid="pnl-notes">
        {pnl.purchases} {pnl.purchases === 1 ? 'purchase' : 'purchases'} and {pnl.sales} {pnl.sales === 1 ? 'sale' : 'sales'} in the history shown; the realized
        P&amp;L is each sale of an item bought earlier in it, less what it was bought for.{' '}
        {pnl.unmatchedSales === 0
          ? null
          : `${pnl.unmatchedSales} ${pnl.unmatchedSales === 1 ? 'sale has' : 'sales have'} no purchase in this history: ${pnl.unmatchedSales === 1 ? 'its' : 'their'} profit or loss is unknown. `}
        The market&apos;s history states prices only: the fees it took are not in these figures.
      </p>
    </div>
  );
}
