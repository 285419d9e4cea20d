import type { ExactType } from '../../domain/swap/swap-entities';
import type { PoolInfoRes } from '../../domain/swap/pool-entities';
import { impactLevel, type swapTerms } from '../../domain/swap/swap-quote';
import { shownRate, type QuoteUsd } from '../../domain/swap/swap-quote-rows';
import { TickLabel, TokenAmount } from '../components/token-amount';
import { useRemote } from '../hooks/use-remote';
import { button } from '../theme/ui.css';
import * as css from './swap.css';
import { RouteAndFeeRows } from './route-fee-rows';

/**
 * A swap quote's terms: the rate (either way round, by a tap), the route, the pool's fee when the swap gives its rate,
 * the price impact (coloured by its level), the slippage bound (its exact figure in the title) and the tolerance.
 */
export function SwapQuoteDetails({
  terms,
  tickIn,
  tickOut,
  exactType,
  slippage,
  pool,
  poolFeeRate,
  rateInverted,
  onInvertRate,
  usd,
}: {
  terms: ReturnType<typeof swapTerms>;
  tickIn: string;
  tickOut: string;
  exactType: ExactType;
  slippage: string;
  /** The quote's pool, as pool_info answered it with the quote. */
  pool: Pick<PoolInfoRes, 'existed'>;
  /** The pools' fee as a fraction, when the swap's config gives one (the real sequencer's does not). */
  poolFeeRate: string | null;
  rateInverted: boolean;
  onInvertRate: () => void;
  /** The quote's dollar values, where the swap gives them. */
  usd: QuoteUsd;
}) {
  const rate = shownRate(terms, rateInverted);
  return (
    <dl className={css.details} data-testid="swap-quote">
      <dt className={css.detailLabel}>Rate</dt>
      <dd className={css.detailValue}>
        <span data-testid="swap-rate">
          1 <TickLabel tick={rate.base} /> = {rate.rate ? <TokenAmount value={rate.rate} tick={rate.quote} /> : 'unknown'}
        </span>{' '}
        <button type="button" className={button.ghost} aria-pressed={rateInverted} aria-label="Show the rate the other way" onClick={onInvertRate}>
          ⇄
        </button>
      </dd>
      <RouteAndFeeRows terms={terms} pool={pool} poolFeeRate={poolFeeRate} testIds={{ route: 'swap-route', fee: 'swap-pool-fee' }} />
      {usd.pay && usd.receive ? (
        <>
          <dt className={css.detailLabel}>Value</dt>
          <dd className={css.detailValue} data-testid="swap-usd">
            {usd.pay} → {usd.receive} (the swap&apos;s dollar prices)
          </dd>
        </>
      ) : null}
      <dt className={css.detailLabel}>Price impact</dt>
      <dd className={`${css.detailValue} ${css.impact[terms.impact ? impactLevel(terms.impact) : 'low']}`} data-testid="swap-impact">
        {terms.impact ? `${terms.impact.toFixed()}%` : 'unknown'}
        {terms.impact && impactLevel(terms.impact) !== 'low' ? ' (high: you get noticeably less than the pool price)' : ''}
      </dd>
      <dt className={css.detailLabel}>{exactType === 'exactIn' ? 'Minimum received' : 'Maximum sold'}</dt>
      <dd className={css.detailValue} data-testid="swap-bound">
        <TokenAmount value={terms.bound} tick={exactType === 'exactIn' ? tickOut : tickIn} />
      </dd>
      <dt className={css.detailLabel}>Slippage tolerance</dt>
      <dd className={css.detailValue}>{slippage}%</dd>
    </dl>
  );
}

/** The pools' fee as a fraction, read from the swap's config (null: it gives none, or has not answered yet). */
export function usePoolFeeRate(): string | null {
  return useRemote('swap:config', (api) => api.swap.config()).data?.swapFeeRate ?? null;
}
