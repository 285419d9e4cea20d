import * as css from './swap.css';

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
