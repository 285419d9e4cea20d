import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as css from './shell.css';

export interface DropdownMenuProps {
  /** The button's content. */
  readonly label: ReactNode;
  readonly buttonLabel?: string;
  readonly align?: 'left' | 'right';
  readonly active?: boolean;
  readonly highlighted?: boolean;
  readonly testId?: string;
  /** Items: each gets role="menuitem"; a click on one closes the menu. */
  readonly children: (close: () => void) => ReactNode;
}

/**
 * A header menu: opens on click or Enter/Space/ArrowDown, arrow keys move between items, Escape closes
 * and gives focus back to the button, a click outside closes.
 */
export function DropdownMenu({ label, buttonLabel, align = 'left', active, highlighted, testId, children }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const focusFirst = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpen(false);
    };
    // Escape closes the menu wherever focus is (it stays on the button when opened by click or Enter).
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    if (focusFirst.current) {
      listRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
      focusFirst.current = false;
    }
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  const items = () => Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirst.current = true;
      if (open) items()[0]?.focus();
      else setOpen(true);
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      list[(index + 1) % list.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      list[(index - 1 + list.length) % list.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      list[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      list[list.length - 1]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className={css.menu} ref={rootRef} data-testid={testId}>
      <button
        ref={buttonRef}
        type="button"
        className={css.navLink}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        data-active={active ? 'true' : undefined}
        data-highlighted={highlighted ? 'true' : undefined}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <ul id={menuId} ref={listRef} role="menu" className={`${css.menuList} ${align === 'right' ? css.menuListRight : ''}`} onKeyDown={onListKeyDown}>
          {children(close)}
        </ul>
      ) : null}
    </div>
  );
}
