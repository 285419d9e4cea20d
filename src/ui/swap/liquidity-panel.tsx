import { useEffect, useId, useState } from 'react';
import { MaxButton, PercentButtons } from './max-button';
import { Decimal } from '../../domain/decimal';
import { DEFAULT_SLIPPAGE_PERCENT, minimumReceived, slippageFraction } from '../../domain/swap/slippage';
import { checkTokenAmount, formatTokenAmount } from '../../domain/swap/swap-amounts';
import type { LiqRes, MyPoolListItem, PoolListItem, QuoteAddLiqRes, QuoteRemoveLiqRes, SelectItem } from '../../domain/swap/swap-entities';
import { amount0ForAmount1, samePair } from '../../domain/swap/pools';
import { asciiLabel } from '../../domain/text-safety';
import { swapOpMachine, type OpRequest } from '../../flows/swap-op/swap-op.machine';
import * as marketCss from '../components/kit.css';
import { useFlow } from '../hooks/use-flow';
import { useRemote } from '../hooks/use-remote';
import { OpFooter, isWorking } from './op-footer';
import { TokenPicker } from './token-picker';
import { addLiquidityActors, createPoolActors, removeLiquidityActors, swapBalanceOf, type SwapDeps } from '../../flows/swap-op/swap-op.actors';
import { DataTable } from '../components/market-bits';
import * as css from './swap.css';

const WORKING = (what: string): Readonly<Record<string, string>> => ({
  preparing: `Preparing to ${what}…`,
  signing: 'Sign the message in your wallet…',
  submitting: 'Submitting…',
  committing: 'Waiting for the rollup to be committed…',
  requoting: 'Getting a new quote…',
});
const poolKey = (p: { tick0: string; tick1: string }) => `${p.tick0}/${p.tick1}`;
/** The pool a `tick0/tick1` key names, whichever tick comes first. */
const samePool = (p: { tick0: string; tick1: string }, key: string) => {
  const [tick0 = '', tick1 = ''] = key.split('/');
  return samePair(p, { tick0, tick1 });
};
const pct = (fraction: string) => `${new Decimal(fraction).times(100).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed()}%`;

/** Sends the form's usable request to the operation's machine, or clears it: one place for every form's rule. */
function useRequest(send: (event: { type: 'EDIT'; request: OpRequest } | { type: 'CLEAR' }) => void, request: OpRequest | null) {
  const key = request ? JSON.stringify(request) : '';
  useEffect(() => {
    if (key) send({ type: 'EDIT', request: JSON.parse(key) as OpRequest });
    else send({ type: 'CLEAR' });
  }, [key, send]);
}

function PoolSelect({
  id,
  label,
  pools,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  pools: readonly { tick0: string; tick1: string }[];
  value: string;
  onChange: (key: string) => void;
  disabled: boolean;
}) {
  return (
    <label className={css.fieldLabel} htmlFor={id}>
      {label}{' '}
      <select id={id} className={css.tickSelect} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {pools.map((p) => (
          <option key={poolKey(p)} value={poolKey(p)}>
            {asciiLabel(p.tick0)}/{asciiLabel(p.tick1)}
          </option>
        ))}
      </select>
    </label>
  );
}

function AmountField({
  id,
  label,
  tick,
  balance,
  value,
  onChange,
  disabled,
  onMax,
}: {
  id: string;
  label: string;
  tick: string;
  balance: string | null;
  value: string;
  onChange: (v: string) => void;
  disabled: boolean;
  onMax?: (exact: string) => void;
}) {
  return (
    <div className={css.side}>
      <div className={css.sideHead}>
        <label htmlFor={id}>{label}</label>
        <span>
          {balance === null ? null : `Yours: ${formatTokenAmount(balance)}`} {onMax ? <MaxButton balance={balance} onUse={onMax} disabled={disabled} /> : null}
        </span>
      </div>
      <div className={css.sideRow}>
        <input
          id={id}
          className={css.amount}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
        <span className={css.detailLabel}>{asciiLabel(tick)}</span>
      </div>
    </div>
  );
}

/**
 * Add liquidity: the amount of either tick is typed and the other follows at the pool's ratio (the quote is asked
 * for the first tick's amount: a second tick's amount is turned into it first); a new pool's first deposit types both
 * and sets the price.
 */
