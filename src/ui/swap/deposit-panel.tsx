import { SWAP_REFRESH_MS } from '../../domain/swap/swap-gate';
import { useCallback, useId, useState } from 'react';
import { satsToBtcText } from '../../domain/currency';
import { depositFeeCeiling } from '../../domain/swap/chain-fees';
import { feeBoundWords } from '../../domain/fee-bound';
import { checkTokenAmount, formatTokenAmount } from '../../domain/swap/swap-amounts';
import type { ConfirmDepositRes } from '../../domain/swap/deposit-entities';
import type { DepositListItem } from '../../domain/swap/history-entities';
import { swapTickLabel } from '../../domain/swap/tick-label';
import { depositChooser, depositMachine, type DepositMachine } from '../../flows/swap-op/deposit.machine';
import { FeeChooserPanel } from '../components/fee-chooser';
import * as marketCss from '../components/kit.css';
import { DataTable, RemoteStatus } from '../components/market-bits';
import { useFlow } from '../hooks/use-flow';
import type { ModulePanelProps } from './module-panel-props';
import { useReadAgain, useRemote } from '../hooks/use-remote';
import { depositList, transferableInscriptions } from '../../services/reads/swap-reads';
import { useNetwork } from '../hooks/network-context';
import { button } from '../theme/ui.css';
import { OpFooter, isWorking } from './op-footer';
import { depositActors } from '../../flows/swap-op/deposit.actors';
import { inscribeTransferActors } from '../../flows/service-call/service-call.actors';
import { serviceCallMachine } from '../../flows/service-call/service-call.machine';
import { TokenPicker } from './token-picker';
import * as css from './swap.css';
import { ExplorerLink } from '../components/explorer-link';

const WORKING: Readonly<Record<string, string>> = {
  preparing: 'Preparing the deposit transaction…',
  committing: 'Waiting for the rollup to be committed…',
  requoting: 'Checking again…',
};

/**
 * Deposit: a brc-20 transfer inscription of yours goes to the swap module (create_deposit -> the
 * PSBT check -> the wallet signs -> confirm_deposit); it is credited after its confirmations. Pick one of
 * your transfer inscriptions or inscribe one with the wallet first.
 */
