import { useId } from 'react';
import type { SelectItem } from '../../domain/swap/balance-entities';
import { swapTickLabel } from '../../domain/swap/tick-label';
import { DataTable } from '../components/market-bits';
import { TokenAmount } from '../components/token-amount';
import * as css from './swap.css';

/** The user's balances beside the swap: each tick in the swap and in the wallet. */
export function SwapBalances({ ticks }: { ticks: readonly SelectItem[] }) {
  const id = useId();
  return (
    <section className={css.stacked} aria-labelledby={`${id}-balances`} data-testid="swap-balances">
      <h2 id={`${id}-balances`} className={css.cardTitle}>
        Your balances
      </h2>
      <DataTable
        bare
        columns={[{ label: 'Token' }, { label: 'In the swap' }, { label: 'In your wallet' }]}
        rows={ticks.map((t) => ({
          key: t.tick,
          attrs: { 'data-testid': `balance-${t.tick}` },
          cells: [swapTickLabel(t.tick), <TokenAmount value={t.swapBalance} />, <TokenAmount value={t.brc20Balance} />],
        }))}
      />
    </section>
  );
}
