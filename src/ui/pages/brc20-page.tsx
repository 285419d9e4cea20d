import { lazy, Suspense, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isFullyMinted, shareText, sharePercent } from '../../domain/brc20-progress';
import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { shortAddress } from '../../domain/user-menu';
import * as css from '../components/kit.css';
import { useRemote } from '../hooks/use-remote';
import { NameText } from '../components/text-display';
import { nameLabel } from '../../domain/name-safety';
import { RemoteStatus } from '../components/market-bits';
import { Page } from '../components/page';
import { PIZZA_TICK } from '../../domain/pizza';
import { brc20History } from '../../services/reads/brc20-reads';
import { BRC20_HISTORY_LABELS, BRC20_HISTORY_TYPES, DEFAULT_BRC20_HISTORY_TYPE, type Brc20HistoryType } from '../../domain/brc20-history';
import { button, field } from '../theme/ui.css';
import { formatAmount } from '../../domain/amount-text';

export const BRC20_PAGE_SIZE = 20;
const PizzaClaimPanel = lazy(() => import('../brc20/pizza-claim-panel').then((m) => ({ default: m.PizzaClaimPanel })));

function Progress({ minted, max, label }: { minted: string; max: string; label: string }) {
  const percent = sharePercent(minted, max);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
      <progress value={Number(percent)} max={100} aria-label={label} style={{ width: 96, flex: 'none' }} />
      <span>{percent}%</span>
    </span>
  );
}

/**
 * brc-20 (/brc20): every tick with its deploy details and mint progress (max, totalMinted, limit);
 * `?tick=` shows one tick, its holders and its history, with Mint opening the inscribe form for it.
 */
export function Component() {
  const [params] = useSearchParams();
  const tick = params.get('tick');
  return (
    <Page
      title={tick ? `${nameLabel(tick, 'tick')} · brc-20` : ROUTE_TITLES['/brc20']}
      heading={tick ? <NameText text={tick} kind="tick" /> : undefined}
      lead={
        tick ? 'A brc-20 token: its deploy, its mint progress, its holders and its history.' : 'brc-20 tokens: deploys, mint progress, holders and history.'
      }
    >
      {tick ? null : (
        <p className={css.reason}>
          An event gives some addresses {PIZZA_TICK} to claim:{' '}
          <Link to={`/brc20?tick=${PIZZA_TICK}`} style={{ textDecoration: 'underline' }}>
            see what yours can claim
          </Link>
          .
        </p>
      )}
      {tick ? <TickView tick={tick} /> : <TickList />}
    </Page>
  );
}

function Pager({ start, shown, total, onStart }: { start: number; shown: number; total: number; onStart: (s: number) => void }) {
  return (
    <div className={css.actions}>
      <span className={css.listCount}>{total === 0 ? 'None' : `${start + 1} to ${start + shown} of ${total}`}</span>
      <button type="button" className={button.default} disabled={start === 0} onClick={() => onStart(Math.max(0, start - BRC20_PAGE_SIZE))}>
        Previous
      </button>
      <button type="button" className={button.default} disabled={start + shown >= total} onClick={() => onStart(start + BRC20_PAGE_SIZE)}>
        Next
      </button>
    </div>
  );
}

