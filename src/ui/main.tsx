import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { readAppConfig } from './app/config';
import { createAppServices } from './app/services';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App services={createAppServices(readAppConfig())} />
  </StrictMode>,
);
