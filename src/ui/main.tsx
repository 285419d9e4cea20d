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
// A referrer in the URL is kept for 7 days; a 403 (throttled) or a new web version reloads the page.
void services.api().then((api) => {
  api.referrer.captureFromUrl(window.location.search);
  api.events.on('reload', () => window.location.reload());
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = (
  <StrictMode>
    <App services={services} />
  </StrictMode>
);
// The page's module is asked for just after this task, in one of its own: matching the route and the loader's preload
// links of the page's files cost a phone about 60 ms, and one long task split in two blocks a tap for less (issue 46).
// A prerendered page (scripts/prerender.ts) waits for the module, so the first render is the page itself and takes over
// the DOM the HTML painted, with no loading line in between; in a task of its own too, not the one that ran the module.
const nextTask = createNextTask();
const preloaded = new Promise<void>((loaded) => nextTask(() => void preloadRoute(window.location.pathname).then(loaded)));
if (root.hasChildNodes()) void preloaded.then(() => nextTask(() => takeOver(root, app)));
else createRoot(root).render(app);
