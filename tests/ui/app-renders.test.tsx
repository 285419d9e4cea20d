import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../../src/ui/app/app';
// The app loads these on demand; loaded up front, no import is still in flight when the file ends.
import '../../src/services/api/create-api';
import '../../src/services/wallet-session/wallet-flow';
import '../../src/flows/wallet-connect/wallet-connect.actors';
import { createAppServices } from '../../src/services/app-services';
import { readAppConfig } from '../../src/ui/app/config';
import { usePortalContainer } from '../../src/ui/theme/portal-container';

/**
 * The page renders once when the site starts (issue 46): the element overlays render into arrives after the first
 * render, and only what reads it renders again. When the site's root held it, the whole page rendered a second time
 * right after the first (80 ms of a phone's main thread on /inscribe).
 */
describe('the site at start', () => {
  it('renders the page once, and gives overlays their container after the first render', async () => {
    let pageRenders = 0;
    const portals: (Element | DocumentFragment | null)[] = [];
    function Page() {
      pageRenders += 1;
      return null;
    }
    function Overlay() {
      portals.push(usePortalContainer());
      return null;
    }
    const router = (routes: ReactNode) => (
      <MemoryRouter initialEntries={['/']}>
        <Page />
        <Overlay />
        {routes}
      </MemoryRouter>
    );
    const fetchNever = vi.fn(() => new Promise<Response>(() => {}));
    const services = createAppServices(readAppConfig(), { fetch: fetchNever as unknown as typeof fetch });
    render(<App services={services} router={router} />);
    await act(async () => {});
    await screen.findByTestId('page');
    expect(pageRenders).toBe(1);
    expect(portals).toHaveLength(2);
    expect(portals[0]).toBeNull();
    expect(portals[1]).toBe(document.querySelector('[data-portal-root]'));
  });
});
