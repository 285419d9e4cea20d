import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { assetTableQueryFrom, withAssetTableQuery, type AssetTableQuery } from '../../domain/market/listing-query';
import { Link } from 'react-router';
import type { MarketCategory, StatisticWindow } from '../../domain/entities';
import { assetKey, isPricedPerUnit } from '../../domain/market/market-reads';
import { pricedByLastSale, searchAssetRows, sortAssetRows, type AssetSortKey } from '../../domain/market/asset-rows';
import { assetPath } from '../../domain/market/market-paths';
import { WINDOW_LABELS, windowsOf } from '../../domain/market/market-windows';
import { NameText } from '../components/text-display';
import { nameKindOf } from '../../domain/name-safety';
import { field, visuallyHidden } from '../theme/ui.css';
import { Change, Price, RemoteStatus, UnitPrice } from '../components/market-bits';
import { useRemote } from '../hooks/use-remote';
import * as css from '../components/kit.css';

const COLUMNS: readonly { key: AssetSortKey; label: string; wide?: boolean }[] = [
  { key: 'name', label: 'Name' },
  { key: 'listLowPrice', label: 'Floor' },
  { key: 'volume', label: 'Volume', wide: true },
  { key: 'change', label: 'Change' },
  { key: 'sales', label: 'Sales', wide: true },
  { key: 'listed', label: 'Listed', wide: true },
];

/**
 * A category's assets (ticks, domain kinds or collections) with floor, volume, change, sales and listings
 * over a chosen window; sortable by any column and searchable by name.
 */
export function AssetTable({ category, noun }: { category: MarketCategory; noun: string }) {
  // The window and the order are in the page's address: a shared link or a reload shows the same table.
  const [params, setParams] = useSearchParams();
  const asked = assetTableQueryFrom(params);
  const { sort } = asked;
  const windows = windowsOf(category);
  const window = windows.includes(asked.window) ? asked.window : windows[0]!;
  const setQuery = (next: Partial<AssetTableQuery>) => setParams((p) => withAssetTableQuery(p, { window, sort, ...next }), { replace: true });
  const setWindow = (w: StatisticWindow) => setQuery({ window: w });
  const [search, setSearch] = useState('');
  const remote = useRemote(`${category}:${window}`, (api, signal) => api.reads.assets(category, window, signal));
  const rows = useMemo(() => (remote.data ? sortAssetRows(searchAssetRows(remote.data, search), sort.key, sort.direction) : []), [remote.data, search, sort]);
  const perUnit = isPricedPerUnit(category);
  // The open API's tick lists say no floor: the column is each tick's last price; and the window they hold.
  const byLastSale = remote.data ? pricedByLastSale(remote.data) : false;
  const columns = byLastSale ? COLUMNS.map((c) => (c.key === 'listLowPrice' ? ({ key: 'curPrice', label: 'Price' } as (typeof COLUMNS)[number]) : c)) : COLUMNS;
  const answered = remote.data?.[0]?.timeType ?? window;
  const searchId = useId();
  const windowId = useId();
  const toggle = (key: AssetSortKey) =>
    setQuery({ sort: sort.key === key ? { key, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: key === 'name' ? 'asc' : 'desc' } });

  return (
    <section aria-label={`${noun} list`} data-testid={`asset-table-${category}`}>
      <div className={css.toolbar}>
        <label className={`${css.label} ${css.grow}`} htmlFor={searchId}>
          Search {noun.toLowerCase()}
          <input
            id={searchId}
            className={field}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Name"
            autoComplete="off"
          />
        </label>
        {windows.length > 1 ? (
          <label className={css.label} htmlFor={windowId}>
            Window
            <select id={windowId} className={field} value={window} onChange={(e) => setWindow(e.target.value as StatisticWindow)}>
              {windows.map((w) => (
                <option key={w} value={w}>
                  {WINDOW_LABELS[w]}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className={css.reason} data-testid="one-window">
            Figures of the last {WINDOW_LABELS[window].toLowerCase()}: the market gives {noun.toLowerCase()} no other window.
          </p>
        )}
      </div>
      {answered !== window ? (
        <p className={css.reason} data-testid="answered-window">
          Figures of the last {WINDOW_LABELS[answered].toLowerCase()}: this network&apos;s market gives {noun.toLowerCase()} figures over 24 hours, 7 days and
          30 days only.
        </p>
      ) : null}
      <div className={css.tableWrap}>
        <RemoteStatus remote={remote} what={noun.toLowerCase()} retry={remote.retry} />
        {remote.data ? (
          <table className={css.table} aria-busy={remote.status === 'loading'}>
            <caption className={visuallyHidden}>
              {noun}, {WINDOW_LABELS[answered].toLowerCase()}; select a column heading to sort
            </caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th
                    key={c.key}
                    scope="col"
                    className={c.wide ? css.wide : undefined}
                    aria-sort={sort.key === c.key ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
                  >
                    <button type="button" className={css.sortButton} onClick={() => toggle(c.key)}>
                      {c.label}
                      {sort.key === c.key ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={assetKey(row.asset)} data-testid="asset-row" data-asset={assetKey(row.asset)}>
                  <td>
                    <Link className={css.rowLink} to={assetPath(row.asset)}>
                      {row.preview ? <img className={css.preview} src={row.preview} alt="" loading="lazy" /> : null}
                      <NameText text={row.name} kind={nameKindOf(category)} />
                    </Link>
                    {row.verified ? null : <span className={css.reason}> · Unverified</span>}
                  </td>
                  <td>
                    {byLastSale ? <UnitPrice sats={row.curPrice} /> : perUnit ? <UnitPrice sats={row.listLowPrice} /> : <Price sats={row.listLowPrice} />}
                  </td>
                  <td className={css.wide}>
                    <Price sats={row.volume} compact />
                  </td>
                  <td>
                    <Change change={row.change} />
                  </td>
                  <td className={css.wide}>{row.sales ?? '–'}</td>
                  <td className={css.wide}>{row.listed ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {remote.data && rows.length === 0 ? (
          <p className={css.status} role="status">
            {search.trim() ? `Nothing matches “${search.trim()}”.` : 'No items'}
          </p>
        ) : null}
      </div>
    </section>
  );
}
