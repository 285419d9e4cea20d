import { useCallback, useId, useState } from 'react';
import { fromPromise } from 'xstate';
import { satsToBtc } from '../../domain/currency';
import { withdrawTxFeeCeiling } from '../../domain/swap/chain-fees';
import { checkTokenAmount, formatTokenAmount } from '../../domain/swap/swap-amounts';
import type { CreateWithdrawRes, SelectItem, WithdrawProcessRes } from '../../domain/swap/swap-entities';
import { asciiLabel } from '../../domain/text-safety';
import { withdrawMachine, type WithdrawMachine, type WithdrawRequest } from '../../machines/withdraw/withdraw.machine';
import type { Api } from '../../services/api/create-api';
import { assetOutpoints } from '../../services/psbt/asset-outpoints';
import type { WithdrawIntent } from '../../services/psbt/psbt-checks';
import { FeeChooser } from '../fees/fee-chooser';
import { marketStep } from '../market/dialog-failure';
import { StepMessages } from '../market/market-bits';
import { useDialogActor, type DialogTesting } from '../market/use-dialog-actor';
import { useNetwork } from '../session/network-context';
import { button } from '../theme/ui.css';
import { OpCommitOverlay } from './op-commit-overlay';
import { commitChild, opCommitFor, swapBalanceOf, type SwapDeps } from './swap-steps';
import * as css from './swap.css';

const WORKING: Readonly<Record<string, string>> = {
  finding: 'Looking for a withdrawal under way…',
  creating: 'Preparing the withdrawal…',
  signing: 'Checking both transactions, then sign them and the message in your wallet…',
  confirming: 'Sending the withdrawal…',
  committing: 'Waiting for the rollup to be committed…',
  cancelling: 'Checking the cancel, then sign it in your wallet…',
  retrying: 'Checking the retry, then sign it in your wallet…',
};
const UNFINISHED = new Set(['pendingOrder', 'order', 'error', 'pendingCancel']);

/** The stages a withdrawal goes through, as the panel lists them. */
const STAGES = [
  { id: 'submitted', label: 'Submitted' },
  { id: 'processing', label: 'Processing' },
  { id: 'queue', label: 'Waiting queue' },
  { id: 'completed', label: 'Completed' },
] as const;
/** The stage under way (every stage is done once it is completed). */
const stageOf = (p: WithdrawProcessRes | null) => (!p ? 0 : p.status === 'completed' ? STAGES.length : p.status === 'order' || p.status === 'pendingCancel' ? 2 : 1);

/**
 * Withdraw (issue 13): brc-20 from the swap back to the wallet, through the withdraw machine. Both of the
 * user's transactions are checked before either is signed; progress shows at every stage and survives a
 * reload; in the queue it can be cancelled; a failed one can be retried.
 */
