import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { toastMachine } from '../../flows/toast/toast.machine';

/** What a toast is (toast.tsx shows them, toast-item.tsx runs each). */
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

export interface ToastEntry extends ToastOptions {
  readonly id: number;
}

/** Tests give the machine (the model-based paths) and take each toast's running actor. */
export interface ToastTesting {
  readonly machine?: typeof toastMachine;
  readonly onActor?: (actor: ActorRefFrom<typeof toastMachine>) => void;
}
