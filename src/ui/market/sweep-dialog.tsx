import { useId } from 'react';
import { satsToBtcText } from '../../domain/currency';
import { SWEEP_MAX, sweepChoiceProblem, sweepsByUnit } from '../../domain/market/sweep';
import { sweepSplitFeeCeiling, sweepTotals } from '../../domain/market/sweep-totals';
import { feeBoundWords } from '../../domain/fee-bound';
import { createSweepActors } from '../../flows/sweep/sweep.actors';
import { sweepMachine, type SweepInput, type SweepMachine } from '../../flows/sweep/sweep.machine';
import { FeeChooserPanel } from '../components/fee-chooser';
import { Modal } from '../components/modal';
import { useFlowActors } from '../hooks/use-flow-actors';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import { useSigningStepWords } from '../hooks/use-signing-step';
import { useWalletSigner } from '../hooks/wallet-context';
import { button, field } from '../theme/ui.css';
import * as css from '../components/kit.css';

const btc = (sats: bigint | string) => `${satsToBtcText(sats)} BTC`;
const satsWords = (sats: bigint | string) => `${BigInt(sats).toLocaleString('en-US')} sats`;

/**
 * Sweep the floor (the sweep flow): the cheapest N or a budget, one review with every item and one total, the one
 * transaction checked and signed, sent; items sold meanwhile rebuild the review (multi_buy_items_sold_out). Self-contained.
 */
