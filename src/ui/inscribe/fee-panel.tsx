import { useId } from 'react';
import type { InscribeFees } from '../../domain/inscribe/inscribe-fees';
import { SERVICE_FEE_MAX_ITEMS, SERVICE_FEE_PER_ITEM_SATS, SERVICE_FEE_ROUNDING_SATS } from '../../domain/inscribe/inscribe-fees';
import { formatAmount, formatSats } from '../../domain/amount-text';
import { formatPriceSats } from '../../domain/currency';
import { BADGE_PREMIUM_PRICE_SATS } from '../../domain/inscribe/badges';
import * as css from '../components/kit.css';

const sats = formatSats;

/** What an order makes, as the panel names it: inscriptions, a rune's etching, or its mints. */
export type FeeGoods = 'inscriptions' | 'etching' | 'mints';
const GOODS_WORDS: Readonly<Record<FeeGoods, { one: string; many: string; held: string }>> = {
  inscriptions: { one: 'inscription', many: 'inscriptions', held: 'Sats in inscriptions' },
  etching: { one: 'etching', many: 'etchings', held: 'Sats in the rune’s output' },
  mints: { one: 'mint', many: 'mints', held: 'Sats in the runes’ outputs' },
};

/**
 * The inscribe fee panel: the sats the inscriptions hold, the network fee, the service
 * fee (1999 sats per item for at most 25, plus 4.99% of their network fee, less the discounts, rounded down to a
 * multiple of 1000 sats, each step written so that the sentence adds up to its figure), any extra fee, and the total
 * to pay. Its numbers are `inscribeFees`, the rule the order is charged by.
 */
export function FeePanel({
  fees,
  feeRate,
  goods = 'inscriptions',
}: {
  fees: (InscribeFees & { readonly premium?: { toFixed(): string; gt(n: number): boolean } }) | null;
  feeRate: number | null;
  goods?: FeeGoods;
}) {
  const id = useId();
  if (!fees || feeRate === null) {
    return (
      <section className={css.panel} aria-labelledby={`${id}-t`} data-testid="fee-panel">
        <h2 id={`${id}-t`} className={css.panelTitle}>
          Fees
        </h2>
        <p className={css.reason}>Add something to inscribe and choose a fee rate to see what it costs.</p>
      </section>
    );
  }
  const charged = Math.min(fees.itemCount, SERVICE_FEE_MAX_ITEMS);
  const words = GOODS_WORDS[goods];
  return (
    <section className={css.panel} aria-labelledby={`${id}-t`} data-testid="fee-panel">
      <h2 id={`${id}-t`} className={css.panelTitle}>
        Fees for {formatAmount(fees.itemCount)} {fees.itemCount === 1 ? words.one : words.many}
      </h2>
      <dl className={css.facts}>
        <dt>{words.held}</dt>
        <dd data-testid="fee-items-value">{sats(fees.itemsValue)}</dd>
        <dt>Network fee</dt>
        <dd data-testid="fee-network">
          {sats(fees.networkFee)} <span className={css.reason}>at {feeRate} sats/vB</span>
        </dd>
        <dt>Service fee</dt>
        <dd data-testid="fee-service">
          {sats(fees.serviceFee)}
          <span className={css.reason}>
            {' '}
            ({formatAmount(SERVICE_FEE_PER_ITEM_SATS)} × {charged}
            {fees.itemCount > SERVICE_FEE_MAX_ITEMS ? ` (at most ${SERVICE_FEE_MAX_ITEMS} items)` : ''} + {sats(fees.sizeFee.floor())} size fee ={' '}
            {sats(fees.beforeDiscount)}
            {fees.discountPercent > 0
              ? `, less ${fees.discountPercent}% (${sats(fees.beforeDiscount.minus(fees.afterDiscount))}) = ${sats(fees.afterDiscount)}`
              : ''}
            , rounded down to a multiple of {formatSats(SERVICE_FEE_ROUNDING_SATS)})
          </span>
        </dd>
        {fees.premium?.gt(0) ? (
          <>
            <dt>Premium badges</dt>
            <dd data-testid="fee-premium">
              {sats(fees.premium)}{' '}
              <span className={css.reason}>
                ({formatAmount(BADGE_PREMIUM_PRICE_SATS)} × {fees.itemCount})
              </span>
            </dd>
          </>
        ) : null}
        {fees.extraFee.gt(0) ? (
          <>
            <dt>Extra fee</dt>
            <dd>{sats(fees.extraFee)}</dd>
          </>
        ) : null}
        <dt>
          <strong>Total</strong>
        </dt>
        <dd data-testid="fee-total">
          <strong>{sats(fees.total)}</strong> <span className={css.reason}>{formatPriceSats(fees.total)} BTC</span>
        </dd>
      </dl>
    </section>
  );
}
