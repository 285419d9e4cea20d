import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readAppConfig } from './app/config';
import { createAppServices } from '../services/app-services';
import { runEffectsAfterRender } from './app/effects-timing';

runEffectsAfterRender();

const services = createAppServices(readAppConfig());
// A referrer in the URL is kept for 7 days; a 403 (throttled) or a new web version reloads the page.
void services.api().then((api) => {
  api.referrer.captureFromUrl(window.location.search);
  api.events.on('reload', () => window.location.reload());
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
