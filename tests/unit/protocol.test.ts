import { describe, expect, it } from 'vitest';
import { headerEntries, isEntryActive } from '../../src/domain/navigation';
import { pageKind, protocolForPath, switchProtocolTarget } from '../../src/domain/protocol';

describe('protocol for a path (spec 000 section 2)', () => {
  it.each([
    ['/', 'ordinals'],
    ['/market', 'ordinals'],
    ['/runes', 'runes'],
    ['/runes/market', 'runes'],
    ['/runes/inscribe', 'runes'],
    ['/atomicals', 'atomicals'],
    ['/atomicals/market/arc20', 'atomicals'],
    ['/runesque', 'ordinals'],
    ['/search', 'ordinals'],
  ])('%s is %s', (path, protocol) => expect(protocolForPath(path)).toBe(protocol));
});

describe('where a switch goes', () => {
  it.each([
    // to ordinals: /market, /inscribe or / by the kind of page
    ['/runes/market', 'ordinals', '/market'],
    ['/atomicals/market/arc20', 'ordinals', '/market'],
    ['/runes/inscribe', 'ordinals', '/inscribe'],
    ['/runes/list', 'ordinals', '/'],
    ['/search', 'ordinals', '/'],
    // to atomicals: always the arc20 market
    ['/market', 'atomicals', '/atomicals/market/arc20'],
    ['/inscribe', 'atomicals', '/atomicals/market/arc20'],
    ['/', 'atomicals', '/atomicals/market/arc20'],
    // to runes: market -> /runes/market, brc20 -> /runes/list, otherwise /runes/inscribe
    ['/market', 'runes', '/runes/market'],
    ['/atomicals/market/arc20', 'runes', '/runes/market'],
    ['/brc20', 'runes', '/runes/list'],
    ['/brc20/ordi', 'runes', '/runes/list'],
    ['/inscribe', 'runes', '/runes/inscribe'],
    ['/', 'runes', '/runes/inscribe'],
    ['/swap', 'runes', '/runes/inscribe'],
  ] as const)('from %s to %s goes to %s', (from, to, target) => expect(switchProtocolTarget(from, to)).toBe(target));

  it('knows the kind of page', () => {
    expect(pageKind('/runes/market')).toBe('market');
    expect(pageKind('/inscribe')).toBe('inscribe');
    expect(pageKind('/brc20')).toBe('brc20');
    expect(pageKind('/marketing')).toBe('other');
  });
});

describe('header entries', () => {
  const options = { apiDocsUrl: 'https://docs.example/api' };
  it('ordinals header has the spec links and menus with their targets', () => {
    const entries = headerEntries('ordinals', options);
    expect(entries.map((e) => e.label)).toEqual(['Home', 'Wallet', 'Inscribe', 'Search', 'brc-20', 'Market', 'Developer']);
    const flat = entries.flatMap((e) => (e.kind === 'menu' ? e.items : [e]));
    const target = (label: string) => flat.find((l) => l.label === label);
    expect(target('Home')?.to).toBe('/');
    expect(target('Wallet')?.to).toBe('/download');
    expect(target('Search')?.to).toBe('/search');
    expect(flat.find((l) => l.id === 'brc20-swap')).toMatchObject({ to: '/swap', note: 'module: brc20-swap' });
    // The pizza claim (issue 30): the pizza tick's page, from the brc-20 menu.
    expect(flat.find((l) => l.id === 'brc20-pizza')).toMatchObject({ label: 'Pizza claim', to: '/brc20?tick=pizza' });
    expect(flat.find((l) => l.id === 'market-atomicals')?.to).toBe('/atomicals/market/arc20');
    expect(flat.find((l) => l.id === 'developer-docs')?.href).toBe(options.apiDocsUrl);
  });
  it('runes header: Inscribe, Explorer, Marketplace; atomicals: Marketplace only', () => {
    expect(headerEntries('runes', options).map((e) => [e.label, e.kind === 'link' ? e.to : ''])).toEqual([
      ['Inscribe', '/runes/inscribe'],
      ['Explorer', '/runes/list'],
      ['Marketplace', '/runes/market'],
    ]);
    expect(headerEntries('atomicals', options).map((e) => e.label)).toEqual(['Marketplace']);
  });
  it('marks the current entry', () => {
    const [home, , inscribe] = headerEntries('ordinals', options);
    expect(isEntryActive(home!, '/')).toBe(true);
    expect(isEntryActive(home!, '/search')).toBe(false);
    expect(isEntryActive(inscribe!, '/runes/inscribe')).toBe(true);
  });
});