function AddLiquidity({
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
  const [state, actorRef] = useFlow(swapOpMachine, {
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
  const check1 = checkTokenAmount(typed1, { tick: asciiLabel(pool?.tick1 ?? ''), balance: balance1 });
  const decimals0 = Number(ticks.find((t) => t.tick.toLowerCase() === pool?.tick0.toLowerCase())?.decimal ?? 18);
  // Typed on the second side of an existing pool: the first side's amount at the pool's ratio.
  const derived0 = bySecond && pool && check1.ok ? amount0ForAmount1(pool, check1.text, Number.isInteger(decimals0) ? decimals0 : 18) : null;
  const check0 = bySecond
    ? derived0 !== null && new Decimal(derived0).gt(0)
      ? checkTokenAmount(derived0, { tick: asciiLabel(pool?.tick0 ?? ''), balance: balance0 })
      : { ok: false as const, problem: null }
    : checkTokenAmount(typed0, { tick: asciiLabel(pool?.tick0 ?? ''), balance: balance0 });
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
        label={`Add ${asciiLabel(pool.tick0)}`}
        tick={pool.tick0}
        balance={balance0}
        value={followed(0)}
        onChange={typeSide(0)}
        disabled={working}
        onMax={typeSide(0)}
      />
      <AmountField
        id={`${id}-a1`}
        label={first ? `Add ${asciiLabel(pool.tick1)} (this first deposit sets the price)` : `Add ${asciiLabel(pool.tick1)}`}
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
            {formatTokenAmount(quote.amount0)} {asciiLabel(pool.tick0)} and {formatTokenAmount(quote.amount1)} {asciiLabel(pool.tick1)}
          </dd>
          <dt className={css.detailLabel}>Price</dt>
          <dd className={css.detailValue}>
            1 {asciiLabel(pool.tick0)} = {formatTokenAmount(quote.tick1PerTick0)} {asciiLabel(pool.tick1)}
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
        action="Add liquidity"
        busyAction="Adding…"
        blocked={!check0.ok ? (problem ? 'Add liquidity' : 'Enter an amount') : short1 ? `Not enough ${asciiLabel(pool.tick1)} in the swap` : null}
        success={
          result
            ? `Added ${formatTokenAmount(result.amount0)} ${asciiLabel(result.tick0)} and ${formatTokenAmount(result.amount1)} ${asciiLabel(result.tick1)}: ${formatTokenAmount(result.lp)} LP.`
            : null
        }
        again="Add more"
        onAgain={clear}
        testId="add-liquidity"
      />
    </div>
  );
}

/** Remove liquidity by LP amount: the quote gives both amounts back. */
function RemoveLiquidity({
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
  const [state, actorRef] = useFlow(swapOpMachine, {
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
            {formatTokenAmount(quote.amount0)} {asciiLabel(pool.tick0)}
            <br />
            {formatTokenAmount(quote.amount1)} {asciiLabel(pool.tick1)}
          </dd>
          <dt className={css.detailLabel}>At least (slippage {DEFAULT_SLIPPAGE_PERCENT}%)</dt>
          <dd className={css.detailValue}>
            {formatTokenAmount(minimumReceived(quote.amount0, DEFAULT_SLIPPAGE_PERCENT))} {asciiLabel(pool.tick0)}
            <br />
            {formatTokenAmount(minimumReceived(quote.amount1, DEFAULT_SLIPPAGE_PERCENT))} {asciiLabel(pool.tick1)}
          </dd>
        </dl>
      ) : null}
      <OpFooter
        state={state}
        send={actorRef.send}
        working={WORKING('remove liquidity')}
        action="Remove liquidity"
        busyAction="Removing…"
        blocked={check.ok ? null : 'Enter an LP amount'}
        success={
          result
            ? `Removed ${formatTokenAmount(result.lp)} LP: ${formatTokenAmount(result.amount0)} ${asciiLabel(result.tick0)} and ${formatTokenAmount(result.amount1)} ${asciiLabel(result.tick1)} are back in your swap balance.`
            : null
        }
        again="Remove more"
        onAgain={() => setTyped('')}
        testId="remove-liquidity"
      />
    </div>
  );
}

/** Create a pool for two ticks that have none (deploy_pool); its first deposit then sets the price. */
function CreatePool({
  deps,
  ticks,
  pools,
  onCreated,
}: {
  deps: SwapDeps;
  ticks: readonly SelectItem[];
  pools: readonly PoolListItem[];
  onCreated: (key: string) => void;
}) {
  const [tick0, setTick0] = useState(ticks[0]?.tick ?? '');
  const [tick1, setTick1] = useState(ticks[1]?.tick ?? '');
  const [state, actorRef] = useFlow(swapOpMachine, {
    onClose: () => {},
    input: { operation: 'create a pool' },
    actions: { refreshBalances: () => onCreated(`${tick0}/${tick1}`) },
    actors: createPoolActors(deps),
  });
  const working = isWorking(state);
  const same = tick0.toLowerCase() === tick1.toLowerCase();
  const exists = pools.some((p) => samePair(p, { tick0, tick1 }));
  useRequest(actorRef.send, !same && !exists ? { tick0, tick1 } : null);
  const select = (label: string, value: string, set: (v: string) => void) => (
    <div className={css.fieldLabel}>
      {label} <TokenPicker ticks={ticks} value={value} label={label} disabled={working} onChange={set} />
    </div>
  );
  return (
    <div data-testid="create-pool">
      {select('First token', tick0, setTick0)}
      {select('Second token', tick1, setTick1)}
      {state.matches('success') ? null : same ? (
        <p className={css.problem}>Pick two different tokens.</p>
      ) : exists ? (
        <p className={css.problem}>This pool exists already: add liquidity to it.</p>
      ) : null}
      <p className={css.note}>A new pool is empty: its first deposit sets the price.</p>
      <OpFooter
        state={state}
        send={actorRef.send}
        working={WORKING('create the pool')}
        action="Create pool"
        busyAction="Creating…"
        blocked={same || exists ? 'Create pool' : null}
        refreshable={false}
        success={`The ${asciiLabel(tick0)}/${asciiLabel(tick1)} pool is created. Add its first liquidity to set its price.`}
        again="Create another"
        onAgain={() => {}}
        testId="create-pool"
      />
    </div>
  );
}

type Mode = 'add' | 'remove' | 'create';
const MODES: readonly { readonly id: Mode; readonly label: string }[] = [
  { id: 'add', label: 'Add' },
  { id: 'remove', label: 'Remove' },
  { id: 'create', label: 'Create a pool' },
];

/** Liquidity: your pools with your share, and adding, removing and creating pools. */
export function LiquidityPanel({
  deps,
  address,
  ticks,
  pools,
  refresh,
  onDone,
}: {
  deps: SwapDeps;
  address: string;
  ticks: readonly SelectItem[];
  pools: readonly PoolListItem[];
  refresh: number;
  onDone: () => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('add');
  const [chosen, setChosen] = useState(pools[0] ? poolKey(pools[0]) : '');
  const mine = useRemote(`my-pools:${address}:${refresh}`, async (api) => (await api.swap.myPoolList({ address, start: 0, limit: 100 })).list);
  return (
    <section className={css.card} aria-labelledby={`${id}-title`} data-testid="liquidity">
      <h2 id={`${id}-title`} className={css.cardTitle}>
        Liquidity
      </h2>
      <h3 className={css.fieldLabel}>Your pools</h3>
      {mine.data && mine.data.length === 0 ? <p className={css.note}>You provide no liquidity yet.</p> : null}
      {mine.data && mine.data.length > 0 ? (
        <DataTable
          bare
          testId="my-pools"
          columns={[{ label: 'Pool' }, { label: 'LP' }, { label: 'Share' }, { label: 'Worth now' }]}
          rows={mine.data.map((p) => ({
            key: poolKey(p),
            cells: [
              `${asciiLabel(p.tick0)}/${asciiLabel(p.tick1)}`,
              formatTokenAmount(p.lp),
              pct(p.shareOfPool),
              <>
                {formatTokenAmount(p.amount0)} {asciiLabel(p.tick0)}
                <br />
                {formatTokenAmount(p.amount1)} {asciiLabel(p.tick1)}
              </>,
            ],
          }))}
        />
      ) : null}
      <div className={marketCss.tabs} role="group" aria-label="Liquidity action">
        {MODES.map((m) => (
          <button key={m.id} type="button" className={marketCss.tab} aria-pressed={m.id === mode} onClick={() => setMode(m.id)}>
            {m.label}
          </button>
        ))}
      </div>
      {mode === 'add' ? <AddLiquidity key={chosen} deps={deps} pools={pools} ticks={ticks} chosen={chosen} onChoose={setChosen} onDone={onDone} /> : null}
      {mode === 'remove' && mine.data ? <RemoveLiquidity deps={deps} mine={mine.data} chosen={chosen} onChoose={setChosen} onDone={onDone} /> : null}
      {mode === 'create' ? (
        <CreatePool
          deps={deps}
          ticks={ticks}
          pools={pools}
          onCreated={(key) => {
            onDone();
            setChosen(key);
          }}
        />
      ) : null}
    </section>
  );
}
