import { SWAP_REFRESH_MS } from '../../domain/swap/swap-gate';
import { WITHDRAW_STATUS_WORDS, withdrawConfirmationWords } from '../../domain/swap/withdraw-words';
import { formatAmount } from '../../domain/amount-text';
import { swapTickText } from '../../domain/swap/tick-label';
import { pendingWithdrawals } from '../../services/reads/withdrawal-reads';
import { DataTable, RemoteStatus } from '../components/market-bits';
import { useRemote } from '../hooks/use-remote';
import { nowrap } from '../components/kit.css';
import { button } from '../theme/ui.css';
import { TokenAmount } from '../components/token-amount';
import * as css from './swap.css';

/**
 * Every withdrawal of the address not yet completed, in one list (issue 45): its exact amount, its stage in words,
 * its confirmations as withdraw_history counts them, and Follow, which shows its progress in the panel above (the
 * one shown says so). Read again every 10 s; nothing while the first answer is on its way.
 */
export function PendingWithdrawals({
  address,
  tracked,
  busy,
  onFollow,
}: {
  readonly address: string;
  /** The withdrawal the panel shows now, if any. */
  readonly tracked: string | null;
  /** The panel is preparing or signing: nothing else can be followed until it is done. */
  readonly busy: boolean;
  readonly onFollow: (id: string) => void;
}) {
  const remote = useRemote(`swap:withdrawals:pending:${address}`, pendingWithdrawals(address), { everyMs: SWAP_REFRESH_MS });
  if (remote.status === 'loading') return null;
  const list = remote.data ?? [];
  return (
    <div data-testid="pending-withdrawals">
      {list.length > 0 ? (
        <DataTable
          bare
          caption="Withdrawals not yet completed"
          columns={[{ label: 'Amount' }, { label: 'Stage' }, { label: 'Confirmations' }, { label: 'Progress' }]}
          rows={list.map((w) => ({
            key: w.id,
            cells: [
              <TokenAmount value={w.totalAmount} tick={w.tick} exact />,
              <span className={nowrap}>{WITHDRAW_STATUS_WORDS[w.status]}</span>,
              withdrawConfirmationWords(w),
              w.id === tracked ? (
                'Shown above'
              ) : (
                <button
                  type="button"
                  className={button.default}
                  disabled={busy}
                  onClick={() => onFollow(w.id)}
                  aria-label={`Follow the withdrawal of ${formatAmount(w.totalAmount)} ${swapTickText(w.tick)}`}
                >
                  Follow
                </button>
              ),
            ],
          }))}
        />
      ) : remote.status === 'ready' && tracked === null ? (
        // Only when the panel follows none: a withdrawal just sent is in the history at the next read.
        <p className={css.note}>No withdrawal is under way.</p>
      ) : null}
      <RemoteStatus remote={remote} what="the withdrawals under way" retry={remote.retry} />
    </div>
  );
}
