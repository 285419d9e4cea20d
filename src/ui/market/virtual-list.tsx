import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import * as css from '../components/kit.css';

/** Rows drawn beyond the visible ones on each side, so a quick scroll does not show gaps. */
const OVERSCAN = 6;

/**
 * A list of `total` rows of one height, of which only the visible ones (and a few around them) are in the
 * page: 10,000 listings scroll like 20. Rows not loaded yet draw as `renderRow(undefined, i)`; the list says
 * which indexes it shows through `onRange`, so their pages can be fetched.
 */
export function VirtualList<T>({
  total,
  rowHeight,
  row,
  renderRow,
  onRange,
  label,
}: {
  total: number;
  rowHeight: number;
  row: (index: number) => T | undefined;
  renderRow: (item: T | undefined, index: number) => ReactNode;
  onRange: (first: number, last: number) => void;
  label: string;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 640 });
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const measure = () => setView({ top: el.scrollTop, height: el.clientHeight || 640 });
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, []);
  const first = Math.max(0, Math.floor(view.top / rowHeight) - OVERSCAN);
  const last = Math.min(total - 1, Math.ceil((view.top + view.height) / rowHeight) + OVERSCAN);
  useEffect(() => {
    if (total > 0) onRange(first, last);
  }, [first, last, total, onRange]);

  const rows: ReactNode[] = [];
  for (let i = first; i <= last; i++) {
    rows.push(
      <div
        key={i}
        role="listitem"
        aria-posinset={i + 1}
        aria-setsize={total}
        style={{ position: 'absolute', top: i * rowHeight, left: 0, right: 0, height: rowHeight }}
      >
        {renderRow(row(i), i)}
      </div>,
    );
  }
  return (
    <div
      ref={viewport}
      className={css.viewport}
      style={{ height: `min(${total * rowHeight + 2}px, 70vh, 640px)` }}
      tabIndex={0}
      role="region"
      aria-label={label}
      data-testid="virtual-list"
      onScroll={(e) => setView({ top: e.currentTarget.scrollTop, height: e.currentTarget.clientHeight || 640 })}
    >
      <div role="list" aria-label={label} style={{ position: 'relative', height: total * rowHeight }}>
        {rows}
      </div>
    </div>
  );
}
