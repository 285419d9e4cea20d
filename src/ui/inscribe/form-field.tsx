import { useId, type ReactNode } from 'react';
import * as css from '../components/kit.css';
import * as formCss from './inscribe.css';

/** A labelled field of the inscribe forms: its label, the control (given the id to use) and a hint below. */
export function Field({ label, hint, children }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className={formCss.field}>
      <label htmlFor={id} className={formCss.label}>
        {label}
      </label>
      {children(id)}
      {hint ? <span className={css.reason}>{hint}</span> : null}
    </div>
  );
}
