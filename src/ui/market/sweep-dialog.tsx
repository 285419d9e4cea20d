import { useId } from 'react';
import { satsToBtcText } from '../../domain/currency';
import { SWEEP_MAX, sweepChoiceProblem, sweepsByUnit } from '../../domain/market/sweep';
import { sweepTotals } from '../../domain/market/sweep-totals';
import { feeBoundWords } from '../../domain/fee-bound';
import { createSweepActors } from '../../flows/sweep/sweep.actors';
import { sweepMachine, type SweepInput, type SweepMachine } from '../../flows/sweep/sweep.machine';
import { FeeChooserPanel } from '../components/fee-chooser';
import { FlowDialog } from '../components/flow-dialog';
import { backButton, cancelButton, doneButton, nextButton, Progress, Refusal, retryButton, Review, StepChoice } from '../components/dialog-parts';
import { useFlowDialog, type FlowDialogBase } from '../hooks/use-flow-dialog';
import { useSigningStepWords } from '../hooks/use-signing-step';
import { useWalletSigner } from '../hooks/wallet-context';
import { field } from '../theme/ui.css';
import * as css from '../components/kit.css';
import { ExplorerLink } from '../components/explorer-link';
import { TxConfirmations } from '../components/tx-confirmations';
import { formatSats } from '../../domain/amount-text';

const btc = (sats: bigint | string) => `${satsToBtcText(sats)} BTC`;

/**
 * Sweep the floor (the sweep flow): the cheapest N or a budget, one review with every item and one total, the one
 * transaction checked and signed, sent; items sold meanwhile rebuild the review (multi_buy_items_sold_out). Self-contained.
 */
