import { useId, useState } from 'react';
import { Decimal } from '../../domain/decimal';
import { DEFAULT_SLIPPAGE_PERCENT, minimumReceived, slippageFraction } from '../../domain/swap/slippage';
import { checkTokenAmount, formatTokenAmount } from '../../domain/swap/swap-amounts';
import type { LiqRes, PoolListItem, QuoteAddLiqRes } from '../../domain/swap/pool-entities';
import type { SelectItem } from '../../domain/swap/balance-entities';
import { amount0ForAmount1 } from '../../domain/swap/pools';
import { swapTickLabel } from '../../domain/swap/tick-label';
import { signedOpMachine } from '../../flows/swap-op/swap-op.machine';
import { addLiquidityActors, swapBalanceOf, type SwapDeps } from '../../flows/swap-op/swap-op.actors';
import { useFlow } from '../hooks/use-flow';
import { OpFooter, isWorking } from './op-footer';
import { AmountField, PoolSelect, SUBMITTING, WORKING, pct, poolKey, samePool, useRequest } from './liquidity-parts';
import * as css from './swap.css';

/**
 * Add liquidity: the amount of either tick is typed and the other follows at the pool's ratio (the quote is asked
 * for the first tick's amount: a second tick's amount is turned into it first); a new pool's first deposit types both
 * and sets the price.
 */
