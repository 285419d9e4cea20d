import { useId } from 'react';
import { satsToBtcText } from '../../domain/currency';
import { usdOfSats } from '../../domain/market/portfolio';
import { toDecimal } from '../../domain/decimal';
import type { MarketType } from '../../domain/entities';
import { formatMessage } from '../../domain/messages';
import { floorTotalSats, saleTypesOf } from '../../domain/market/trade-rules';
import { unitPriceRange } from '../../domain/market/brc20-listing';
import { formatUnitPrice } from '../../domain/market/listing-display';
import type { PricingContext } from '../../flows/list/pricing.machine';
import type { PricedItem } from '../../flows/list/pricing.actors';
import { StepField } from '../components/step-field';
import { backButton, cancelButton, DialogFooter, StepForm, submitButton } from '../components/dialog-parts';
import { button } from '../theme/ui.css';
import * as css from '../components/kit.css';
import { UnitPriceInput } from './unit-price-input';
import { formatAmount, formatSats } from '../../domain/amount-text';

/** What a total's bounds mean a unit, for an item of `units` units. */
const unitRangeWords = (units: string, minSats: string, maxSats: string): string => {
  const range = unitPriceRange(units, { min: toDecimal(minSats), max: toDecimal(maxSats) });
  return range ? `From ${formatUnitPrice(range.min)} to ${formatUnitPrice(range.max)} sats a unit for ${units} units.` : 'Enter a price.';
};

type Send = (
  event: { type: 'EDIT_PRICE'; totalSats: string } | { type: 'SET_MARKET_TYPE'; marketType: MarketType } | { type: 'NEXT' } | { type: 'CLOSE' },
) => void;

/** Setting: the total (its unit price and USD estimate), fixed price or auction where the category may be auctioned, Next. */
export function PriceForm({
  flow,
  item,
  context,
  send,
  onBack,
  btcPriceUsd,
}: {
  flow: 'list' | 'update-price';
  item: PricedItem;
  context: PricingContext;
  send: Send;
  onBack: (() => void) | undefined;
  /** The market's price of a bitcoin in US dollars (its config's BTCPrice), or null: no dollar estimate then. */
  btcPriceUsd: number | null;
}) {
  const id = useId();
  const problem = context.problem;
  const typed = /^\d+$/.test(context.totalSats.trim()) ? context.totalSats.trim() : null;
  const raising = flow === 'update-price' && typed !== null && context.currentSats !== null && BigInt(typed) > BigInt(context.currentSats);
  const units = toDecimal(item.units);
  const usd = typed ? usdOfSats(BigInt(typed), btcPriceUsd) : null;
  const atFloor = floorTotalSats(context.listLowPrice, item.units);
  return (
    <StepForm onSubmit={() => send({ type: 'NEXT' })}>
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
      <StepField
        label={flow === 'list' && context.marketType === 'auction' ? 'Starting price, total (sats)' : 'Total price (sats)'}
        inputMode="numeric"
        value={context.totalSats}
        invalid={Boolean(problem)}
        alert={problem?.kind === 'message'}
        onChange={(value) => send({ type: 'EDIT_PRICE', totalSats: value.trim() })}
        hintTestId="price-hint"
        hint={
          problem?.kind === 'message'
            ? formatMessage(problem.key, problem.params)
            : problem?.kind === 'missing'
              ? 'Enter a price.'
              : typed
                ? `${satsToBtcText(typed)} BTC${usd ? ` ≈ $${usd}` : ''}${units.gt(1) ? ` · ${toDecimal(typed).div(units).toDecimalPlaces(2).toFixed()} sats per unit` : ''}`
                : item.category === 'brc20'
                  ? // The range in sats is the line below (the spec's words): here, what it means a unit, not the same bounds again in BTC.
                    unitRangeWords(item.units, context.minSats, context.maxSats)
                  : formatMessage('total_value_range', { min: satsToBtcText(context.minSats), max: satsToBtcText(context.maxSats) })
        }
      />
      {atFloor !== null && atFloor !== typed ? (
        <p style={{ margin: '0 0 8px' }}>
          <button type="button" className={button.default} data-testid="price-at-floor" onClick={() => send({ type: 'EDIT_PRICE', totalSats: atFloor })}>
            {context.marketType === 'auction' ? 'Start at the floor' : 'List at the floor'}: {satsToBtcText(atFloor)} BTC ({formatSats(atFloor)})
          </button>
        </p>
      ) : null}
      {item.category === 'brc20' ? (
        <p className={css.reason} data-testid="brc20-total-range">
          {formatMessage('total_value_range_sats', {
            min: formatAmount(BigInt(context.minSats)),
            max: formatAmount(BigInt(context.maxSats)),
          })}
        </p>
      ) : null}
      {raising ? (
        <p className={css.warning} data-testid="price-raise-warning">
          {formatMessage('price_raise_warning')}
        </p>
      ) : null}
      <DialogFooter buttons={[onBack && backButton(onBack), cancelButton(() => send({ type: 'CLOSE' })), submitButton('Next')]} />
    </StepForm>
  );
}
