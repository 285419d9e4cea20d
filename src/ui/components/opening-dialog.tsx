import { Suspense, type ReactNode } from 'react';
import * as css from './kit.css';

/** A dialog loaded when it is opened: "Opening…" meanwhile (the market's dialogs are chunks of their own). */
export function OpeningDialog({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className={css.reason}>
          Opening…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
