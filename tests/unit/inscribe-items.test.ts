import { selectFiles } from '../../src/domain/inscribe/file-selection';
import { describe, expect, it } from 'vitest';
import { CONTENT_LIMIT_MAINNET, CONTENT_LIMIT_OTHER, FILE_QUANTITY_LIMIT, itemBytes, itemDataUrl } from '../../src/domain/inscribe/inscribe-items';
import { addressFitsNetwork, checkDevFee, checkReceiveAddress } from '../../src/domain/inscribe/order-addresses';
import { checkOutputValue } from '../../src/domain/inscribe/output-value';
import { checkTick, deployItems, mintItems, transferItems, type TickFacts } from '../../src/domain/inscribe/brc20-items';
import { fileItem } from '../../src/domain/inscribe/file-items';
import { checkNamesFree, namesByCategory, parseNames } from '../../src/domain/inscribe/domain-names';
import { textItems } from '../../src/domain/inscribe/text-items';
import { checkOrderAgainstForm } from '../../src/domain/inscribe/order-check';
import { formatMessage } from '../../src/domain/messages';
import { searchTargets } from '../../src/domain/search';

const TR = 'tb1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzsgnnjhk';
const WPKH = 'tb1q7gl08n5zl2r935l4dhte3y33fw6tzeqxdmmwaz';
const said = (checked: { ok: boolean; problem?: { key: never; params?: Record<string, string> } } | { ok: true }) =>
  'problem' in checked && checked.problem ? formatMessage(checked.problem.key, checked.problem.params) : null;
const ordi: TickFacts = { ticker: 'ordi', max: '21000000', limit: '1000', totalMinted: '20999500' };
const enc = (s: string) => new TextEncoder().encode(s);

describe('text mode', () => {
  it('one inscription of the whole text, or one per non-empty line in bulk', () => {
    const one = textItems('hello\nworld', false, 'testnet');
    expect(one.ok && one.value.map((i) => i.content)).toEqual(['hello\nworld']);
    const bulk = textItems('hello\n\n  world  \n', true, 'testnet');
    expect(bulk.ok && bulk.value.map((i) => i.content)).toEqual(['hello', 'world']);
    expect(said(textItems(' \n \n', true, 'testnet') as never)).toBe('No valid text to inscribe.');
  });
  it('the wallet connector limit: 400,000 characters on mainnet, 60,000 otherwise (spec 001 section 5)', () => {
    expect(CONTENT_LIMIT_MAINNET).toBe(400_000);
    expect(CONTENT_LIMIT_OTHER).toBe(60_000);
    expect(textItems('x'.repeat(60_000), false, 'testnet').ok).toBe(true);
    expect(said(textItems('x'.repeat(60_001), false, 'testnet') as never)).toBe('An inscription can hold at most 60,000 characters here.');
    expect(textItems('x'.repeat(400_000), false, 'mainnet').ok).toBe(true);
    expect(textItems('x'.repeat(400_001), false, 'mainnet').ok).toBe(false);
  });
});

