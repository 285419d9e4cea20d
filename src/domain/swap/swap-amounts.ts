import { Decimal } from '../decimal';
import { groupThousands } from '../amount-text';
import { typedNumber } from '../typed-number';

/** brc-20 amounts carry up to 18 decimals (the swap's `decimal`). */
export const BRC20_DECIMALS = 18;

export type AmountCheck =
  | { readonly ok: true; readonly value: Decimal; readonly text: string }
  /** overBalance: the amount is fine but more than the balance given (a deposit may be the way in). */
  | { readonly ok: false; readonly problem: string | null; readonly overBalance?: true };

/**
 * A token amount as the user typed it, checked before any call ("Amounts are exact"): read by the app's one rule for
 * typed numbers (typedNumber: '1,000.5' and '1 000,5' as the slippage box and the market read them, issue 45, 7), then a
 * plain decimal with at most `decimals` places, more than zero, at most the balance. Empty input is no amount
 * and no problem. `text` is the canonical form sent to the server (no exponent, no trailing zeros).
 */
export function checkTokenAmount(
  input: string,
  options: { readonly tick: string; readonly balance?: string | null; readonly decimals?: number; readonly held?: 'in the swap' | 'in your wallet' },
): AmountCheck {
  const decimals = options.decimals ?? BRC20_DECIMALS;
  const raw = typedNumber(input);
  if (raw === '') return { ok: false, problem: null };
  if (raw.startsWith('-')) return { ok: false, problem: 'Enter an amount more than 0.' };
  if (!/^(\d+\.?\d*|\.\d+)$/.test(raw)) return { ok: false, problem: 'Enter a number, like 12.5.' };
  const places = raw.includes('.') ? raw.split('.')[1]!.length : 0;
  if (places > decimals) return { ok: false, problem: `${options.tick} has at most ${decimals} decimals.` };
  const value = new Decimal(raw);
  if (value.lte(0)) return { ok: false, problem: 'Enter an amount more than 0.' };
  if (options.balance != null && value.gt(options.balance))
    return {
      ok: false,
      problem: `More than your ${options.tick} balance ${options.held ?? 'in the swap'} (${formatTokenAmount(options.balance)}).`,
      overBalance: true,
    };
  return { ok: true, value, text: value.toFixed() };
}

/**
 * An amount the app writes into an amount field (the side that follows a quote): what that field accepts when the
 * user types on (issue 45, 7), grouped and to 8 decimals as shown elsewhere; one too small to show at 8 decimals in
 * full, not as '< 0.00000001'.
 */
export function fieldAmount(value: string | Decimal): string {
  const shown = formatTokenAmount(value);
  return shown.startsWith('<') ? new Decimal(value).toFixed() : shown;
}

/** An amount shown to the user: exact, at most `places` decimals (rounded down), no trailing zeros. */
export function formatTokenAmount(value: string | Decimal, places = 8): string {
  const d = new Decimal(value);
  const cut = d.toDecimalPlaces(places, Decimal.ROUND_DOWN);
  if (cut.isZero() && !d.isZero()) return `< ${new Decimal(1).div(new Decimal(10).pow(places)).toFixed()}`;
  return groupThousands(cut.toFixed());
}
