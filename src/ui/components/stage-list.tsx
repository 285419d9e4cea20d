import type { ReactNode } from 'react';
import * as css from './stage-list.css';

/**
 * A flow's stages in order, those passed marked done and the current one marked as the step the user is at
 * (a withdrawal's, an inscribe order's). `detail` adds a note to the current stage (its confirmations).
 */
export function StageList({ stages, current, detail, label }: { stages: readonly string[]; current: number; detail?: ReactNode; label: string }) {
  return (
    <ol className={css.stages} aria-label={label}>
      {stages.map((name, i) => (
        <li
          key={name}
          className={i < current ? css.stageDone : i === current ? css.stageNow : css.stageLater}
          aria-current={i === current ? 'step' : undefined}
        >
          {name}
          {i === current && detail ? <> {detail}</> : null}
        </li>
      ))}
    </ol>
  );
}
