import { formatAmount } from '../../domain/amount-text';
import { TickLabel } from '../components/token-amount';
import { nowrap } from '../components/kit.css';

/**
 * An amount as a receipt states it: every digit the swap answered ('0.000000000000000001 ordi', never cut to 8
 * places), separators in its whole part, never broken inside the number; the tick shown safely beside it.
 */
export function ExactAmount({ value, tick }: { readonly value: string; readonly tick?: string }) {
  return (
    <>
      <span className={nowrap} data-amount>
        {formatAmount(value)}
      </span>
      {tick !== undefined ? (
        <>
          {' '}
          <TickLabel tick={tick} />
        </>
      ) : null}
    </>
  );
}
