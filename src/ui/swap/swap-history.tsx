import { SWAP_REFRESH_MS } from '../../domain/swap/swap-gate';
import { useId, useState, type ReactNode } from 'react';
import type {
  DepositListItem,
  GasHistoryItem,
  LiqHistoryItem,
  RollUpHistoryItem,
  SendHistoryItem,
  SwapHistoryItem,
  WithdrawHistoryItem,
} from '../../domain/swap/history-entities';
import type { ListRes } from '../../domain/swap/swap-entities';
import { Decimal } from '../../domain/decimal';
import { PairLabel, TickLabel } from '../components/token-amount';
import { TokenAmount } from '../components/token-amount';
import { Link } from 'react-router';
import { inscriptionPath } from '../../domain/market/market-paths';
import { WITHDRAW_STATUS_WORDS, withdrawConfirmationWords } from '../../domain/swap/withdraw-words';
import { inlineLink } from '../components/page.css';
import type { Api } from '../../services/api/create-api';
import { DataTable, RemoteStatus } from '../components/market-bits';
import { useRemote } from '../hooks/use-remote';
import { ErrorBoundary } from '../components/error-boundary';
import * as marketCss from '../components/kit.css';
import * as css from './swap.css';
import { button } from '../theme/ui.css';
import { ExplorerLink } from '../components/explorer-link';
import { formatAmount } from '../../domain/amount-text';

/** Seconds since 1970 as the user's local date and time, each kept whole on a phone (never "12:3 7"). */
const when = (ts: number) => {
  const at = new Date(ts * 1000);
  return (
    <>
      <span className={marketCss.nowrap}>{at.toLocaleDateString('en-GB', { dateStyle: 'medium' })},</span>{' '}
      <span className={marketCss.nowrap}>{at.toLocaleTimeString('en-GB', { timeStyle: 'short' })}</span>
    </>
  );
};
/** A receipt's amount: exactly as the swap answered it, every digit. */
const amount = (value: string, tick: string) => <TokenAmount value={value} tick={tick} exact />;
/** A transaction's link where the answer gives its txid; nothing where it gives none (no link to nowhere). */
const txLink = (txid: string) => (txid ? <ExplorerLink kind="tx" id={txid} /> : null);
/** A word of a table's first or status column, never broken ("Remov ed"). */
const word = (text: string) => <span className={marketCss.nowrap}>{text}</span>;

/** The sequencer's function types in words (its gas history lists each function run, pool creation among them). */
const FUNC_NAMES: Readonly<Record<string, string>> = {
  deployPool: 'Pool created',
  addLiq: 'Liquidity added',
  removeLiq: 'Liquidity removed',
  swap: 'Swap',
  send: 'Send',
  sendLp: 'LP sent',
  decreaseApproval: 'Approval decreased',
};

/** Rows a history page shows. */
export const HISTORY_PAGE = 20;

interface Tab<T> {
  readonly id: string;
  readonly label: string;
  readonly load: (api: Api, address: string, start: number) => Promise<ListRes<T>>;
  readonly columns: readonly string[];
  readonly row: (item: T) => readonly ReactNode[];
  readonly empty: string;
}
const tab = <T,>(t: Tab<T>) => t as unknown as Tab<unknown>;

