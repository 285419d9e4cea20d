import { useId } from 'react';
import { Decimal } from '../../domain/decimal';
import type { MyPoolListItem, PoolListItem } from '../../domain/swap/pool-entities';
import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import { PairLabel, TokenAmount } from '../components/token-amount';
import { samePair } from '../../domain/swap/pools';
import { DataTable } from '../components/market-bits';
import * as css from './swap.css';

/**
 * The pools: reserves, TVL (in USD where the server knows prices; the devnet has none and says 0, so
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
        <DataTable
          bare
          columns={[
            { label: 'Pool' },
            { label: 'Reserves' },
            ...(withTvl ? [{ label: 'TVL', wide: true }] : []),
            { label: 'Volume 24h', wide: true },
            ...(mine ? [{ label: 'Your share' }] : []),
          ]}
          rows={pools.map((p) => {
            const share = mine?.find((m) => samePair(m, p));
            return {
              key: `${p.tick0}/${p.tick1}`,
              cells: [
                <PairLabel tick0={p.tick0} tick1={p.tick1} />,
                <>
                  <TokenAmount value={p.amount0} tick={p.tick0} />
                  <br />
                  <TokenAmount value={p.amount1} tick={p.tick1} />
                </>,
                ...(withTvl ? [`$${formatTokenAmount(p.tvl, 2)}`] : []),
                <TokenAmount value={p.volume24h} tick={p.tick0} />,
                ...(mine ? [share ? `${new Decimal(share.shareOfPool).times(100).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed()}%` : '—'] : []),
              ],
            };
          })}
        />
      )}
    </section>
  );
}
