import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { siteServices as services } from './app/site-services';
import { runEffectsAfterRender } from './app/effects-timing';
import { preloadRoute } from './app/routes';
import { createNextTask } from './app/next-task';
import { takeOver } from './app/take-over';
import { afterFirstPaint, holdUntilFirstPaint } from './app/first-paint';
import { prefetchRouteReads, routeWaitsForARead } from './app/route-reads';
import { holdExtrasUntil } from './hooks/page-content-first';
import { browserStorage, keepsAnything } from '../services/storage/key-value-store';

runEffectsAfterRender();
// What the app remembers of this visitor can change its first render (take-over.ts): read before the app writes any.
const remembers = keepsAnything(browserStorage('local')) || keepsAnything(browserStorage('session'));

// The query the visitor landed with (its referrer), read now: a route's redirect may change the URL before it is kept.
const landedSearch = window.location.search;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App services={services} />
  </StrictMode>
);
// The page's module, then the API layer's, are asked for in a task of their own: matching the route and the loader's
// preload links of their files cost a phone about 80 ms, and one long task split in two blocks a tap for less (issue 46).
// - A prerendered page (scripts/prerender.ts) asks for them just after this task and waits for the page's module, so
//   the first render is the page itself and takes over the DOM the HTML painted, with no loading line in between.
// - Without prerendered HTML, the first render (the shell, a loading line) is painted before they are asked for
//   (first-paint.ts): the first paint waits for the entry's scripts alone (Lighthouse, an asset page: LCP 2,204 → 1,528 ms).
const nextTask = createNextTask();
// A page whose largest part is a read (an item's) holds the shell's extras until that part has painted: its read and
// module settled, then a frame painted (page-content-first.ts).
let contentShown = (): void => undefined;
const readFirst = routeWaitsForARead(window.location);
if (readFirst) holdExtrasUntil(new Promise<void>((shown) => (contentShown = shown)));
/** Asks for the page's module (the promise: it is in), an item's read beside it (route-reads.ts) and the API layer. */
const load = (): Promise<void> => {
  const read = prefetchRouteReads(window.location, services);
  // A referrer in the URL is kept for 7 days; a 403 (throttled) or a new web version reloads the page.
  void services.api().then((api) => {
    api.referrer.captureFromUrl(landedSearch);
    api.events.on('reload', () => window.location.reload());
  });
  const page = preloadRoute(window.location.pathname);
  void Promise.all([read, page]).then(() => requestAnimationFrame(() => nextTask(contentShown)));
  return page;
};
if (root.hasChildNodes()) {
  nextTask(() => void load().then(() => nextTask(() => takeOver(root, app, remembers))));
} else {
  // A page whose largest part is a read asks for it, and for its module, before the shell's first render: that paint
  // is not the one the visitor waits for.
  if (readFirst) void load();
  holdUntilFirstPaint();
  createRoot(root).render(app);
  if (!readFirst) afterFirstPaint(() => void load());
}
