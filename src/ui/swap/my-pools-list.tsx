import type { MyPoolListItem } from '../../domain/swap/pool-entities';
import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import { poolEarned } from '../../domain/swap/pools';
import { swapTickLabel } from '../../domain/swap/tick-label';
import { DataTable } from '../components/market-bits';
import { pct, poolKey } from './liquidity-parts';
import * as css from './swap.css';

/**
 * Your pools: each with your LP, your share, what it is worth now (the fees earned included) and the fees it has
 * earned (what the swap says of them, claimed and not); nothing while they load.
 */
export function MyPoolsList({ mine }: { mine: readonly MyPoolListItem[] | null }) {
  return (
    <>
      <h3 className={css.fieldLabel}>Your pools</h3>
      {mine && mine.length === 0 ? <p className={css.note}>You provide no liquidity yet.</p> : null}
      {mine && mine.length > 0 ? (
        <DataTable
          bare
          testId="my-pools"
          columns={[{ label: 'Pool' }, { label: 'LP' }, { label: 'Share' }, { label: 'Worth now' }, { label: 'Fees earned' }]}
          rows={mine.map((p) => ({
            key: poolKey(p),
            cells: [
              `${swapTickLabel(p.tick0)}/${swapTickLabel(p.tick1)}`,
              formatTokenAmount(p.lp),
              pct(p.shareOfPool),
              <>
                {formatTokenAmount(p.amount0)} {swapTickLabel(p.tick0)}
                <br />
                {formatTokenAmount(p.amount1)} {swapTickLabel(p.tick1)}
              </>,
              <>
                {formatTokenAmount(poolEarned(p, 0))} {swapTickLabel(p.tick0)}
                <br />
                {formatTokenAmount(poolEarned(p, 1))} {swapTickLabel(p.tick1)}
              </>,
            ],
          }))}
        />
      ) : null}
    </>
  );
}
