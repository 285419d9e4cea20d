import { useId, useState } from 'react';
import { MaxButton } from './max-button';
import { satsToBtcText } from '../../domain/currency';
import { withdrawTxFeeCeiling } from '../../domain/swap/chain-fees';
import { feeBoundWords } from '../../domain/fee-bound';
import { checkTokenAmount, formatTokenAmount } from '../../domain/swap/swap-amounts';
import { WITHDRAW_STAGES, withdrawStage } from '../../domain/swap/pools';
import { swapFeeWords } from '../../domain/swap/swap-fee';
import { StageList } from '../components/stage-list';
import { swapTickLabel } from '../../domain/swap/tick-label';
import { withdrawMachine, type WithdrawMachine } from '../../flows/withdraw/withdraw.machine';
import { FeeChooserPanel } from '../components/fee-chooser';
import { DataTable, StepMessages } from '../components/market-bits';
import { useFlow } from '../hooks/use-flow';
import type { ModulePanelProps } from './module-panel-props';
import { useSigningStepWords } from '../hooks/use-signing-step';
import { useNetwork } from '../hooks/network-context';
import { button } from '../theme/ui.css';
import { OpCommitOverlay } from './op-commit-overlay';
import { commitChild, swapBalanceOf } from '../../flows/swap-op/swap-op.actors';
import { withdrawActors } from '../../flows/withdraw/withdraw.actors';
import { TokenPicker } from './token-picker';
import { WithdrawCancel } from './withdraw-cancel';
import { PendingWithdrawals } from './pending-withdrawals';
import * as css from './swap.css';
import { AmountInput } from './amount-input';

const WORKING: Readonly<Record<string, string>> = {
  finding: 'Looking for a withdrawal under way…',
  creating: 'Preparing the withdrawal…',
  committing: 'Waiting for the rollup to be committed…',
  cancelling: 'Checking the cancel, then sign it in your wallet…',
  retrying: 'Checking the retry, then sign it in your wallet…',
};

/**
 * Withdraw, with every withdrawal not yet completed listed below it: Follow shows that one's progress (the panel
 * starts again, finding that withdrawal).
 */
export function WithdrawPanel(props: ModulePanelProps<WithdrawMachine>) {
  const [follow, setFollow] = useState<string | null>(null);
  return <WithdrawFlow key={follow ?? ''} {...props} follow={follow} onFollow={setFollow} />;
}

/**
 * Withdraw: brc-20 from the swap back to the wallet, through the withdraw machine. Both of the
 * user's transactions are checked before either is signed; progress shows at every stage and survives a
 * reload; in the queue it can be cancelled; a failed one can be retried.
 */
