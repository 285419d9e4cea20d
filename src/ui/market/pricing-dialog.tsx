import { useId, useState } from 'react';
import { satsToBtcText } from '../../domain/currency';
import { satsToBtc } from '../../domain/money';
import { toDecimal } from '../../domain/decimal';
import type { MarketType } from '../../domain/entities';
import { formatMessage } from '../../domain/messages';
import { listPriceBounds, saleTypesOf } from '../../domain/market/trade-rules';
import { listMachine } from '../../flows/list/list.machine';
import type { PricingContext, PricingInput, PricingMachine } from '../../flows/list/pricing.machine';
import { updatePriceMachine } from '../../flows/update-price/update-price.machine';
import { useServices } from '../hooks/services';
import { Modal } from '../components/modal';
import { NameText, NameWarning } from '../components/text-display';
import { useToaster } from '../components/toast';
import { button, field } from '../theme/ui.css';
import { useNetwork } from '../hooks/network-context';
import { useWalletSigner } from '../hooks/wallet-context';
import { createPricingActors, type PricedItem } from '../../flows/list/pricing.actors';
import { useFlow, type DialogTesting } from '../hooks/use-flow';
import { RemoteStatus, StepMessages } from '../components/market-bits';
import { useRemote } from '../hooks/use-remote';
import * as css from '../components/kit.css';
import { UnitPriceInput } from './unit-price-input';
import { unitPriceRange } from '../../domain/market/brc20-listing';
import { formatUnitPrice } from '../../domain/market/listing-display';

/** What a total's bounds mean a unit, for an item of `units` units. */
const unitRangeWords = (units: string, minSats: string, maxSats: string): string => {
  const range = unitPriceRange(units, { min: toDecimal(minSats), max: toDecimal(maxSats) });
  return range ? `From ${formatUnitPrice(range.min)} to ${formatUnitPrice(range.max)} sats a unit for ${units} units.` : 'Enter a price.';
};

