import { Decimal } from '../decimal';
import { amountIn, amountOut } from './swap-math';
import { DevnetError } from '../devnet-error';
import { SWAP_CONFIG } from './swap-config';
import { amount, pairKey, type Q } from './swap-context';
import type { SwapContext } from './swap-signing';
import { poolView } from './swap-reads';
import type { Pool } from './swap-state';

/** Quotes, swaps and sends inside the module, and the control's price move. */
export function createSwapOps(ctx: SwapContext) {
  const { deps, get, save, tickName, balanceOf, credit, poolOf, oriented, addressOk, record, slippageOf, prepare, signedOp } = ctx;

  /** The pool's answer for a trade: exactIn gives what comes out, exactOut what goes in (null: the pool holds too little). */
  function trade(tickIn: string, tickOut: string, exactType: 'exactIn' | 'exactOut', value: Decimal) {
    const pool = poolOf(tickIn, tickOut);
    const { rIn, rOut, inIs0 } = oriented(pool, tickIn);
    if (new Decimal(rIn).isZero() || new Decimal(rOut).isZero()) throw new DevnetError(-1, `The ${pool.tick0}/${pool.tick1} pool has no liquidity yet.`);
    if (exactType === 'exactIn') return { pool, inIs0, paid: value, got: amountOut(value, rIn, rOut, SWAP_CONFIG.swapFeeRate) };
    const need = amountIn(value, rIn, rOut, SWAP_CONFIG.swapFeeRate);
    return { pool, inIs0, paid: need, got: value };
  }
  const exactTypeOf = (value: unknown) => {
    if (value !== 'exactIn' && value !== 'exactOut') throw new DevnetError(-1, 'exactType must be exactIn or exactOut.');
    return value;
  };

  /** quote_swap (QuoteSwapRes): `expect` is what comes out (exactIn) or goes in (exactOut), with their dollar values. */
  function quoteSwap(q: Q) {
    const tickIn = tickName(q.tickIn);
    const tickOut = tickName(q.tickOut);
    const value = amount(q.amount, 'amount');
    const exactType = exactTypeOf(q.exactType);
    const { paid, got, pool } = trade(tickIn, tickOut, exactType, value);
    if (!paid) {
      const held = oriented(pool, tickIn).rOut;
      // Said to 8 decimals, as the site shows amounts (rounded down: asking for less than it is always possible).
      const shown = new Decimal(held).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed();
      // A pool never pays out all it holds (the price would be infinite): say what it holds, not 'less than'.
      throw new DevnetError(
        -1,
        new Decimal(held).gt(value)
          ? `The pool cannot pay out ${value.toFixed()} ${tickOut}: it holds ${shown}.`
          : `The pool holds ${shown} ${tickOut} and never pays out all of it: ask for less than ${shown}.`,
      );
    }
    const expect = exactType === 'exactIn' ? got : paid;
    // What the amount asked and the amount expected are worth in dollars, for the ticks the devnet prices.
    const usd = (tick: string, value: Decimal) =>
      value
        .times(SWAP_CONFIG.usdPrices[tick.toLowerCase()] ?? '0')
        .toDecimalPlaces(6, Decimal.ROUND_DOWN)
        .toFixed();
    const [amountTick, expectTick] = exactType === 'exactIn' ? [tickIn, tickOut] : [tickOut, tickIn];
    return { amountUSD: usd(amountTick, value), expectUSD: usd(expectTick, expect), expect: expect.toFixed() };
  }
  /** pre_swap: the values the user will sign, as the client states them (amountIn, amountOut from the quote). */
  function preSwap(q: Q) {
    const address = addressOk(q.address);
    const tickIn = tickName(q.tickIn);
    const tickOut = tickName(q.tickOut);
    if (tickIn.toLowerCase() === tickOut.toLowerCase()) throw new DevnetError(-1, 'Pick two different ticks.');
    const amountInValue = amount(q.amountIn, 'amountIn');
    const amountOutValue = amount(q.amountOut, 'amountOut');
    poolOf(tickIn, tickOut);
    if (balanceOf(address, tickIn).lt(amountInValue)) throw new DevnetError(-1, `Insufficient ${tickIn} balance in the swap.`);
    return prepare(
      'swap',
      address,
      {
        tickIn,
        tickOut,
        amountIn: amountInValue.toFixed(),
        amountOut: amountOutValue.toFixed(),
        slippage: slippageOf(q.slippage),
        exactType: exactTypeOf(q.exactType),
      },
      q,
    );
  }

  /**
   * swap: done at the pool's price now, within the signed slippage (the sequencer's maths, contract.ts):
   * exactIn gets at least amountOut*1000/(1000+slippage*1000), else -8; exactOut pays at most
   * amountIn*(1000+slippage*1000)/1000, else -10.
   */
  function swap(body: Q) {
    const op = signedOp(body, 'swap');
    const { tickIn, tickOut, exactType, slippage, amountIn: signedIn, amountOut: signedOut } = op.params as Record<string, string>;
    const slip = new Decimal(slippage!).times(1000);
    const result = trade(tickIn!, tickOut!, exactType as 'exactIn' | 'exactOut', new Decimal(exactType === 'exactIn' ? signedIn! : signedOut!));
    const { pool, inIs0, got } = result;
    if (!result.paid) throw new DevnetError(-10, `The pool no longer holds ${signedOut} ${tickOut}: exceeding slippage.`);
    const paid = result.paid;
    if (exactType === 'exactIn') {
      const minimum = new Decimal(signedOut!).times(1000).div(new Decimal(1000).plus(slip));
      if (got.lt(minimum))
        throw new DevnetError(
          -8,
          `The price moved: you would get ${got.toFixed()} ${tickOut}, less than the ${minimum.toDecimalPlaces(18, Decimal.ROUND_UP).toFixed()} your slippage allows (exceeding slippage).`,
        );
    } else {
      const maximum = new Decimal(signedIn!).times(new Decimal(1000).plus(slip)).div(1000);
      if (paid.gt(maximum))
        throw new DevnetError(
          -10,
          `The price moved: it would cost ${paid.toFixed()} ${tickIn}, more than the ${maximum.toDecimalPlaces(18, Decimal.ROUND_DOWN).toFixed()} your slippage allows (exceeding slippage).`,
        );
    }
    const r0 = inIs0 ? new Decimal(pool.reserve0).plus(paid) : new Decimal(pool.reserve0).minus(got);
    const r1 = inIs0 ? new Decimal(pool.reserve1).minus(got) : new Decimal(pool.reserve1).plus(paid);
    save((s) => {
      let next = credit(s, op.address, tickIn!, paid.neg());
      next = credit(next, op.address, tickOut!, got);
      const earned = feesShared(pool, paid.times(SWAP_CONFIG.swapFeeRate), inIs0 ? 0 : 1);
      return { ...next, pools: { ...next.pools, [pairKey(pool.tick0, pool.tick1)]: { ...pool, reserve0: r0.toFixed(), reserve1: r1.toFixed(), earned } } };
    });
    const ts = Math.floor(deps.now() / 1000);
    record('swap', op.address, { tickIn: tickIn!, tickOut: tickOut!, amountIn: paid.toFixed(), amountOut: got.toFixed(), exactType: exactType! }, op.fee);
    return {
      id: op.id,
      rollupInscriptionId: '',
      address: op.address,
      tickIn: tickIn!,
      tickOut: tickOut!,
      amountIn: paid.toFixed(),
      amountOut: got.toFixed(),
      exactType: exactType!,
      ts,
    };
  }

  /** The pool's fee on a swap (in the tick paid, side 0 or 1) shared among its holders by their LP. */
  function feesShared(pool: Pool, fee: Decimal, side: 0 | 1): NonNullable<Pool['earned']> {
    const earned: Record<string, readonly [string, string]> = { ...pool.earned };
    if (new Decimal(pool.lp).isZero()) return earned;
    for (const [holder, lp] of Object.entries(pool.holders)) {
      const was = earned[holder] ?? ['0', '0'];
      const more = fee.times(lp).div(pool.lp);
      earned[holder] = side === 0 ? [more.plus(was[0]).toFixed(), was[1]] : [was[0], more.plus(was[1]).toFixed()];
    }
    return earned;
  }

  /** Devnet control: moves a pool's price by trading `amount` of `tickIn` into it from nobody's balance. */
  function movePrice(tickInValue: unknown, tickOutValue: unknown, amountValue: unknown) {
    const tickIn = tickName(tickInValue);
    const tickOut = tickName(tickOutValue);
    const { pool, inIs0, paid, got } = trade(tickIn, tickOut, 'exactIn', amount(amountValue, 'amount'));
    const r0 = inIs0 ? new Decimal(pool.reserve0).plus(paid!) : new Decimal(pool.reserve0).minus(got);
    const r1 = inIs0 ? new Decimal(pool.reserve1).minus(got) : new Decimal(pool.reserve1).plus(paid!);
    // A trade like any other: its fee is shared among the pool's holders.
    const earned = feesShared(pool, paid!.times(SWAP_CONFIG.swapFeeRate), inIs0 ? 0 : 1);
    save((s) => ({ ...s, pools: { ...s.pools, [pairKey(pool.tick0, pool.tick1)]: { ...pool, reserve0: r0.toFixed(), reserve1: r1.toFixed(), earned } } }));
    return poolView(ctx, get().pools[pairKey(pool.tick0, pool.tick1)]!);
  }

  function preSend(q: Q) {
    const address = addressOk(q.address);
    const to = addressOk(q.to);
    if (to === address) throw new DevnetError(-1, 'Send to another address.');
    const tick = tickName(q.tick);
    const value = amount(q.amount, 'amount');
    if (balanceOf(address, tick).lt(value)) throw new DevnetError(-1, `Insufficient ${tick} balance in the swap.`);
    return prepare('send', address, { tick, amount: value.toFixed(), to }, q);
  }
  function send(body: Q) {
    const op = signedOp(body, 'send');
    const { tick, amount: value, to } = op.params as Record<string, string>;
    save((s) => credit(credit(s, op.address, tick!, new Decimal(value!).neg()), to!, tick!, new Decimal(value!)));
    record('send', op.address, { tick: tick!, amount: value!, to: to! }, op.fee);
    return { id: op.id, rollupInscriptionId: '' };
  }
  return { quoteSwap, preSwap, swap, movePrice, preSend, send };
}