describe('files', () => {
  it('text files must be UTF-8, in the spec’s words', () => {
    const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9]);
    expect(said(fileItem({ name: 'cafe.txt', type: 'text/plain', bytes: latin1 }, 'testnet') as never)).toBe('Only UTF-8 format file supported.');
    const ok = fileItem({ name: 'café.txt', type: 'text/plain', bytes: enc('café') }, 'testnet');
    expect(ok.ok && ok.value).toMatchObject({ contentType: 'text/plain;charset=utf-8', content: 'café', base64: false });
  });
  it('types we do not inscribe, empty files and files over the limit are refused', () => {
    expect(said(fileItem({ name: 'a.exe', type: 'application/x-msdownload', bytes: enc('MZ') }, 'testnet') as never)).toBe('This file type is not supported.');
    expect(fileItem({ name: 'a.png', type: '', bytes: new Uint8Array(0) }, 'testnet').ok).toBe(false);
    expect(fileItem({ name: 'a.png', type: '', bytes: new Uint8Array(45_000) }, 'testnet').ok).toBe(true);
    expect(said(fileItem({ name: 'a.png', type: '', bytes: new Uint8Array(45_001) }, 'testnet') as never)).toBe('The file is too large: at most 45 KB.');
    expect(fileItem({ name: 'a.png', type: 'image/png', bytes: new Uint8Array(300_000) }, 'mainnet').ok).toBe(true);
  });
  it('binary files go as base64 and count their bytes; text as UTF-8 bytes', () => {
    const png = fileItem({ name: 'a.png', type: 'image/png', bytes: new Uint8Array([1, 2, 3, 4, 5]) }, 'testnet');
    expect(png.ok && itemBytes(png.value)).toBe(5);
    expect(png.ok && itemDataUrl(png.value)).toBe('data:image/png;base64,AQIDBAU=');
    const text = textItems('é', false, 'testnet');
    expect(text.ok && itemBytes(text.value[0]!)).toBe(2);
  });
  it(`a selection keeps its good files, names each refused one with its reason, and stops at ${FILE_QUANTITY_LIMIT}`, () => {
    const file = (name: string, type: string, bytes: number[]) => ({ name, type, bytes: new Uint8Array(bytes) });
    const chosen = [
      file('dot.png', 'image/png', [1, 2, 3]),
      file('archive.zip', 'application/zip', [80, 75]),
      file('latin1.txt', 'text/plain', [0x63, 0x61, 0x66, 0xe9]),
      file('hello.txt', 'text/plain', [0x68, 0x69]),
    ];
    const { added, refused } = selectFiles(chosen, 0, 'testnet');
    expect(added.map((f) => f.filename)).toEqual(['dot.png', 'hello.txt']);
    expect(refused.map((r) => `${r.name}: ${said({ ok: false, problem: r.problem } as never)}`)).toEqual([
      'archive.zip: This file type is not supported.',
      'latin1.txt: Only UTF-8 format file supported.',
    ]);
    const full = selectFiles([file('a.png', 'image/png', [1]), file('b.png', 'image/png', [2])], 99, 'testnet');
    expect(full.added.map((f) => f.filename)).toEqual(['a.png']);
    expect(said({ ok: false, problem: full.refused[0]!.problem } as never)).toBe('Too many files: at most 100 at a time.');
  });
});

