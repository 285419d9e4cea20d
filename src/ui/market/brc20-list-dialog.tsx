import { useRef } from 'react';
import { formatAmount, formatSats } from '../../domain/amount-text';
import { choiceState, sortTransferChoices, unitPriceRange } from '../../domain/market/brc20-listing';
import { formatUnitPrice } from '../../domain/market/listing-display';
import type { Decimal } from '../../domain/decimal';
import { createBrc20ListActors } from '../../flows/brc20-list/brc20-list.actors';
import { brc20ListMachine, type Brc20ListInput, type Brc20ListMachine } from '../../flows/brc20-list/brc20-list.machine';
import { NameText, NameWarning } from '../components/text-display';
import { nameLabel } from '../../domain/name-safety';
import { FlowDialog } from '../components/flow-dialog';
import { backButton, cancelButton, DialogFooter, Progress, Refusal, retryButton, StepForm, submitButton } from '../components/dialog-parts';
import { StepField } from '../components/step-field';
import { useFlowActors } from '../hooks/use-flow-actors';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import { RemoteStatus, StepMessages } from '../components/market-bits';
import { PricingDialogLoader } from './pricing-dialog';
import { brc20ListFacts } from '../../services/reads/item-reads';
import { useRemote } from '../hooks/use-remote';
import * as css from '../components/kit.css';

export interface Brc20ListDialogProps {
  readonly tick: string;
  /** The ordinals address whose transfer inscriptions are read (the signed-in one). */
  readonly address: string;
  readonly inscribeCount: number;
  readonly onClose: () => void;
  /** A listing was made: the page reloads what it shows. */
  readonly onChanged: () => void;
  /** Where a wallet without inscribeTransfer sends the user (the host's inscribe page for a transfer). */
  readonly inscribeHref?: (tick: string) => string;
}

const defaultInscribeHref = (tick: string) => `/inscribe?mode=transfer&tick=${encodeURIComponent(tick)}`;

/** List, brc-20: reads the market's confirmations rule and the safe balance, then runs the flow. */
export function Brc20ListDialog(props: Brc20ListDialogProps) {
  const { address } = props;
  const setup = useRemote(`brc20-list:${address}:${props.tick}`, brc20ListFacts(address, props.tick, props.inscribeCount));
  if (!setup.data) {
    return (
      <FlowDialog title={`List ${props.tick}`} onClose={props.onClose}>
        <RemoteStatus remote={setup} what={`your ${props.tick} balance`} retry={setup.retry} />
      </FlowDialog>
    );
  }
  return <Brc20ListFlow {...props} input={setup.data.input} bounds={setup.data.bounds} />;
}

