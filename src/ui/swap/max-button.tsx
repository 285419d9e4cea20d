import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import { Decimal } from '../../domain/decimal';
import { button } from '../theme/ui.css';

/** Max: puts the whole balance (exact) in the amount; shown only for a balance above 0. */
export function MaxButton({ balance, onUse, disabled = false }: { balance: string | null; onUse: (exact: string) => void; disabled?: boolean }) {
  if (balance === null || disabled || !new Decimal(balance).gt(0)) return null;
  return (
    <button type="button" className={button.ghost} onClick={() => onUse(new Decimal(balance).toFixed())} aria-label={`Use all: ${formatTokenAmount(balance)}`}>
      Max
    </button>
  );
}

/** A share of a balance (25%, 50%, 75%, all), exact to the token's 18 decimals, rounded down: never more than held. */
export function PercentButtons({ balance, onUse, disabled = false }: { balance: string | null; onUse: (exact: string) => void; disabled?: boolean }) {
  if (balance === null || disabled || !new Decimal(balance).gt(0)) return null;
  return (
    <span role="group" aria-label="A share of what you hold" data-testid="percent-buttons">
      {[25, 50, 75, 100].map((percent) => (
        <button
          key={percent}
          type="button"
          className={button.ghost}
          onClick={() => onUse(new Decimal(balance).times(percent).div(100).toDecimalPlaces(18, Decimal.ROUND_DOWN).toFixed())}
        >
          {percent === 100 ? 'All' : `${percent}%`}
        </button>
      ))}
    </span>
  );
}
