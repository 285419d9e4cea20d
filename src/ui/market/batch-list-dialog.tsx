import { useId } from 'react';
import { satsToBtcText } from '../../domain/currency';
import { batchPriceProblem, batchTotalSats, belowFloor, type BatchItem } from '../../domain/market/batch-list';
import { assetKey } from '../../domain/market/market-reads';
import { formatMessage } from '../../domain/messages';
import { listPriceBounds } from '../../domain/market/trade-rules';
import { createBatchListActors } from '../../flows/batch-list/batch-list.actors';
import { batchListMachine, type BatchListInput, type BatchListMachine } from '../../flows/batch-list/batch-list.machine';
import { FlowDialog } from '../components/flow-dialog';
import { backButton, cancelButton, doneButton, nextButton, Progress, Refusal, retryButton, StepChoice, tooLowContinueButton } from '../components/dialog-parts';
import { RemoteStatus } from '../components/market-bits';
import { NameText } from '../components/text-display';
import { useWalletSigner } from '../hooks/wallet-context';
import { useFlowDialog, type FlowDialogBase } from '../hooks/use-flow-dialog';
import { useSigningStepWords } from '../hooks/use-signing-step';
import { useRemote } from '../hooks/use-remote';
import { batchListLimits } from '../../services/reads/pricing-reads';
import { field } from '../theme/ui.css';
import * as css from '../components/kit.css';
import { formatSats } from '../../domain/amount-text';

export interface BatchListDialogProps {
  readonly items: readonly BatchItem[];
  readonly inscribeCount: number;
  readonly onClose: () => void;
  /** Some items were listed: the page reads its assets again. */
  readonly onChanged: () => void;
}

/** The batch listing, once the market's bounds for the items' category and each item's floor are read. */
export function BatchListDialogLoader({ items, inscribeCount, onClose, onChanged }: BatchListDialogProps) {
  const category = items[0]?.category ?? 'collection';
  const assets = items.map((i) => i.asset);
  const keys = [...new Set(assets.flatMap((a) => (a ? [assetKey(a)] : [])))].sort().join(',');
  const limits = useRemote(`batch-bounds:${category}:${keys}`, batchListLimits(category, assets));
  if (!limits.data) {
    return (
      <FlowDialog title={`List ${items.length} items`} onClose={onClose}>
        <RemoteStatus remote={limits} what="the market's price limits" retry={limits.retry} />
      </FlowDialog>
    );
  }
  const bounds = listPriceBounds(category, limits.data.config, inscribeCount);
  const { floors } = limits.data;
  const priced = items.map((i) => ({ ...i, floorSats: i.asset ? (floors[assetKey(i.asset)] ?? null) : null }));
  return <BatchListDialog input={{ items: priced, minSats: bounds.min.toFixed(), maxSats: bounds.max.toFixed() }} onClose={onClose} onChanged={onChanged} />;
}

const STAGE_WORDS: Readonly<Record<BatchItem['stage'], string>> = {
  pending: '',
  created: 'Prepared',
  signed: 'Signed',
  listed: 'For sale',
  failed: 'Not listed',
};

/**
 * List several items at once (the batch-list flow): a price for all or each, one review, then the signing step: every
 * PSBT checked and then signed one after another, each confirmed; an item the market refuses says why and the others stand. Self-contained.
 */
