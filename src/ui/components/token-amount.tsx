import type { ClipboardEvent } from 'react';
import { Decimal } from '../../domain/decimal';
import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import { asciiLabel } from '../../domain/text-safety';
import { nowrap } from './kit.css';

/**
 * A token amount as the app shows one (separators, at most 8 decimals): never broken inside the number, the full
 * value on hover and when copied (a number cut to 8 decimals copies whole). The tick, shown safely, may wrap to the
 * next line on a phone.
 */
export function TokenAmount({ value, tick }: { readonly value: string | Decimal; readonly tick?: string }) {
  const shown = formatTokenAmount(value);
  const full = new Decimal(value).toFixed();
  const cut = shown.replaceAll(',', '') !== full;
  const copyWhole = (event: ClipboardEvent<HTMLSpanElement>) => {
    event.clipboardData.setData('text/plain', full);
    event.preventDefault();
  };
  return (
    <>
      <span className={nowrap} title={cut ? full : undefined} onCopy={cut ? copyWhole : undefined} data-amount>
        {shown}
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

/**
 * A tick as the app shows one (symbols not on a keyboard as they are, with the warning sign; invisible ones
 * URL-encoded): a short name is never broken inside it ("piz za"); only a long one may break where it must.
 */
export function TickLabel({ tick }: { readonly tick: string }) {
  const label = asciiLabel(tick);
  return <span className={label.length <= 12 ? nowrap : undefined}>{label}</span>;
}

/** A pool's two ticks, "ordi/pizza", able to wrap after the slash. */
export function PairLabel({ tick0, tick1 }: { readonly tick0: string; readonly tick1: string }) {
  return (
    <>
      <TickLabel tick={tick0} />/<wbr />
      <TickLabel tick={tick1} />
    </>
  );
}
