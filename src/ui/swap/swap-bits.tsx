import type { SelectItem } from '../../domain/swap/swap-entities';
import { asciiLabel } from '../../domain/text-safety';
import * as css from './swap.css';

/** A choice of tick: each shown safely (symbols not on a keyboard URL-encoded with the warning sign). */
export function TickSelect(props: {
  readonly ticks: readonly SelectItem[];
  readonly value: string;
  readonly onChange: (tick: string) => void;
  readonly disabled?: boolean;
  readonly label?: string;
  readonly wide?: boolean;
  /** What follows the tick in each option (its balances). */
  readonly detail?: (t: SelectItem) => string;
}) {
  return (
    <select
      className={props.wide ? `${css.tickSelect} ${css.wideSelect}` : css.tickSelect}
      aria-label={props.label}
      value={props.value}
      disabled={props.disabled}
      onChange={(e) => props.onChange(e.target.value)}
    >
      {props.ticks.map((t) => (
        <option key={t.tick} value={t.tick}>
          {asciiLabel(t.tick)}
          {props.detail ? ` (${props.detail(t)})` : ''}
        </option>
      ))}
    </select>
  );
}
