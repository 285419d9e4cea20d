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
