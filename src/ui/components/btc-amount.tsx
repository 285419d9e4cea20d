import { formatBtc, formatSatsAsBtc } from '../../domain/currency';

/** A BTC amount with the decimals its magnitude calls for; 'N/A' when there is no price. */
export function BtcAmount({ btc, sats, unit = true }: { btc?: string | null; sats?: string | number | null; unit?: boolean }) {
  const text = sats !== undefined ? formatSatsAsBtc(sats) : formatBtc(btc);
  return (
    <span data-amount>
      {text}
      {unit && text !== 'N/A' ? ' BTC' : ''}
    </span>
  );
}
