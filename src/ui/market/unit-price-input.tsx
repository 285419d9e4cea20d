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
  // What the user typed stays while it makes this total, or while it is on its way to a number ('0.', '1,');
  // a total typed in its own field replaces it.
  const typedTotal = typed === null ? null : totalForUnitPrice(typed, units);
  const shown = typed !== null && (typedTotal === null || typedTotal === totalSats.trim()) ? typed : derived;
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
          // Not a number yet: no total (the total's field says 'Enter a price.'), never the raw text.
          onTotal(totalForUnitPrice(e.target.value, units) ?? '');
        }}
        data-testid="unit-price-input"
      />
    </>
  );
}
