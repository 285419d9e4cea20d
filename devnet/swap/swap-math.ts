import { Decimal } from '../decimal';

/**
 * The swap's constant-product formulas, exact with decimal.js. `feeRate` is the
 * swap fee as a fraction (0.003); f = feeRate * 1000. Amounts round to the tick's 18 decimals, always in
 * the pool's favour: what comes out rounds down, what goes in rounds up.
 */
export const AMOUNT_DECIMALS = 18;
const down = (d: Decimal) => d.toDecimalPlaces(AMOUNT_DECIMALS, Decimal.ROUND_DOWN);
const up = (d: Decimal) => d.toDecimalPlaces(AMOUNT_DECIMALS, Decimal.ROUND_UP);
const feeUnits = (feeRate: Decimal.Value) => new Decimal(feeRate).times(1000);

/** Exact in: out = in*(1000-f)*Rout / (Rin*1000 + in*(1000-f)). */
export function amountOut(amountIn: Decimal.Value, reserveIn: Decimal.Value, reserveOut: Decimal.Value, feeRate: Decimal.Value): Decimal {
  const inWithFee = new Decimal(amountIn).times(new Decimal(1000).minus(feeUnits(feeRate)));
  return down(inWithFee.times(reserveOut).div(new Decimal(reserveIn).times(1000).plus(inWithFee)));
}

/** Exact out: in = Rin*out*1000 / ((Rout-out)*(1000-f)); more than the pool holds cannot be bought. */
export function amountIn(amountOutWanted: Decimal.Value, reserveIn: Decimal.Value, reserveOut: Decimal.Value, feeRate: Decimal.Value): Decimal | null {
  const out = new Decimal(amountOutWanted);
  if (out.gte(reserveOut)) return null;
  return up(
    new Decimal(reserveIn)
      .times(out)
      .times(1000)
      .div(new Decimal(reserveOut).minus(out).times(new Decimal(1000).minus(feeUnits(feeRate)))),
  );
}

/** LP for a first deposit: sqrt(a0*a1); later: the smaller share of either side. */
export function liquidityFor(
  amount0: Decimal.Value,
  amount1: Decimal.Value,
  reserve0: Decimal.Value,
  reserve1: Decimal.Value,
  totalLp: Decimal.Value,
): Decimal {
  if (new Decimal(totalLp).isZero()) return down(new Decimal(amount0).times(amount1).sqrt());
  return down(Decimal.min(new Decimal(amount0).times(totalLp).div(reserve0), new Decimal(amount1).times(totalLp).div(reserve1)));
}

/** The other side of a deposit at the pool's ratio. */
export function pairedAmount(amount0: Decimal.Value, reserve0: Decimal.Value, reserve1: Decimal.Value): Decimal {
  return up(new Decimal(amount0).times(reserve1).div(reserve0));
}

/** What an LP amount takes out of a pool. */
export function removeAmounts(
  lp: Decimal.Value,
  reserve0: Decimal.Value,
  reserve1: Decimal.Value,
  totalLp: Decimal.Value,
): { amount0: Decimal; amount1: Decimal } {
  return { amount0: down(new Decimal(lp).times(reserve0).div(totalLp)), amount1: down(new Decimal(lp).times(reserve1).div(totalLp)) };
}
