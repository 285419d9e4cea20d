import * as css from './swap.css';

/** The type size an amount of this length fits its input with at 390 px (issue 28, 6: the received amount was cut off). */
export const amountSizeClass = (text: string): string => (text.length > 16 ? css.amountLength.longer : text.length > 11 ? css.amountLength.long : '');

/**
 * A token amount a person types (swap, send, liquidity, withdraw): decimal keys on a phone, no autofill, the
 * theme's font; `invalid` marks it for screen readers when the amount has a problem, `describedBy` names that problem.
 */
export function AmountInput({
  id,
  value,
  onType,
  disabled,
  invalid,
  describedBy,
  sizeClass,
  testId,
}: {
  id: string;
  value: string;
  onType: (value: string) => void;
  disabled: boolean;
  invalid?: boolean;
  describedBy?: string | undefined;
  /** A smaller font for a long figure. */
  sizeClass?: string;
  testId?: string;
}) {
  return (
    <input
      id={id}
      className={sizeClass ? `${css.amount} ${sizeClass}` : css.amount}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0"
      value={value}
      disabled={disabled}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(e) => onType(e.target.value)}
      data-testid={testId}
    />
  );
}