export function DepositPanel({ deps, address, module, ticks, onDone, testing }: ModulePanelProps<DepositMachine>) {
  const id = useId();
  const { network } = useNetwork();
  const [tick, setTick] = useState(ticks.find((t) => Number(t.brc20Balance) > 0)?.tick ?? ticks[0]?.tick ?? '');
  const [chosen, setChosen] = useState<string | null>(null);
  const [inscribeAmount, setInscribeAmount] = useState('');
  const readAgain = useReadAgain();
  // The wallet inscribes the transfer; once it has, the lists are read again.
  const [inscribing, inscriber] = useFlow(serviceCallMachine, {
    actors: inscribeTransferActors(deps.signer),
    actions: { announceDone: () => readAgain('swap:deposit') },
  });
  const transfers = useRemote(`swap:deposit-transfers:${address}:${tick}`, transferableInscriptions(address, tick), { everyMs: SWAP_REFRESH_MS });
  const deposits = useRemote(`swap:deposits:${address}`, depositList(address), { everyMs: SWAP_REFRESH_MS });

  const actors = depositActors(deps, { network, module, transferOf: (id) => transfers.data?.find((t) => t.inscriptionId === id) });
  const [state, actorRef] = useFlow(depositMachine, {
    testing,
    onClose: () => {},
    input: { operation: 'deposit' },
    actions: {
      refreshBalances: () => {
        setChosen(null);
        onDone();
      },
    },
    actors,
  });
  const working = isWorking(state);
  const send = actorRef.send;
  const choose = useCallback(
    (inscriptionId: string | null) => {
      setChosen(inscriptionId);
      send(inscriptionId ? { type: 'EDIT', request: { inscriptionId } } : { type: 'CLEAR' });
    },
    [send],
  );
  // The flow's own fee chooser: it tells the deposit each rate chosen, and is fixed while the deposit is built and signed.
  const feeChooser = depositChooser(state.children);
  const feeRate = state.context.feeRate;
  const result = state.context.result as ConfirmDepositRes | null;
  const picked = transfers.data?.find((t) => t.inscriptionId === chosen) ?? null;

  // What may be inscribed: a plain amount above 0, within the tick's decimals and what the wallet holds of it.
  const walletTick = ticks.find((t) => t.tick.toLowerCase() === tick.toLowerCase());
  const inscribeCheck = checkTokenAmount(inscribeAmount, {
    tick: swapTickLabel(tick),
    held: 'in your wallet',
    ...(walletTick ? { balance: walletTick.brc20Balance, decimals: Number(walletTick.decimal) } : {}),
  });
  const inscribeProblem = inscribeCheck.ok ? null : inscribeCheck.problem;
  const inscribe = () => {
    if (inscribeCheck.ok) inscriber.send({ type: 'START', input: { tick, amount: inscribeCheck.text } });
  };

  return (
    <section className={css.card} aria-labelledby={`${id}-title`} data-testid="deposit">
      <h2 id={`${id}-title`} className={css.cardTitle}>
        Deposit
      </h2>
      <p className={css.note}>Move brc-20 from your wallet into the swap: send it a transfer inscription. It is credited after its confirmations.</p>
      <div className={css.fieldLabel}>
        Token{' '}
        <TokenPicker
          ticks={ticks}
          value={tick}
          label="Token to deposit"
          wide
          disabled={working}
          detail={(t) => `in your wallet: ${formatTokenAmount(t.brc20Balance)}`}
          onChange={(next) => {
            setTick(next);
            choose(null);
          }}
        />
      </div>
      <fieldset className={css.choices} disabled={working}>
        <legend className={css.fieldLabel}>Your {swapTickLabel(tick)} transfer inscriptions</legend>
        {transfers.data && transfers.data.length === 0 ? <p className={css.note}>None yet: inscribe one below.</p> : null}
        {transfers.data?.map((t) => (
          <label key={t.inscriptionId} className={css.choice}>
            <input type="radio" name={`${id}-transfer`} checked={chosen === t.inscriptionId} onChange={() => choose(t.inscriptionId)} />
            <span>
              {formatTokenAmount(t.data.amt)} {swapTickLabel(t.data.tick)}{' '}
              <span className={css.detailLabel}>
                #{t.inscriptionNumber}
                {t.confirmations === 0 ? ' · unconfirmed' : ''}
              </span>
            </span>
          </label>
        ))}
        <RemoteStatus remote={transfers} what="your transfer inscriptions" retry={transfers.retry} />
      </fieldset>
      <div className={css.inscribeRow}>
        <label className={css.detailLabel}>
          Inscribe a transfer of{' '}
          <input
            className={`${css.amount} ${css.smallAmount}`}
            inputMode="decimal"
            value={inscribeAmount}
            onChange={(e) => setInscribeAmount(e.target.value)}
            aria-label={`Amount of ${swapTickLabel(tick)} to inscribe`}
            aria-invalid={inscribeProblem ? true : undefined}
            aria-describedby={inscribeProblem ? `${id}-inscribe-problem` : undefined}
          />
        </label>
        <button type="button" className={button.default} disabled={inscribing.matches('working') || !inscribeCheck.ok || working} onClick={inscribe}>
          {inscribing.matches('working') ? 'Inscribing…' : 'Inscribe'}
        </button>
      </div>
      {inscribeProblem ? (
        <p id={`${id}-inscribe-problem`} className={css.problem} data-testid="inscribe-amount-problem">
          {inscribeProblem}
        </p>
      ) : null}
      {inscribing.matches('done') ? (
        <p className={css.note} role="status">
          Inscribed: it shows in the list when the indexer has it.
        </p>
      ) : null}
      {inscribing.context.error ? (
        <p className={css.problem} role="alert">
          {inscribing.context.error}
        </p>
      ) : null}
      {feeChooser ? <FeeChooserPanel actorRef={feeChooser} /> : null}
      {picked && feeRate ? (
        <dl className={css.details} data-testid="deposit-summary">
          <dt className={css.detailLabel}>You deposit</dt>
          <dd className={css.detailValue}>
            {formatTokenAmount(picked.data.amt)} {swapTickLabel(picked.data.tick)}
          </dd>
          <dt className={css.detailLabel}>Network fee</dt>
          <dd className={css.detailValue}>
            at most {satsToBtcText(depositFeeCeiling(feeRate).toString())} BTC ({feeRate} sat/vB)
          </dd>
        </dl>
      ) : null}
      {picked && feeRate ? (
        <p className={css.note} data-testid="deposit-fee-bound">
          {feeBoundWords(feeRate)}
        </p>
      ) : null}
      <OpFooter
        state={state}
        send={actorRef.send}
        working={WORKING}
        sending="Sending the deposit…"
        action="Deposit"
        busyAction="Depositing…"
        blocked={!chosen ? 'Pick a transfer inscription' : !feeRate ? 'Choose a fee rate' : null}
        refreshable={false}
        success={result ? `Deposit sent (transaction ${result.txid.slice(0, 8)}…). It is credited to your swap balance after its confirmations.` : null}
        again="Deposit another"
        onAgain={() => {}}
        testId="deposit"
      />
      <h3 className={css.fieldLabel}>Your deposits</h3>
      {deposits.data && deposits.data.length === 0 ? <p className={css.note}>No deposits yet.</p> : null}
      {deposits.data && deposits.data.length > 0 ? (
        <DataTable
          bare
          testId="deposit-list"
          columns={[{ label: 'Amount' }, { label: 'Confirmations' }, { label: 'Status' }]}
          rows={deposits.data.map((d: DepositListItem) => ({
            key: d.txid,
            cells: [
              `${formatTokenAmount(d.amount)} ${swapTickLabel(d.tick)}`,
              <>
                {d.cur} of {d.sum} <ExplorerLink kind="tx" id={d.txid} />
              </>,
              d.status === 'success' ? 'Credited' : 'Confirming',
            ],
          }))}
        />
      ) : null}
      <button type="button" className={`${button.ghost} ${marketCss.grow}`} onClick={() => readAgain('swap:deposit')}>
        Refresh
      </button>
    </section>
  );
}
