import { satsToBtcText } from '../../domain/currency';
import { toDecimal } from '../../domain/decimal';
import { formatMessage } from '../../domain/messages';
import { listPriceBounds } from '../../domain/market/trade-rules';
import { listMachine } from '../../flows/list/list.machine';
import type { PricingInput, PricingMachine } from '../../flows/list/pricing.machine';
import { updatePriceMachine } from '../../flows/update-price/update-price.machine';
import { pricingLimits } from '../../services/reads/pricing-reads';
import { FlowDialog } from '../components/flow-dialog';
import { backButton, cancelButton, DialogFooter, doneButton, Refusal, Review, workingButton, tooLowContinueButton } from '../components/dialog-parts';
import { NameText, NameWarning } from '../components/text-display';
import { useToaster } from '../components/toast';
import { useWalletSigner } from '../hooks/wallet-context';
import { createPricingActors, type PricedItem } from '../../flows/list/pricing.actors';
import { useFlowActors } from '../hooks/use-flow-actors';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import { useSigningStepWords } from '../hooks/use-signing-step';
import { RemoteStatus, StepMessages } from '../components/market-bits';
import { useRemote } from '../hooks/use-remote';
import * as css from '../components/kit.css';
import { PriceForm } from './pricing-fields';
import { formatSats } from '../../domain/amount-text';

export interface PricingDialogProps {
  readonly flow: 'list' | 'update-price';
  readonly item: PricedItem;
  readonly onClose: () => void;
  readonly onChanged: () => void;
  /** Back from the price to where the item was chosen (the brc-20 listing's choice). */
  readonly onBack?: () => void;
}

/**
 * List and Update price: a self-contained dialog. It reads the market's config (the
 * bounds, the VIP maximum) and the asset's floor, then runs the flow's machine over them.
 */
export function PricingDialogLoader(props: PricingDialogProps & { readonly inscribeCount: number }) {
  // An item the market would refuse is said so before anything is read or any price asked for (issue 44).
  if (props.flow === 'list' && props.item.refusal) return <NotListable item={props.item} refusal={props.item.refusal} onClose={props.onClose} />;
  return <PricingLimitsLoader {...props} />;
}

function PricingLimitsLoader({ flow, item: given, inscribeCount, onClose, onChanged, onBack }: PricingDialogProps & { readonly inscribeCount: number }) {
  const limits = useRemote(`pricing:${given.category}:${given.auctionId ?? given.inscriptionId ?? ''}`, pricingLimits(given));
  if (!limits.data) {
    return (
      <FlowDialog title={flow === 'list' ? 'List' : 'Update price'} onClose={onClose} {...(onBack ? { footer: [backButton(onBack)] } : {})}>
        <RemoteStatus remote={limits} what="the market's price limits" retry={limits.retry} />
      </FlowDialog>
    );
  }
  const [txid = '', vout = '0'] = (limits.data.output ?? '').split(':');
  const item = limits.data.output ? { ...given, item: { txid, vout: Number(vout) } } : given;
  const bounds = listPriceBounds(item.category, limits.data.config, inscribeCount);
  const input: PricingInput = {
    category: item.category,
    auctionId: item.auctionId,
    totalSats: item.currentSats === null ? '' : String(item.currentSats),
    minSats: bounds.min.toFixed(),
    maxSats: bounds.max.toFixed(),
    units: item.units,
    listLowPrice: limits.data.floor,
    currentSats: item.currentSats === null ? null : String(item.currentSats),
  };
  return (
    <PricingDialog
      flow={flow}
      item={item}
      input={input}
      btcPriceUsd={limits.data.config.BTCPrice}
      onClose={onClose}
      onChanged={onChanged}
      {...(onBack ? { onBack } : {})}
    />
  );
}

/** An item the market would refuse (a plain inscription): what the market takes, and no price to set or listing to sign. */
function NotListable({ item, refusal, onClose }: { readonly item: PricedItem; readonly refusal: string; readonly onClose: () => void }) {
  return (
    <FlowDialog title="List" testId="pricing-dialog" onClose={onClose} footer={[cancelButton(onClose)]}>
      <p>
        <strong>
          List <NameText text={item.title} kind={item.nameKind} warningBeside />
        </strong>
      </p>
      <Refusal testId="not-listable" message={refusal} />
    </FlowDialog>
  );
}

