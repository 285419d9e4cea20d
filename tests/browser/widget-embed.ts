import { createServer, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { expect, test } from './devnet-fixture';
import { API, connectAndQuote, swapWidget } from './widget-demo-page';

/** Where the walkthrough's page is served: another origin than the API (5177) and the demo page (6177). */
const SHOP = 'http://127.0.0.1:6199';
const README_ORIGIN = 'http://localhost:5173';

/** docs/widget.md's "From an empty page to a working swap" page, as it is written there (between its marker and the fence). */
export function walkthroughPage(): string {
  const readme = readFileSync(new URL('../../docs/widget.md', import.meta.url), 'utf8');
  const start = readme.indexOf('<!-- embed-walkthrough');
  if (start < 0) throw new Error('docs/widget.md has no embed walkthrough.');
  const block = /```html\n([\s\S]*?)\n```/.exec(readme.slice(start));
  if (!block) throw new Error('The embed walkthrough in docs/widget.md has no html block.');
  return block[1]!;
}

/**
 * Issue 28, 10: a developer follows the README from an empty page: the page it gives, served from another origin,
 * against this test's devnet (its origin for npm start's), swaps. The dev wallet's script is npm start's (Vite serves
 * it); the test's browser context puts the same dev wallet in the page instead, so that line is the one left out.
 */
export function describeEmbedWalkthrough(): void {
  test.describe('embedding as the README says', () => {
    let server: Server;
    test.beforeAll(async () => {
      const page = walkthroughPage()
        .split('\n')
        .filter((line) => !line.includes('/devnet/wallet/inject.ts'))
        .join('\n')
        .replaceAll(README_ORIGIN, API);
      server = createServer((req, res) => {
        if (req.url === '/shop.html') res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
        else res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => server.listen(6199, '127.0.0.1', resolve));
    });
    test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    test('the README’s page, on another origin, connects the dev wallet and quotes a swap on the devnet', async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (m) => logged.push(m.text()));
      await page.goto(`${SHOP}/shop.html`);
      const swap = swapWidget(page);
      await expect(swap.getByTestId('swap-form')).toBeVisible();
      // Connected through the dev wallet and quoted: the swap works from the page (the demo page's test swaps to the end).
      await connectAndQuote(page);
      // Disconnect, in the widget itself: the Connect button again.
      await swap.getByTestId('widget-account').getByRole('button', { name: 'Disconnect' }).click();
      await expect(swap.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
      expect(logged.filter((m) => /error|refus/i.test(m))).toEqual([]);
    });
  });
}
