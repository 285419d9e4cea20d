import { useId } from 'react';
import { satsToBtcText } from '../../domain/currency';
import { batchPriceProblem, belowFloor } from '../../domain/market/batch-list';
import { assetKey } from '../../domain/market/market-reads';
import { formatMessage } from '../../domain/messages';
import { listPriceBounds } from '../../domain/market/trade-rules';
import { createBulkListingActors } from '../../flows/bulk-listing/bulk-listing.actors';
import {
  bulkListingMachine,
  currentItem,
  type BulkAction,
  type BulkItem,
  type BulkListingInput,
  type BulkListingMachine,
} from '../../flows/bulk-listing/bulk-listing.machine';
import type { PricedItem } from '../../flows/list/pricing.actors';
import { bulkListLimits } from '../../services/reads/pricing-reads';
import { FlowDialog } from '../components/flow-dialog';
import { backButton, cancelButton, doneButton, Progress, Refusal, retryButton, StepChoice, tooLowContinueButton } from '../components/dialog-parts';
import { Price, RemoteStatus, StepMessages } from '../components/market-bits';
import { NameText } from '../components/text-display';
import { useFlowDialog, type FlowDialogBase } from '../hooks/use-flow-dialog';
import { useRemote } from '../hooks/use-remote';
import { useSigningStepWords } from '../hooks/use-signing-step';
import { field } from '../theme/ui.css';
import * as css from '../components/kit.css';
import { UnlistFeeReview } from './unlist-fee-review';

export interface BulkListingDialogProps {
  readonly action: BulkAction;
  /** The chosen listings, as the new-price dialog takes each. */
  readonly listings: readonly PricedItem[];
  readonly inscribeCount: number;
  readonly onClose: () => void;
  /** Some were unlisted or repriced: My listings reads them again. */
  readonly onChanged: () => void;
}

const titleOf = (action: BulkAction, n: number) => `${action === 'unlist' ? 'Unlist' : 'New price for'} ${n} ${n === 1 ? 'listing' : 'listings'}`;
const pending = (listing: PricedItem, floorSats: string | null, minSats: string, maxSats: string): BulkItem => ({
  listing,
  floorSats,
  minSats,
  maxSats,
  stage: 'pending',
  reason: null,
});

/** The dialog, once each category's bounds and each asset's floor are read (a new price is held to them). */
export function BulkListingDialogLoader({ action, listings, inscribeCount, onClose, onChanged }: BulkListingDialogProps) {
  const categories = [...new Set(listings.map((l) => l.category))].sort();
  const keys = [...new Set(listings.flatMap((l) => (l.asset ? [assetKey(l.asset)] : [])))].sort().join(',');
  const limits = useRemote(`bulk-price:${categories.join(',')}:${keys}`, bulkListLimits(listings));
  if (!limits.data) {
    return (
      <FlowDialog title={titleOf(action, listings.length)} onClose={onClose}>
        <RemoteStatus remote={limits} what="the market's price limits" retry={limits.retry} />
      </FlowDialog>
    );
  }
  const read = limits.data;
  const items = listings.map((l) => {
    const { config, floors } = read.get(l.category)!;
    const bounds = listPriceBounds(l.category, config, inscribeCount);
    return pending(l, l.asset ? (floors[assetKey(l.asset)] ?? null) : null, bounds.min.toFixed(), bounds.max.toFixed());
  });
  return <BulkListingDialog input={{ action, items }} onClose={onClose} onChanged={onChanged} />;
}

/**
 * Unlist selected, or New price for selected (the bulk-listing flow): one choice for all, then each listing in turn
 * through the single dialogs' steps, the progress said as it goes; the first failure stops it, saying what was done and
 * what was not. Self-contained.
 */
