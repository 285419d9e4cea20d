import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Decimal } from '../../domain/decimal';
import type { SelectItem } from '../../domain/swap/balance-entities';
import type { PoolListItem } from '../../domain/swap/pool-entities';
import { pairPoolWords } from '../../domain/swap/pools';
import { formatTokenAmount } from '../../domain/swap/swap-amounts';
import { swapTickLabel } from '../../domain/swap/tick-label';
import * as css from './token-picker.css';

export interface TokenPickerProps {
  readonly ticks: readonly SelectItem[];
  readonly value: string;
  readonly onChange: (tick: string) => void;
  /** What the choice is for ("Token you pay"): the button's name says it with the token chosen. */
  readonly label: string;
  readonly disabled?: boolean;
  /** The whole width of its row, the chosen token's detail beside it (the deposit and withdraw forms). */
  readonly wide?: boolean;
  /** What each token shows under its name; by default its balance in the swap and in the wallet. */
  readonly detail?: (t: SelectItem) => string;
  /** The swap's other side: each token also shows the pool it would trade through with it, and its reserves. */
  readonly pairWith?: { readonly pools: readonly PoolListItem[]; readonly other: string };
}

const held = (t: SelectItem) => new Decimal(t.swapBalance || 0).plus(t.brc20Balance || 0).gt(0);
const balances = (t: SelectItem) => `In the swap ${formatTokenAmount(t.swapBalance || '0')} · Wallet ${formatTokenAmount(t.brc20Balance || '0')}`;

/** The tokens a search matches, those the user holds first (the list's order otherwise kept). */
export function pickable(ticks: readonly SelectItem[], query: string): SelectItem[] {
  const q = query.trim().toLowerCase();
  const matching = ticks.filter((t) => q === '' || t.tick.toLowerCase().includes(q) || swapTickLabel(t.tick).toLowerCase().includes(q));
  return [...matching.filter(held), ...matching.filter((t) => !held(t))];
}

/**
 * A choice of token with a search and each token's balances: a button that opens a search box over a list, as
 * WAI-ARIA's combobox with a listbox popup has it (the arrows move through the list, Enter picks, Escape closes and
 * gives the focus back). Ticks are shown safely (symbols not on a keyboard URL-encoded with the warning sign).
 */
export function TokenPicker({ ticks, value, onChange, label, disabled, wide, pairWith, detail: given }: TokenPickerProps) {
  const detail =
    given ??
    ((t: SelectItem) => [balances(t), pairWith ? pairPoolWords(pairWith.pools, t.tick, pairWith.other) : null].filter((line) => line !== null).join(' · '));
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeAt, setActiveAt] = useState(0);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const options = open ? pickable(ticks, query) : [];
  const active = options[Math.min(activeAt, options.length - 1)];
  const chosen = ticks.find((t) => t.tick === value);

  // A press anywhere else closes it (composedPath: inside the widget's shadow root too).
  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (root.current && !event.composedPath().includes(root.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  useEffect(() => {
    if (active) list.current?.querySelector(`[data-tick="${CSS.escape(active.tick)}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const show = () => {
    const all = pickable(ticks, '');
    setQuery('');
    setActiveAt(
      Math.max(
        0,
        all.findIndex((t) => t.tick === value),
      ),
    );
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const pick = (tick: string) => {
    close(true);
    if (tick !== value) onChange(tick);
  };
  const keys = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0 && options.length > 0) {
      event.preventDefault();
      setActiveAt((Math.min(activeAt, options.length - 1) + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) pick(active.tick);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') close(false);
  };

  const shown = swapTickLabel(value);
  return (
    <div ref={root} className={wide ? `${css.picker} ${css.wide}` : css.picker}>
      <button
        ref={trigger}
        type="button"
        className={wide ? `${css.trigger} ${css.triggerWide}` : css.trigger}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${label}: ${shown}`}
        disabled={disabled}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault();
            show();
          }
        }}
        data-testid="token-picker"
      >
        <span className={css.triggerText}>
          {shown}
          {wide && chosen ? <span className={css.triggerDetail}> · {detail(chosen)}</span> : null}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div className={wide ? `${css.popover} ${css.popoverLeft}` : css.popover}>
          <input
            className={css.search}
            role="combobox"
            aria-label={`Search: ${label.toLowerCase()}`}
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-autocomplete="list"
            aria-activedescendant={active ? `${id}-${ticks.indexOf(active)}` : undefined}
            placeholder="Search a token"
            autoComplete="off"
            autoFocus
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActiveAt(0);
            }}
            onKeyDown={keys}
          />
          <ul ref={list} id={`${id}-list`} role="listbox" aria-label={label} className={css.list}>
            {options.map((t) => (
              <li
                key={t.tick}
                id={`${id}-${ticks.indexOf(t)}`}
                role="option"
                aria-selected={t.tick === value}
                data-tick={t.tick}
                className={t === active ? `${css.option} ${css.active}` : css.option}
                onPointerDown={(e) => e.preventDefault()}
                onClick={() => pick(t.tick)}
              >
                <span>{swapTickLabel(t.tick)}</span>
                <span className={css.optionDetail}>{detail(t)}</span>
              </li>
            ))}
          </ul>
          {options.length === 0 ? (
            <p className={css.empty} role="status">
              No token matches “{query.trim()}”.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