export function PricingDialog({
  flow,
  item,
  input,
  onClose,
  onChanged,
  onBack,
  testing,
  btcPriceUsd = null,
}: PricingDialogProps & {
  readonly input: PricingInput;
  /** The market's price of a bitcoin (its config's BTCPrice) for the dollar estimate; none without it. */
  readonly btcPriceUsd?: number | null;
  readonly testing?: DialogTesting<PricingMachine>;
}) {
  const signer = useWalletSigner();
  const toaster = useToaster();
  const listing = flow === 'list';
  const actors = useFlowActors((services) => createPricingActors(services, flow, item));

  const [state, actorRef] = useFlow((listing ? listMachine : updatePriceMachine) as PricingMachine, {
    testing,
    onClose,
    input: input,
    actions: {
      refreshList: () => onChanged(),
      announceSuccess: () => void toaster.success(formatMessage(listing ? 'listing_created' : 'update_success')),
    },
    actors,
  });

  const { context } = state;
  const send = actorRef.send;
  const signing = useSigningStepWords(state, 'Sending it to the market…');
  const busy = state.matches('creating') || state.matches('signing');
  const name = <NameText text={item.title} kind={item.nameKind} warningBeside />;
  // Closed: the host unmounts the dialog on the next render.
  if (state.status === 'done') return null;
  return (
    <FlowDialog
      title={listing ? 'List' : 'Update price'}
      testId="pricing-dialog"
      onClose={() => send({ type: 'CLOSE' })}
      busy={busy}
      busyNotice="Wait a moment: the price is on its way to the market."
    >
      <p>
        <strong>
          {listing ? 'List ' : 'Update the price of '}
          {name}
        </strong>
      </p>
      <NameWarning text={item.title} kind={item.nameKind} />
      {state.matches('setting') ? (
        <PriceForm flow={flow} item={item} context={context} send={send} onBack={onBack} btcPriceUsd={btcPriceUsd} />
      ) : state.matches('tooLow') ? (
        <>
          <Refusal
            testId="price-too-low"
            message={`${formatMessage('price_too_low')} Your price is ${satsToBtcText(context.totalSats)} BTC; the floor is ${satsToBtcText(toDecimal(context.listLowPrice ?? 0).times(toDecimal(item.units)))} BTC.`}
          />
          <DialogFooter
            buttons={[
              backButton(() => send({ type: 'BACK' })),
              tooLowContinueButton(state.matches({ tooLow: 'ready' }), context.secondsLeft, () => send({ type: 'CONTINUE' })),
            ]}
          />
        </>
      ) : state.matches('success') ? (
        <>
          <p role="status" data-testid="pricing-success">
            {formatMessage(listing ? 'listing_created' : 'update_success')} {name}{' '}
            {context.marketType === 'auction'
              ? `is up for auction from ${satsToBtcText(context.totalSats)} BTC.`
              : `is for sale at ${satsToBtcText(context.totalSats)} BTC.`}
          </p>
          <DialogFooter buttons={[doneButton(() => send({ type: 'CLOSE' }))]} />
        </>
      ) : (
        <>
          <Review
            testId="pricing-summary"
            rows={[
              {
                term: listing && context.marketType === 'auction' ? 'Starting price' : 'Price',
                value: `${satsToBtcText(context.totalSats)} BTC (${formatSats(context.totalSats)})`,
              },
              listing && { term: 'Sale', value: context.marketType === 'auction' ? 'Auction (the market sets how long it runs)' : 'Fixed price' },
              {
                term: 'Paid to',
                mono: true,
                value: listing ? (signer?.account.paymentAddress ?? 'your wallet') : (item.payAddress ?? signer?.account.paymentAddress ?? 'your wallet'),
              },
            ]}
          />
          <p className={css.reason}>
            Your wallet signs only this item's output, paired with the payout to you (sighash SINGLE|ANYONECANPAY). It stays in your wallet until someone buys
            it.
          </p>
          <StepMessages error={context.error} working={state.matches('creating') ? 'Preparing…' : signing} />
          <DialogFooter
            buttons={[
              backButton(() => send({ type: 'BACK' }), busy),
              signer && workingButton('Sign', 'Signing…', busy, () => send({ type: 'SIGN' }), { testId: 'pricing-sign' }),
            ]}
          >
            {signer ? null : <p className={css.reason}>Connect the wallet that holds the item to sign.</p>}
          </DialogFooter>
        </>
      )}
    </FlowDialog>
  );
}
