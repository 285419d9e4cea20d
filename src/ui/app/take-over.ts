import { hydrate, render } from 'preact';
import type { ReactNode } from 'react';
import { restoreServedMarkup, TAKEOVER_BY_RENDER } from './served-markup';

/**
 * Takes over the root that already holds the page's prerendered HTML (scripts/prerender.ts), in place: the same
 * elements get their handlers. (React's `createRoot`, which preact/compat follows, empties the root first: the page
 * would be thrown away and built again.)
 *
 * Hydrating compares no attribute: the build's changes to the HTML are undone first (served-markup.ts), so the DOM is
 * the first render's, and Preact only adds the handlers (on the inscribe pages the takeover went from about 220 ms of a
 * phone's main thread to about half). It is right only when the app's first render is the one the build made, so it
 * renders instead, comparing every attribute and changing what differs, when that may not hold:
 * - a page for any query (its HTML left the search box empty, scripts/prerender.ts marks it), and
 * - a visitor the app remembers something of (`remembers`: a network, an explorer, single-page mode or a session in
 *   this browser's storage can change what the first render shows).
 */
export function takeOver(root: Element, app: ReactNode, remembers: boolean): void {
  const vnode = app as Parameters<typeof render>[0];
  // (An undoing that could not read a style, its sheet not loaded, renders over the HTML too.)
  if (remembers || root.hasAttribute(TAKEOVER_BY_RENDER) || !restoreServedMarkup(root, document.styleSheets)) render(vnode, root);
  else hydrate(vnode, root);
}
