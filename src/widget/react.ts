import { createElement, useEffect, useRef, type ReactElement, type RefObject } from 'react';
import type { BitcoinAssetsWidgetGlobal, WidgetHandle, WidgetOptions, WidgetUpdate } from './widget-api';

/**
 * The widget for hosts that use React (docs/widget.md, "React"): `<BitcoinAssetsWidget options={…} />` or the
 * `useWidget` hook. It creates the widget when it mounts (in its own div, unless `display: 'modal'`), passes what
 * changed in `options` to the widget's `update` (a new kind or display creates it again), and destroys it when it
 * unmounts. It imports nothing but React's hooks, from the host's React (a peer: built into react.js with `react`
 * left to the host's bundler), and the widget's types; the widget itself is the loader's global, or `create` given.
 */

/** What creates a widget: the loader's `BitcoinAssetsWidget.create` (the default), or `createWidget` from widget.js. */
export type CreateWidget = (options: WidgetOptions) => WidgetHandle;

/** The widget's options, without `target`: the component's own div is it. `display` is 'integrated' unless 'modal'. */
export type ReactWidgetOptions = Omit<WidgetOptions, 'target'>;

export interface BitcoinAssetsWidgetProps {
  readonly options: ReactWidgetOptions;
  /** By default the loader's global (its script tag on the page); pass `createWidget` when you bundle widget.js. */
  readonly create?: CreateWidget;
  /** Hears the widget's handle once it is created (null when it goes): for a modal's `open()` and `close()`. */
  readonly onHandle?: (handle: WidgetHandle | null) => void;
  readonly className?: string;
  readonly id?: string;
}

const loaderCreate: CreateWidget = (options) => {
  const global = (globalThis as { BitcoinAssetsWidget?: BitcoinAssetsWidgetGlobal }).BitcoinAssetsWidget;
  if (!global)
    throw new TypeError(
      "Bitcoin Assets widget: window.BitcoinAssetsWidget is not defined. Add the loader's script tag (…/widget/v1/loader.js) before React renders, or pass create={createWidget} from widget.js.",
    );
  return global.create(options);
};

/** The keys whose data a host may write afresh on each render ({ … } inline): compared by value, not by identity. */
const BY_VALUE = new Set<string>(['api', 'theme', 'swap', 'buy']);

/** What differs between the options applied and the next: only that goes to `update` (a new pair restarts the form). */
export function changedOptions(applied: ReactWidgetOptions, next: ReactWidgetOptions): WidgetUpdate | null {
  const changes: Partial<Record<keyof ReactWidgetOptions, unknown>> = {};
  const keys = new Set([...Object.keys(applied), ...Object.keys(next)] as (keyof ReactWidgetOptions)[]);
  for (const key of keys) {
    if (key === 'kind' || key === 'display') continue;
    const was: unknown = applied[key];
    const now: unknown = next[key];
    const same = Object.is(was, now) || (BY_VALUE.has(key) && JSON.stringify(was) === JSON.stringify(now));
    if (!same) changes[key] = now;
  }
  return Object.keys(changes).length > 0 ? (changes as WidgetUpdate) : null;
}

/**
 * Creates the widget in the element of the returned ref when the component mounts, updates it when `options`
 * change, and destroys it on unmount. Returns the ref to give the widget's div.
 */
export function useWidget(
  options: ReactWidgetOptions,
  create: CreateWidget = loaderCreate,
  onHandle?: (handle: WidgetHandle | null) => void,
): RefObject<HTMLDivElement | null> {
  const ref = useRef<HTMLDivElement | null>(null);
  const handle = useRef<WidgetHandle | null>(null);
  /** The options the widget has: what `update` is told is the difference from these. */
  const applied = useRef<ReactWidgetOptions>(options);
  const latest = useRef<ReactWidgetOptions>(options);
  const heard = useRef(onHandle);
  // First in each commit: the effects below read this render's options and callback.
  useEffect(() => {
    latest.current = options;
    heard.current = onHandle;
  });
  const display = options.display ?? 'integrated';
  useEffect(() => {
    const initial = latest.current;
    const target = ref.current;
    const made = create(display === 'modal' || !target ? { ...initial, display } : { ...initial, display, target });
    handle.current = made;
    applied.current = initial;
    heard.current?.(made);
    return () => {
      handle.current = null;
      heard.current?.(null);
      // After the host's commit: a widget whose own root is React's (widget.js is Preact's) cannot unmount it mid-commit.
      queueMicrotask(() => made.destroy());
    };
  }, [options.kind, display, create]);
  useEffect(() => {
    const changes = handle.current ? changedOptions(applied.current, options) : null;
    applied.current = options;
    if (changes) handle.current?.update(changes);
  }, [options]);
  return ref;
}

/** `<BitcoinAssetsWidget options={{ kind: 'swap', api: { base }, … }} />`: the widget in a div where it is written. */
export function BitcoinAssetsWidget({ options, create, onHandle, className, id }: BitcoinAssetsWidgetProps): ReactElement {
  const ref = useWidget(options, create, onHandle);
  return createElement('div', { ref, className, id, 'data-bitcoin-assets-widget': options.kind });
}
