import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULE_INSCRIPTION_ID } from '../../devnet/swap/swap-config';
import { pageWithSettings } from '../../server/gateway/gateway-site';
import { moduleProblem, notOfferedWords, pinnedModule } from '../../src/domain/swap/swap-module';

/** The swap module pinned per network (issue 41, finding 2): where the site learns it, and the rule a deposit or withdrawal meets. */
const ID = `${'ab'.repeat(32)}i0`;

describe('the pinned swap module', () => {
  it("the devnet's build names the devnet's module: .env.devnet and the devnet's fixed deploy inscription are the same id", () => {
    const line = readFileSync('.env.devnet', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VITE_SWAP_MODULE_TESTNET='));
    expect(line).toBe(`VITE_SWAP_MODULE_TESTNET=${MODULE_INSCRIPTION_ID}`);
  });

  it('is the configured inscription id for the network, or none (a value that is no inscription id is none)', () => {
    expect(pinnedModule({ testnet: ID }, 'testnet')).toBe(ID);
    expect(pinnedModule({ testnet: ` ${ID.toUpperCase()} ` }, 'testnet')).toBe(ID);
    expect(pinnedModule({ testnet: ID }, 'mainnet')).toBeNull();
    expect(pinnedModule({ mainnet: 'not-an-id' }, 'mainnet')).toBeNull();
    expect(pinnedModule(undefined, 'mainnet')).toBeNull();
  });

  it("lets a deposit or withdrawal on only when the swap's config names it; says why not in plain words", () => {
    expect(moduleProblem(ID, ID, 'mainnet', 'deposit')).toBeNull();
    expect(moduleProblem(ID, `${'cd'.repeat(32)}i0`, 'mainnet', 'withdrawal')).toBe(
      'The swap names another module (cdcdcdcd…cdcdi0) than the one this site is set up with (abababab…ababi0), so this withdrawal is stopped: nothing of yours is sent to a module this site does not know. Nothing was signed.',
    );
    expect(moduleProblem(null, ID, 'mainnet', 'deposit')).toBe(`${notOfferedWords('mainnet')} Nothing was signed.`);
    expect(notOfferedWords('mainnet')).toBe('Deposits and withdrawals are not offered on mainnet: this site was not set up with the swap module for it.');
  });

  it("the gateway gives its --swap-module to the page as the site's other settings (a meta tag, escaped); none without it", () => {
    const html = '<html><head></head><body></body></html>';
    const settings = { network: 'mainnet', networkName: 'mainnet', contentBase: 'https://content.example', marketFeeAddress: null } as const;
    expect(pageWithSettings(html, { ...settings, swapModule: ID })).toContain(`<meta name="ba-swap-module" content="${ID}"></head>`);
    expect(pageWithSettings(html, { ...settings, swapModule: '"><script>' })).toContain('content="&quot;>&lt;script>"');
    expect(pageWithSettings(html, settings)).not.toContain('ba-swap-module');
  });
});
