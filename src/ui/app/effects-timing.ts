import { options } from 'preact';
import { createNextTask } from './next-task';

/** The events after which React runs a render's effects at once (its "discrete" events): a person acted. */
const DISCRETE_EVENTS = ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'input', 'change', 'submit', 'focusin', 'focusout'] as const;

/**
 * The site runs on Preact (vite.config.ts), which runs effects after the next frame. React runs those of a click or a
 * key press before anything else happens, and the others soon after the render. So here:
 * - after a click, a key or a typed character, a render's effects run as soon as it is in the page (a microtask): an
 *   effect's listener (a header menu's Escape, a dialog's) is there for the very next key, even on a busy phone,
 *   where a browser takes input before other tasks;
 * - any other render (the first one, an answer arriving) runs its effects in the next task, so the render and its
 *   effects are two shorter tasks, not one long one that blocks a phone (issue 46: Total Blocking Time).
 */
export function runEffectsAfterRender(): void {
  const nextTask = createNextTask();
  let acted = false;
  const endOfTask = () => {
    acted = false;
  };
  for (const type of DISCRETE_EVENTS)
    window.addEventListener(
      type,
      () => {
        if (acted) return;
        acted = true;
        // The person's event is over once its task is: renders after that are the page's own again.
        nextTask(endOfTask);
      },
      { capture: true, passive: true },
    );
  options.requestAnimationFrame = (flush) => (acted ? queueMicrotask(flush) : nextTask(flush));
}
