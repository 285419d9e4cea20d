import type { PoolInfoRes } from '../../domain/swap/pool-entities';
import type { SwapTerms } from '../../domain/swap/swap-quote';
import { poolCountWords, poolFee, swapRoute } from '../../domain/swap/swap-quote-rows';
import { TickLabel, TokenAmount } from '../components/token-amount';
import * as css from './swap.css';

/**
 * A swap's route (the ticks through its pools) and the pool's fee where the swap's config gives its rate, as rows of
 * a definition list: the quote's details and the review show the same two rows.
 */
export function RouteAndFeeRows({
  terms,
  pool,
  poolFeeRate,
  testIds,
}: {
  terms: Pick<SwapTerms, 'tickIn' | 'tickOut' | 'amountIn'>;
  pool: Pick<PoolInfoRes, 'existed'>;
  poolFeeRate: string | null;
  /** The rows' test ids (the quote's), or none (the review's). */
  testIds?: { readonly route: string; readonly fee: string };
}) {
  const route = swapRoute(pool, terms.tickIn, terms.tickOut);
  const fee = poolFee(terms, poolFeeRate);
  return (
    <>
      {route ? (
        <>
          <dt className={css.detailLabel}>Route</dt>
          <dd className={css.detailValue} data-testid={testIds?.route}>
            {route.ticks.map((tick, i) => (
              <span key={`${i}:${tick}`}>
                {i > 0 ? ' → ' : ''}
                <TickLabel tick={tick} />
              </span>
            ))}
            , {poolCountWords(route.pools)}
          </dd>
        </>
      ) : null}
      {fee ? (
        <>
          <dt className={css.detailLabel}>Pool fee</dt>
          <dd className={css.detailValue} data-testid={testIds?.fee}>
            {fee.percent.toFixed()}% · <TokenAmount value={fee.amount} tick={fee.tick} />
          </dd>
        </>
      ) : null}
    </>
  );
}
