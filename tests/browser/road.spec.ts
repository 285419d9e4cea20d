import type { Browser, Page } from '@playwright/test';
import { accountPage, expect, newDevnetContext, test } from './devnet-fixture';
import { NETWORK_NAMES, NETWORKS } from '../../server/gateway/networks';
import { confirmPurchase, connectDevWallet, expectNoViolations, followOrderToDone } from './helpers';

/**
 * The one road (issue 42): the site → the gateway on the Bitcoin testnet profile → the devnet as UniSat's open API
 * (`npm run devnet -- --gateway testnet`, tests/browser/servers.ts). The site's /api is the gateway's, exactly as on
 * testnet with a real key: its sign-in, its translation to the open API's paths, its per-host routing; the devnet
 * refuses any request the swagger's closed schemas do not allow (naming the field) and writes its answers in the
 * swagger's shapes. Listing and buying brc-20 and runes and inscribing run end to end; at the end the devnet's
 * contract log holds no request it refused and no answer outside the swagger.
 */
const ROAD = 'http://127.0.0.1:5180';
test.describe.configure({ mode: 'serial', timeout: 150_000 });
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'one width: the dialogs are the devnet tests’ at both');

test.beforeAll(async ({ request }) => {
  await request.post(`${ROAD}/devnet/api/reset`, { data: {} });
  await request.post(`${ROAD}/devnet/api/mining`, { data: { intervalMs: null } });
});

const mine = (page: Page) => page.request.post(`${ROAD}/devnet/api/mine`, { data: { blocks: 1 } });

/** A dev-wallet account's page (0 is Account 1), approving its prompts, signed in at `path`. */
async function signedIn(browser: Browser, index: number, path: string): Promise<Page> {
  const page = await accountPage(browser, index);
  await connectDevWallet(page, ROAD, path);
  return page;
}

