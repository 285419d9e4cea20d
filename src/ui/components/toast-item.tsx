import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useFlow } from '../hooks/use-flow';
import { toastMachine } from '../../flows/toast/toast.machine';
import type { ToastEntry, ToastTesting } from './toast-types';
import * as css from './toast.css';

/**
 * One toast, run by its machine (flows/toast): loaded after the page's first render (toast.tsx), so the first render
 * carries neither the machine nor its library (issue 46).
 */
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
