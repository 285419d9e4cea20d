import type { Page } from '@playwright/test';
import { expect, test } from './devnet-fixture';
import type { EventObject } from 'xstate';
import { failures, walletConnectModel } from '../../src/flows/wallet-connect/wallet-connect.model';
import type { FlowSnapshot } from '../../src/flows/testing/flow-model-types';

/**
 * The wallet-connect paths of `npm run paths`, run in Chromium against the real site on the devnet
 * (`npm start`): the dev wallet's prompt approves or rejects, the devnet control page causes the
 * server's failures and slowness. The paths are the model's own, over the events a browser can cause
 * (a wallet that loses its key cannot be staged here: those run in jsdom only).
 */
const rejected = (event: EventObject) => (event as { error?: { userRejected?: boolean } }).error?.userRejected === true;

/** The events this driver can cause in a real browser on the devnet. */
function drivable(event: EventObject): boolean {
  switch (event.type) {
    case 'CONNECT':
    case 'SELECT':
    case 'CLOSE':
    case 'CANCEL':
    case 'DISCONNECT':
    case 'ACCOUNT_CHANGED':
    case 'xstate.done.actor.restoreAccount':
    case 'xstate.done.actor.connectWallet':
    case 'xstate.done.actor.fetchSignInMessage':
    case 'xstate.error.actor.fetchSignInMessage':
    case 'xstate.done.actor.signSignInMessage':
    case 'xstate.done.actor.logIn':
    case 'xstate.error.actor.logIn':
      return true;
    case 'xstate.error.actor.connectWallet':
    case 'xstate.error.actor.signSignInMessage':
      return rejected(event);
    default:
      return false;
  }
}

/** Steps the app takes by itself (the server answers): nothing to do but let it happen. */
const automatic = (event: EventObject | undefined) => !!event && /^xstate\.(done|error)\.actor\.(fetchSignInMessage|logIn)$/.test(event.type);

const prompt = (page: Page, kind: 'connect' | 'sign-message') => page.locator(`[data-devnet-wallet-prompt="${kind}"]`);
const dialog = (page: Page) => page.getByRole('dialog', { name: /Connect a wallet|Connecting/ });

const STEP_LABEL: Record<string, string> = {
  wallet: 'Connect the wallet',
  message: 'Get the sign-in message',
  signing: 'Sign the message',
  verifying: 'Check the signature',
};

/** What the user sees in each state, as in the jsdom view test. */
async function verify(page: Page, expected: FlowSnapshot): Promise<void> {
  if (expected.matches('choosing')) {
    const chooser = page.getByRole('dialog', { name: 'Connect a wallet' });
    await expect(chooser).toBeVisible();
    const error = (expected.context as { error: { message: string } | null }).error;
    if (error) await expect(chooser.getByRole('alert')).toHaveText(error.message);
    else await expect(chooser.getByRole('alert')).toHaveCount(0);
  } else if (expected.matches('connecting')) {
    const step = Object.values(expected.value as Record<string, string>)[0]!;
    const connecting = page.getByRole('dialog', { name: 'Connecting' });
    await expect(connecting.locator('[aria-current="step"]')).toHaveText(STEP_LABEL[step]!);
  } else if (expected.matches('switched')) {
    const switched = page.getByRole('dialog', { name: 'Your wallet switched account' });
    await expect(switched).toContainText('Sign in with this account to go on.');
    await expect(switched.getByRole('button', { name: 'Use another wallet' })).toBeVisible();
  } else {
    await expect(dialog(page)).toHaveCount(0);
  }
  if (expected.matches('connected')) await expect(page.getByTestId('user-menu').getByRole('button')).toContainText(/^tb1p/);
  else await expect(page.getByTestId('connect-button')).toBeVisible();
}

