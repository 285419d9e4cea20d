import { asciiLabel } from '../../domain/text-safety';
import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import type { ExactType } from '../../domain/swap/swap-entities';
import { button } from '../theme/ui.css';
import * as css from './swap.css';

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
      ? `You now get ${formatTokenAmount(now)} ${asciiLabel(tickOut)}, not ${formatTokenAmount(shown)}`
      : `You now pay ${formatTokenAmount(now)} ${asciiLabel(tickIn)}, not ${formatTokenAmount(shown)}`;
  return (
    <div className={css.problem} role="status" data-testid="swap-price-moved">
      <span>The price moved since you looked. {what}.</span>{' '}
      <button type="button" className={button.default} onClick={onAccept}>
        Accept the new price
      </button>
    </div>
  );
}