/** Account 2 buys the listing at `price` on `market` and sees it is theirs. */
async function buy(buyer: Page, market: string, price: string): Promise<void> {
  await buyer.goto(`${ROAD}${market}`);
  await buyer.getByTestId('listing-row').filter({ hasText: price }).first().click();
  await buyer.getByRole('button', { name: 'Buy', exact: true }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Buy' });
  await expect(dialog.getByTestId('buy-verification')).toHaveText('Verified: the item is where the listing says.');
  await confirmPurchase(dialog);
  await expect(dialog.getByTestId('buy-success')).toContainText('is yours');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await mine(buyer);
}

test('the testnet profile: the swap and the collection market say where they work; no page shows -404', async ({ page }) => {
  await page.goto(`${ROAD}/swap`);
  await expect(page.getByTestId('swap-gate-not-offered')).toContainText(
    "This is not offered on Bitcoin testnet: UniSat's open API has it (brc20-swap/config) only on Fractal mainnet.",
  );
  await page.goto(`${ROAD}/market/brc20/ordi`);
  await expect(page.getByTestId('listing-row').first()).toBeVisible();
  await expect(page.getByText('-404')).toHaveCount(0);
  await expectNoViolations(page, 'the brc-20 market through the gateway');
});

test('Account 1 lists 250 ordi and Account 2 buys them, every call through the gateway and the open API', async ({ browser }) => {
  const seller = await signedIn(browser, 0, '/address/account?tab=brc20');
  await seller.getByTestId('brc20-holding').filter({ hasText: 'ordi' }).getByRole('button').click();
  await seller.getByTestId('transferable-list').getByRole('button', { name: 'List' }).click();
  const choose = seller.getByRole('dialog', { name: 'List ordi' });
  await choose.getByRole('button', { name: 'Custom amount' }).click();
  await choose.getByLabel('Amount of ordi to sell').fill('250');
  await choose.getByRole('button', { name: 'Next' }).click();
  await expect(choose.getByTestId('transfer-confirming')).toContainText('Your transfer of 250 ordi is inscribed.');
  await mine(seller);
  const list = seller.getByRole('dialog', { name: 'List' });
  await list.getByLabel('Price per unit (sats)').fill('333', { timeout: 15_000 });
  await expect(list.getByLabel('Total price (sats)')).toHaveValue('83250');
  await list.getByRole('button', { name: 'Next' }).click();
  await list.getByRole('button', { name: 'Sign' }).click();
  await expect(list.getByTestId('pricing-success')).toHaveText('Listing created. 250 ordi is for sale at 0.0008325 BTC.');
  await list.getByRole('button', { name: 'Done' }).click();

  const buyer = await signedIn(browser, 1, '/market/brc20/ordi');
  await buy(buyer, '/market/brc20/ordi', '333');
  await buyer.goto(`${ROAD}/address/account?tab=brc20`);
  await expect(buyer.getByTestId('brc20-holding').filter({ hasText: 'ordi' })).toBeVisible();
});

test('Account 1 lists 10,000 DEVNET•RUNE and Account 2 buys them', async ({ browser }) => {
  const seller = await signedIn(browser, 0, '/address/account?tab=runes');
  await seller.getByRole('button', { name: 'List DEVNET•RUNE' }).click();
  await seller.getByRole('dialog', { name: 'List DEVNET•RUNE' }).getByTestId('output-choice').filter({ hasText: '10,000' }).click();
  const list = seller.getByRole('dialog', { name: 'List' });
  await list.getByLabel('Total price (sats)').fill('260000');
  await list.getByRole('button', { name: 'Next' }).click();
  await list.getByRole('button', { name: 'Sign' }).click();
  await expect(list.getByTestId('pricing-success')).toHaveText('Listing created. 10,000 DEVNET•RUNE is for sale at 0.0026 BTC.');
  await list.getByRole('button', { name: 'Done' }).click();

  const buyer = await signedIn(browser, 1, '/runes/market');
  await buy(buyer, `/runes/market/${encodeURIComponent('DEVNET•RUNE')}`, '0.0026');
  await buyer.goto(`${ROAD}/address/account?tab=runes`);
  await expect(buyer.getByTestId('rune-holding')).toContainText('10,000');
});

test('a text inscription: the order through the open API’s V5 order calls, paid and followed to done', async ({ browser }) => {
  const page = await signedIn(browser, 0, '/inscribe');
  await page.getByTestId('inscribe-text').fill('on the one road');
  await expect(page.getByTestId('inscribe-submit')).toBeEnabled();
  await page.getByTestId('inscribe-submit').click();
  await expect(page.getByTestId('order-status')).toHaveText('Waiting for your payment.');
  await page.getByTestId('order-pay').click();
  await expect(page.getByTestId('order-status')).toHaveText('Payment received: waiting for it to confirm.');
  await followOrderToDone(page, () => mine(page));
});

/** Every route of the site (src/ui/app/routes.tsx), with the seed's ticks, items and names. */
const ROUTES = [
  '/',
  '/download',
  '/inscribe',
  '/search?q=ordi',
  '/brc20',
  '/brc20?tick=ordi',
  '/swap',
  '/market',
  '/market?tab=runes',
  '/market?tab=domain',
  '/market?tab=collection',
  '/market/brc20/ordi',
  '/market/collection/devnet-punks',
  '/plans',
  '/address/account',
  '/orders/inscribe',
  '/inscribe/collections',
  '/deployer',
  '/developer-disclaimer',
  '/media-kit',
  '/runes',
  '/runes/inscribe',
  '/runes/list',
  '/runes/market',
  `/runes/market/${encodeURIComponent('DEVNET•RUNE')}`,
  '/atomicals',
  '/atomicals/market',
  '/atomicals/market/arc20',
  '/atomicals/market/arc20/atom',
];

/**
 * The page walk per network profile: the devnet's open API stands for that network's UniSat host and the gateway in
 * front runs on its profile (`POST /devnet/api/profile`), the devnet's chain and wallet as they are. Every route, as a
 * visitor and signed in: each loads; no "-404"; no Try again (what the host has not says where it works instead).
 */
for (const network of NETWORK_NAMES) {
  test(`the page walk on the ${network} profile, no wallet and signed in: no page shows -404 or a Try again that can never succeed`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    await request.post(`${ROAD}/devnet/api/profile`, { data: { network } });
    try {
      const visitor = await (await newDevnetContext(browser, { viewport: { width: 1280, height: 800 } })).newPage();
      const user = await signedIn(browser, 0, '/');
      for (const page of [visitor, user]) {
        for (const route of ROUTES) {
          await page.goto(`${ROAD}${route}`);
          await expect(page.locator('main')).toBeVisible();
          // Loaded: nothing says it is still loading (a read that never ends would show here too).
          await expect(page.getByText(/^Loading .*…$/)).toHaveCount(0, { timeout: 15_000 });
          await expect(page.getByText('-404'), `${network} ${route}`).toHaveCount(0);
          await expect(page.getByRole('button', { name: 'Try again' }), `${network} ${route}`).toHaveCount(0);
        }
      }
      await visitor.goto(`${ROAD}/swap`);
      if (network === 'fractal') await expect(visitor.getByRole('region', { name: 'Pools' })).toContainText('ordi/pizza');
      else await expect(visitor.getByTestId('swap-gate-not-offered')).toContainText(`This is not offered on ${NETWORKS[network].label}`);
    } finally {
      await request.post(`${ROAD}/devnet/api/profile`, { data: { network: 'testnet' } });
    }
  });
}

test('the contract: the gateway sent nothing the swagger refuses; the devnet’s answers fit it but for the named deviations', async ({ request }) => {
  const log = (await (await request.get(`${ROAD}/devnet/api/contract`)).json()) as { data: { requests: string[]; answers: string[] } };
  expect(log.data.requests).toEqual([]);
  // What the devnet still answers outside the swagger, each a follow-up of issue 42 (a new one fails this test):
  // a rune listing has no inscription; an output that is spent is answered null. (The inscribe orders are V5's,
  // whose statuses are words of the service's own: the spec's fit them.)
  expect([...log.data.answers].sort()).toEqual([
    'GET /v1/indexer/utxo/{txid}/{index}: answer.data: null (null) where the swagger has object',
    'POST /v3/market/runes/auction/list: answer.data.list[].inscriptionId: required, missing',
  ]);
});
