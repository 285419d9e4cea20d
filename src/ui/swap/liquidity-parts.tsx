import { useEffect } from 'react';
import { MaxButton } from './max-button';
import { Decimal } from '../../domain/decimal';
import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import { samePair } from '../../domain/swap/pools';
import { swapTickLabel } from '../../domain/swap/tick-label';
import type { OpRequest } from '../../flows/swap-op/swap-op.machine';
import * as css from './swap.css';
import { AmountInput } from './amount-input';

/** What each working state of a liquidity operation says, for `what` (add liquidity, remove liquidity, create the pool). */
export const WORKING = (what: string): Readonly<Record<string, string>> => ({
  preparing: `Preparing to ${what}…`,
  committing: 'Waiting for the rollup to be committed…',
  requoting: 'Getting a new quote…',
});
/** What a liquidity operation says once the wallet has signed it and it goes to the swap. */
export const SUBMITTING = 'Submitting…';
/** A pool's key in the choosers: `tick0/tick1`. */
export const poolKey = (p: { tick0: string; tick1: string }) => `${p.tick0}/${p.tick1}`;
/** The pool a `tick0/tick1` key names, whichever tick comes first. */
export const samePool = (p: { tick0: string; tick1: string }, key: string) => {
  const [tick0 = '', tick1 = ''] = key.split('/');
  return samePair(p, { tick0, tick1 });
};
/** A fraction as a percentage, to 4 decimals at most (rounded down). */
export const pct = (fraction: string) => `${new Decimal(fraction).times(100).toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed()}%`;

/** Sends the form's usable request to the operation's machine, or clears it: one place for every form's rule. */
export function useRequest(send: (event: { type: 'EDIT'; request: OpRequest } | { type: 'CLEAR' }) => void, request: OpRequest | null) {
  const key = request ? JSON.stringify(request) : '';
  useEffect(() => {
    if (key) send({ type: 'EDIT', request: JSON.parse(key) as OpRequest });
    else send({ type: 'CLEAR' });
  }, [key, send]);
}

/** The pool chooser of the add and remove forms. */
export function PoolSelect({
  id,
  label,
  pools,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  pools: readonly { tick0: string; tick1: string }[];
  value: string;
  onChange: (key: string) => void;
  disabled: boolean;
}) {
  return (
    <label className={css.fieldLabel} htmlFor={id}>
      {label}{' '}
      <select id={id} className={css.tickSelect} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {pools.map((p) => (
          <option key={poolKey(p)} value={poolKey(p)}>
            {swapTickLabel(p.tick0)}/{swapTickLabel(p.tick1)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** An amount to type, with the balance it comes from and, where given, a Max button. */
export function AmountField({
  id,
  label,
  tick,
  balance,
  value,
  onChange,
  disabled,
  onMax,
}: {
  id: string;
  label: string;
  tick: string;
  balance: string | null;
  value: string;
  onChange: (v: string) => void;
  disabled: boolean;
  onMax?: (exact: string) => void;
}) {
  return (
    <div className={css.side}>
      <div className={css.sideHead}>
        <label htmlFor={id}>{label}</label>
        <span>
          {balance === null ? null : `Yours: ${formatTokenAmount(balance)}`} {onMax ? <MaxButton balance={balance} onUse={onMax} disabled={disabled} /> : null}
        </span>
      </div>
      <div className={css.sideRow}>
        <AmountInput id={id} value={value} onType={onChange} disabled={disabled} />
        <span className={css.detailLabel}>{swapTickLabel(tick)}</span>
      </div>
    </div>
  );
}