export function Brc20ListFlow({
  tick,
  address,
  inscribeCount,
  onClose,
  onChanged,
  inscribeHref = defaultInscribeHref,
  input,
  bounds,
  testing,
}: Brc20ListDialogProps & {
  readonly input: Brc20ListInput;
  /** The market's bounds on a listing's total (sats): a custom amount is told what they mean a unit before it is inscribed. */
  readonly bounds?: { readonly min: Decimal; readonly max: Decimal };
  readonly testing?: DialogTesting<Brc20ListMachine>;
}) {
  const listed = useRef(false);
  const actors = useFlowActors((services) => createBrc20ListActors(services, { address, tick }));

  const [state, actorRef] = useFlow(brc20ListMachine, {
    testing,
    onClose,
    input,
    actors,
  });
  const { context } = state;
  const send = actorRef.send;
  if (state.status === 'done') return null;

  if (state.matches('pricing') && context.chosen) {
    return (
      <PricingDialogLoader
        flow="list"
        item={{
          category: 'brc20',
          title: `${formatAmount(context.chosen.amount)} ${tick}`,
          nameKind: 'tick',
          auctionId: null,
          item: { txid: '', vout: 0 },
          inscriptionId: context.chosen.inscriptionId,
          units: context.chosen.amount,
          currentSats: null,
          payAddress: null,
          asset: { category: 'brc20', tick },
        }}
        inscribeCount={inscribeCount}
        onBack={() => send({ type: 'BACK' })}
        onChanged={() => {
          listed.current = true;
          onChanged();
        }}
        onClose={() => send({ type: listed.current ? 'LISTED' : 'CLOSE' })}
      />
    );
  }

  const sorted = sortTransferChoices(context.choices, context.onSaleConfirmBlocks);
  return (
    <FlowDialog title={`List ${tick}`} testId="brc20-list-dialog" onClose={() => send({ type: 'CLOSE' })}>
      <Progress words={state.matches('loading') ? `Loading your ${tick} transfer inscriptions…` : null} />
      {state.matches('loadFailed') ? (
        <>
          <Refusal message={context.error} />
          <DialogFooter buttons={[retryButton(() => send({ type: 'RETRY' }))]} />
        </>
      ) : null}
      {state.matches('choosing') ? (
        <>
          <p>
            Choose a transfer inscription of <NameText text={tick} kind="tick" warningBeside /> to sell, or sell a custom amount (it is inscribed as a transfer
            first).
          </p>
          <NameWarning text={tick} kind="tick" />
          {sorted.length === 0 ? (
            <p className={css.reason}>
              You have no <NameText text={tick} kind="tick" warningBeside /> transfer inscriptions yet.
            </p>
          ) : null}
          <ul className={css.choiceList} aria-label={`${nameLabel(tick, 'tick')} transfer inscriptions`}>
            {sorted.map((c) => {
              const status = choiceState(c, context.onSaleConfirmBlocks);
              return (
                <li key={c.inscriptionId}>
                  <button
                    type="button"
                    className={status === 'ready' ? css.choice : css.choiceFaded}
                    disabled={status !== 'ready'}
                    onClick={() => send({ type: 'SELECT', inscriptionId: c.inscriptionId })}
                    data-testid="transfer-choice"
                    data-state={status}
                  >
                    <strong>
                      {formatAmount(c.amount)} <NameText text={tick} kind="tick" warningBeside />
                    </strong>
                    <span className={css.reason}>
                      #{c.inscriptionNumber} ·{' '}
                      {status === 'listed'
                        ? 'Listed'
                        : status === 'unconfirmed'
                          ? `Waiting for ${context.onSaleConfirmBlocks} confirmation${context.onSaleConfirmBlocks === 1 ? '' : 's'}`
                          : `${c.confirmations} confirmations`}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <DialogFooter
            buttons={[cancelButton(() => send({ type: 'CLOSE' })), { label: 'Custom amount', primary: true, onClick: () => send({ type: 'CUSTOM' }) }]}
          />
        </>
      ) : null}
      {state.matches('custom') || state.matches('inscribing') ? (
        <StepForm onSubmit={() => send({ type: 'NEXT' })}>
          <StepField
            label={<>Amount of {tick} to sell</>}
            inputMode="decimal"
            value={context.amount}
            invalid={Boolean(context.problem)}
            disabled={state.matches('inscribing')}
            onChange={(amount) => send({ type: 'EDIT_AMOUNT', amount })}
            hintTestId="amount-hint"
            hint={
              context.problem ??
              `From 1 to ${context.safeAvailable} (your safe available balance). It is inscribed as a transfer first; your wallet asks you to approve that.`
            }
          />
          {bounds ? <UnitPriceRange amount={context.amount} tick={tick} bounds={bounds} /> : null}
          <StepMessages error={context.error} working={state.matches('inscribing') ? 'Approve the transfer inscription in your wallet…' : null} />
          <DialogFooter
            buttons={[
              backButton(() => send({ type: 'BACK' }), state.matches('inscribing')),
              submitButton('Next', state.matches('inscribing'), state.matches('inscribing')),
            ]}
          />
        </StepForm>
      ) : null}
      {state.matches('inscribeElsewhere') ? (
        <>
          <p>
            This wallet cannot inscribe a transfer from here. Inscribe a transfer of {context.amount} {tick} on the inscribe page; once it is confirmed, it is
            listed here to choose.
          </p>
          <DialogFooter buttons={[backButton(() => send({ type: 'BACK' })), { label: 'Inscribe a transfer', primary: true, href: inscribeHref(tick) }]} />
        </>
      ) : null}
      {state.matches('confirming') ? (
        <>
          <p role="status" data-testid="transfer-confirming">
            Your transfer of {context.amount} {tick} is inscribed. It can be listed after {context.onSaleConfirmBlocks} confirmation
            {context.onSaleConfirmBlocks === 1 ? '' : 's'}: this dialog waits for it and then asks for the price.
          </p>
          <progress aria-label="Waiting for the confirmation" />
          <DialogFooter buttons={[{ label: 'Close (list it later)', onClick: () => send({ type: 'CLOSE' }) }]} />
        </>
      ) : null}
    </FlowDialog>
  );
}

const sats = (text: string) => formatSats(BigInt(text));

/** Before anything is inscribed: what the market's bounds on a listing's total mean a unit for the amount typed. */
function UnitPriceRange({ amount, tick, bounds }: { amount: string; tick: string; bounds: { readonly min: Decimal; readonly max: Decimal } }) {
  const range = unitPriceRange(amount, bounds);
  const total = `The market takes a listing of ${sats(bounds.min.toFixed(0))} to ${sats(bounds.max.toFixed(0))} in all`;
  return (
    <p className={css.reason} data-testid="unit-price-range">
      {range ? (
        <>
          {total}: for {amount.trim()} <NameText text={tick} kind="tick" />, that is from {formatUnitPrice(range.min)} to {formatUnitPrice(range.max)} sats a
          unit. Check it suits you before the transfer is inscribed.
        </>
      ) : (
        `${total}. Type an amount to see what that means a unit.`
      )}
    </p>
  );
}
