import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useFlow } from '../hooks/use-flow';
import type { ActorRefFrom } from 'xstate';
import { toastMachine } from '../../flows/toast/toast.machine';
import * as css from './toast.css';

export type ToastType = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  readonly type?: ToastType;
  /** Error toasts are titled 'Error'. */
  readonly title?: string;
  readonly message: ReactNode;
  /** Default 4.5 s; 0 keeps it until closed. */
  readonly durationMs?: number;
  /** Called when the toast closes (a sticky warning that reloads the page on click uses it). */
  readonly onClose?: () => void;
  /** Makes the whole message a button (the sticky 'click to reload' warning); closes the toast after. */
  readonly onActivate?: () => void;
}

interface ToastEntry extends ToastOptions {
  readonly id: number;
}

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

/** Tests give the machine (the model-based paths) and take each toast's running actor. */
export interface ToastTesting {
  readonly machine?: typeof toastMachine;
  readonly onActor?: (actor: ActorRefFrom<typeof toastMachine>) => void;
}

export function ToastItem({ entry, onDone, testing }: { entry: ToastEntry; onDone: (id: number) => void; testing?: ToastTesting | undefined }) {
  const [, actorRef] = useFlow(toastMachine, { input: { durationMs: entry.durationMs }, testing, subscribe: false });
  const send = actorRef.send;
  const closed = useSelector(actorRef, (s) => s.status === 'done');
  useEffect(() => {
    if (closed) {
      entry.onClose?.();
      onDone(entry.id);
    }
  }, [closed, entry, onDone]);
  if (closed) return null;
  const type = entry.type ?? 'info';
  const title = entry.title ?? (type === 'error' ? 'Error' : undefined);
  return (
    <div
      className={css.item[type]}
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      data-toast-type={type}
      onMouseEnter={() => send({ type: 'HOLD' })}
      onMouseLeave={() => send({ type: 'RELEASE' })}
      onFocus={() => send({ type: 'HOLD' })}
      onBlur={() => send({ type: 'RELEASE' })}
    >
      {title ? <div className={css.title}>{title}</div> : null}
      {entry.onActivate ? (
        <button
          type="button"
          className={css.activate}
          onClick={() => {
            entry.onActivate?.();
            send({ type: 'CLOSE' });
          }}
        >
          {entry.message}
        </button>
      ) : (
        <div>{entry.message}</div>
      )}
      <button type="button" className={css.close} aria-label="Close notification" onClick={() => send({ type: 'CLOSE' })}>
        ×
      </button>
    </div>
  );
}

export function ToastProvider({ children, testing }: { children: ReactNode; testing?: ToastTesting }) {
  const [entries, setEntries] = useState<readonly ToastEntry[]>([]);
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
        {entries.map((entry) => (
          <ToastItem key={entry.id} entry={entry} onDone={remove} testing={testing} />
        ))}
      </div>
    </ToasterContext.Provider>
  );
}