/** Registers the paths' tests; called from devnet.spec.ts, whose tests share one devnet and run one at a time. */
export function describeWalletConnectPathsInChromium(START: string): void {
  const control = (page: Page, path: string, data: unknown) => page.request.post(`${START}/devnet/api${path}`, { data });
  const paths = walletConnectModel.paths({ only: drivable });

  test('the browser runs a real share of the wallet-connect paths', () => {
    const covered = walletConnectModel.coverage(paths).transitions;
    expect(paths.length).toBeGreaterThanOrEqual(4);
    expect(covered.covered).toBeGreaterThanOrEqual(17);
  });

  for (const path of paths) {
    test(`${path.id}: ${path.description}`, async ({ page }) => {
      await control(page, '/reset', {});
      await page.goto(`${START}/market`);
      await page.waitForFunction(() => 'unisat' in window);
      await page.evaluate(() => localStorage.setItem('devnet-wallet:autoApprove', '0'));
      const first = path.steps[0]?.event as (EventObject & { output?: unknown }) | undefined;
      if (first?.type === 'xstate.done.actor.restoreAccount' && first.output) {
        // A returning visitor: signed in once (auto-approved), then the page loads again.
        await page.evaluate(() => localStorage.setItem('devnet-wallet:autoApprove', '1'));
        await page.getByTestId('connect-button').click();
        await page.getByRole('dialog').locator('[data-wallet="unisat"]').click();
        await expect(page.getByTestId('user-menu')).toBeVisible();
        await page.evaluate(() => localStorage.setItem('devnet-wallet:autoApprove', '0'));
        await page.reload();
      }

      let slow = false;
      for (const [i, step] of path.steps.entries()) {
        const event = step.event;
        const next = path.steps[i + 1]?.event;
        // The server's answer to what this step starts: a failure is staged before it.
        if (next?.type === 'xstate.error.actor.fetchSignInMessage')
          await control(page, '/fail', { path: '/base/preload', failure: { kind: 'status', status: 500 }, times: 1 });
        if (next?.type === 'xstate.error.actor.logIn')
          await control(page, '/fail', { path: '/base/login', failure: { kind: 'code', code: -1, msg: failures.badSignature.message }, times: 1 });
        // Cancel while the app waits for the server: the server is made slow so the user has time to.
        if (next?.type === 'CANCEL' && (step.state.matches({ connecting: 'message' }) || step.state.matches({ connecting: 'verifying' }))) {
          await control(page, '/latency', { ms: 4_000 });
          slow = true;
        }

        switch (event.type) {
          case 'CONNECT':
            // From the switched-account dialog (the page behind it is inert), its Use another wallet; else the header's Connect.
            if (path.steps[i - 1]?.state.matches('switched'))
              await page.getByRole('dialog', { name: 'Your wallet switched account' }).getByRole('button', { name: 'Use another wallet' }).click();
            else await page.getByTestId('connect-button').click();
            break;
          case 'SELECT':
            // Every connect asks the wallet (as for a site the wallet has not seen).
            await page.evaluate((origin) => localStorage.removeItem(`devnet-wallet:connected:${origin}`), START);
            await page.getByRole('dialog').locator('[data-wallet="unisat"]').click();
            break;
          case 'CLOSE':
            await page.keyboard.press('Escape');
            break;
          case 'CANCEL':
            await page.getByRole('dialog', { name: 'Connecting' }).getByRole('button', { name: 'Cancel' }).click();
            // The user also closes the wallet's own window, if it is open.
            for (const kind of ['connect', 'sign-message'] as const)
              if (await prompt(page, kind).count()) await prompt(page, kind).getByRole('button', { name: 'Reject' }).click();
            if (slow) {
              await control(page, '/latency', { ms: 0 });
              slow = false;
            }
            break;
          case 'DISCONNECT':
            await page.getByTestId('user-menu').getByRole('button').click();
            await page.getByRole('menuitem', { name: 'Disconnect' }).click();
            break;
          case 'ACCOUNT_CHANGED':
            // The wallet names the account it switched to (the user picks another), or none (the user disconnected the site in it).
            if ((event as { address?: string }).address)
              await page.getByRole('region', { name: 'Dev wallet' }).getByLabel('Dev wallet account').selectOption('1');
            else await page.evaluate(() => (window as unknown as { devnetWallet: { disconnectSite(): void } }).devnetWallet.disconnectSite());
            break;
          case 'xstate.done.actor.connectWallet':
          case 'xstate.error.actor.connectWallet':
            await prompt(page, 'connect')
              .getByRole('button', { name: rejected(event) ? 'Reject' : 'Approve' })
              .click();
            break;
          case 'xstate.done.actor.signSignInMessage':
          case 'xstate.error.actor.signSignInMessage':
            await prompt(page, 'sign-message')
              .getByRole('button', { name: rejected(event) ? 'Reject' : 'Approve' })
              .click();
            break;
          default:
            // Restore at load and the server's answers happen by themselves.
            break;
        }
        // A state the app leaves by itself at once (the server answers) is checked after that answer.
        if (!automatic(next)) await verify(page, step.state);
      }
      // Nothing the user cancelled comes back: no wallet prompt is left open.
      await expect(page.locator('[data-devnet-wallet-prompt]')).toHaveCount(0);
    });
  }
}
