import { useId } from 'react';
import type { PoolListItem } from '../../domain/swap/swap-entities';
import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import { asciiLabel } from '../../domain/text-safety';
import * as css from './swap.css';

/** The pools (issue 13; adding and removing liquidity come with the liquidity flow): reserves, price and 24 h volume. */
export function PoolsPanel({ pools }: { pools: readonly PoolListItem[] }) {
  const id = useId();
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
              <th scope="col" className={css.numCell}>
                Volume 24h
              </th>
            </tr>
          </thead>
          <tbody>
            {pools.map((p) => (
              <tr key={`${p.tick0}/${p.tick1}`}>
                <td className={css.cell}>
                  {asciiLabel(p.tick0)}/{asciiLabel(p.tick1)}
                </td>
                <td className={css.numCell}>
                  {formatTokenAmount(p.amount0)} {asciiLabel(p.tick0)}
                  <br />
                  {formatTokenAmount(p.amount1)} {asciiLabel(p.tick1)}
                </td>
                <td className={css.numCell}>
                  {formatTokenAmount(p.volume24h)} {asciiLabel(p.tick0)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
