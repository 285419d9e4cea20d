import { options } from 'preact';

/**
 * The site runs on Preact (vite.config.ts), which runs effects after the next frame; React runs those of a click or a
 * key press before the next event. An effect's listener (a header menu's Escape) must be there for the very next key,
 * so effects run in the next task, as React's scheduler runs them: a message posted to ourselves (no timer's clamp).
 */
export function runEffectsInNextTask(): void {
  const channel = new MessageChannel();
  let queued: (() => void)[] = [];
  channel.port1.onmessage = () => {
    const run = queued;
    queued = [];
    run.forEach((flush) => flush());
  };
  options.requestAnimationFrame = (flush) => {
    queued.push(flush);
    if (queued.length === 1) channel.port2.postMessage(null);
  };
}