function TickList() {
  const [start, setStart] = useState(0);
  const ticks = useRemote(`brc20-status:${start}`, (api) => api.query.brc20Status({ start, limit: BRC20_PAGE_SIZE }));
  if (!ticks.data) return <RemoteStatus remote={ticks} what="ticks" retry={ticks.retry} />;
  return (
    <>
      <div className={css.tableWrap}>
        <table className={css.table} data-testid="brc20-ticks">
          <caption className={css.listCount}>brc-20 ticks, newest deploy first</caption>
          <thead>
            <tr>
              <th scope="col">Tick</th>
              <th scope="col">Minted</th>
              <th scope="col" className={css.wide}>
                Max
              </th>
              <th scope="col" className={css.wide}>
                Limit per mint
              </th>
              <th scope="col" className={css.wide}>
                Holders
              </th>
            </tr>
          </thead>
          <tbody>
            {ticks.data.detail.map((t) => (
              <tr key={t.ticker}>
                <td>
                  <Link to={`/brc20?tick=${encodeURIComponent(t.ticker)}`} className={css.rowLink}>
                    <NameText text={t.ticker} kind="tick" />
                  </Link>
                </td>
                <td>
                  <Progress minted={t.totalMinted} max={t.max} label={`${t.ticker} minted`} />
                </td>
                <td className={css.wide}>{formatTokenAmount(t.max)}</td>
                <td className={css.wide}>{formatTokenAmount(t.limit)}</td>
                <td className={css.wide}>{t.holdersCount ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager start={start} shown={ticks.data.detail.length} total={ticks.data.total} onStart={setStart} />
    </>
  );
}

function TickView({ tick }: { tick: string }) {
  const info = useRemote(`brc20-info:${tick}`, (api) => api.query.tickInfo(tick));
  const [holdersStart, setHoldersStart] = useState(0);
  const [historyStart, setHistoryStart] = useState(0);
  const [historyType, setHistoryType] = useState<Brc20HistoryType>(DEFAULT_BRC20_HISTORY_TYPE);
  const historyTypeId = useId();
  const holders = useRemote(`brc20-holders:${tick}:${holdersStart}`, (api) => api.query.tickHolders(tick, holdersStart, BRC20_PAGE_SIZE));
  // The open API's history takes one kind of event and a height: the indexer's latest, so everything so far.
  const history = useRemote(`brc20-history:${tick}:${historyType}:${historyStart}`, brc20History(tick, historyType, historyStart, BRC20_PAGE_SIZE));
  if (info.status === 'failed' || !info.data) return <RemoteStatus remote={info} what={tick} retry={info.retry} />;
  const t = info.data;
  const full = isFullyMinted(t.totalMinted, t.max);
  return (
    <>
      <div className={css.stats} data-testid="tick-stats">
        <div className={css.stat}>
          <div className={css.statLabel}>Minted</div>
          <div className={css.statValue}>
            <Progress minted={t.totalMinted} max={t.max} label={`${tick} minted`} />
          </div>
        </div>
        <div className={css.stat}>
          <div className={css.statLabel}>Max supply</div>
          <div className={css.statValue}>{formatTokenAmount(t.max)}</div>
        </div>
        <div className={css.stat}>
          <div className={css.statLabel}>Limit per mint</div>
          <div className={css.statValue}>{formatTokenAmount(t.limit)}</div>
        </div>
        <div className={css.stat}>
          <div className={css.statLabel}>Total minted</div>
          <div className={css.statValue}>{formatTokenAmount(t.totalMinted)}</div>
        </div>
      </div>
      {t.creator ? (
        <p className={css.reason}>
          Deployed by{' '}
          <Link to={`/address/${encodeURIComponent(t.creator)}`} className={css.mono} style={{ textDecoration: 'underline' }}>
            {t.creator}
          </Link>
        </p>
      ) : null}
      <div className={css.actions}>
        {full ? (
          <span className={css.reason}>Fully minted.</span>
        ) : (
          <Link className={button.primary} to={`/inscribe?mode=brc20&op=mint&tick=${encodeURIComponent(t.ticker ?? tick)}`} data-testid="tick-mint">
            Mint {t.ticker ?? tick}
          </Link>
        )}
        <Link className={button.default} to={`/market/brc20/${encodeURIComponent(t.ticker ?? tick)}`}>
          Market
        </Link>
      </div>
      {(t.ticker ?? tick).toLowerCase() === PIZZA_TICK ? (
        <Suspense fallback={null}>
          <PizzaClaimPanel />
        </Suspense>
      ) : null}
      <section className={css.panel} aria-label="Holders">
        <h2 className={css.panelTitle}>Holders</h2>
        {!holders.data ? (
          <RemoteStatus remote={holders} what="holders" retry={holders.retry} />
        ) : (
          <>
            <table className={`${css.table} ${css.bareTable}`} data-testid="tick-holders">
              <thead>
                <tr>
                  <th scope="col">Address</th>
                  <th scope="col">Balance</th>
                  <th scope="col" className={css.wide}>
                    Share
                  </th>
                </tr>
              </thead>
              <tbody>
                {holders.data.detail.map((h) => (
                  <tr key={h.address}>
                    <td>
                      <Link to={`/address/${encodeURIComponent(h.address)}`} className={css.mono}>
                        {shortAddress(h.address, 8)}
                      </Link>
                    </td>
                    <td title={h.overallBalance}>{formatTokenAmount(h.overallBalance)}</td>
                    <td className={css.wide}>{shareText(h.overallBalance, t.max)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager start={holdersStart} shown={holders.data.detail.length} total={holders.data.total} onStart={setHoldersStart} />
          </>
        )}
      </section>
      <section className={css.panel} aria-label="History">
        <h2 className={css.panelTitle}>History</h2>
        <label className={css.label} htmlFor={historyTypeId}>
          Events
          <select
            id={historyTypeId}
            className={field}
            value={historyType}
            onChange={(e) => {
              setHistoryType(e.target.value as Brc20HistoryType);
              setHistoryStart(0);
            }}
          >
            {BRC20_HISTORY_TYPES.map((t) => (
              <option key={t} value={t}>
                {BRC20_HISTORY_LABELS[t]}
              </option>
            ))}
          </select>
        </label>
        {!history.data ? (
          <RemoteStatus remote={history} what="history" retry={history.retry} />
        ) : (
          <>
            <table className={`${css.table} ${css.bareTable}`} data-testid="tick-history">
              <thead>
                <tr>
                  <th scope="col">Event</th>
                  <th scope="col">Amount</th>
                  <th scope="col" className={css.wide}>
                    From
                  </th>
                  <th scope="col">To</th>
                  <th scope="col" className={css.wide}>
                    Block
                  </th>
                </tr>
              </thead>
              <tbody>
                {history.data.detail.map((e, i) => (
                  <tr key={`${e.txid}-${i}`}>
                    <td>{e.type.replace('inscribe-', '')}</td>
                    <td title={e.amount}>{formatTokenAmount(e.amount)}</td>
                    <td className={`${css.wide} ${css.mono}`}>{e.from ? shortAddress(e.from, 6) : '–'}</td>
                    <td className={css.mono}>{e.to ? shortAddress(e.to, 6) : '–'}</td>
                    <td className={css.wide}>{e.height ? formatAmount(e.height) : 'Unconfirmed'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager start={historyStart} shown={history.data.detail.length} total={history.data.total} onStart={setHistoryStart} />
          </>
        )}
      </section>
    </>
  );
}
