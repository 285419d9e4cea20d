import { useId, type ReactNode } from 'react';
import * as css from '../components/kit.css';
import * as formCss from './inscribe.css';

/**
 * A labelled field of the inscribe forms: its label, the control (given the id to use and the ids that describe it),
 * a hint below and, when there is one, its error: both tied to the control with aria-describedby, so a screen reader
 * reads the error with the field.
 */
export function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string | null;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={formCss.field}>
      <label htmlFor={id} className={formCss.label}>
        {label}
      </label>
      {children(id, describedBy)}
      {hint ? (
        <span id={`${id}-hint`} className={css.reason}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={css.warning} style={{ margin: '4px 0 0' }}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
