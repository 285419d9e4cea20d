import { useId, useState } from 'react';
import { formatMessage } from '../../domain/messages';
import {
  AUTO_SLIPPAGE,
  DEFAULT_SLIPPAGE_PERCENT,
  SLIPPAGE_PRESETS,
  isHighSlippage,
  slippageChoiceOf,
  slippageInForce,
  slippageProblem,
  type SlippageChoice,
} from '../../domain/swap/slippage';
import { useServices } from '../hooks/services';
import { AUTO_SLIPPAGE_MAX, AUTO_SLIPPAGE_MIN } from '../../domain/swap/auto-slippage';
import { button, field } from '../theme/ui.css';
import * as css from './swap.css';

/** Where the chosen slippage tolerance is kept. */
const SLIPPAGE_KEY = 'swap:slippage';

/**
 * The swap's slippage setting: the choice on screen, the tolerance in force (null when the custom box holds nothing
 * usable: issue 45, 1) and the way to change it. The tolerance the user chose is kept between visits, and wins over a
 * host's preset (the widget's `slippage` is where a user who has not chosen starts; a host's update() never undoes
 * their choice); only a usable one is kept.
 */
export function useSlippage(preset: string | undefined): [SlippageChoice, (choice: SlippageChoice) => void] {
  const { localStore } = useServices();
  const usable = (kept: string | null | undefined): kept is string => kept === AUTO_SLIPPAGE || (!!kept && slippageProblem(kept) === null);
  const [choice, setChoice] = useState<SlippageChoice>(() => {
    const kept = localStore.get(SLIPPAGE_KEY);
    return slippageChoiceOf(usable(kept) ? kept : usable(preset) ? preset : DEFAULT_SLIPPAGE_PERCENT);
  });
  const change = (next: SlippageChoice) => {
    setChoice(next);
    const percent = next.kind === 'auto' ? AUTO_SLIPPAGE : slippageInForce(next);
    if (percent !== null) localStore.set(SLIPPAGE_KEY, percent);
  };
  return [choice, change];
}

/**
 * Slippage tolerance: the presets and a custom percent, the slippage notice and, above 5%, the high-slippage
 * warning. The choice is the form's: what the box shows is what is in force, and a box that holds no usable
 * value says why and leaves no tolerance in force (the form turns Swap off), never the last good one.
 */
export function SlippageSettings({
  choice,
  percent,
  onChange,
}: {
  choice: SlippageChoice;
  /** The tolerance in force (the automatic one's for this amount, when Auto is chosen), or null. */
  percent: string | null;
  onChange: (choice: SlippageChoice) => void;
}) {
  const custom = choice.kind === 'custom' ? choice.text : '';
  const problem = choice.kind === 'custom' ? slippageProblem(custom) : null;
  const id = useId();
  return (
    <div className={css.settings} data-testid="slippage-settings">
      <div className={css.presets} role="group" aria-labelledby={`${id}-label`}>
        <span id={`${id}-label`} className={css.detailLabel}>
          Slippage tolerance
        </span>
        <button
          type="button"
          className={`${button.default} ${css.preset}`}
          aria-pressed={choice.kind === 'auto'}
          onClick={() => onChange({ kind: 'auto' })}
          data-testid="slippage-auto"
        >
          Auto
        </button>
        {SLIPPAGE_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className={`${button.default} ${css.preset}`}
            aria-pressed={choice.kind === 'preset' && choice.percent === p}
            onClick={() => onChange({ kind: 'preset', percent: p })}
          >
            {p}%
          </button>
        ))}
        <label className={css.detailLabel}>
          Custom %{' '}
          <input
            className={`${field} ${css.customInput}`}
            inputMode="decimal"
            value={custom}
            placeholder="e.g. 2"
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => onChange({ kind: 'custom', text: e.target.value })}
            data-testid="slippage-custom"
          />
        </label>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={css.problem} data-testid="slippage-problem">
          {problem}
        </p>
      ) : null}
      {choice.kind === 'auto' && percent !== null ? (
        <p className={css.note} data-testid="slippage-auto-note">
          Auto: {percent}% for this amount, as far as it alone moves the pool&apos;s price (a deeper pool, a smaller tolerance), at least {AUTO_SLIPPAGE_MIN}%
          and at most {AUTO_SLIPPAGE_MAX}%.
        </p>
      ) : null}
      {percent !== null ? <p className={css.note}>{formatMessage('slippage_notice', { slippage: percent })}</p> : null}
      {percent !== null && isHighSlippage(percent) ? (
        <p className={css.notice} role="note" data-testid="high-slippage">
          {formatMessage('high_slippage')}
        </p>
      ) : null}
    </div>
  );
}
