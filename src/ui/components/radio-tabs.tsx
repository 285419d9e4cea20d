import { radioGroupKeys } from './radio-keys';
import * as css from './kit.css';

/**
 * One choice of a few, shown as tabs: a WAI-ARIA radio group (the arrows move and choose, Tab enters it once). The
 * inscribe modes, brc-20 operations, rune etch or mint and the badge tier are each one.
 */
export function RadioTabs<T extends string>({
  label,
  options,
  value,
  onChange,
  testIdPrefix,
}: {
  label: string;
  options: readonly { readonly value: T; readonly label: string }[];
  value: T;
  onChange: (value: T) => void;
  /** Each tab's data-testid is this prefix and its value ('mode-' gives 'mode-text'). */
  testIdPrefix?: string;
}) {
  return (
    <div className={css.tabs} role="radiogroup" aria-label={label} onKeyDown={radioGroupKeys}>
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          tabIndex={o.value === value ? 0 : -1}
          className={css.tab}
          onClick={() => onChange(o.value)}
          {...(testIdPrefix ? { 'data-testid': `${testIdPrefix}${o.value}` } : {})}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
