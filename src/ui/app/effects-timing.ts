import { options } from 'preact';

/**
 * The site runs on Preact (vite.config.ts), which runs effects after the next frame; React runs those of a click or a
 * key press before anything else happens. An effect's listener (a header menu's Escape, a dialog's) must be there for
 * the very next key, even on a busy phone, where a browser takes input before other tasks: effects run as soon as the
 * render is in the page, before the browser does anything else.
 */
export function runEffectsAfterRender(): void {
  options.requestAnimationFrame = (flush) => queueMicrotask(flush);
}
