import type { ExactType } from '../../domain/swap/swap-entities';
import { impactLevel, type swapTerms } from '../../domain/swap/swap-quote';
import { TickLabel, TokenAmount } from '../components/token-amount';
import * as css from './swap.css';

/** A swap quote's terms: the rate, the price impact (coloured by its level), the slippage bound (its exact figure in the title) and the tolerance. */
export function SwapQuoteDetails({
  terms,
  tickIn,
  tickOut,
  exactType,
  slippage,
}: {
  terms: ReturnType<typeof swapTerms>;
  tickIn: string;
  tickOut: string;
  exactType: ExactType;
  slippage: string;
}) {
  return (
    <dl className={css.details} data-testid="swap-quote">
      <dt className={css.detailLabel}>Rate</dt>
      <dd className={css.detailValue}>
        1 <TickLabel tick={tickIn} /> = <TokenAmount value={terms.rate} tick={tickOut} />
      </dd>
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
