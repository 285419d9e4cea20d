import { swapTickLabel } from '../../domain/swap/tick-label';
import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import type { ExactType } from '../../domain/swap/swap-entities';
import type { Decimal } from '../../domain/decimal';
import { button } from '../theme/ui.css';
import * as css from './swap.css';

// The guards on a swap's price before Swap (issue 28): a price that moved since the user looked, and price impact.

/** The price moved against the user since they looked: the new amount next to the old, and Accept before Swap. */
export function PriceMoved({
  shown,
  now,
  exactType,
  tickIn,
  tickOut,
  onAccept,
}: {
  shown: string;
  now: string;
  exactType: ExactType;
  tickIn: string;
  tickOut: string;
  onAccept: () => void;
}) {
  const what =
    exactType === 'exactIn'
      ? `You now get ${formatTokenAmount(now)} ${swapTickLabel(tickOut)}, not ${formatTokenAmount(shown)}`
      : `You now pay ${formatTokenAmount(now)} ${swapTickLabel(tickIn)}, not ${formatTokenAmount(shown)}`;
  return (
    <div className={css.problem} role="status" data-testid="swap-price-moved">
      <span>The price moved since you looked. {what}.</span>{' '}
      <button type="button" className={button.default} onClick={onAccept}>
        Accept the new price
      </button>
    </div>
  );
}

/** Past the site's maximum price impact: the reason Swap is off; past the danger level: the consent it needs. */
export function ImpactGuard({
  overMax,
  impact,
  consented,
  disabled,
  onConsent,
}: {
  overMax: string | null;
  impact: Decimal | null;
  consented: boolean;
  disabled: boolean;
  onConsent: (yes: boolean) => void;
}) {
  if (overMax)
    return (
      <p className={css.problem} data-testid="swap-impact-max">
        {overMax}
      </p>
    );
  if (!impact) return null;
  return (
    <label className={css.problem}>
      <input type="checkbox" checked={consented} disabled={disabled} onChange={(event) => onConsent(event.target.checked)} data-testid="swap-impact-consent" />
      <span>
        I accept a price impact of {impact.toFixed()}%: this swap alone moves the pool&apos;s price that much, and I get that much less than its price now.
      </span>
    </label>
  );
}