function WithdrawFlow({
  deps,
  address,
  module,
  ticks,
  onDone,
  testing,
  follow,
  onFollow,
}: ModulePanelProps<WithdrawMachine> & { readonly follow: string | null; readonly onFollow: (id: string) => void }) {
  const id = useId();
  const { network } = useNetwork();
  const [tick, setTick] = useState(ticks.find((t) => Number(t.swapBalance) > 0)?.tick ?? ticks[0]?.tick ?? '');
  const [typed, setTyped] = useState('');
  const [state, actorRef] = useFlow(withdrawMachine, {
    testing,
    onClose: () => {},
    input: undefined as never,
    actions: { refreshBalances: () => onDone() },
    actors: withdrawActors(deps, { address, network, module, follow }),
  });
  // The flow's own fee chooser: it tells the withdrawal each rate chosen (a retry's too), and is fixed while it is used.
  const feeChooser = state.children.feeChooser;
  const feeRate = state.context.feeRate;

  const balance = swapBalanceOf(ticks, tick);
  const check = checkTokenAmount(typed, { tick: swapTickLabel(tick), balance });
  const value = String(state.value);
  // The signing step says its own words: the wallet's prompt, then the withdrawal being sent.
  const signing = useSigningStepWords(state, 'Sending the withdrawal…');
  const working = signing !== null || (typeof state.value === 'string' && value in WORKING);
  const p = state.context.process;
  const stage = p ? withdrawStage(p.status) : 0;
  const commitActor = commitChild(state.children);
  const created = state.context.created;

  const fee = (
    <>
      {feeChooser ? <FeeChooserPanel actorRef={feeChooser} /> : null}
      {feeRate ? (
        <p className={css.note} data-testid="withdraw-fee-note">
          You sign two small transactions: one pays the module its fee for sending the brc-20 to you (shown before you sign), and each leaves the miners at most{' '}
          {satsToBtcText(withdrawTxFeeCeiling(feeRate).toString())} BTC at {feeRate} sat/vB. {feeBoundWords(feeRate)}
        </p>
      ) : null}
    </>
  );
  const form = (
    <>
      <div className={css.fieldLabel}>
        Token{' '}
        <TokenPicker
          ticks={ticks}
          value={tick}
          label="Token to withdraw"
          wide
          disabled={working}
          detail={(t) => `in the swap: ${formatTokenAmount(t.swapBalance)}`}
          onChange={setTick}
        />
      </div>
      <div className={css.side}>
        <div className={css.sideHead}>
          <label htmlFor={`${id}-amount`}>Amount to withdraw</label>
          <span>
            In the swap: {balance === null ? '…' : formatTokenAmount(balance)} <MaxButton balance={balance} onUse={setTyped} disabled={working} />
          </span>
        </div>
        <AmountInput id={`${id}-amount`} value={typed} onType={setTyped} disabled={working} invalid={!check.ok && check.problem !== null} />
      </div>
      {!check.ok && check.problem ? <p className={css.problem}>{check.problem}</p> : null}
      {fee}
    </>
  );

  return (
    <section className={css.card} aria-labelledby={`${id}-title`} data-testid="withdraw">
      <h2 id={`${id}-title`} className={css.cardTitle}>
        Withdraw
      </h2>
      {state.context.notice ? (
        <p className={css.notice} role="status" data-testid="withdraw-notice">
          {state.context.notice}
        </p>
      ) : null}
      {state.matches('form') || state.matches('creating') || state.matches('signing') || state.matches('committing') ? form : null}
      {state.matches('signing') && created ? (
        <p className={css.note} data-testid="withdraw-fee">
          The module's fee: {satsToBtcText(String(created.networkFee))} BTC ({created.networkFee} sats). {swapFeeWords(created)}
        </p>
      ) : null}
      {/* A cancelled withdrawal shows what it came to, not its stages again. */}
      {p && !state.matches('form') && !state.matches('cancelled') ? (
        <div data-testid="withdraw-progress">
          <p>
            Withdrawing {formatTokenAmount(p.amount)} {swapTickLabel(p.tick)}
          </p>
          <StageList
            label="Withdrawal stages"
            stages={WITHDRAW_STAGES}
            current={stage}
            detail={WITHDRAW_STAGES[stage] === 'Processing' ? `(confirmations ${p.totalConfirmedNum} of ${p.totalNum})` : null}
          />
          {state.matches({ tracking: 'queue' }) || state.matches({ tracking: 'confirmCancel' }) || state.matches('cancelling') ? (
            <p className={css.note}>
              It waits for others' deposits of {swapTickLabel(p.tick)} to match it. You can cancel it: the balance comes back to the swap, the fees it paid do
              not.
            </p>
          ) : null}
          {state.matches({ tracking: 'cancelPending' }) ? (
            <p className={css.note} role="status">
              Cancelling: the balance comes back after the cancel's confirmation ({p.cancelConfirmedNum} of {p.cancelTotalNum}).
            </p>
          ) : null}
          {state.matches({ tracking: 'failed' }) || state.matches('retrying') ? (
            <p className={css.problem} data-testid="withdraw-failed">
              This withdrawal failed. The swap's answer gives no reason, so none is shown here. Your balance is not lost: retry it, and you sign its
              transactions again at the fee rate you choose.
            </p>
          ) : null}
          {state.matches({ tracking: 'failed' }) || state.matches('retrying') ? fee : null}
        </div>
      ) : null}
      {state.matches('completed') && p ? (
        <div className={css.success} role="status" data-testid="withdraw-success">
          <p>
            Completed: {formatTokenAmount(p.completedAmount)} {swapTickLabel(p.tick)} are in your wallet.
          </p>
          {p.matchHistory.length > 0 ? (
            <DataTable
              bare
              testId="withdraw-matches"
              caption="Matched by deposits"
              columns={[{ label: 'From' }, { label: 'Amount' }]}
              rows={p.matchHistory.map((m) => ({ key: `${m.txid}:${m.transferAddress}`, cells: [m.transferAddress, formatTokenAmount(m.consumeAmount)] }))}
            />
          ) : null}
        </div>
      ) : null}
      {state.matches('cancelled') && p ? (
        <p className={css.success} role="status" data-testid="withdraw-cancelled">
          Cancelled: {formatTokenAmount(p.amount)} {swapTickLabel(p.tick)} are back in your swap balance.
        </p>
      ) : null}
      <StepMessages error={state.context.error} working={signing ?? (working ? WORKING[value]! : null)} />
      {state.matches('form') || working ? (
        <button
          type="button"
          className={`${button.primary} ${css.submit}`}
          disabled={!state.matches('form') || !check.ok || !feeRate}
          onClick={() => check.ok && feeRate && actorRef.send({ type: 'SUBMIT', order: { tick, amount: check.text } })}
          data-testid="withdraw-submit"
        >
          {state.matches('form') ? (!check.ok ? 'Enter an amount' : !feeRate ? 'Choose a fee rate' : 'Withdraw') : 'Working…'}
        </button>
      ) : null}
      {p && (state.matches({ tracking: 'queue' }) || state.matches({ tracking: 'confirmCancel' })) ? (
        <WithdrawCancel
          confirming={state.matches({ tracking: 'confirmCancel' })}
          process={p}
          created={created}
          request={state.context.request}
          onCancel={() => actorRef.send({ type: 'CANCEL' })}
          onConfirm={() => actorRef.send({ type: 'CONFIRM_CANCEL' })}
          onKeep={() => actorRef.send({ type: 'KEEP' })}
        />
      ) : null}
      {state.matches({ tracking: 'failed' }) ? (
        <button type="button" className={button.primary} disabled={!feeRate} onClick={() => actorRef.send({ type: 'RETRY' })} data-testid="withdraw-retry">
          {feeRate ? 'Retry' : 'Choose a fee rate'}
        </button>
      ) : null}
      {state.matches('completed') || state.matches('cancelled') ? (
        <button
          type="button"
          className={button.default}
          onClick={() => {
            setTyped('');
            actorRef.send({ type: 'DONE' });
          }}
        >
          New withdrawal
        </button>
      ) : null}
      <PendingWithdrawals
        address={address}
        tracked={state.context.withdrawalId}
        busy={working || state.matches({ tracking: 'confirmCancel' })}
        onFollow={onFollow}
      />
      {commitActor ? <OpCommitOverlay actorRef={commitActor} /> : null}
    </section>
  );
}