/** The USD estimate's rate. */
const USD_PER_BTC = 27_000;

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
export function PricingDialogLoader({ flow, item: given, inscribeCount, onClose, onChanged, onBack }: PricingDialogProps & { readonly inscribeCount: number }) {
  const limits = useRemote(`pricing:${given.category}:${given.auctionId ?? given.inscriptionId ?? ''}`, async (api, signal) => {
    const config = await api.market.forCategory(given.category).config({}, signal);
    const overview = given.asset ? await api.reads.overview(given.asset, signal).catch(() => null) : null;
    // An item chosen by its inscription alone: where it is now is read here, from the indexer (the chain's word; the
    // open API's market inscription_info names no output), and the PSBT check holds the listing to it.
    const utxo = !given.item.txid && given.inscriptionId ? (await api.query.inscriptionInfo(given.inscriptionId)).utxo : null;
    const output = utxo ? `${utxo.txid}:${utxo.vout}` : null;
    return { config, floor: overview?.figures.floor ? String(overview.figures.floor) : null, output };
  });
  if (!limits.data) {
    return (
      <Modal open title={flow === 'list' ? 'List' : 'Update price'} onClose={onClose}>
        <RemoteStatus remote={limits} what="the market's price limits" retry={limits.retry} />
        {onBack ? (
          <div className={css.actions}>
            <button type="button" className={button.default} onClick={onBack}>
              Back
            </button>
          </div>
        ) : null}
      </Modal>
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
  return <PricingDialog flow={flow} item={item} input={input} onClose={onClose} onChanged={onChanged} {...(onBack ? { onBack } : {})} />;
}

export function PricingDialog({
  flow,
  item,
  input,
  onClose,
  onChanged,
  onBack,
  testing,
}: PricingDialogProps & {
  readonly input: PricingInput;
  readonly testing?: DialogTesting<PricingMachine>;
}) {
  const services = useServices();
  const signer = useWalletSigner();
  // The network the visitor works on (pinned to testnet on the devnet): the check reads addresses on it.
  const { network } = useNetwork();
  const toaster = useToaster();
  const listing = flow === 'list';
  const [actors] = useState(() => createPricingActors({ api: services.api, signer, network }, flow, item));

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
  const busy = state.matches('creating') || state.matches('signing') || state.matches('confirming');
  const name = <NameText text={item.title} kind={item.nameKind} warningBeside />;
  // Closed: the host unmounts the dialog on the next render.
  if (state.status === 'done') return null;
  return (
    <Modal
      open
      title={listing ? 'List' : 'Update price'}
      onClose={() => send({ type: 'CLOSE' })}
      closable={!busy}
      notClosableNotice="Wait a moment: the price is on its way to the market."
    >
      <div data-testid="pricing-dialog">
        <p>
          <strong>
            {listing ? 'List ' : 'Update the price of '}
            {name}
          </strong>
        </p>
        <NameWarning text={item.title} kind={item.nameKind} />
        {state.matches('setting') ? (
          <PriceForm flow={flow} item={item} context={context} send={send} onBack={onBack} />
        ) : state.matches('tooLow') ? (
          <>
            <p className={css.warning} role="alert" data-testid="price-too-low">
              {formatMessage('price_too_low')} Your price is {satsToBtcText(context.totalSats)} BTC; the floor is{' '}
              {satsToBtcText(toDecimal(context.listLowPrice ?? 0).times(toDecimal(item.units)))} BTC.
            </p>
            <div className={css.actions}>
              <button type="button" className={button.default} onClick={() => send({ type: 'BACK' })}>
                Back
              </button>
              <button
                type="button"
                className={button.primary}
                disabled={!state.matches({ tooLow: 'ready' })}
                onClick={() => send({ type: 'CONTINUE' })}
                data-testid="too-low-continue"
              >
                {state.matches({ tooLow: 'ready' }) ? 'Continue' : `Continue ${context.secondsLeft}s`}
              </button>
            </div>
          </>
        ) : state.matches('success') ? (
          <>
            <p role="status" data-testid="pricing-success">
              {formatMessage(listing ? 'listing_created' : 'update_success')} {name}{' '}
              {context.marketType === 'auction'
                ? `is up for auction from ${satsToBtcText(context.totalSats)} BTC.`
                : `is for sale at ${satsToBtcText(context.totalSats)} BTC.`}
            </p>
            <div className={css.actions}>
              <button type="button" className={button.primary} onClick={() => send({ type: 'CLOSE' })}>
                Done
              </button>
            </div>
          </>
        ) : (
          <>
            <dl className={css.facts} data-testid="pricing-summary">
              <dt>{listing && context.marketType === 'auction' ? 'Starting price' : 'Price'}</dt>
              <dd>
                {satsToBtcText(context.totalSats)} BTC ({BigInt(context.totalSats).toLocaleString('en-US')} sats)
              </dd>
              {listing ? (
                <>
                  <dt>Sale</dt>
                  <dd>{context.marketType === 'auction' ? 'Auction (the market sets how long it runs)' : 'Fixed price'}</dd>
                </>
              ) : null}
              <dt>Paid to</dt>
              <dd className={css.mono}>
                {listing ? (signer?.account.paymentAddress ?? 'your wallet') : (item.payAddress ?? signer?.account.paymentAddress ?? 'your wallet')}
              </dd>
            </dl>
            <p className={css.reason}>
              Your wallet signs only this item's output, paired with the payout to you (sighash SINGLE|ANYONECANPAY). It stays in your wallet until someone buys
              it.
            </p>
            <StepMessages
              error={context.error}
              working={
                busy
                  ? state.matches('creating')
                    ? 'Preparing…'
                    : state.matches('signing')
                      ? 'Check the listing in your wallet and sign it…'
                      : 'Sending it to the market…'
                  : null
              }
            />
            <div className={css.actions}>
              <button type="button" className={button.default} onClick={() => send({ type: 'BACK' })} disabled={busy}>
                Back
              </button>
              {signer ? (
                <button
                  type="button"
                  className={button.primary}
                  onClick={() => send({ type: 'SIGN' })}
                  disabled={busy}
                  aria-busy={busy}
                  data-testid="pricing-sign"
                >
                  {busy ? 'Signing…' : 'Sign'}
                </button>
              ) : (
                <p className={css.reason}>Connect the wallet that holds the item to sign.</p>
              )}
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}

type Send = (
  event: { type: 'EDIT_PRICE'; totalSats: string } | { type: 'SET_MARKET_TYPE'; marketType: MarketType } | { type: 'NEXT' } | { type: 'CLOSE' },
) => void;

/** Setting: the total (its unit price and USD estimate), fixed price or auction where the category may be auctioned, Next. */
function PriceForm({
  flow,
  item,
  context,
  send,
  onBack,
}: {
  flow: 'list' | 'update-price';
  item: PricedItem;
  context: PricingContext;
  send: Send;
  onBack: (() => void) | undefined;
}) {
  const id = useId();
  const problem = context.problem;
  const typed = /^\d+$/.test(context.totalSats.trim()) ? context.totalSats.trim() : null;
  const raising = flow === 'update-price' && typed !== null && context.currentSats !== null && BigInt(typed) > BigInt(context.currentSats);
  const units = toDecimal(item.units);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'NEXT' });
      }}
    >
      {flow === 'list' && saleTypesOf(item.category).length === 1 ? (
        <p className={css.reason} data-testid="sale-fixed">
          Runes sell at a fixed price.
        </p>
      ) : flow === 'list' ? (
        <fieldset className={css.toolbar} style={{ border: 'none', padding: 0, margin: '0 0 8px' }}>
          <legend className={css.label}>Sale</legend>
          {saleTypesOf(item.category).map((type) => (
            <label key={type} className={css.inlineLabel}>
              <input
                type="radio"
                name={`${id}-sale`}
                checked={context.marketType === type}
                onChange={() => send({ type: 'SET_MARKET_TYPE', marketType: type })}
              />
              {type === 'auction' ? 'Auction' : 'Fixed price'}
            </label>
          ))}
          {context.marketType === 'auction' ? (
            <p className={css.reason} data-testid="auction-length">
              The market sets how long an auction runs; the listing shows the time left.
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {units.gt(1) ? (
        <UnitPriceInput units={item.units} totalSats={context.totalSats} onTotal={(totalSats) => send({ type: 'EDIT_PRICE', totalSats })} />
      ) : null}
      <label htmlFor={`${id}-total`} className={css.label}>
        {flow === 'list' && context.marketType === 'auction' ? 'Starting price, total (sats)' : 'Total price (sats)'}
      </label>
      <input
        id={`${id}-total`}
        className={field}
        inputMode="numeric"
        value={context.totalSats}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => send({ type: 'EDIT_PRICE', totalSats: e.target.value.trim() })}
      />
      <p
        id={`${id}-hint`}
        className={problem?.kind === 'message' ? css.warning : css.reason}
        role={problem?.kind === 'message' ? 'alert' : undefined}
        data-testid="price-hint"
      >
        {problem?.kind === 'message'
          ? formatMessage(problem.key, problem.params)
          : problem?.kind === 'missing'
            ? 'Enter a price.'
            : typed
              ? `${satsToBtcText(typed)} BTC ≈ $${satsToBtc(typed).times(USD_PER_BTC).toFixed(2)}${units.gt(1) ? ` · ${toDecimal(typed).div(units).toDecimalPlaces(2).toFixed()} sats per unit` : ''}`
              : item.category === 'brc20'
                ? // The range in sats is the line below (the spec's words): here, what it means a unit, not the same bounds again in BTC.
                  unitRangeWords(item.units, context.minSats, context.maxSats)
                : formatMessage('total_value_range', { min: satsToBtcText(context.minSats), max: satsToBtcText(context.maxSats) })}
      </p>
      {item.category === 'brc20' ? (
        <p className={css.reason} data-testid="brc20-total-range">
          {formatMessage('total_value_range_sats', {
            min: BigInt(context.minSats).toLocaleString('en-US'),
            max: BigInt(context.maxSats).toLocaleString('en-US'),
          })}
        </p>
      ) : null}
      {raising ? (
        <p className={css.warning} data-testid="price-raise-warning">
          {formatMessage('price_raise_warning')}
        </p>
      ) : null}
      <div className={css.actions}>
        {onBack ? (
          <button type="button" className={button.default} onClick={onBack}>
            Back
          </button>
        ) : null}
        <button type="button" className={button.default} onClick={() => send({ type: 'CLOSE' })}>
          Cancel
        </button>
        <button type="submit" className={button.primary}>
          Next
        </button>
      </div>
    </form>
  );
}