export function WithdrawPanel({ deps, address, ticks, onDone, testing }: { deps: SwapDeps; address: string; ticks: readonly SelectItem[]; onDone: () => void; testing?: DialogTesting<WithdrawMachine> }) {
  const id = useId();
  const { network } = useNetwork();
  const [tick, setTick] = useState(ticks.find((t) => Number(t.swapBalance) > 0)?.tick ?? ticks[0]?.tick ?? '');
  const [typed, setTyped] = useState('');
  const [feeRate, setFeeRate] = useState<number | null>(null);
  const step = <T,>(run: () => Promise<T>) => marketStep(deps.signer?.walletType ?? null, run);

  /** The check's description of one of the user's withdrawal transactions. */
  const intentFor = async (api: Api, part: WithdrawIntent['part'], moduleFeeSats: bigint, networkFeeSats: bigint): Promise<WithdrawIntent> => {
    const account = deps.signer!.account;
    const [config, owned] = await Promise.all([api.swap.config(), assetOutpoints(api.query, [account.ordinalsAddress, account.paymentAddress])]);
    if (!config.moduleAddress) throw new Error("The swap did not say its module's address, so the withdrawal cannot be checked. Nothing was signed.");
    return { kind: 'withdraw', part, network, moduleAddress: config.moduleAddress, ownerOrdinalsAddress: account.ordinalsAddress, ownerPaymentAddress: account.paymentAddress, moduleFeeSats, networkFeeSats, ownerAssetOutpoints: owned };
  };
  /** Checks every PSBT first (none is signed if one is refused), then the wallet signs them in order. */
  const checkThenSign = async (psbts: readonly { psbt: string; intent: WithdrawIntent; indexes?: readonly number[] }[]) => {
    const checks = await import('../../services/psbt/psbt-checks');
    const account = deps.signer!.account;
    const asked = psbts.map((p) => ({ ...p, toSignInputs: (p.indexes ?? checks.inputIndexes(p.psbt)).map((index) => ({ index, address: account.ordinalsAddress, publicKey: account.ordinalsPubKey })) }));
    for (const p of asked) {
      const verdict = checks.checkWithdrawPsbt(p.psbt, p.intent, p.toSignInputs);
      if (!verdict.ok) throw new Error(verdict.reason);
    }
    const signed: string[] = [];
    for (const p of asked) signed.push(await deps.signer!.signPsbt(p.psbt, { toSignInputs: p.toSignInputs, intent: p.intent, autoFinalized: true }));
    return signed;
  };

  const [state, actorRef] = useDialogActor({
    machine: withdrawMachine,
    testing,
    onClose: () => {},
    input: undefined as never,
    actions: { refreshBalances: () => onDone() },
    actors: {
      findActive: fromPromise<WithdrawProcessRes | null, void>(() =>
        step(async () => {
          const api = await deps.api();
          const history = await api.swap.withdrawHistory({ address, start: 0, limit: 20 });
          const open = history.list.find((w) => UNFINISHED.has(w.status));
          return open ? api.swap.withdrawProcess({ id: open.id }) : null;
        }),
      ),
      createWithdraw: fromPromise(({ input }: { input: { request: WithdrawRequest } }) =>
        step(async () => {
          const account = deps.signer!.account;
          const r = input.request;
          return (await deps.api()).swap.createWithdraw({ pubkey: account.ordinalsPubKey, address: account.ordinalsAddress, tick: r.tick, amount: r.amount, ts: Math.floor(deps.now() / 1000), feeRate: r.feeRate });
        }),
      ),
      signWithdraw: fromPromise<{ paymentPsbt: string; approvePsbt: string; sigs: readonly string[] }, { request: WithdrawRequest; created: CreateWithdrawRes }>(({ input }) =>
        step(async () => {
          const api = await deps.api();
          const { created, request } = input;
          const miners = withdrawTxFeeCeiling(request.feeRate);
          const [paymentPsbt, approvePsbt] = await checkThenSign([
            { psbt: created.paymentPsbt, intent: await intentFor(api, 'payment', BigInt(created.networkFee), miners) },
            { psbt: created.approvePsbt, intent: await intentFor(api, 'approve', 0n, miners), indexes: created.approvePsbtSignIndexes },
          ]);
          const sigs: string[] = [];
          for (const message of created.signMsgs) sigs.push(await deps.signer!.signMessage(message, 'bip322-simple', deps.signer!.account.ordinalsAddress));
          return { paymentPsbt: paymentPsbt!, approvePsbt: approvePsbt!, sigs };
        }),
      ),
      confirmWithdraw: fromPromise<unknown, { created: CreateWithdrawRes; signed: { paymentPsbt: string; approvePsbt: string; sigs: readonly string[] } }>(({ input }) =>
        step(async () => {
          const { created, signed } = input;
          return (await deps.api()).swap.confirmWithdraw({ id: created.id, paymentPsbt: signed.paymentPsbt, approvePsbt: signed.approvePsbt, feeTick: created.feeTick, feeAmount: created.feeAmount, feeTickPrice: created.feeTickPrice, payType: 'freeQuota', sigs: signed.sigs });
        }),
      ),
      readProcess: fromPromise(({ input }: { input: { id: string } }) => step(async () => (await deps.api()).swap.withdrawProcess({ id: input.id }))),
      cancelWithdraw: fromPromise<unknown, { id: string }>(({ input }) =>
        step(async () => {
          const api = await deps.api();
          const account = deps.signer!.account;
          const cancel = await api.swap.createCancelWithdraw({ id: input.id, address: account.ordinalsAddress, pubkey: account.ordinalsPubKey });
          const [psbt] = await checkThenSign([{ psbt: cancel.psbt, intent: await intentFor(api, 'cancel', 0n, BigInt(cancel.networkFee)) }]);
          return api.swap.confirmCancelWithdraw({ id: input.id, psbt: psbt! });
        }),
      ),
      retryWithdraw: fromPromise<unknown, { id: string }>(({ input }) =>
        step(async () => {
          const api = await deps.api();
          const account = deps.signer!.account;
          const retry = await api.swap.createRetryWithdraw({ id: input.id, address: account.ordinalsAddress, pubkey: account.ordinalsPubKey });
          const miners = withdrawTxFeeCeiling(feeRate ?? 10);
          const [paymentPsbt, approvePsbt] = await checkThenSign([
            { psbt: retry.paymentPsbt, intent: await intentFor(api, 'payment', BigInt(retry.networkFee), miners) },
            { psbt: retry.approvePsbt, intent: await intentFor(api, 'approve', 0n, miners) },
          ]);
          return api.swap.confirmRetryWithdraw({ id: input.id, paymentPsbt: paymentPsbt!, approvePsbt: approvePsbt! });
        }),
      ),
      opCommit: opCommitFor(deps),
    },
  });
  const onFeeRate = useCallback((rate: number | null) => setFeeRate(rate), []);

  const balance = swapBalanceOf(ticks, tick);
  const check = checkTokenAmount(typed, { tick: asciiLabel(tick), balance });
  const value = String(state.value);
  const working = typeof state.value === 'string' && value in WORKING;
  const p = state.context.process;
  const commitActor = commitChild(state.children);
  const created = state.context.created;

  const form = (
    <>
      <label className={css.fieldLabel}>
        Token{' '}
        <select className={`${css.tickSelect} ${css.wideSelect}`} value={tick} disabled={working} onChange={(e) => setTick(e.target.value)}>
          {ticks.map((t) => (
            <option key={t.tick} value={t.tick}>
              {asciiLabel(t.tick)} (in the swap: {formatTokenAmount(t.swapBalance)})
            </option>
          ))}
        </select>
      </label>
      <div className={css.side}>
        <div className={css.sideHead}>
          <label htmlFor={`${id}-amount`}>Amount to withdraw</label>
          <span>In the swap: {balance === null ? '…' : formatTokenAmount(balance)}</span>
        </div>
        <input id={`${id}-amount`} className={css.amount} inputMode="decimal" autoComplete="off" placeholder="0" value={typed} disabled={working} aria-invalid={!check.ok && check.problem !== null} onChange={(e) => setTyped(e.target.value)} />
      </div>
      {!check.ok && check.problem ? <p className={css.problem}>{check.problem}</p> : null}
      <FeeChooser onChange={onFeeRate} />
      {feeRate ? (
        <p className={css.note}>
          You sign two small transactions: one pays the module its fee for sending the brc-20 to you (shown before you sign), and each leaves the miners at most{' '}
          {satsToBtc(withdrawTxFeeCeiling(feeRate).toString()).toFixed()} BTC at {feeRate} sat/vB.
        </p>
      ) : null}
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
      {state.matches('form') || state.matches('creating') || state.matches('signing') || state.matches('confirming') || state.matches('committing') ? form : null}
      {state.matches('signing') && created ? (
        <p className={css.note} data-testid="withdraw-fee">
          The module's fee: {satsToBtc(String(created.networkFee)).toFixed()} BTC ({created.networkFee} sats).
        </p>
      ) : null}
      {p && !state.matches('form') ? (
        <div data-testid="withdraw-progress">
          <p>
            Withdrawing {formatTokenAmount(p.amount, 18)} {asciiLabel(p.tick)}
          </p>
          <ol className={css.stages}>
            {STAGES.map((s, i) => (
              <li key={s.id} className={i < stageOf(p) ? css.stageDone : i === stageOf(p) ? css.stageNow : css.stageLater} aria-current={i === stageOf(p) ? 'step' : undefined}>
                {s.label}
                {s.id === 'processing' && i === stageOf(p) ? ` (confirmations ${p.totalConfirmedNum} of ${p.totalNum})` : ''}
              </li>
            ))}
          </ol>
          {state.matches({ tracking: 'queue' }) || state.matches('cancelling') ? <p className={css.note}>It waits for others' deposits of {asciiLabel(p.tick)} to match it. You can cancel it: the balance comes back to the swap.</p> : null}
          {state.matches({ tracking: 'cancelPending' }) ? (
            <p className={css.note} role="status">
              Cancelling: the balance comes back after the cancel's confirmation ({p.cancelConfirmedNum} of {p.cancelTotalNum}).
            </p>
          ) : null}
          {state.matches({ tracking: 'failed' }) || state.matches('retrying') ? <p className={css.problem}>This withdrawal failed. Retry it: you sign its transactions again.</p> : null}
        </div>
      ) : null}
      {state.matches('completed') && p ? (
        <div className={css.success} role="status" data-testid="withdraw-success">
          <p>
            Completed: {formatTokenAmount(p.completedAmount, 18)} {asciiLabel(p.tick)} are in your wallet.
          </p>
          {p.matchHistory.length > 0 ? (
            <table className={css.historyTable} data-testid="withdraw-matches">
              <caption className={css.detailLabel}>Matched by deposits</caption>
              <thead>
                <tr>
                  <th scope="col" className={css.cell}>
                    From
                  </th>
                  <th scope="col" className={css.numCell}>
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {p.matchHistory.map((m) => (
                  <tr key={`${m.txid}:${m.transferAddress}`}>
                    <td className={css.cell}>{m.transferAddress}</td>
                    <td className={css.numCell}>{formatTokenAmount(m.consumeAmount, 18)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
      {state.matches('cancelled') && p ? (
        <p className={css.success} role="status" data-testid="withdraw-cancelled">
          Cancelled: {formatTokenAmount(p.amount, 18)} {asciiLabel(p.tick)} are back in your swap balance.
        </p>
      ) : null}
      <StepMessages error={state.context.error} working={working ? WORKING[value]! : null} />
      {state.matches('form') || working ? (
        <button
          type="button"
          className={`${button.primary} ${css.submit}`}
          disabled={!state.matches('form') || !check.ok || !feeRate}
          onClick={() => check.ok && feeRate && actorRef.send({ type: 'SUBMIT', request: { tick, amount: check.text, feeRate } })}
          data-testid="withdraw-submit"
        >
          {state.matches('form') ? (!check.ok ? 'Enter an amount' : !feeRate ? 'Choose a fee rate' : 'Withdraw') : 'Working…'}
        </button>
      ) : null}
      {state.matches({ tracking: 'queue' }) ? (
        <button type="button" className={button.default} onClick={() => actorRef.send({ type: 'CANCEL' })} data-testid="withdraw-cancel">
          Cancel withdrawal
        </button>
      ) : null}
      {state.matches({ tracking: 'failed' }) ? (
        <button type="button" className={button.primary} onClick={() => actorRef.send({ type: 'RETRY' })} data-testid="withdraw-retry">
          Retry
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
      {commitActor ? <OpCommitOverlay actorRef={commitActor} /> : null}
    </section>
  );
}
