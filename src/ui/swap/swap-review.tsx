import { useEffect, useId, useRef } from 'react';
import type { PoolInfoRes } from '../../domain/swap/pool-entities';
import { impactLevel, type SwapTerms } from '../../domain/swap/swap-quote';
import type { QuoteUsd } from '../../domain/swap/swap-quote-rows';
import { swapFeeWords } from '../../domain/swap/swap-fee';
import type { Prepared } from '../../flows/swap-op/swap-op.actors';
import { TokenAmount } from '../components/token-amount';
import { button } from '../theme/ui.css';
import * as css from './swap.css';
import { RouteAndFeeRows } from './route-fee-rows';

/**
 * The swap's review, between Swap and the wallet: what the user pays and the least they get (or what they get and the
 * most they pay), the route, the pool's fee where the config gives it, the price impact and the swap's fee as pre_*
 * answered it. "Confirm swap" asks the wallet; "Back" returns to the form with nothing signed.
 */
export function SwapReview({
  terms,
  pool,
  poolFeeRate,
  slippage,
  pre,
  usd,
  status,
  onConfirm,
  onBack,
}: {
  terms: SwapTerms;
  pool: Pick<PoolInfoRes, 'existed'>;
  poolFeeRate: string | null;
  slippage: string;
  pre: Prepared;
  /** The quote's dollar values, where the swap gives them. */
  usd: QuoteUsd;
  /** ready: Confirm swap asks the wallet; checking: the price is asked once more; moved: the new price waits for Accept. */
  status: 'ready' | 'checking' | 'moved';
  onConfirm: () => void;
  onBack: () => void;
}) {
  const id = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  // The review takes the focus from Swap (now gone), so a keyboard user is on "Confirm swap".
  useEffect(() => confirm.current?.focus(), []);
  const exactIn = terms.exactType === 'exactIn';
  return (
    <section className={css.review} aria-labelledby={`${id}-title`} data-testid="swap-review">
      <h3 id={`${id}-title`} className={css.reviewTitle}>
        Review your swap
      </h3>
      <dl className={css.details}>
        <dt className={css.detailLabel}>You pay</dt>
        <dd className={css.detailValue} data-testid="swap-review-pay">
          {exactIn ? (
            <TokenAmount value={terms.amountIn} tick={terms.tickIn} />
          ) : (
            <>
              about <TokenAmount value={terms.amountIn} tick={terms.tickIn} />
            </>
          )}
          {usd.pay ? ` (${usd.pay})` : ''}
        </dd>
        <dt className={css.detailLabel}>You receive</dt>
        <dd className={css.detailValue} data-testid="swap-review-receive">
          {exactIn ? (
            <>
              about <TokenAmount value={terms.amountOut} tick={terms.tickOut} />
            </>
          ) : (
            <TokenAmount value={terms.amountOut} tick={terms.tickOut} />
          )}
          {usd.receive ? ` (${usd.receive})` : ''}
        </dd>
        <dt className={css.detailLabel}>{exactIn ? 'You get at least' : 'You pay at most'}</dt>
        <dd className={css.detailValue} data-testid="swap-review-bound">
          <TokenAmount value={terms.bound} tick={exactIn ? terms.tickOut : terms.tickIn} /> (slippage tolerance {slippage}%)
        </dd>
        <RouteAndFeeRows terms={terms} pool={pool} poolFeeRate={poolFeeRate} />
        <dt className={css.detailLabel}>Price impact</dt>
        <dd className={`${css.detailValue} ${css.impact[terms.impact ? impactLevel(terms.impact) : 'low']}`} data-testid="swap-review-impact">
          {terms.impact ? `${terms.impact.toFixed()}%` : 'unknown'}
        </dd>
      </dl>
      <p className={css.note} data-testid="swap-review-fee">
        {swapFeeWords(pre)} No bitcoin network fee: your wallet signs a message, nothing is sent from it.
      </p>
      <div className={css.reviewActions}>
        <button type="button" className={button.default} onClick={onBack}>
          Back
        </button>
        <button ref={confirm} type="button" className={button.primary} onClick={onConfirm} disabled={status !== 'ready'} data-testid="swap-review-confirm">
          {status === 'ready' ? 'Confirm swap' : status === 'checking' ? 'Checking the price…' : 'Accept the new price first'}
        </button>
      </div>
    </section>
  );
}
