import { useState } from 'react';
import { Link } from 'react-router';
import { ROUTE_TITLES } from '../../domain/route-titles';
import * as css from '../components/kit.css';
import { useRemote } from '../hooks/use-remote';
import { button } from '../theme/ui.css';
import { RemoteStatus } from '../components/market-bits';
import { Page } from '../components/page';
import { NameText } from '../components/text-display';

const PAGE_SIZE = 20;

/** Runes Explorer (/runes/list): every rune with its id, supply, mints and holders, 20 a page. */
export function Component() {
  const [start, setStart] = useState(0);
  const runes = useRemote(`runes-list:${start}`, (api) => api.query.runesInfoList(start, PAGE_SIZE));
  return (
    <Page title={ROUTE_TITLES['/runes/list']} lead="Every rune etched on Bitcoin, with its supply, mints and holders.">
      {!runes.data ? (
        <RemoteStatus remote={runes} what="runes" retry={runes.retry} />
      ) : runes.data.total === 0 ? (
        <p className={css.status}>No runes yet.</p>
      ) : (
        <>
          <div className={css.tableWrap}>
            <table className={css.table} data-testid="runes-table">
              <caption className={css.listCount}>Runes</caption>
              <thead>
                <tr>
                  <th scope="col">Rune</th>
                  <th scope="col">Supply</th>
                  <th scope="col" className={css.wide}>
                    Mints
                  </th>
                  <th scope="col">Holders</th>
                  <th scope="col" className={css.wide}>
                    Id
                  </th>
                </tr>
              </thead>
              <tbody>
                {runes.data.detail.map((r) => (
                  <tr key={r.runeid}>
                    <td>
                      <Link to={`/runes/market/${encodeURIComponent(r.spacedRune)}`} className={css.rowLink}>
                        {r.symbol ? `${r.symbol} ` : ''}
                        <NameText text={r.spacedRune} kind="rune" />
                      </Link>
                    </td>
                    <td>{r.supply}</td>
                    <td className={css.wide}>
                      {r.mints.toString()}
                      {r.terms ? ` of ${r.terms.cap.toString()}` : ''}
                      {r.mintable ? ' (open)' : ''}
                    </td>
                    <td>{r.holders}</td>
                    <td className={`${css.wide} ${css.mono}`}>{r.runeid}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={css.actions}>
            <span className={css.listCount}>
              {start + 1} to {start + runes.data.detail.length} of {runes.data.total}
            </span>
            <button type="button" className={button.default} disabled={start === 0} onClick={() => setStart(Math.max(0, start - PAGE_SIZE))}>
              Previous
            </button>
            <button
              type="button"
              className={button.default}
              disabled={start + runes.data.detail.length >= runes.data.total}
              onClick={() => setStart(start + PAGE_SIZE)}
            >
              Next
            </button>
          </div>
        </>
      )}
    </Page>
  );
}
