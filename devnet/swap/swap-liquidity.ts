import { Decimal } from '../decimal';
import { liquidityFor, pairedAmount, removeAmounts } from './swap-math';
import type { Pool } from './swap-state';
import { DevnetError } from '../devnet-error';
import { amount, pairKey, type Q } from './swap-context';
import type { SwapContext } from './swap-signing';

/** Pools and liquidity: deploying a pool, adding and removing liquidity, with their quotes. */
export function createSwapLiquidity(ctx: SwapContext) {
  const { deps, get, save, tickName, balanceOf, credit, poolOf, addressOk, record, slippageOf, prepare, signedOp } = ctx;

  function preDeployPool(q: Q) {
    const address = addressOk(q.address);
    const [tick0, tick1] = [tickName(q.tick0), tickName(q.tick1)];
    if (tick0.toLowerCase() === tick1.toLowerCase()) throw new DevnetError(-1, 'A pool needs two different ticks.');
    if (get().pools[pairKey(tick0, tick1)]) throw new DevnetError(-1, `The ${tick0}/${tick1} pool exists.`);
    return prepare('deploy_pool', address, { tick0, tick1 }, q);
  }
  function deployPool(body: Q) {
    const op = signedOp(body, 'deploy_pool');
    // A pool's ticks are kept in one order, whichever the user named first.
    const [tick0, tick1] = [op.params.tick0!, op.params.tick1!].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())) as [string, string];
    if (get().pools[pairKey(tick0, tick1)]) throw new DevnetError(-1, `The ${tick0}/${tick1} pool exists.`);
    save((s) => ({ ...s, pools: { ...s.pools, [pairKey(tick0, tick1)]: { tick0, tick1, reserve0: '0', reserve1: '0', lp: '0', holders: {} } } }));
    record('deploy_pool', op.address, { tick0, tick1 }, op.fee);
    return { id: op.id, rollupInscriptionId: '', tick0, tick1 };
  }

  /**
   * quote_add_liq (QuoteAddLiqRes): amount1 at the pool's ratio (or as given, for the first deposit, which
   * sets the price), the LP it mints and the share of the pool after it.
   */
  function quoteAddLiq(q: Q) {
    const pool = poolOf(tickName(q.tick0), tickName(q.tick1));
    const a0 = amount(q.amount0, 'amount0');
    const first = new Decimal(pool.lp).isZero();
    const sameOrder = pool.tick0.toLowerCase() === String(q.tick0).toLowerCase();
    const [r0, r1] = sameOrder ? [pool.reserve0, pool.reserve1] : [pool.reserve1, pool.reserve0];
    const a1 = first ? amount(q.amount1, 'amount1 (the first deposit sets the price)') : pairedAmount(a0, r0, r1);
    const lp = liquidityFor(sameOrder ? a0 : a1, sameOrder ? a1 : a0, pool.reserve0, pool.reserve1, pool.lp);
    const share = lp.div(new Decimal(pool.lp).plus(lp));
    return {
      amount0: a0.toFixed(),
      amount1: a1.toFixed(),
      amount0USD: '0',
      amount1USD: '0',
      lp: lp.toFixed(),
      tick0PerTick1: a0.div(a1).toDecimalPlaces(18).toFixed(),
      tick1PerTick0: a1.div(a0).toDecimalPlaces(18).toFixed(),
      shareOfPool: share.toDecimalPlaces(18).toFixed(),
    };
  }
  /** pre_add_liq: the amounts and LP the user will sign, as the client states them from the quote. */
  function preAddLiq(q: Q) {
    const address = addressOk(q.address);
    const tick0 = tickName(q.tick0);
    const tick1 = tickName(q.tick1);
    poolOf(tick0, tick1);
    const a0 = amount(q.amount0, 'amount0');
    const a1 = amount(q.amount1, 'amount1');
    const lp = amount(q.lp, 'lp');
    if (balanceOf(address, tick0).lt(a0)) throw new DevnetError(-1, `Insufficient ${tick0} balance in the swap.`);
    if (balanceOf(address, tick1).lt(a1)) throw new DevnetError(-1, `Insufficient ${tick1} balance in the swap.`);
    return prepare('add_liq', address, { tick0, tick1, amount0: a0.toFixed(), amount1: a1.toFixed(), lp: lp.toFixed(), slippage: slippageOf(q.slippage) }, q);
  }
  function addLiq(body: Q) {
    const op = signedOp(body, 'add_liq');
    const p = op.params as Record<string, string>;
    const pool = poolOf(p.tick0!, p.tick1!);
    const sameOrder = pool.tick0.toLowerCase() === p.tick0!.toLowerCase();
    const [x0, x1] = sameOrder ? [p.amount0!, p.amount1!] : [p.amount1!, p.amount0!];
    const lp = liquidityFor(x0, x1, pool.reserve0, pool.reserve1, pool.lp);
    const minimum = new Decimal(p.lp!).times(1000).div(new Decimal(1000).plus(new Decimal(p.slippage!).times(1000)));
    if (lp.lt(minimum)) throw new DevnetError(-8, `The pool moved more than your slippage tolerance: ${lp.toFixed()} LP, less than ${minimum.toFixed()}.`);
    save((s) => {
      let next = credit(s, op.address, pool.tick0, new Decimal(x0).neg());
      next = credit(next, op.address, pool.tick1, new Decimal(x1).neg());
      const holders = { ...pool.holders, [op.address]: new Decimal(pool.holders[op.address] ?? 0).plus(lp).toFixed() };
      const updated: Pool = {
        ...pool,
        reserve0: new Decimal(pool.reserve0).plus(x0).toFixed(),
        reserve1: new Decimal(pool.reserve1).plus(x1).toFixed(),
        lp: new Decimal(pool.lp).plus(lp).toFixed(),
        holders,
      };
      return { ...next, pools: { ...next.pools, [pairKey(pool.tick0, pool.tick1)]: updated } };
    });
    record('add_liq', op.address, { tick0: pool.tick0, tick1: pool.tick1, amount0: x0, amount1: x1, lp: lp.toFixed() }, op.fee);
    return {
      id: op.id,
      rollupInscriptionId: '',
      type: 'add',
      tick0: pool.tick0,
      tick1: pool.tick1,
      amount0: x0,
      amount1: x1,
      lp: lp.toFixed(),
      ts: Math.floor(deps.now() / 1000),
    };
  }

  function quoteRemoveLiq(q: Q) {
    const pool = poolOf(tickName(q.tick0), tickName(q.tick1));
    const lp = amount(q.lp, 'lp');
    if (new Decimal(pool.lp).isZero()) throw new DevnetError(-1, 'The pool is empty.');
    const { amount0, amount1 } = removeAmounts(lp, pool.reserve0, pool.reserve1, pool.lp);
    const sameOrder = pool.tick0.toLowerCase() === String(q.tick0).toLowerCase();
    return {
      tick0: String(q.tick0),
      tick1: String(q.tick1),
      amount0: (sameOrder ? amount0 : amount1).toFixed(),
      amount1: (sameOrder ? amount1 : amount0).toFixed(),
      amount0USD: '0',
      amount1USD: '0',
    };
  }
  /** pre_remove_liq: the LP and the least amounts the user will sign, as the client states them from the quote. */
  function preRemoveLiq(q: Q) {
    const address = addressOk(q.address);
    const tick0 = tickName(q.tick0);
    const tick1 = tickName(q.tick1);
    const pool = poolOf(tick0, tick1);
    const lp = amount(q.lp, 'lp');
    if (lp.gt(pool.holders[address] ?? 0)) throw new DevnetError(-1, 'You hold less LP than that.');
    return prepare(
      'remove_liq',
      address,
      {
        tick0,
        tick1,
        lp: lp.toFixed(),
        amount0: amount(q.amount0, 'amount0').toFixed(),
        amount1: amount(q.amount1, 'amount1').toFixed(),
        slippage: slippageOf(q.slippage),
      },
      q,
    );
  }
  function removeLiq(body: Q) {
    const op = signedOp(body, 'remove_liq');
    const p = op.params as Record<string, string>;
    const pool = poolOf(p.tick0!, p.tick1!);
    const lp = new Decimal(p.lp!);
    if (lp.gt(pool.holders[op.address] ?? 0)) throw new DevnetError(-1, 'You hold less LP than that.');
    const { amount0, amount1 } = removeAmounts(lp, pool.reserve0, pool.reserve1, pool.lp);
    // The signed amounts are in the request's tick order; the least accepted is amount*1000/(1000+slippage*1000).
    const sameOrder = pool.tick0.toLowerCase() === p.tick0!.toLowerCase();
    const [signed0, signed1] = sameOrder ? [p.amount0!, p.amount1!] : [p.amount1!, p.amount0!];
    const floor = (x: string) => new Decimal(x).times(1000).div(new Decimal(1000).plus(new Decimal(p.slippage!).times(1000)));
    if (amount0.lt(floor(signed0)) || amount1.lt(floor(signed1)))
      throw new DevnetError(-8, 'The pool moved more than your slippage tolerance (exceeding slippage).');
    save((s) => {
      let next = credit(s, op.address, pool.tick0, amount0);
      next = credit(next, op.address, pool.tick1, amount1);
      const holders = { ...pool.holders, [op.address]: new Decimal(pool.holders[op.address]!).minus(lp).toFixed() };
      const updated: Pool = {
        ...pool,
        reserve0: new Decimal(pool.reserve0).minus(amount0).toFixed(),
        reserve1: new Decimal(pool.reserve1).minus(amount1).toFixed(),
        lp: new Decimal(pool.lp).minus(lp).toFixed(),
        holders,
      };
      return { ...next, pools: { ...next.pools, [pairKey(pool.tick0, pool.tick1)]: updated } };
    });
    record(
      'remove_liq',
      op.address,
      { tick0: pool.tick0, tick1: pool.tick1, lp: lp.toFixed(), amount0: amount0.toFixed(), amount1: amount1.toFixed() },
      op.fee,
    );
    return {
      id: op.id,
      rollupInscriptionId: '',
      type: 'remove',
      tick0: pool.tick0,
      tick1: pool.tick1,
      amount0: amount0.toFixed(),
      amount1: amount1.toFixed(),
      lp: lp.toFixed(),
      ts: Math.floor(deps.now() / 1000),
    };
  }
  return { preDeployPool, deployPool, quoteAddLiq, preAddLiq, addLiq, quoteRemoveLiq, preRemoveLiq, removeLiq };
}
