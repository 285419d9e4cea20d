import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readAppConfig } from './app/config';
import { createAppServices } from '../services/app-services';
import { runEffectsAfterRender } from './app/effects-timing';
import { preloadRoute } from './app/routes';
import { createNextTask } from './app/next-task';
import { takeOver } from './app/take-over';

runEffectsAfterRender();

const services = createAppServices(readAppConfig());
// The query the visitor landed with (its referrer), read now: a route's redirect may change the URL before it is kept.
const landedSearch = window.location.search;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App services={services} />
  </StrictMode>
);
// The page's module, then the API layer's, are asked for just after this task, in one of their own: matching the route
// and the loader's preload links of their files cost a phone about 80 ms, and one long task split in two blocks a tap
// for less (issue 46). A prerendered page (scripts/prerender.ts) waits for the page's module, so the first render is
// the page itself and takes over the DOM the HTML painted, with no loading line in between; in a task of its own too,
// not the one that ran the module.
const nextTask = createNextTask();
const preloaded = new Promise<void>((loaded) =>
  nextTask(() => {
    void preloadRoute(window.location.pathname).then(loaded);
    // A referrer in the URL is kept for 7 days; a 403 (throttled) or a new web version reloads the page.
    void services.api().then((api) => {
      api.referrer.captureFromUrl(landedSearch);
      api.events.on('reload', () => window.location.reload());
    });
  }),
);
if (root.hasChildNodes()) void preloaded.then(() => nextTask(() => takeOver(root, app)));
else createRoot(root).render(app);
