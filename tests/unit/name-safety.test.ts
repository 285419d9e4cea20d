import { describe, expect, it } from 'vitest';
import { checkName, nameKindOf, nameLabel, runeNameMatches, sameTick, shownName, type NameIssue, type NameKind } from '../../src/domain/name-safety';
import type { AssetRow } from '../../src/domain/market/market-reads';
import { searchAssetRows } from '../../src/domain/market/asset-rows';
import { activityItemName } from '../../src/domain/market/listing-display';

/** Issue 24: one rule for names, per kind of name. Each row: the name, its kind, what it is shown as, and why it is flagged. */
const CASES: readonly { what: string; text: string; kind: NameKind; shown: string; issues: readonly NameIssue[] }[] = [
  { what: 'plain ASCII domain', text: 'satoshi.sats', kind: 'domain', shown: 'satoshi.sats', issues: [] },
  { what: 'plain ASCII tick', text: 'ordi', kind: 'tick', shown: 'ordi', issues: [] },
  { what: 'plain collection item', text: 'Devnet Punk #2', kind: 'name', shown: 'Devnet Punk #2', issues: [] },
  { what: 'a Cyrillic ѕ in a domain', text: 'ѕatoshi.sats', kind: 'domain', shown: 'ѕatoshi.sats', issues: ['look-alike', 'non-keyboard'] },
  { what: 'a Cyrillic ѕ in an item name', text: 'ѕatoshi', kind: 'name', shown: 'ѕatoshi', issues: ['look-alike'] },
  { what: 'a Greek ο in an item name', text: 'Punk #2 bοnus', kind: 'name', shown: 'Punk #2 bοnus', issues: ['look-alike'] },
  { what: 'U+202E in a domain', text: '\u202Esatoshi.sats', kind: 'domain', shown: '%E2%80%AEsatoshi.sats', issues: ['hidden', 'non-keyboard'] },
  { what: 'U+202E in an item name', text: 'Punk \u202E#2', kind: 'name', shown: 'Punk %E2%80%AE#2', issues: ['hidden'] },
  { what: 'an isolate (U+2066) in an item name', text: 'Punk\u2066 #2', kind: 'name', shown: 'Punk%E2%81%A6 #2', issues: ['hidden'] },
  { what: 'a zero-width joiner in an item name', text: 'sat\u200Doshi', kind: 'name', shown: 'sat%E2%80%8Doshi', issues: ['hidden'] },
  { what: 'a zero-width space in a tick', text: 'or\u200Bdi', kind: 'tick', shown: 'or%E2%80%8Bdi', issues: ['hidden', 'non-keyboard'] },
  { what: 'a byte-order mark in a rune', text: 'DEVNET\uFEFFRUNE', kind: 'rune', shown: 'DEVNET%EF%BB%BFRUNE', issues: ['hidden', 'not-rune'] },
  {
    what: 'full-width letters in a domain',
    text: 'ｂｔｃ.sats',
    kind: 'domain',
    shown: 'ｂｔｃ.sats',
    issues: ['look-alike', 'non-keyboard'],
  },
  { what: 'full-width letters in an item name', text: 'Ｐunk', kind: 'name', shown: 'Ｐunk', issues: ['look-alike'] },
  { what: '🐸 as a tick: not on a keyboard, shown as it is (issue 44)', text: '🐸', kind: 'tick', shown: '🐸', issues: ['non-keyboard'] },
  { what: '🐸 in an item name: fine', text: 'Frog 🐸 #1', kind: 'name', shown: 'Frog 🐸 #1', issues: [] },
  { what: 'an all-Cyrillic item name: one script, fine', text: 'Привет', kind: 'name', shown: 'Привет', issues: [] },
  { what: 'a rune with its spacer', text: 'DEVNET•RUNE', kind: 'rune', shown: 'DEVNET•RUNE', issues: [] },
  { what: 'an amount of a rune', text: '5000 DEVNET•RUNE', kind: 'rune', shown: '5000 DEVNET•RUNE', issues: [] },
  { what: 'a rune in lower case', text: 'devnet•rune', kind: 'rune', shown: 'devnet•rune', issues: ['not-rune'] },
  { what: 'a rune with a dot for a spacer', text: 'DEVNET.RUNE', kind: 'rune', shown: 'DEVNET.RUNE', issues: ['not-rune'] },
  { what: 'a rune with a Cyrillic Е', text: 'DЕVNET•RUNE', kind: 'rune', shown: 'DЕVNET•RUNE', issues: ['look-alike', 'not-rune'] },
  { what: 'a rune with a middle dot for a spacer', text: 'DEVNET·RUNE', kind: 'rune', shown: 'DEVNET·RUNE', issues: ['not-rune'] },
];

