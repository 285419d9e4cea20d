import { FEE_MARGIN_PERCENT } from '../../domain/fee-bound';
import { withdrawTxFeeCeiling } from '../../domain/swap/chain-fees';
import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import type { PreparedWithdraw, WithdrawProcessRes } from '../../domain/swap/withdraw-entities';
import type { WithdrawRequest } from '../../flows/withdraw/withdraw.types';
import { button } from '../theme/ui.css';
import { TickLabel } from '../components/token-amount';
import * as css from './swap.css';

/**
 * What a cancel keeps: the brc-20 comes back, the fees the withdrawal paid do not. With the withdrawal's own record
 * (made in this visit: the module's fee create_withdraw stated, the rate its two transactions were checked at) the
 * figures show; a withdrawal found after a reload says the same without them.
 */
export function keptFeesWords(created: PreparedWithdraw | null, request: WithdrawRequest | null): string {
  if (!created || !request) return "The fees it already paid stay spent: the module's fee and the miners' fees of its two transactions.";
  const each = formatTokenAmount(withdrawTxFeeCeiling(request.feeRate).toString());
  return (
    `The fees it already paid stay spent: the module's fee of ${formatTokenAmount(String(created.networkFee))} sats and the miners' fees of its two ` +
    `transactions (at most ${each} sats each, at ${request.feeRate} sat/vB).`
  );
}

/**
 * A withdrawal in the queue: Cancel withdrawal, then a confirm step that says what comes back, what stays spent and
 * what the cancel itself costs, before anything is signed.
 */
export function WithdrawCancel({
  confirming,
  process,
  created,
  request,
  onCancel,
  onConfirm,
  onKeep,
}: {
  confirming: boolean;
  process: WithdrawProcessRes;
  created: PreparedWithdraw | null;
  request: WithdrawRequest | null;
  onCancel: () => void;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  if (!confirming)
    return (
      <div className={css.actions}>
        <button type="button" className={`${button.default} ${css.wrapping}`} onClick={onCancel} data-testid="withdraw-cancel">
          Cancel withdrawal…
        </button>
      </div>
    );
  return (
    <div className={css.notice} role="group" aria-label="Cancel this withdrawal?" data-testid="withdraw-cancel-confirm">
      <p className={css.confirmTitle}>Cancel this withdrawal?</p>
      <p>
        {formatTokenAmount(process.amount)} <TickLabel tick={process.tick} /> come back to your swap balance. {keptFeesWords(created, request)}
      </p>
      <p data-testid="withdraw-cancel-fee">
        Cancelling signs a small transaction whose fee rate the swap chooses: the app refuses a network fee above the network's fastest rate now × its size,
        plus {FEE_MARGIN_PERCENT}%, before your wallet is asked.
      </p>
      <div className={css.actions}>
        <button type="button" className={`${button.primary} ${css.wrapping}`} onClick={onConfirm} data-testid="withdraw-cancel-yes">
          Cancel it, the fees stay spent
        </button>
        <button type="button" className={`${button.default} ${css.wrapping}`} onClick={onKeep} data-testid="withdraw-cancel-keep">
          Keep it in the queue
        </button>
      </div>
    </div>
  );
}
