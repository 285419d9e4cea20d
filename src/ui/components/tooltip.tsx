import { useId, type ReactElement, type ReactNode } from 'react';
import * as css from './tooltip.css';

export interface TooltipProps {
  readonly title: ReactNode;
  /** The element the tooltip describes; it should be focusable so keyboard users see the tip too. */
  readonly children: ReactElement | ReactNode;
}

/** A tooltip: shown on hover and on keyboard focus after 0.1 s, at most 250 px wide. */
export function Tooltip({ title, children }: TooltipProps) {
  const id = useId();
  return (
    <span className={css.anchor} aria-describedby={id}>
      {children}
      <span role="tooltip" id={id} className={css.bubble}>
        {title}
      </span>
    </span>
  );
}