describe('brc-20', () => {
  it('ticks of 4 or 5 bytes; others get the spec’s message', () => {
    expect(checkTick('ordi').ok).toBe(true);
    expect(checkTick('pizza').ok).toBe(true);
    expect(checkTick('🐸').ok).toBe(true);
    expect(said(checkTick('abc') as never)).toBe('tick must be 4 bytes long');
    expect(said(checkTick('abcdef') as never)).toBe('tick must be 4 bytes long');
  });
  it('deploy: has_deployed, deploy_max, a limit over the max; a 5-byte tick deploys as self-mint', () => {
    expect(said(deployItems({ tick: 'ordi', max: '21000000', lim: '', dec: '' }, ordi) as never)).toBe('ordi has already been deployed.');
    expect(said(deployItems({ tick: 'newt', max: '18446744073709551616', lim: '', dec: '' }, null) as never)).toBe('The maximum supply is too large.');
    expect(deployItems({ tick: 'newt', max: '18446744073709551615', lim: '', dec: '' }, null).ok).toBe(true);
    expect(deployItems({ tick: 'newt', max: '100', lim: '101', dec: '' }, null).ok).toBe(false);
    const five = deployItems({ tick: 'newtk', max: '1000', lim: '10', dec: '' }, null);
    expect(five.ok && JSON.parse(five.value[0]!.content)).toEqual({ p: 'brc-20', op: 'deploy', tick: 'newtk', max: '1000', lim: '10', self_mint: 'true' });
  });
  it('mint: tick_not_found, amount_limit, amount_left over the repeats, only the deployer mints a 5-byte tick', () => {
    expect(said(mintItems({ tick: 'nope', amt: '1', repeat: '1', minter: TR }, null, 'testnet') as never)).toBe('nope was not found.');
    expect(said(mintItems({ tick: 'ordi', amt: '1001', repeat: '1', minter: TR }, ordi, 'testnet') as never)).toBe(
      'The amount is over the limit per mint (1000).',
    );
    expect(mintItems({ tick: 'ordi', amt: '250', repeat: '2', minter: TR }, ordi, 'testnet').ok).toBe(true);
    expect(said(mintItems({ tick: 'ordi', amt: '250', repeat: '3', minter: TR }, ordi, 'testnet') as never)).toBe('Only 500 left to mint.');
    const minted = mintItems({ tick: 'ordi', amt: '100', repeat: '3', minter: TR }, ordi, 'testnet');
    expect(minted.ok && minted.value.map((i) => JSON.parse(i.content))).toEqual(
      Array.from({ length: 3 }, () => ({ p: 'brc-20', op: 'mint', tick: 'ordi', amt: '100' })),
    );
    const self: TickFacts = { ticker: 'selfm', max: '100', limit: '10', totalMinted: '0', deployer: WPKH };
    expect(said(mintItems({ tick: 'selfm', amt: '1', repeat: '1', minter: TR }, self, 'testnet') as never)).toBe(
      'selfm is a self-mint tick: only its deployer can mint it.',
    );
    expect(mintItems({ tick: 'selfm', amt: '1', repeat: '1', minter: WPKH }, self, 'testnet').ok).toBe(true);
  });
  it('transfer: at most the available balance', () => {
    expect(transferItems({ tick: 'ordi', amt: '50', dec: undefined } as never, ordi, '50').ok).toBe(true);
    expect(said(transferItems({ tick: 'ordi', amt: '50.5' }, ordi, '50') as never)).toBe('Insufficient balance.');
  });
});

describe('names', () => {
  it('one per line, each once, in lower case; other kinds are left out; names inscribed already are said', () => {
    const parsed = parseNames('Satoshi.sats\nsatoshi.sats\nfoo.bar\n840000.bitmap\nabc.bitmap');
    expect(parsed.names.map((n) => n.name)).toEqual(['satoshi.sats', '840000.bitmap']);
    expect(parsed.invalid).toEqual(['foo.bar', 'abc.bitmap']);
    const names = parsed.names.map((n) => n.name);
    expect([...namesByCategory(names)]).toEqual([
      ['sats', ['satoshi.sats']],
      ['bitmap', ['840000.bitmap']],
    ]);
    expect(said(checkNamesFree(names, new Set(names)) as never)).toBe('No valid names to inscribe.');
    expect(said(checkNamesFree(names, new Set(['satoshi.sats'])) as never)).toBe('Already inscribed: satoshi.sats. Remove them and inscribe the rest.');
    expect(checkNamesFree(names, new Set())).toEqual({ ok: true, value: names });
  });
});

describe('where the inscriptions go and what they hold', () => {
  it('the receive address must be there and fit the network', () => {
    expect(said(checkReceiveAddress('', 'testnet') as never)).toBe('Enter the address that receives the inscriptions.');
    expect(checkReceiveAddress(TR, 'testnet').ok).toBe(true);
    expect(checkReceiveAddress(TR, 'mainnet').ok).toBe(false);
    expect(addressFitsNetwork('bc1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzsgnnjhk', 'mainnet')).toBe(true);
    expect(addressFitsNetwork('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet')).toBe(true);
  });
  it('sats in each item: 546 at least, 330 for Taproot (the 330 dust limit), up to 50,000 typed', () => {
    expect(checkOutputValue('546', WPKH).ok).toBe(true);
    expect(checkOutputValue('545', WPKH).ok).toBe(false);
    expect(checkOutputValue('330', TR).ok).toBe(true);
    expect(checkOutputValue('329', TR).ok).toBe(false);
    expect(checkOutputValue('50000', TR).ok).toBe(true);
    expect(said(checkOutputValue('50001', TR) as never)).toBe('Sats in each inscription: a whole number from 330 to 50000.');
  });
  it('a fee to an address of zero or less is refused (spec 001 section 5)', () => {
    expect(checkDevFee('', null).ok).toBe(true);
    expect(said(checkDevFee(TR, 0) as never)).toBe('A fee to an address must be more than 0 sats.');
    expect(checkDevFee(TR, -5).ok).toBe(false);
    expect(checkDevFee(TR, 1000)).toEqual({ ok: true, value: { devAddress: TR, devFee: 1000 } });
  });
});

