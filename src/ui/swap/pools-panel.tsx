import { useId } from 'react';
import { Decimal } from '../../domain/decimal';
import type { MyPoolListItem, PoolListItem } from '../../domain/swap/swap-entities';
import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import { asciiLabel } from '../../domain/text-safety';
import * as css from './swap.css';

const samePair = (a: { tick0: string; tick1: string }, b: { tick0: string; tick1: string }) =>
  [a.tick0, a.tick1].map((t) => t.toLowerCase()).sort().join('/') === [b.tick0, b.tick1].map((t) => t.toLowerCase()).sort().join('/');

/**
 * The pools (issue 13): reserves, TVL (in USD where the server knows prices; the devnet has none and says 0, so
 * the column is left out), 24 h volume in the first tick, and your share when you provide liquidity.
 */
export function PoolsPanel({ pools, mine }: { pools: readonly PoolListItem[]; mine: readonly MyPoolListItem[] | null }) {
  const id = useId();
  const withTvl = pools.some((p) => new Decimal(p.tvl || '0').gt(0));
  return (
    <section className={css.card} aria-labelledby={`${id}-title`} data-testid="swap-pools">
      <h2 id={`${id}-title`} className={css.cardTitle}>
        Pools
      </h2>
      {pools.length === 0 ? (
        <p className={css.note}>No pools yet.</p>
      ) : (
        <table className={css.historyTable}>
          <thead>
            <tr>
              <th scope="col" className={css.cell}>
                Pool
              </th>
              <th scope="col" className={css.numCell}>
                Reserves
              </th>
              {withTvl ? (
                <th scope="col" className={css.numCell}>
                  TVL
                </th>
              ) : null}
              <th scope="col" className={css.numCell}>
                Volume 24h
              </th>
              {mine ? (
                <th scope="col" className={css.numCell}>
                  Your share
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {pools.map((p) => {
              const share = mine?.find((m) => samePair(m, p));
              return (
                <tr key={`${p.tick0}/${p.tick1}`}>
                  <td className={css.cell}>
                    {asciiLabel(p.tick0)}/{asciiLabel(p.tick1)}
                  </td>
                  <td className={css.numCell}>
                    {formatTokenAmount(p.amount0)} {asciiLabel(p.tick0)}
                    <br />
                    {formatTokenAmount(p.amount1)} {asciiLabel(p.tick1)}
                  </td>
                  {withTvl ? <td className={css.numCell}>${formatTokenAmount(p.tvl, 2)}</td> : null}
                  <td className={css.numCell}>
                    {formatTokenAmount(p.volume24h)} {asciiLabel(p.tick0)}
                  </td>
                  {mine ? <td className={css.numCell}>{share ? `${new Decimal(share.shareOfPool).times(100).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed()}%` : '—'}</td> : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
