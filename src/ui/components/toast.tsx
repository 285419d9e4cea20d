import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { ToastEntry, ToastOptions, ToastTesting } from './toast-types';
import { afterPageContent } from '../hooks/page-content-first';
import * as css from './toast.css';

export interface Toaster {
  show(options: ToastOptions): number;
  success(message: ReactNode): number;
  error(message: ReactNode): number;
  warning(message: ReactNode, options?: Omit<ToastOptions, 'message' | 'type'>): number;
  dismiss(id: number): void;
}

const ToasterContext = createContext<Toaster | null>(null);

export function useToaster(): Toaster {
  const toaster = useContext(ToasterContext);
  if (!toaster) throw new Error('useToaster needs a <ToastProvider>');
  return toaster;
}

type ToastItemView = ComponentType<{ entry: ToastEntry; onDone: (id: number) => void; testing?: ToastTesting | undefined }>;
let loadedItem: ToastItemView | null = null;
let loadingItem: Promise<ToastItemView> | null = null;
/**
 * The toast's view and machine (toast-item.tsx), and with them xstate: not in the first render (issue 46: about 13 KB
 * gzip of every page's first JavaScript). Asked for once the page's own content is in (page-content-first.ts), or at
 * once by a toast shown before that, which shows when it is in. Tests load it before they render (tests/setup.ts).
 */
export function loadToastItem(): Promise<ToastItemView> {
  return (loadingItem ??= import('./toast-item').then(
    (m) => (loadedItem = m.ToastItem),
    (error: unknown) => {
      loadingItem = null;
      throw error;
    },
  ));
}

export function ToastProvider({ children, testing }: { children: ReactNode; testing?: ToastTesting }) {
  const [entries, setEntries] = useState<readonly ToastEntry[]>([]);
  const [Item, setItem] = useState<ToastItemView | null>(() => loadedItem);
  const waiting = entries.length;
  useEffect(() => {
    if (Item) return;
    let live = true;
    // A toast waiting to show asks for its view at once (again, if an earlier load failed); else after the page's content.
    void (waiting > 0 ? loadToastItem() : afterPageContent().then(loadToastItem)).then(
      (view) => {
        if (live) setItem(() => view);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [Item, waiting]);
  const nextId = useRef(1);
  const remove = useCallback((id: number) => setEntries((list) => list.filter((e) => e.id !== id)), []);
  const toaster = useMemo<Toaster>(() => {
    const show = (options: ToastOptions) => {
      const id = nextId.current++;
      setEntries((list) => [...list, { ...options, id }]);
      return id;
    };
    return {
      show,
      success: (message) => show({ type: 'success', message }),
      error: (message) => show({ type: 'error', message }),
      warning: (message, options) => show({ ...options, type: 'warning', message }),
      dismiss: remove,
    };
  }, [remove]);
  return (
    <ToasterContext.Provider value={toaster}>
      {children}
      <div className={css.region} aria-live="polite" data-stay-active="">
        {Item ? entries.map((entry) => <Item key={entry.id} entry={entry} onDone={remove} testing={testing} />) : null}
      </div>
    </ToasterContext.Provider>
  );
}
