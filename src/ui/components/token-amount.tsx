import type { ClipboardEvent } from 'react';
import { Decimal } from '../../domain/decimal';
import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import { formatAmount } from '../../domain/amount-text';
import { formatMessage } from '../../domain/messages';
import { swapTickText, swapTickWarned } from '../../domain/swap/tick-label';
import { nowrap } from './kit.css';

/**
 * A token amount as the app shows one (separators, at most 8 decimals): never broken inside the number, the full
 * value on hover and when copied (a number cut to 8 decimals copies whole). The tick, shown safely, may wrap to the
 * next line on a phone. `exact`: every digit, as a receipt states it ('0.000000000000000001 ordi', never cut).
 */
export function TokenAmount({ value, tick, exact = false }: { readonly value: string | Decimal; readonly tick?: string; readonly exact?: boolean }) {
  const shown = exact ? formatAmount(value) : formatTokenAmount(value);
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
 * A tick as the swap shows one: as it is (🐸, as the wallet's message to sign says it; hidden characters URL-encoded),
 * with the warning sign beside it when it holds symbols not on a keyboard (its words for screen readers and on hover).
 * A short name is never broken inside it ("piz za").
 */
export function TickLabel({ tick }: { readonly tick: string }) {
  const text = swapTickText(tick);
  const warning = formatMessage('non_keyboard_symbols_short');
  return (
    <span className={Array.from(text).length <= 12 ? nowrap : undefined}>
      <bdi>{text}</bdi>
      {swapTickWarned(tick) ? (
        <>
          {' '}
          <span role="img" aria-label={warning} title={warning}>
            ⚠
          </span>
        </>
      ) : null}
    </span>
  );
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
