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
// The page's module is asked for at once. A prerendered page (scripts/prerender.ts) waits for it, so the first render is
// the page itself and takes over the DOM the HTML painted, with no loading line in between (issue 46); in a task of its
// own, not the one that ran the page's module.
const preloaded = preloadRoute(window.location.pathname);
if (root.hasChildNodes()) void preloaded.then(() => createNextTask()(() => takeOver(root, app)));
else createRoot(root).render(app);
