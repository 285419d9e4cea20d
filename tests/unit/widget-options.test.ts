// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { apiBasesUnder } from '../../src/services/app-services';
import { checkOptions, createWidget } from '../../src/widget/create-widget';
import type { WidgetOptions } from '../../src/widget/widget-api';

const api = { base: 'https://api.example/api' };

describe('the widget’s options (issue 14)', () => {
  it('a host’s mistake gets a message that names it, before anything renders', () => {
    const bad: [unknown, string][] = [
      [undefined, 'create() takes an options object.'],
      [{ kind: 'trade', api }, `kind must be 'swap' or 'buy' (got "trade").`],
      [{ kind: 'swap', display: 'inline', api }, `display must be 'integrated' or 'modal' (got "inline").`],
      [{ kind: 'swap', display: 'integrated', api }, 'an integrated widget needs a target: an element or a CSS selector.'],
      [{ kind: 'swap' }, 'api.base is required: the URL of the API the widget calls.'],
      [{ kind: 'swap', api, network: 'livenet' }, `network must be 'mainnet' or 'testnet' (got "livenet").`],
      [{ kind: 'buy', api }, 'a buy widget needs buy: { category, auctionId } or { inscriptionId }.'],
      [
        { kind: 'swap', api, wallet: { passthrough: { walletType: 'unisat' } } },
        'wallet.passthrough needs walletType, account (its addresses and public keys), signMessage and signPsbt.',
      ],
    ];
    for (const [options, message] of bad) expect(() => checkOptions(options as WidgetOptions), message).toThrow(`Bitcoin Assets widget: ${message}`);
    expect(() => checkOptions({ kind: 'buy', api, buy: { inscriptionId: 'ab…i0' } })).not.toThrow();
  });

  it('an integrated widget whose target is not on the page is refused, and nothing is added to the page', () => {
    const before = document.body.innerHTML;
    expect(() => createWidget({ kind: 'swap', display: 'integrated', target: '#nowhere', api })).toThrow('no element matches the target "#nowhere"');
    expect(document.body.innerHTML).toBe(before);
  });

  it('every API layer sits under the one base unless given apart', () => {
    expect(apiBasesUnder('https://api.example/api/', { swap: 'https://swap.example' })).toEqual({
      basic: 'https://api.example/api',
      basicConfig: 'https://api.example/api/v4',
      swap: 'https://swap.example',
      market: 'https://api.example/api/market',
      query: 'https://api.example/api/query',
      query5: 'https://api.example/api/query-5byte',
      external: 'https://api.example/api/external',
      mempool: 'https://api.example/api/mempool',
      content: 'https://api.example/api/static',
    });
  });
});
