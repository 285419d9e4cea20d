import { useId, useState } from 'react';
import { toDecimal } from '../../domain/decimal';
import { formatUnitPrice } from '../../domain/market/listing-display';
import { totalForUnitPrice } from '../../domain/market/trade-rules';
import { field } from '../theme/ui.css';
import * as css from '../components/kit.css';

/**
 * A price per unit for an item of many units (brc-20): traders think in unit prices. Typing one sets the total (whole
 * sats); typing the total shows its unit price here. The total stays the one the market is sent.
 */
export function UnitPriceInput({ units, totalSats, onTotal }: { units: string; totalSats: string; onTotal: (totalSats: string) => void }) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const derived = /^\d+$/.test(totalSats.trim()) ? formatUnitPrice(toDecimal(totalSats.trim()).div(toDecimal(units)).toFixed(8)).replace(/,/g, '') : '';
  // What the user typed stays while it still makes this total; a total typed in its own field replaces it.
  const shown = typed !== null && totalForUnitPrice(typed, units) === totalSats.trim() ? typed : derived;
  return (
    <>
      <label htmlFor={id} className={css.label}>
        Price per unit (sats)
      </label>
      <input
        id={id}
        className={field}
        inputMode="decimal"
        value={shown}
        onChange={(e) => {
          setTyped(e.target.value);
          onTotal(totalForUnitPrice(e.target.value, units) ?? e.target.value);
        }}
        data-testid="unit-price-input"
      />
    </>
  );
}
