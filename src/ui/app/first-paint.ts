import { createNextTask } from './next-task';

/**
 * The page's first frame, as a gate for what a page loads (issue 46). When the site starts without prerendered HTML,
 * its first render (the header, the banner, a loading line) is painted before the page's module is asked for: the
 * browser is not busy taking in the page's scripts when it could paint, and the first paint waits for nothing but the
 * entry's. A requestAnimationFrame callback runs just before a frame is painted; a task it posts runs after it.
 *
 * Open until `holdUntilFirstPaint` is called (only the site's entry does, so a test or the prerender renders pages as
 * before).
 */
let painted = true;
const waiting = new Set<() => void>();

export function holdUntilFirstPaint(): void {
  painted = false;
  const nextTask = createNextTask();
  requestAnimationFrame(() =>
    nextTask(() => {
      painted = true;
      waiting.forEach((run) => run());
      waiting.clear();
    }),
  );
}

/** `changed` is told once, when the first frame is painted (never, if it was already). */
function subscribeFirstPaint(changed: () => void): () => void {
  if (painted) return () => undefined;
  waiting.add(changed);
  return () => void waiting.delete(changed);
}

/** Runs `run` once the first frame is painted (at once if it is); returns a way to stop waiting. */
export function afterFirstPaint(run: () => void): () => void {
  if (painted) run();
  return subscribeFirstPaint(run);
}
