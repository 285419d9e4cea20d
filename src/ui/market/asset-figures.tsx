import type { ReactNode } from 'react';
import type { AssetFigures as Figures } from '../../domain/market/market-reads';
import { Change, Price, UnitPrice } from '../components/market-bits';
import * as css from '../components/kit.css';
import { formatAmount } from '../../domain/amount-text';

const count = (n: number | null | undefined) => (n === null || n === undefined ? '–' : formatAmount(n));

/**
 * An asset's figures, those its category's calls send, in one order: prices (a unit's for tokens), volumes, the change,
 * then counts. A figure the market did not send is left out; one it sent as unknown shows "–".
 */
export function AssetFigures({ figures, perUnit }: { figures: Figures; perUnit: boolean }) {
  const price = (sats: number | undefined) => (perUnit ? <UnitPrice sats={sats} /> : <Price sats={sats} />);
  const unit = perUnit ? ' (a unit)' : '';
  const rows: [string, keyof Figures, (value: never) => ReactNode][] = [
    [`Floor${unit}`, 'floor', price],
    [`Last sale${unit}`, 'lastSale', price],
    [`24h low${unit}`, 'low24h', price],
    [`24h high${unit}`, 'high24h', price],
    ['24h volume', 'volume24h', (sats: number) => <Price sats={sats} zeroIsNone={false} compact />],
    ['24h sales', 'sales24h', count],
    ['Total volume', 'volumeTotal', (sats: number) => <Price sats={sats} zeroIsNone={false} compact />],
    ['Change', 'change', (change: string | null) => <Change change={change} />],
    ['Listed', 'listed', count],
    ['Items made', 'minted', count],
    ['Supply', 'supply', count],
  ];
  return (
    <dl className={css.stats} data-testid="asset-stats">
      {rows
        .filter(([, key]) => figures[key] !== undefined)
        .map(([label, key, show]) => (
          <div key={key} className={css.stat}>
            <dt className={css.statLabel}>{label}</dt>
            <dd className={css.statValue} style={{ margin: 0 }}>
              {show(figures[key] as never)}
            </dd>
          </div>
        ))}
    </dl>
  );
}
