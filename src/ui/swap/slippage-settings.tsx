import { useId, useState } from 'react';
import { formatMessage } from '../../domain/messages';
import { SLIPPAGE_PRESETS, isHighSlippage, slippageProblem, typedPercent } from '../../domain/swap/slippage';
import { button, field } from '../theme/ui.css';
import * as css from './swap.css';

/**
 * Slippage tolerance: the presets and a custom percent, the slippage notice and, above 5%, the high-slippage
 * warning. `onChange` gets only usable values; a bad custom value says why and keeps the last good one.
 */
export function SlippageSettings({ percent, onChange }: { percent: string; onChange: (percent: string) => void }) {
  const [custom, setCustom] = useState(SLIPPAGE_PRESETS.includes(percent as (typeof SLIPPAGE_PRESETS)[number]) ? '' : percent);
  const problem = custom === '' ? null : slippageProblem(custom);
  const id = useId();
  return (
    <div className={css.settings} data-testid="slippage-settings">
      <div className={css.presets} role="group" aria-labelledby={`${id}-label`}>
        <span id={`${id}-label`} className={css.detailLabel}>
          Slippage tolerance
        </span>
        {SLIPPAGE_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className={`${button.default} ${css.preset}`}
            aria-pressed={custom === '' && percent === p}
            onClick={() => {
              setCustom('');
              onChange(p);
            }}
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
            onChange={(e) => {
              const value = e.target.value;
              setCustom(value);
              if (value.trim() !== '' && slippageProblem(value) === null) onChange(typedPercent(value));
            }}
          />
        </label>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={css.problem}>
          {problem}
        </p>
      ) : null}
      <p className={css.note}>{formatMessage('slippage_notice', { slippage: percent })}</p>
      {isHighSlippage(percent) ? (
        <p className={css.notice} role="note" data-testid="high-slippage">
          {formatMessage('high_slippage')}
        </p>
      ) : null}
    </div>
  );
}
