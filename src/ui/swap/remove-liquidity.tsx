import { useId, useState } from 'react';
import { PercentButtons } from './max-button';
import { DEFAULT_SLIPPAGE_PERCENT, minimumReceived, slippageFraction } from '../../domain/swap/slippage';
import { checkTokenAmount, formatTokenAmount } from '../../domain/swap/swap-amounts';
import type { LiqRes, MyPoolListItem, QuoteRemoveLiqRes } from '../../domain/swap/pool-entities';
import { swapTickLabel } from '../../domain/swap/tick-label';
import { signedOpMachine } from '../../flows/swap-op/swap-op.machine';
import { removeLiquidityActors, type SwapDeps } from '../../flows/swap-op/swap-op.actors';
import { useFlow } from '../hooks/use-flow';
import { OpFooter, isWorking } from './op-footer';
import { AmountField, PoolSelect, SUBMITTING, WORKING, poolKey, samePool, useRequest } from './liquidity-parts';
import * as css from './swap.css';

/** Remove liquidity by LP amount: the quote gives both amounts back. */
export function RemoveLiquidity({
  deps,
  mine,
  chosen,
  onChoose,
  onDone,
}: {
  deps: SwapDeps;
  mine: readonly MyPoolListItem[];
  chosen: string;
  onChoose: (key: string) => void;
  onDone: () => void;
}) {
  const id = useId();
  const pool = mine.find((p) => samePool(p, chosen)) ?? mine[0];
  const [typed, setTyped] = useState('');
  const [state, actorRef] = useFlow(signedOpMachine, {
    onClose: () => {},
    input: { operation: 'remove liquidity' },
    actions: { refreshBalances: () => onDone() },
    actors: removeLiquidityActors(deps),
  });
  const working = isWorking(state);
  const check = checkTokenAmount(typed, { tick: 'LP', balance: pool?.lp ?? null });
  useRequest(
    actorRef.send,
    pool && check.ok ? { tick0: pool.tick0, tick1: pool.tick1, lp: check.text, slippage: slippageFraction(DEFAULT_SLIPPAGE_PERCENT) } : null,
  );
  const quote = state.context.quote as QuoteRemoveLiqRes | null;
  const result = state.context.result as LiqRes | null;
  if (!pool) return <p className={css.note}>You provide no liquidity yet.</p>;
  return (
    <div data-testid="remove-liquidity">
      <PoolSelect id={`${id}-pool`} label="Your pool" pools={mine} value={poolKey(pool)} disabled={working} onChange={onChoose} />
      <AmountField id={`${id}-lp`} label="LP to remove" tick="LP" balance={pool.lp} value={typed} onChange={setTyped} disabled={working} />
      {/* By a share of the position, as people remove liquidity (issue 28, 8). */}
      <PercentButtons balance={pool.lp} onUse={setTyped} disabled={working} />
      {!check.ok && check.problem ? <p className={css.problem}>{check.problem}</p> : null}
      {quote && check.ok ? (
        <dl className={css.details} data-testid="remove-liquidity-quote">
          <dt className={css.detailLabel}>You get</dt>
          <dd className={css.detailValue}>
            {formatTokenAmount(quote.amount0)} {swapTickLabel(pool.tick0)}
            <br />
            {formatTokenAmount(quote.amount1)} {swapTickLabel(pool.tick1)}
          </dd>
          <dt className={css.detailLabel}>At least (slippage {DEFAULT_SLIPPAGE_PERCENT}%)</dt>
          <dd className={css.detailValue}>
            {formatTokenAmount(minimumReceived(quote.amount0, DEFAULT_SLIPPAGE_PERCENT))} {swapTickLabel(pool.tick0)}
            <br />
            {formatTokenAmount(minimumReceived(quote.amount1, DEFAULT_SLIPPAGE_PERCENT))} {swapTickLabel(pool.tick1)}
          </dd>
        </dl>
      ) : null}
      <OpFooter
        state={state}
        send={actorRef.send}
        working={WORKING('remove liquidity')}
        sending={SUBMITTING}
        action="Remove liquidity"
        busyAction="Removing…"
        blocked={check.ok ? null : 'Enter an LP amount'}
        success={
          result
            ? `Removed ${formatTokenAmount(result.lp)} LP: ${formatTokenAmount(result.amount0)} ${swapTickLabel(result.tick0)} and ${formatTokenAmount(result.amount1)} ${swapTickLabel(result.tick1)} are back in your swap balance.`
            : null
        }
        again="Remove more"
        onAgain={() => setTyped('')}
        testId="remove-liquidity"
      />
    </div>
  );
}