export function BulkListingDialog(props: FlowDialogBase<BulkListingInput, BulkListingMachine> & { readonly onChanged: () => void }) {
  const [state, send] = useFlowDialog(bulkListingMachine, createBulkListingActors, props);
  const id = useId();
  const { context } = state;
  const unlisting = context.action === 'unlist';
  const n = context.items.length;
  const doneCount = context.items.filter((i) => i.stage === 'done').length;
  const current = currentItem(context);
  const currentName = current ? <NameText text={current.listing.title} kind={current.listing.nameKind} warningBeside /> : null;
  const signing = useSigningStepWords(state, unlisting ? 'Taking it off sale…' : 'Sending it to the market…');
  const working = state.matches('preparingUnlist') || state.matches('preparingPrice') || state.matches('signing') || state.matches('confirming');
  const choosing = state.matches('choosing');
  const tooLow = state.matches('tooLow');
  const stopped = state.matches('stopped');
  const done = state.matches('done');
  const price = context.priceSats.trim();
  const problem = context.checked ? (context.items.map((i) => batchPriceProblem(price, i)).find((p) => p !== null) ?? null) : null;
  const under = tooLow ? context.items.filter((i) => belowFloor([{ priceSats: price, floorSats: i.floorSats }]).length > 0) : [];
  const raising = !unlisting && /^\d+$/.test(price) && context.items.some((i) => BigInt(price) > BigInt(i.listing.currentSats ?? 0));
  const step = state.matches('preparingUnlist')
    ? 'Preparing the unlisting…'
    : state.matches('preparingPrice')
      ? 'Preparing the new price…'
      : state.matches('confirming')
        ? 'Taking it off sale…'
        : signing;
  const close = () => {
    if (doneCount > 0) props.onChanged();
    send({ type: 'CLOSE' });
  };
  return (
    <FlowDialog
      title={titleOf(context.action, n)}
      testId="bulk-listing-dialog"
      onClose={close}
      busy={working}
      busyNotice="Wait a moment: this listing's change is on its way."
      footer={[
        (choosing || stopped) && cancelButton(close),
        choosing && { label: unlisting ? `Unlist ${n}` : 'Change prices', primary: true, onClick: () => send({ type: 'START' }), testId: 'bulk-start' },
        tooLow && backButton(() => send({ type: 'BACK' })),
        tooLow && tooLowContinueButton(state.matches({ tooLow: 'ready' }), context.secondsLeft, () => send({ type: 'CONTINUE' })),
        state.matches('feeReview') && { label: 'Sign', primary: true, onClick: () => send({ type: 'SIGN' }), testId: 'bulk-sign' },
        stopped && retryButton(() => send({ type: 'RETRY' })),
        working && { label: 'Working…', primary: true, disabled: true },
        done && doneButton(close),
      ]}
    >
      {choosing ? (
        <StepChoice
          legend="What to do with them"
          name={`${id}-action`}
          value={context.action}
          options={[
            ['reprice', 'New price'],
            ['unlist', 'Unlist'],
          ]}
          onChoose={(action) => send({ type: 'SET_ACTION', action })}
        />
      ) : null}
      {choosing && unlisting ? (
        <>
          <p>Take these {n} listings off the market? The items stay in your wallet.</p>
          <label className={css.inlineLabel}>
            <input type="checkbox" checked={context.onChain} onChange={(e) => send({ type: 'SET_ON_CHAIN', onChain: e.target.checked })} />
            Void the signed listings on-chain: each item moves back to your address in a transaction that costs a network fee (shown before you sign it); once
            it confirms, its signed listing can never be used
          </label>
          {context.onChain ? null : (
            <p className={css.warning} data-testid="bulk-off-chain">
              Off-chain only, no fee: the market stops showing them, but the listings you signed stay valid. Anyone holding a copy of one could still buy its
              item at its price until the item moves.
            </p>
          )}
        </>
      ) : null}
      {choosing && !unlisting ? (
        <>
          <label className={css.inlineLabel}>
            New price for each (sats)
            <input
              className={field}
              inputMode="numeric"
              value={context.priceSats}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => send({ type: 'SET_PRICE', sats: e.target.value })}
              style={{ width: '9em' }}
            />
          </label>
          <Refusal message={problem} testId="bulk-price-problem" />
          {raising ? (
            <p className={css.warning} data-testid="price-raise-warning">
              {formatMessage('price_raise_warning')}
            </p>
          ) : null}
        </>
      ) : null}
      {tooLow ? (
        <Refusal
          testId="price-too-low"
          message={`${formatMessage('price_too_low')} ${under.length === 1 ? 'One item is' : `${under.length} items are`} priced under ${under.length === 1 ? 'its' : 'their'} floor: see below.`}
        />
      ) : null}
      {choosing || tooLow ? null : (
        <Progress
          plain
          testId="bulk-progress"
          words={
            done
              ? unlisting
                ? `${formatMessage('unlist_success')} All ${n} listings are off the market.`
                : `${formatMessage('update_success')} All ${n} listings are for sale at ${satsToBtcText(price)} BTC.`
              : `${doneCount} of ${n} ${unlisting ? 'unlisted' : 'at the new price'}.`
          }
        />
      )}
      {done && unlisting ? (
        <p data-testid="bulk-unlist-meaning">
          {context.onChain
            ? 'The transactions that move them back to you are sent: once each confirms, its signed listing can never be used.'
            : 'The market no longer shows them, but the listings you signed are still valid: anyone holding a copy of one could still buy its item at that price until the item moves.'}
        </p>
      ) : null}
      {state.matches('feeReview') && current ? (
        <UnlistFeeReview name={currentName} putOff={context.prepared?.kind === 'unlist' ? context.prepared.putOff : null} />
      ) : null}
      {working ? <StepMessages error={null} working={step} /> : null}
      {stopped && current ? (
        <>
          <Refusal
            testId="bulk-stopped"
            message={
              <>
                Stopped at {currentName}: {current.reason}
              </>
            }
          />
          <p className={css.reason}>
            {n - doneCount} {n - doneCount === 1 ? 'listing is' : 'listings are'} still listed as before. Try again goes on from {currentName}.
          </p>
        </>
      ) : null}
      <ul className={css.choiceList} aria-label="Chosen listings" style={{ maxHeight: 360 }}>
        {context.items.map((item) => (
          <li key={item.listing.auctionId} className={css.choice} style={{ cursor: 'default' }} data-testid="bulk-item" data-stage={item.stage}>
            <strong>
              <NameText text={item.listing.title} kind={item.listing.nameKind} warningBeside />
            </strong>
            <span className={css.reason}>
              listed at <Price sats={item.listing.currentSats ?? 0} />
              {item.stage === 'done' ? (unlisting ? ' · Unlisted' : ' · New price set') : item === current && working ? ' · In hand' : ''}
            </span>
            {under.includes(item) ? (
              <span className={css.warning} style={{ width: '100%' }} data-testid="bulk-item-too-low">
                Your price is {satsToBtcText(price)} BTC; the floor is {satsToBtcText(item.floorSats ?? '0')} BTC.
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </FlowDialog>
  );
}
