import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import * as css from '../components/kit.css';

/** Rows drawn beyond the visible ones on each side, so a quick scroll does not show gaps. */
const OVERSCAN = 6;
/** A grid's lines drawn beyond the visible ones on each side (each holds several cards: fewer are needed). */
const GRID_OVERSCAN = 2;

/**
 * A list of `total` rows of one height, of which only the visible ones (and a few around them) are in the
 * page: 10,000 listings scroll like 20. Rows not loaded yet draw as `renderRow(undefined, i)`; the list says
 * which indexes it shows through `onRange`, so their pages can be fetched. Given `minItemWidth`, the items are
 * cards laid out in as many columns of at least that width as the list's width holds (lines of `rowHeight`).
 */
export function VirtualList<T>({
  total,
  rowHeight,
  row,
  renderRow,
  onRange,
  label,
  minItemWidth,
}: {
  total: number;
  rowHeight: number;
  row: (index: number) => T | undefined;
  renderRow: (item: T | undefined, index: number) => ReactNode;
  onRange: (first: number, last: number) => void;
  label: string;
  minItemWidth?: number;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [view, setView] = useState({ top: 0, height: 640, width: 640 });
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const measure = () => setView({ top: el.scrollTop, height: el.clientHeight || 640, width: el.clientWidth || 640 });
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, []);
  const columns = minItemWidth ? Math.max(1, Math.floor(view.width / minItemWidth)) : 1;
  const lines = Math.ceil(total / columns);
  const overscan = columns > 1 ? GRID_OVERSCAN : OVERSCAN;
  const firstLine = Math.max(0, Math.floor(view.top / rowHeight) - overscan);
  const lastLine = Math.min(lines - 1, Math.ceil((view.top + view.height) / rowHeight) + overscan);
  const first = firstLine * columns;
  const last = Math.min(total - 1, (lastLine + 1) * columns - 1);
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
        style={{
          position: 'absolute',
          top: Math.floor(i / columns) * rowHeight,
          left: `${((i % columns) * 100) / columns}%`,
          width: `${100 / columns}%`,
          height: rowHeight,
        }}
      >
        {renderRow(row(i), i)}
      </div>,
    );
  }
  return (
    <div
      ref={viewport}
      className={css.viewport}
      style={{ height: `min(${lines * rowHeight + 2}px, 70vh, 640px)` }}
      tabIndex={0}
      role="region"
      aria-label={label}
      data-testid="virtual-list"
      onScroll={(e) => setView({ top: e.currentTarget.scrollTop, height: e.currentTarget.clientHeight || 640, width: e.currentTarget.clientWidth || 640 })}
    >
      <div role="list" aria-label={label} style={{ position: 'relative', height: lines * rowHeight }}>
        {rows}
      </div>
    </div>
  );
}
