import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import { swapTickLabel } from '../../domain/swap/tick-label';
import { button } from '../theme/ui.css';
import * as css from './swap.css';

/** The way to put a tick's brc-20 into the swap: the page's Deposit tab, or (the widget) a link to the site's deposit page. */
export type DepositWay = { readonly open: (tick: string) => void } | { readonly href: (tick: string) => string };

/** Past the swap balance, while the wallet holds the tick: how much it holds, and the way in (issue 28, 5). */
export function DepositHint({ held, tick, deposit }: { held: string; tick: string; deposit: DepositWay | undefined }) {
  return (
    <p className={css.note} data-testid="swap-deposit-hint">
      You have {formatTokenAmount(held)} {swapTickLabel(tick)} in your wallet: deposit it into the swap to swap it.{' '}
      {deposit && 'open' in deposit ? (
        <button type="button" className={button.ghost} onClick={() => deposit.open(tick)}>
          Deposit {swapTickLabel(tick)}
        </button>
      ) : deposit ? (
        <a href={deposit.href(tick)} target="_blank" rel="noopener noreferrer">
          Deposit {swapTickLabel(tick)} on the site
        </a>
      ) : null}
    </p>
  );
}