const TABS: readonly Tab<unknown>[] = [
  tab<SwapHistoryItem>({
    id: 'swaps',
    label: 'Swaps',
    load: (api, address, start) => api.swap.swapHistory({ address, start, limit: HISTORY_PAGE }),
    columns: ['Paid', 'Received', 'Time'],
    row: (i) => [amount(i.amountIn, i.tickIn), amount(i.amountOut, i.tickOut), when(i.ts)],
    empty: 'No swaps yet.',
  }),
  tab<LiqHistoryItem>({
    id: 'liquidity',
    label: 'Liquidity',
    load: (api, address, start) => api.swap.liqHistory({ address, start, limit: HISTORY_PAGE }),
    columns: ['Action', 'Amounts', 'LP', 'Time'],
    row: (i) => [
      word(i.type === 'add' ? 'Added' : 'Removed'),
      <>
        {amount(i.amount0, i.tick0)} + {amount(i.amount1, i.tick1)}
      </>,
      <TokenAmount value={i.lp} exact />,
      when(i.ts),
    ],
    empty: 'No liquidity added or removed yet.',
  }),
  tab<SendHistoryItem>({
    id: 'sends',
    label: 'Sends',
    load: (api, address, start) => api.swap.sendHistory({ address, start, limit: HISTORY_PAGE }),
    columns: ['Amount', 'To', 'Time'],
    row: (i) => [amount(i.amount, i.tick), i.to, when(i.ts)],
    empty: 'Nothing sent yet.',
  }),
  tab<DepositListItem>({
    id: 'deposits',
    label: 'Deposits',
    load: (api, address, start) => api.swap.depositList({ address, start, limit: HISTORY_PAGE }),
    columns: ['Amount', 'Confirmations', 'Status', 'Time'],
    row: (i) => [
      amount(i.amount, i.tick),
      <>
        {i.cur} of {i.sum} {txLink(i.txid)}
      </>,
      word(i.status === 'success' ? 'Credited' : 'Confirming'),
      when(i.ts),
    ],
    empty: 'No deposits yet.',
  }),
  tab<WithdrawHistoryItem>({
    id: 'withdrawals',
    label: 'Withdrawals',
    load: (api, address, start) => api.swap.withdrawHistory({ address, start, limit: HISTORY_PAGE }),
    columns: ['Amount', 'Done', 'Status', 'Time'],
    row: (i) => [
      amount(i.totalAmount, i.tick),
      <>
        <TokenAmount value={i.completedAmount} exact /> ({withdrawConfirmationWords(i)})
      </>,
      // A status is one word or a few, never broken inside one ("Complet ed" at 390 px).
      word(WITHDRAW_STATUS_WORDS[i.status]),
      when(i.ts),
    ],
    empty: 'No withdrawals yet.',
  }),
  tab<RollUpHistoryItem>({
    id: 'rollups',
    label: 'Rollups',
    load: (api, _address, start) => api.swap.rollupHistory({ start, limit: HISTORY_PAGE }),
    columns: ['Inscription', 'Operations', 'Block', 'Time'],
    row: (i) => [
      // The rollup's inscription on the site's own inscription page (and on the explorer where the chain has one).
      i.inscriptionId ? (
        <>
          <Link className={inlineLink} to={inscriptionPath(i.inscriptionId)} aria-label={`Rollup inscription #${i.inscriptionNumber}`}>
            #{i.inscriptionNumber}
          </Link>{' '}
          <ExplorerLink kind="inscription" id={i.inscriptionId} />
        </>
      ) : (
        `#${i.inscriptionNumber}`
      ),
      String(i.transactionNum),
      <>
        {i.height ? String(i.height) : 'Unconfirmed'} {txLink(i.txid)}
      </>,
      when(i.ts),
    ],
    empty: 'No rollups yet.',
  }),
  tab<GasHistoryItem>({
    id: 'gas',
    label: 'All operations',
    load: (api, address, start) => api.swap.gasHistory({ address, start, limit: HISTORY_PAGE }),
    columns: ['Operation', 'Tokens', 'Fee', 'Time'],
    row: (i) => [
      word(FUNC_NAMES[i.func] ?? i.func),
      i.tickA && i.tickB ? <PairLabel tick0={i.tickA} tick1={i.tickB} /> : <TickLabel tick={i.tickA || i.tickB} />,
      new Decimal(i.amount).isZero() ? 'Free' : amount(i.amount, i.tick),
      when(i.ts),
    ],
    empty: 'No operations yet.',
  }),
];

/** History: the user's swaps, liquidity, sends, deposits, withdrawals and fees, and the module's rollups. */
export function SwapHistory({ address }: { address: string }) {
  const [current, setCurrent] = useState(TABS[0]!.id);
  const active = TABS.find((t) => t.id === current)!;
  const id = useId();
  return (
    <section className={css.card} aria-labelledby={`${id}-title`} data-testid="swap-history">
      <h2 id={`${id}-title`} className={css.cardTitle}>
        History
      </h2>
      <div className={marketCss.tabs} role="group" aria-label="Which history">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            className={marketCss.tab}
            aria-pressed={t.id === current}
            aria-controls={`${id}-panel`}
            onClick={() => setCurrent(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="region" aria-label={`${active.label} history`}>
        {/* A tab of its own each time (its rows never drawn by another tab's columns); a row that cannot be shown stays in the tab. */}
        <ErrorBoundary what={`the ${active.label.toLowerCase()} history`} resetKey={active.id}>
          <HistoryRows key={`${active.id}:${address}`} tab={active} address={address} />
        </ErrorBoundary>
      </div>
    </section>
  );
}

function HistoryRows({ tab, address }: { tab: Tab<unknown>; address: string }) {
  const [start, setStart] = useState(0);
  const remote = useRemote(`swap:history:${tab.id}:${address}:${start}`, (api) => tab.load(api, address, start), { everyMs: SWAP_REFRESH_MS });
  const total = remote.data?.total ?? 0;
  const shown = remote.data?.list.length ?? 0;
  return (
    <>
      {remote.status === 'ready' && remote.data.list.length === 0 ? <p className={marketCss.status}>{tab.empty}</p> : null}
      {remote.data && remote.data.list.length > 0 ? (
        <DataTable
          bare
          columns={tab.columns.map((label) => ({ label }))}
          rows={remote.data.list.map((item, n) => ({ key: String(n), cells: tab.row(item) }))}
        />
      ) : null}
      <RemoteStatus remote={remote} what={tab.label.toLowerCase()} retry={remote.retry} />
      {total > HISTORY_PAGE ? (
        <div className={marketCss.actions} data-testid="history-pager">
          <button type="button" className={button.default} disabled={start === 0} onClick={() => setStart(Math.max(0, start - HISTORY_PAGE))}>
            Newer
          </button>
          <span className={marketCss.reason} role="status">
            {formatAmount(start + 1)}–{formatAmount(start + shown)} of {formatAmount(total)}
          </span>
          <button type="button" className={button.default} disabled={start + HISTORY_PAGE >= total} onClick={() => setStart(start + HISTORY_PAGE)}>
            Older
          </button>
        </div>
      ) : null}
    </>
  );
}
