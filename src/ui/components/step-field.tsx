import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { field } from '../theme/ui.css';
import * as css from './kit.css';

type InputBits = Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'type' | 'min' | 'max' | 'step' | 'disabled'>;

/**
 * A step's one typed figure (a bid, a price, an amount): its label, the field, and under it the hint that says what it
 * takes, or its problem (then a warning read out as an alert). The field is described by the hint.
 */
export function StepField({
  label,
  value,
  onChange,
  invalid,
  alert = invalid,
  hint,
  hintTestId,
  ...input
}: InputBits & {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The figure is refused as it stands (aria-invalid). */
  invalid: boolean;
  /** The hint is the problem (a warning and an alert): by default whenever the figure is invalid. */
  alert?: boolean;
  hint: ReactNode;
  hintTestId?: string;
}) {
  const id = useId();
  return (
    <>
      {/* One flex item: a label of text and a name (NameText) reads as one line, not a line a part. */}
      <label htmlFor={`${id}-field`} className={css.label}>
        <span>{label}</span>
      </label>
      <input
        id={`${id}-field`}
        className={field}
        {...input}
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className={alert ? css.warning : css.reason} role={alert ? 'alert' : undefined} data-testid={hintTestId}>
        {hint}
      </p>
    </>
  );
}