export function SweepDialog({
  input,
  onClose,
  onBought,
  testing,
}: {
  input: SweepInput;
  onClose: () => void;
  /** Items were bought: the page reads its listings again. */
  onBought: () => void;
  testing?: DialogTesting<SweepMachine>;
}) {
  const signer = useWalletSigner();
  const actors = useFlowActors((flow, app) => createSweepActors({ ...flow, config: app.config }));
  const [state, actorRef] = useFlow(sweepMachine, { testing, onClose, input, actors });
  const id = useId();
  const { context } = state;
  const send = actorRef.send;
  // The sweep's own fee chooser: it tells the sweep each rate (nothing chosen, as an emptied custom rate, leaves the
  // last one, which the total shows), and is off while the market builds the purchase and the wallet signs it.
  const feeChooser = state.children.feeChooser;
  const working = (['gathering', 'regathering', 'building', 'signing'] as const).some((s) => state.matches(s));
  const signing = useSigningStepWords(state, 'Sending the purchase…');
  const choosing = state.matches('choosing');
  const review = state.matches('review');
  const done = state.matches('done');
  const problem = context.checked ? sweepChoiceProblem(context.choice) : null;
  const byCount = context.choice.by === 'count';
  const totals =
    context.prepared && context.feeRate !== null
      ? sweepTotals({ lots: context.lots, serviceFeeSats: context.prepared.serverReal, txSize: context.prepared.txSize, feeRate: context.feeRate })
      : null;
  const workingWords = state.matches('gathering')
    ? 'Reading the cheapest listings and where each item is…'
    : state.matches('regathering')
      ? 'Preparing the items still for sale…'
      : state.matches('building')
        ? 'The market is building the purchase…'
        : signing;
  return (
    <Modal
      open
      title={`Sweep ${input.title}`}
      onClose={() => (done ? (onBought(), send({ type: 'CLOSE' })) : send({ type: 'CLOSE' }))}
      closable={!working}
      notClosableNotice="Wait a moment: the purchase is on its way."
    >
      <div data-testid="sweep-dialog">
        {choosing ? (
          <>
            <fieldset style={{ border: 'none', padding: 0, margin: '0 0 8px' }}>
              <legend className={css.label}>Buy the cheapest</legend>
              <label className={css.inlineLabel}>
                <input type="radio" name={`${id}-by`} checked={byCount} onChange={() => send({ type: 'CHOOSE_BY', by: 'count' })} /> A number of items
              </label>{' '}
              <label className={css.inlineLabel}>
                <input type="radio" name={`${id}-by`} checked={!byCount} onChange={() => send({ type: 'CHOOSE_BY', by: 'budget' })} /> Up to a budget
              </label>
            </fieldset>
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
            {problem ? (
              <p id={`${id}-problem`} className={css.warning} role="alert">
                {problem}
              </p>
            ) : null}
            <p className={css.reason}>
              Fixed-price listings only, {sweepsByUnit(input.asset.category) ? 'the cheapest a unit first' : 'cheapest first'}; your own are left out. Nothing
              is bought before you review and sign.
            </p>
          </>
        ) : null}
        {working ? <p role="status">{workingWords}</p> : null}
        {context.notice && review ? (
          <p className={css.warning} role="alert" data-testid="sweep-notice">
            {context.notice}
          </p>
        ) : null}
        {context.error ? (
          <p className={css.warning} role="alert">
            {context.error}
          </p>
        ) : null}
        {state.matches('nothing') ? <p role="status">Nothing for sale fits that choice. Try a larger budget, or come back later.</p> : null}
        {done ? (
          <p role="status" data-testid="sweep-result" style={{ overflowWrap: 'anywhere' }}>
            Bought: {context.lots.length === 1 ? '1 item' : `${context.lots.length} items`}, on their way to your address{' '}
            <span className={css.mono}>{signer?.account.ordinalsAddress ?? ''}</span>. Transaction <span className={css.mono}>{context.txid ?? ''}</span>
          </p>
        ) : null}
        {(review || working || done) && context.lots.length > 0 ? (
          <ul className={css.choiceList} aria-label="Items to buy" style={{ maxHeight: 320 }}>
            {context.lots.map((lot) => (
              <li key={lot.auctionId} className={css.choice} style={{ cursor: 'default' }} data-testid="sweep-item">
                <strong>{lot.title}</strong>
                <span className={css.reason}>
                  {btc(lot.priceSats)} ({satsWords(lot.priceSats)})
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {review && context.skipped > 0 ? (
          <p className={css.reason} data-testid="sweep-skipped">
            {context.skipped === 1 ? '1 listing was' : `${context.skipped} listings were`} left out: where the item is could not be read, or it shares its
            output with a cheaper one.
          </p>
        ) : null}
        {(review || state.matches('building') || state.matches('signing')) && feeChooser ? <FeeChooserPanel actorRef={feeChooser} /> : null}
        {review && totals ? (
          <>
            <dl className={css.facts} data-testid="sweep-total">
              <dt>{context.lots.length} items</dt>
              <dd>{btc(totals.priceSats)}</dd>
              <dt>Service fee</dt>
              <dd>{totals.serviceFeeSats === 0n ? 'Free' : btc(totals.serviceFeeSats)}</dd>
              <dt>Network fee</dt>
              <dd>
                {btc(totals.networkFeeSats)} ({context.feeRate} sats/vB)
              </dd>
              <dt>Total</dt>
              <dd>
                <strong>{btc(totals.totalSats)}</strong>
              </dd>
            </dl>
            <p className={css.reason}>
              One transaction buys them all. If your wallet has fewer than {context.lots.length} small coins to pad with, it first signs a small transaction
              that makes them, for at most {satsWords(sweepSplitFeeCeiling(context.feeRate ?? 1, context.lots.length))}.
            </p>
            <p className={css.reason} data-testid="sweep-fee-bound">
              {feeBoundWords(context.feeRate ?? 1)}
            </p>
          </>
        ) : null}
        <div className={css.actions}>
          {choosing ? (
            <>
              <button type="button" className={button.default} onClick={() => send({ type: 'CLOSE' })}>
                Cancel
              </button>
              <button type="button" className={button.primary} onClick={() => send({ type: 'NEXT' })}>
                Next
              </button>
            </>
          ) : null}
          {review ? (
            <>
              <button type="button" className={button.default} onClick={() => send({ type: 'BACK' })}>
                Back
              </button>
              <button type="button" className={button.primary} onClick={() => send({ type: 'CONFIRM' })} disabled={!totals} data-testid="sweep-buy">
                Buy {context.lots.length}
              </button>
            </>
          ) : null}
          {state.matches('nothing') || state.matches('failed') ? (
            <button type="button" className={button.default} onClick={() => send({ type: 'BACK' })}>
              Back
            </button>
          ) : null}
          {state.matches('failed') ? (
            <button type="button" className={button.primary} onClick={() => send({ type: 'RETRY' })}>
              Try again
            </button>
          ) : null}
          {done ? (
            <button type="button" className={button.primary} onClick={() => (onBought(), send({ type: 'CLOSE' }))}>
              Done
            </button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