describe('the rule for names (issue 24; flagged characters as they are, hidden ones encoded: issue 44)', () => {
  it.each(CASES)('$what: $text as a $kind', ({ text, kind, shown, issues }) => {
    const check = checkName(text, kind);
    expect(shownName(check)).toBe(shown);
    expect(check.issues).toEqual(issues);
    expect(check.flagged).toBe(issues.length > 0);
    // Every hidden character is shown encoded: nothing of U+202A-U+202E, U+2066-U+2069 or a zero-width character reaches the screen.
    expect(shownName(check)).not.toMatch(/[\u202A-\u202E\u2066-\u2069\u200B-\u200D\u2060\uFEFF]/);
  });

  it('the document title: a flagged name as it is with ⚠ (hidden characters encoded), a fine one as it is', () => {
    expect(nameLabel('ѕatoshi.sats', 'domain')).toBe('ѕatoshi.sats ⚠');
    expect(nameLabel('🐸', 'tick')).toBe('🐸 ⚠');
    expect(nameLabel('\u202Eihsotas', 'name')).toBe('%E2%80%AEihsotas ⚠');
    expect(nameLabel('DEVNET•RUNE', 'rune')).toBe('DEVNET•RUNE');
    expect(nameLabel('satoshi.sats', 'domain')).toBe('satoshi.sats');
  });

  it("each market category's kind of name", () => {
    expect(['brc20', 'arc20', 'runes', 'domain', 'collection'].map((c) => nameKindOf(c as never))).toEqual(['tick', 'tick', 'rune', 'domain', 'name']);
  });

  it('empty text shows nothing and is not flagged', () => {
    expect(checkName('', 'name')).toEqual({ segments: [], flagged: false, issues: [] });
    expect(checkName(null, 'rune')).toEqual({ segments: [], flagged: false, issues: [] });
  });
});

describe('rune search ignores spacers and case', () => {
  it.each(['DEVNET•RUNE', 'DEVNET RUNE', 'devnetrune', 'devnet.rune', 'Devnet Rune', 'NET RU', ''])('%j finds DEVNET•RUNE', (search) => {
    expect(runeNameMatches('DEVNET•RUNE', search)).toBe(true);
  });
  it.each(['DEVNET RUNES', 'other', 'RUNE DEVNET'])('%j does not', (search) => {
    expect(runeNameMatches('DEVNET•RUNE', search)).toBe(false);
  });
  it("the runes list's search box finds it by 'DEVNET RUNE' and 'devnetrune'", () => {
    const row = (tick: string): AssetRow =>
      ({ asset: { category: 'runes', tick }, name: tick, verified: true, listed: 0, volume: 0, sales: 0, change: null }) as unknown as AssetRow;
    const rows = [row('DEVNET•RUNE'), row('OTHER•COIN')];
    for (const search of ['DEVNET RUNE', 'devnetrune', 'DEVNET•RUNE']) expect(searchAssetRows(rows, search).map((r) => r.name)).toEqual(['DEVNET•RUNE']);
  });
  it("the devnet's tick filter (shared with it): a rune by any spacing, a tick by case only", () => {
    expect(sameTick('runes', 'DEVNET•RUNE', 'devnetrune')).toBe(true);
    expect(sameTick('runes', 'DEVNET•RUNE', 'DEVNET RUNE')).toBe(true);
    expect(sameTick('brc20', 'ordi', 'ORDI')).toBe(true);
    expect(sameTick('brc20', 'or di', 'ordi')).toBe(false);
  });
});

describe("the activity's Item column: the item's name, never an id", () => {
  const base = { type: 'Sold', auctionId: 'a1', price: 1, unitPrice: 1, from: 'x', to: null, time: 0 } as const;
  it.each([
    [{ ...base, nftType: 'collection', inscriptionId: 'ab'.repeat(32) + 'i0', collectionItemName: 'Devnet Punk #2' }, 'Devnet Punk #2', 'name'],
    [{ ...base, nftType: 'domain', inscriptionId: 'ab'.repeat(32) + 'i0', domain: 'ѕatoshi.sats' }, 'ѕatoshi.sats', 'domain'],
    // Issue 44, 14: an amount reads as on every other screen, with separators.
    [{ ...base, nftType: 'runes', tick: 'DEVNET•RUNE', amount: '5000' }, '5,000 DEVNET•RUNE', 'rune'],
    [{ ...base, nftType: 'runes', tick: 'DEVNET•RUNE', amount: '10000' }, '10,000 DEVNET•RUNE', 'rune'],
    [{ ...base, nftType: 'brc20', tick: 'ordi', amount: '1234567.5' }, '1,234,567.5 ordi', 'tick'],
    // The open API's rows have no tick: a token's is its name; a collection's name is not a tick.
    [{ ...base, nftType: 'brc20', name: 'ordi', amount: '50' }, '50 ordi', 'tick'],
    [{ ...base, nftType: 'collection', name: 'Devnet Punks', inscriptionNumber: 7 }, 'Inscription #7', 'name'],
    [{ ...base, nftType: 'collection', inscriptionId: 'ab'.repeat(32) + 'i0', inscriptionNumber: 12 }, 'Inscription #12', 'name'],
    [{ ...base, nftType: 'collection', inscriptionId: 'ab'.repeat(32) + 'i0' }, 'Item', 'name'],
  ] as const)('%#', (row, text, kind) => {
    expect(activityItemName(row as never)).toEqual({ text, kind });
  });
});
