import { render } from 'preact';
import type { ReactNode } from 'react';

/**
 * Renders the app into a root that already holds its prerendered page (scripts/prerender.ts), taking those nodes over
 * in place: the same elements get their handlers, and only what differs is changed. (React's `createRoot`, which
 * preact/compat follows, empties the root first: the page would be thrown away and built again.)
 */
export function takeOver(root: Element, app: ReactNode): void {
  render(app as Parameters<typeof render>[0], root);
}