export function BatchListDialog(
  props: FlowDialogBase<BatchListInput, BatchListMachine> & {
    /** Some items were listed: the page reads its assets again. */
    readonly onChanged: () => void;
  },
) {
  const { onChanged } = props;
  const signer = useWalletSigner();
  const [state, send] = useFlowDialog(batchListMachine, createBatchListActors, props);
  const id = useId();
  const { context } = state;
  const signing = useSigningStepWords(state, 'Putting them on sale…');
  const working = state.matches('creating') || state.matches('signing');
  const listed = context.items.filter((i) => i.stage === 'listed').length;
  const editing = state.matches('pricing');
  const tooLow = state.matches('tooLow');
  const under = tooLow ? belowFloor(context.items) : [];
  const done = state.matches('done');
  const close = () => {
    if (done && listed > 0) onChanged();
    send({ type: 'CLOSE' });
  };
  return (
    <FlowDialog
      title={`List ${context.items.length} items`}
      testId="batch-list-dialog"
      onClose={close}
      busy={working}
      busyNotice="Wait a moment: the listings are on their way."
      footer={[
        ...(editing ? [cancelButton(() => send({ type: 'CLOSE' })), nextButton(() => send({ type: 'NEXT' }))] : []),
        (state.matches('review') || state.matches('refused') || tooLow) && backButton(() => send({ type: 'BACK' })),
        tooLow && tooLowContinueButton(state.matches({ tooLow: 'ready' }), context.secondsLeft, () => send({ type: 'CONTINUE' })),
        state.matches('review') && { label: 'Sign', primary: true, onClick: () => send({ type: 'SIGN' }), testId: 'batch-list-sign' },
        state.matches('refused') && retryButton(() => send({ type: 'RETRY' })),
        working && { label: 'Working…', primary: true, disabled: true },
        done && doneButton(close),
      ]}
    >
      {editing ? (
        <StepChoice
          legend="Price"
          name={`${id}-same`}
          value={context.samePrice ? 'same' : 'each'}
          options={[
            ['same', 'One price for all'],
            ['each', 'A price for each'],
          ]}
          onChoose={(choice) => send({ type: 'SAME_PRICE', same: choice === 'same' })}
        />
      ) : null}
      {state.matches('review') || working ? (
        <p>
          {working ? (
            <span role="status">{state.matches('creating') ? 'The market is preparing each listing…' : signing}</span>
          ) : (
            'Your wallet signs one transaction per item, each paying its price to you when it sells. Nothing leaves your wallet until then.'
          )}
        </p>
      ) : null}
      <Progress
        plain
        testId="batch-list-result"
        words={
          done
            ? listed === context.items.length
              ? `Listing created: all ${listed} items are for sale.`
              : `${listed} of ${context.items.length} items are for sale; the others say why below.`
            : null
        }
      />
      {tooLow ? (
        <Refusal
          testId="price-too-low"
          message={`${formatMessage('price_too_low')} ${under.length === 1 ? 'One item is' : `${under.length} items are`} priced under ${under.length === 1 ? 'its' : 'their'} floor: see below.`}
        />
      ) : null}
      <Refusal message={context.error} />
      <ul className={css.choiceList} aria-label="Items to list" style={{ maxHeight: 360 }}>
        {context.items.map((item, n) => {
          const problem = context.checked ? batchPriceProblem(item.priceSats, context) : null;
          const shared = context.samePrice && n > 0;
          return (
            <li key={item.id} className={css.choice} style={{ cursor: 'default' }} data-testid="batch-item" data-stage={item.stage}>
              <strong>
                <NameText text={item.title} kind={item.nameKind} warningBeside />
              </strong>
              {editing && !shared ? (
                <label className={css.inlineLabel}>
                  {context.samePrice ? 'Price for each (sats)' : `Price of ${item.title} (sats)`}
                  <input
                    className={field}
                    inputMode="numeric"
                    value={item.priceSats}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${id}-p${n}` : undefined}
                    onChange={(e) => send({ type: 'SET_PRICE', id: item.id, sats: e.target.value })}
                    style={{ width: '9em' }}
                  />
                </label>
              ) : (
                <span className={css.reason}>
                  {/^\d+$/.test(item.priceSats) ? `${satsToBtcText(item.priceSats)} BTC (${formatSats(item.priceSats)})` : ''}
                  {STAGE_WORDS[item.stage] ? ` · ${STAGE_WORDS[item.stage]}` : ''}
                </span>
              )}
              {under.includes(item) ? (
                <span className={css.warning} style={{ width: '100%' }} data-testid="batch-item-too-low">
                  Your price is {satsToBtcText(item.priceSats)} BTC; the floor is {satsToBtcText(item.floorSats ?? '0')} BTC.
                </span>
              ) : null}
              {problem && !shared ? (
                <span id={`${id}-p${n}`} className={css.warning} role="alert" style={{ width: '100%' }}>
                  {problem}
                </span>
              ) : null}
              {item.reason ? (
                <span className={css.warning} style={{ width: '100%' }} data-testid="batch-item-reason">
                  {item.reason}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {state.matches('review') ? (
        <p data-testid="batch-list-total">
          {context.items.length} items for {satsToBtcText(batchTotalSats(context.items))} BTC in all, paid to your address{' '}
          {signer?.account.paymentAddress ?? ''} as each sells.
        </p>
      ) : null}
    </FlowDialog>
  );
}
