import { useState } from 'react';
import { formatSats } from '../../domain/amount-text';
import { HISTORY_READ_SIZE, PENDING_REFRESH_MS, historyConfirmationsText, pendingAndRecent, type HistoryTx } from '../../domain/pending-txs';
import { DataTable, RemoteStatus } from '../components/market-bits';
import { ExplorerLink } from '../components/explorer-link';
import { useRemote } from '../hooks/use-remote';
import * as css from '../components/kit.css';

/**
 * My Bitcoin Assets' Pending tab (the connected address only): its transactions still in the mempool, then its last
 * few confirmed ones, each with its txid, what it moved for this address (exact sats) and its confirmations. Read
 * again every PENDING_REFRESH_MS while one is pending; not at all once none is.
 */
export function PendingTab({ address }: { address: string }) {
  const [following, setFollowing] = useState(false);
  const remote = useRemote(
    `account:pending:${address}`,
    (api) => api.query.addressHistory(address, 0, HISTORY_READ_SIZE),
    following ? { everyMs: PENDING_REFRESH_MS } : {},
  );
  const { pending, recent } = pendingAndRecent(remote.data?.detail ?? []);
  // Follows the chain while something is pending, from the answer shown (state adjusted in render, not in an effect).
  if (remote.data && following !== pending.length > 0) setFollowing(pending.length > 0);
  return (
    <section aria-label="Pending transactions" data-testid="account-pending">
      <RemoteStatus remote={remote} what="your transactions" retry={remote.retry} />
      {remote.data && pending.length === 0 ? (
        <p className={css.status} data-testid="pending-none">
          {recent.length ? 'Nothing is waiting for a block: every transaction of this address is confirmed.' : 'This address has no transactions yet.'}
        </p>
      ) : null}
      {pending.length ? (
        <TxTable caption={`Waiting for a block (read again every ${PENDING_REFRESH_MS / 1000} seconds)`} rows={pending} testId="pending-txs" />
      ) : null}
      {recent.length ? <TxTable caption="Last confirmed" rows={recent} testId="confirmed-txs" /> : null}
      {pending.length || recent.length ? (
        <p className={css.reason}>Sent: the sats this address paid into the transaction. Received: the sats the transaction paid to this address.</p>
      ) : null}
    </section>
  );
}

function TxTable({ caption, rows, testId }: { caption: string; rows: readonly HistoryTx[]; testId: string }) {
  return (
    <DataTable
      caption={caption}
      testId={testId}
      columns={[{ label: 'Transaction' }, { label: 'Sent' }, { label: 'Received' }, { label: 'Confirmations' }]}
      rows={rows.map((tx) => ({
        key: tx.txid,
        attrs: { 'data-testid': 'history-tx', 'data-txid': tx.txid },
        cells: [
          <span key="txid">
            <span className={css.mono}>{tx.txid}</span> <ExplorerLink kind="tx" id={tx.txid} />
          </span>,
          formatSats(tx.inSatoshi),
          formatSats(tx.outSatoshi),
          historyConfirmationsText(tx),
        ],
      }))}
    />
  );
}