export function AddLiquidity({
  deps,
  pools,
  ticks,
  chosen,
  onChoose,
  onDone,
}: {
  deps: SwapDeps;
  pools: readonly PoolListItem[];
  ticks: readonly SelectItem[];
  chosen: string;
  onChoose: (key: string) => void;
  onDone: () => void;
}) {
  const id = useId();
  const pool = pools.find((p) => samePool(p, chosen)) ?? pools[0];
  const [typed0, setTyped0] = useState('');
  const [typed1, setTyped1] = useState('');
  /** Which amount the user typed; the other one follows (an existing pool). */
  const [typedSide, setTypedSide] = useState<0 | 1>(0);
  const clear = () => {
    setTyped0('');
    setTyped1('');
  };
  const [state, actorRef] = useFlow(signedOpMachine, {
    onClose: () => {},
    input: { operation: 'add liquidity' },
    actions: {
      // Done: the amounts are spent. Cleared before the balances refresh, so the refreshed pool (no longer new, a
      // first deposit's second amount dropped) does not ask the same deposit again under the success message.
      refreshBalances: () => {
        clear();
        onDone();
      },
    },
    actors: addLiquidityActors(deps),
  });
  const working = isWorking(state);
  const first = pool ? new Decimal(pool.lp).isZero() : false;
  const bySecond = !first && typedSide === 1;
  const balance0 = pool ? swapBalanceOf(ticks, pool.tick0) : null;
  const balance1 = pool ? swapBalanceOf(ticks, pool.tick1) : null;
  const check1 = checkTokenAmount(typed1, { tick: swapTickLabel(pool?.tick1 ?? ''), balance: balance1 });
  const decimals0 = Number(ticks.find((t) => t.tick.toLowerCase() === pool?.tick0.toLowerCase())?.decimal ?? 18);
  // Typed on the second side of an existing pool: the first side's amount at the pool's ratio.
  const derived0 = bySecond && pool && check1.ok ? amount0ForAmount1(pool, check1.text, Number.isInteger(decimals0) ? decimals0 : 18) : null;
  const check0 = bySecond
    ? derived0 !== null && new Decimal(derived0).gt(0)
      ? checkTokenAmount(derived0, { tick: swapTickLabel(pool?.tick0 ?? ''), balance: balance0 })
      : { ok: false as const, problem: null }
    : checkTokenAmount(typed0, { tick: swapTickLabel(pool?.tick0 ?? ''), balance: balance0 });
  useRequest(
    actorRef.send,
    pool && check0.ok && (!first || check1.ok)
      ? {
          tick0: pool.tick0,
          tick1: pool.tick1,
          amount0: check0.text,
          ...(first && check1.ok ? { amount1: check1.text } : {}),
          slippage: slippageFraction(DEFAULT_SLIPPAGE_PERCENT),
        }
      : null,
  );
  const quote = state.context.quote as QuoteAddLiqRes | null;
  const short1 = quote && balance1 !== null && new Decimal(quote.amount1).gt(balance1);
  const result = state.context.result as LiqRes | null;
  if (!pool) return <p className={css.note}>No pools yet: create one first.</p>;
  const typeSide = (side: 0 | 1) => (value: string) => {
    setTypedSide(side);
    (side === 0 ? setTyped0 : setTyped1)(value);
  };
  const followed = (side: 0 | 1): string => {
    if (first || typedSide === side) return side === 0 ? typed0 : typed1;
    // Plain figures (no separators) so the user can edit the amount that followed: the exact first amount, the quote's to 8 decimals.
    if (side === 0) return derived0 ?? '';
    return quote && check0.ok ? new Decimal(quote.amount1).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed() : '';
  };
  const problem =
    (bySecond ? (!check1.ok && check1.problem) || (!check0.ok && check0.problem) : (!check0.ok && check0.problem) || (first && !check1.ok && check1.problem)) ||
    null;
  return (
    <div data-testid="add-liquidity">
      <PoolSelect id={`${id}-pool`} label="Pool" pools={pools} value={poolKey(pool)} disabled={working} onChange={onChoose} />
      <AmountField
        id={`${id}-a0`}
        label={`Add ${swapTickLabel(pool.tick0)}`}
        tick={pool.tick0}
        balance={balance0}
        value={followed(0)}
        onChange={typeSide(0)}
        disabled={working}
        onMax={typeSide(0)}
      />
      <AmountField
        id={`${id}-a1`}
        label={first ? `Add ${swapTickLabel(pool.tick1)} (this first deposit sets the price)` : `Add ${swapTickLabel(pool.tick1)}`}
        tick={pool.tick1}
        balance={balance1}
        value={followed(1)}
        onChange={typeSide(1)}
        disabled={working}
        onMax={typeSide(1)}
      />
      {problem ? <p className={css.problem}>{problem}</p> : null}
      {quote && check0.ok ? (
        <dl className={css.details} data-testid="add-liquidity-quote">
          <dt className={css.detailLabel}>You add</dt>
          <dd className={css.detailValue}>
            {formatTokenAmount(quote.amount0)} {swapTickLabel(pool.tick0)} and {formatTokenAmount(quote.amount1)} {swapTickLabel(pool.tick1)}
          </dd>
          <dt className={css.detailLabel}>Price</dt>
          <dd className={css.detailValue}>
            1 {swapTickLabel(pool.tick0)} = {formatTokenAmount(quote.tick1PerTick0)} {swapTickLabel(pool.tick1)}
          </dd>
          <dt className={css.detailLabel}>LP you get</dt>
          <dd className={css.detailValue}>{formatTokenAmount(quote.lp)}</dd>
          <dt className={css.detailLabel}>At least (slippage {DEFAULT_SLIPPAGE_PERCENT}%)</dt>
          <dd className={css.detailValue}>{formatTokenAmount(minimumReceived(quote.lp, DEFAULT_SLIPPAGE_PERCENT))} LP</dd>
          <dt className={css.detailLabel}>Your share of the pool</dt>
          <dd className={css.detailValue}>{pct(quote.shareOfPool)}</dd>
        </dl>
      ) : null}
      <OpFooter
        state={state}
        send={actorRef.send}
        working={WORKING('add liquidity')}
        sending={SUBMITTING}
        action="Add liquidity"
        busyAction="Adding…"
        blocked={!check0.ok ? (problem ? 'Add liquidity' : 'Enter an amount') : short1 ? `Not enough ${swapTickLabel(pool.tick1)} in the swap` : null}
        success={
          result
            ? `Added ${formatTokenAmount(result.amount0)} ${swapTickLabel(result.tick0)} and ${formatTokenAmount(result.amount1)} ${swapTickLabel(result.tick1)}: ${formatTokenAmount(result.lp)} LP.`
            : null
        }
        again="Add more"
        onAgain={clear}
        testId="add-liquidity"
      />
    </div>
  );
}