export function SweepDialog(
  props: FlowDialogBase<SweepInput, SweepMachine> & {
    /** Items were bought: the page reads its listings again. */
    readonly onBought: () => void;
  },
) {
  const { input, onBought } = props;
  const signer = useWalletSigner();
  const [state, send] = useFlowDialog(sweepMachine, (flow, app) => createSweepActors({ ...flow, config: app.config }), props);
  const id = useId();
  const { context } = state;
  // The sweep's own fee chooser: it tells the sweep each rate (nothing chosen, as an emptied custom rate, leaves the
  // last one, which the total shows), and is off while the market builds the purchase and the wallet signs it.
  const feeChooser = state.children.feeChooser;
  const working = (['gathering', 'regathering', 'building', 'signing'] as const).some((s) => state.matches(s));
  const signing = useSigningStepWords(state, 'Sending the purchase…');
  const choosing = state.matches('choosing');
  const review = state.matches('review');
  const done = state.matches('done');
  const byUnit = sweepsByUnit(input.asset.category);
  const problem = context.checked ? sweepChoiceProblem(context.choice, byUnit) : null;
  const byCount = context.choice.by === 'count';
  const totals =
    context.prepared && context.feeRate !== null
      ? sweepTotals({
          lots: context.lots,
          serviceFeeSats: context.prepared.serverReal,
          txSize: context.prepared.txSize,
          feeRate: context.feeRate,
          paddingsMissing: context.prepared.paddingsMissing ?? 0,
        })
      : null;
  const workingWords = state.matches('gathering')
    ? 'Reading the cheapest listings and where each item is…'
    : state.matches('regathering')
      ? 'Preparing the items still for sale…'
      : state.matches('building')
        ? 'The market is building the purchase…'
        : signing;
  return (
    <FlowDialog
      title={`Sweep ${input.title}`}
      testId="sweep-dialog"
      onClose={() => (done ? (onBought(), send({ type: 'CLOSE' })) : send({ type: 'CLOSE' }))}
      busy={working}
      busyNotice="Wait a moment: the purchase is on its way."
      footer={[
        ...(choosing ? [cancelButton(() => send({ type: 'CLOSE' })), nextButton(() => send({ type: 'NEXT' }))] : []),
        (review || state.matches('nothing') || state.matches('failed')) && backButton(() => send({ type: 'BACK' })),
        review && {
          label: `Buy ${context.lots.length}`,
          key: 'buy',
          primary: true,
          onClick: () => send({ type: 'CONFIRM' }),
          disabled: !totals,
          testId: 'sweep-buy',
        },
        state.matches('failed') && retryButton(() => send({ type: 'RETRY' })),
        done && doneButton(() => (onBought(), send({ type: 'CLOSE' }))),
      ]}
    >
      {choosing ? (
        <>
          <StepChoice
            legend="Buy the cheapest"
            name={`${id}-by`}
            value={context.choice.by}
            options={[
              ['count', 'A number of items'],
              ['budget', 'Up to a budget'],
            ]}
            onChoose={(by) => send({ type: 'CHOOSE_BY', by })}
          />
          <label className={css.inlineLabel}>
            {byCount ? `How many (at most ${SWEEP_MAX})` : 'Budget for the prices (sats)'}
            <input
              className={field}
              inputMode="numeric"
              value={context.choice.by === 'count' ? context.choice.count : context.choice.budgetSats}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => send({ type: 'SET_AMOUNT', value: e.target.value })}
              style={{ width: '9em' }}
            />
          </label>
          <label className={css.inlineLabel}>
            {byUnit ? 'Highest price of a unit (sats, optional)' : 'Highest price of an item (sats, optional)'}
            <input
              className={field}
              inputMode="decimal"
              value={context.choice.maxPriceSats ?? ''}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              onChange={(e) => send({ type: 'SET_MAX_PRICE', value: e.target.value })}
              style={{ width: '9em' }}
            />
          </label>
          <Refusal id={`${id}-problem`} message={problem} />
          <p className={css.reason}>
            Fixed-price listings only, {byUnit ? 'the cheapest a unit first' : 'cheapest first'}; your own are left out
            {context.choice.maxPriceSats?.trim() ? ', and none dearer than your highest price' : ''}. Nothing is bought before you review and sign.
          </p>
        </>
      ) : null}
      <Progress plain words={working ? workingWords : null} />
      <Refusal message={review ? context.notice : null} testId="sweep-notice" />
      <Refusal message={context.error} />
      <Progress
        plain
        words={
          state.matches('nothing')
            ? context.choice.maxPriceSats?.trim()
              ? 'Nothing for sale fits that choice: no listing is at or under your highest price. Raise it, or come back later.'
              : 'Nothing for sale fits that choice. Try a larger budget, or come back later.'
            : null
        }
      />
      {done ? (
        <p role="status" data-testid="sweep-result" style={{ overflowWrap: 'anywhere' }}>
          Bought: {context.lots.length === 1 ? '1 item' : `${context.lots.length} items`}, on their way to your address{' '}
          <span className={css.mono}>{signer?.account.ordinalsAddress ?? ''}</span>. Transaction <span className={css.mono}>{context.txid ?? ''}</span>{' '}
          {context.txid ? (
            <>
              <ExplorerLink kind="tx" id={context.txid} /> <TxConfirmations txid={context.txid} />
            </>
          ) : null}
        </p>
      ) : null}
      {(review || working || done) && context.lots.length > 0 ? (
        <ul className={css.choiceList} aria-label="Items to buy" style={{ maxHeight: 320 }}>
          {context.lots.map((lot) => (
            <li key={lot.auctionId} className={css.choice} style={{ cursor: 'default' }} data-testid="sweep-item">
              <strong>{lot.title}</strong>
              <span className={css.reason}>
                {btc(lot.priceSats)} ({formatSats(lot.priceSats)})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {review && context.skipped > 0 ? (
        <p className={css.reason} data-testid="sweep-skipped">
          {context.skipped === 1 ? '1 listing was' : `${context.skipped} listings were`} left out: where the item is could not be read, or it shares its output
          with a cheaper one.
        </p>
      ) : null}
      {(review || state.matches('building') || state.matches('signing')) && feeChooser ? <FeeChooserPanel actorRef={feeChooser} /> : null}
      {review && totals ? (
        <>
          <Review
            testId="sweep-total"
            rows={[
              { term: `${context.lots.length} items`, value: btc(totals.priceSats) },
              { term: 'Service fee', value: totals.serviceFeeSats === 0n ? 'Free' : btc(totals.serviceFeeSats) },
              { term: 'Network fee', value: `${btc(totals.networkFeeSats)} (${context.feeRate ?? ''} sats/vB)` },
              totals.splitFeeSats !== null && {
                term: `Padding split (your wallet lacks ${context.prepared?.paddingsMissing ?? 0} small ${(context.prepared?.paddingsMissing ?? 0) === 1 ? 'coin' : 'coins'} to pad with)`,
                value: `at most ${btc(totals.splitFeeSats)}`,
                testId: 'sweep-padding',
              },
              { term: 'Total', value: <strong>{btc(totals.totalSats)}</strong> },
            ]}
          />
          <p className={css.reason}>
            One transaction buys them all.{' '}
            {totals.splitFeeSats !== null
              ? `Your wallet first signs a small transaction that makes the small coins it lacks, for at most ${formatSats(totals.splitFeeSats)}: the total includes it.`
              : `Your wallet has the ${context.lots.length === 1 ? 'small coin' : `${context.lots.length} small coins`} to pad with: no padding split.`}
          </p>
          <p className={css.reason} data-testid="sweep-fee-bound">
            {feeBoundWords(context.feeRate ?? 1)}
          </p>
        </>
      ) : null}
    </FlowDialog>
  );
}
