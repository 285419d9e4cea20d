import { useId } from 'react';
import { satsToBtcText } from '../../domain/currency';
import { batchPriceProblem, batchTotalSats, type BatchItem } from '../../domain/market/batch-list';
import { listPriceBounds } from '../../domain/market/trade-rules';
import { createBatchListActors } from '../../flows/batch-list/batch-list.actors';
import { batchListMachine, type BatchListInput, type BatchListMachine } from '../../flows/batch-list/batch-list.machine';
import { BackAnd } from '../components/back-and';
import { Modal } from '../components/modal';
import { RemoteStatus } from '../components/market-bits';
import { NameText } from '../components/text-display';
import { useFlowActors } from '../hooks/use-flow-actors';
import { useWalletSigner } from '../hooks/wallet-context';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import { useSigningStepWords } from '../hooks/use-signing-step';
import { useRemote } from '../hooks/use-remote';
import { button, field } from '../theme/ui.css';
import * as css from '../components/kit.css';

export interface BatchListDialogProps {
  readonly items: readonly BatchItem[];
  readonly inscribeCount: number;
  readonly onClose: () => void;
  /** Some items were listed: the page reads its assets again. */
  readonly onChanged: () => void;
}

/** The batch listing, once the market's bounds for the items' category are read. */
export function BatchListDialogLoader({ items, inscribeCount, onClose, onChanged }: BatchListDialogProps) {
  const category = items[0]?.category ?? 'collection';
  const limits = useRemote(`batch-bounds:${category}`, (api, signal) => api.market.forCategory(category).config({}, signal));
  if (!limits.data) {
    return (
      <Modal open title={`List ${items.length} items`} onClose={onClose}>
        <RemoteStatus remote={limits} what="the market's price limits" retry={limits.retry} />
      </Modal>
    );
  }
  const bounds = listPriceBounds(category, limits.data, inscribeCount);
  return <BatchListDialog input={{ items, minSats: bounds.min.toFixed(), maxSats: bounds.max.toFixed() }} onClose={onClose} onChanged={onChanged} />;
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
export function BatchListDialog({
  input,
  onClose,
  onChanged,
  testing,
}: {
  input: BatchListInput;
  onClose: () => void;
  onChanged: () => void;
  testing?: DialogTesting<BatchListMachine>;
}) {
  const signer = useWalletSigner();
  const actors = useFlowActors(createBatchListActors);
  const [state, actorRef] = useFlow(batchListMachine, { testing, onClose, input, actors });
  const id = useId();
  const { context } = state;
  const send = actorRef.send;
  const signing = useSigningStepWords(state, 'Putting them on sale…');
  const working = state.matches('creating') || state.matches('signing');
  const listed = context.items.filter((i) => i.stage === 'listed').length;
  const editing = state.matches('pricing');
  const done = state.matches('done');
  return (
    <Modal
      open
      title={`List ${context.items.length} items`}
      onClose={() => (done && listed > 0 ? (onChanged(), send({ type: 'CLOSE' })) : send({ type: 'CLOSE' }))}
      closable={!working}
      notClosableNotice="Wait a moment: the listings are on their way."
    >
      <div data-testid="batch-list-dialog">
        {editing ? (
          <fieldset style={{ border: 'none', padding: 0, margin: '0 0 8px' }}>
            <legend className={css.label}>Price</legend>
            <label className={css.inlineLabel}>
              <input type="radio" name={`${id}-same`} checked={context.samePrice} onChange={() => send({ type: 'SAME_PRICE', same: true })} /> One price for all
            </label>{' '}
            <label className={css.inlineLabel}>
              <input type="radio" name={`${id}-same`} checked={!context.samePrice} onChange={() => send({ type: 'SAME_PRICE', same: false })} /> A price for
              each
            </label>
          </fieldset>
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
        {done ? (
          <p role="status" data-testid="batch-list-result">
            {listed === context.items.length
              ? `Listing created: all ${listed} items are for sale.`
              : `${listed} of ${context.items.length} items are for sale; the others say why below.`}
          </p>
        ) : null}
        {context.error ? (
          <p className={css.warning} role="alert">
            {context.error}
          </p>
        ) : null}
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
                    {/^\d+$/.test(item.priceSats) ? `${satsToBtcText(item.priceSats)} BTC (${Number(item.priceSats).toLocaleString('en-US')} sats)` : ''}
                    {STAGE_WORDS[item.stage] ? ` · ${STAGE_WORDS[item.stage]}` : ''}
                  </span>
                )}
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
        <div className={css.actions}>
          {editing ? (
            <>
              <button type="button" className={button.default} onClick={() => send({ type: 'CLOSE' })}>
                Cancel
              </button>
              <button type="button" className={button.primary} onClick={() => send({ type: 'NEXT' })}>
                Next
              </button>
            </>
          ) : null}
          {state.matches('review') ? (
            <BackAnd onBack={() => send({ type: 'BACK' })} onGo={() => send({ type: 'SIGN' })} testId="batch-list-sign">
              Sign
            </BackAnd>
          ) : null}
          {state.matches('refused') ? (
            <BackAnd onBack={() => send({ type: 'BACK' })} onGo={() => send({ type: 'RETRY' })}>
              Try again
            </BackAnd>
          ) : null}
          {working ? (
            <button type="button" className={button.primary} disabled>
              Working…
            </button>
          ) : null}
          {done ? (
            <button
              type="button"
              className={button.primary}
              onClick={() => {
                if (listed > 0) onChanged();
                send({ type: 'CLOSE' });
              }}
            >
              Done
            </button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}