describe('the order, checked before the wallet pays', () => {
  const chosen = { receiveAddress: TR, itemCount: 2, total: 15_280 };
  it('passes when it asks no more than the panel showed, for the same address and count', () => {
    expect(checkOrderAgainstForm({ amount: 15_280, receiveAddress: TR, files: [1, 2] }, chosen)).toBeNull();
  });
  it('refuses an amount over the panel’s total, another address, another count', () => {
    expect(checkOrderAgainstForm({ amount: 15_281, receiveAddress: TR, files: [1, 2] }, chosen)).toEqual({
      key: 'order_amount_mismatch',
      params: { asked: '15,281', shown: '15,280' },
    });
    expect(checkOrderAgainstForm({ amount: 15_280, receiveAddress: WPKH, files: [1, 2] }, chosen)?.key).toBe('order_mismatch');
    expect(checkOrderAgainstForm({ amount: 15_280, receiveAddress: TR, files: [1, 2, 3] }, chosen)?.key).toBe('order_mismatch');
    expect(checkOrderAgainstForm({ amount: 0 }, chosen)?.key).toBe('order_mismatch');
  });
});

describe('search', () => {
  it('finds what a query can be', () => {
    expect(searchTargets(`${'ab'.repeat(32)}i0`, 'testnet')).toEqual([{ kind: 'inscription-id', value: `${'ab'.repeat(32)}i0` }]);
    expect(searchTargets(TR, 'testnet')).toEqual([{ kind: 'address', value: TR }]);
    // Words that are no domain name may be a collection's name (issue 44, 15 e).
    expect(searchTargets('1234', 'testnet').map((t) => t.kind)).toEqual(['inscription-number', 'tick', 'name', 'collection']);
    expect(searchTargets('ordi', 'testnet').map((t) => t.kind)).toEqual(['tick', 'rune', 'name', 'collection']);
    expect(searchTargets('Devnet Punks', 'testnet')).toContainEqual({ kind: 'collection', value: 'Devnet Punks' });
    // '#5' is an inscription number only; a rune's spaced name is a rune (issue 27, 17).
    expect(searchTargets('AB'.repeat(32), 'testnet')).toEqual([{ kind: 'inscription-id', value: `${'ab'.repeat(32)}i0` }]);
    expect(searchTargets('#5', 'testnet')).toEqual([{ kind: 'inscription-number', value: '5' }]);
    expect(searchTargets('devnet•rune', 'testnet')).toContainEqual({ kind: 'rune', value: 'DEVNET•RUNE' });
    expect(searchTargets('Satoshi.sats', 'testnet')).toEqual([{ kind: 'name', value: 'satoshi.sats' }]);
    expect(searchTargets('   ', 'testnet')).toEqual([]);
  });
});

describe('bitmaps (issue 27, 15)', () => {
  it('a bitmap is a block number without a leading zero, and one above the chain height is refused', async () => {
    const { bitmapsBeyond, normaliseName } = await import('../../src/domain/inscribe/domain-names');
    expect(normaliseName('840000.bitmap')).toEqual({ name: '840000.bitmap', kind: 'bitmap' });
    expect(normaliseName('0840000.bitmap')).toBeNull();
    expect(bitmapsBeyond(['100.bitmap', '101.bitmap', 'alice.sats'], 100)).toEqual(['101.bitmap']);
  });
});
