import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readAppConfig } from '../../src/ui/app/config';
import { readSwapModules } from '../../src/ui/app/swap-modules';
import { SwapTabPanel } from '../../src/ui/swap/swap-tab-panel';
import type { SwapDeps } from '../../src/flows/swap-op/swap-op.actors';
import { renderDialog } from '../model/dialog-harness';

/** Where the site learns the swap module (the page's settings) and what the Deposit and Withdraw tabs show without one (issue 41, finding 2). */
const ID = `${'ab'.repeat(32)}i0`;
const meta = (name: string, content: string) => {
  const tag = document.createElement('meta');
  tag.name = `ba-${name}`;
  tag.content = content;
  tag.dataset.test = 'swap-module';
  document.head.append(tag);
};
afterEach(() => document.head.querySelectorAll('[data-test="swap-module"]').forEach((t) => t.remove()));

describe('the swap module the site is set up with', () => {
  it("is the gateway's ba-swap-module, for the one network the page is served for", () => {
    meta('network', 'mainnet');
    meta('swap-module', ID);
    expect(readSwapModules(readAppConfig().fixedNetwork)).toEqual({ mainnet: ID });
  });

  it('is none where the page names none: the Deposit and Withdraw tabs say so in one line and offer nothing', () => {
    expect(readSwapModules(readAppConfig().fixedNetwork)).toEqual({});
    const deps: SwapDeps = { api: () => new Promise(() => {}), signer: null, now: () => 0 };
    for (const tab of ['deposit', 'withdraw'] as const) {
      const view = renderDialog(
        <SwapTabPanel
          tab={tab}
          deps={deps}
          address="tb1p-me"
          ticks={[]}
          pools={[]}
          onDone={() => {}}
          modules={readSwapModules(readAppConfig().fixedNetwork)}
        />,
        'tb1p-me',
      );
      // The visitor's network: mainnet by default.
      expect(screen.getByTestId('swap-module-not-offered')).toHaveTextContent(
        'Deposits and withdrawals are not offered on mainnet: this site was not set up with the swap module for it.',
      );
      expect(screen.queryByRole('button')).toBeNull();
      view.unmount();
    }
  });
});
