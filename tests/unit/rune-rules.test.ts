import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../src/domain/messages';
import { checkEtching, checkMint, minimumRuneLength, parseRuneName, unlockHeight, type EtchInput } from '../../src/domain/runes/rune-rules';

const said = (checked: { ok: boolean; problem?: { key: never; params?: Record<string, string> } }) =>
  checked.problem ? formatMessage(checked.problem.key, checked.problem.params) : null;
const input = (over: Partial<EtchInput> = {}): EtchInput => ({
  name: 'ABCDEFGHIJKLM',
  symbol: 'R',
  divisibility: '2',
  premine: '1000',
  amount: '10',
  cap: '100',
  ...over,
});
const chain = (height = 100, etched: string[] = []) => ({ height, firstRuneHeight: 0, etched: (l: string) => etched.includes(l) });

describe('rune names', () => {
  it('letters A to Z with • or . between words; the letters and the spaced name', () => {
    expect(parseRuneName('hello.world')).toEqual({ ok: true, value: { letters: 'HELLOWORLD', spaced: 'HELLO•WORLD' } });
    expect(said(parseRuneName('HELLO WORLD') as never)).toBe('Rune names use the letters A to Z, with optional • spacers.');
    expect(parseRuneName('•HELLO').ok).toBe(false);
    expect(parseRuneName('HE••LLO').ok).toBe(false);
    expect(parseRuneName('ABC1').ok).toBe(false);
  });
  it('unlock one letter shorter every 17,500 blocks from 13 letters', () => {
    expect(minimumRuneLength(840_000, 840_000)).toBe(13);
    expect(minimumRuneLength(857_499, 840_000)).toBe(13);
    expect(minimumRuneLength(857_500, 840_000)).toBe(12);
    expect(minimumRuneLength(10_000_000, 840_000)).toBe(1);
    expect(unlockHeight(12, 840_000)).toBe(857_500);
  });
});

describe('an etching', () => {
  it('a name too short for now: available after N blocks within the next step, else too short', () => {
    expect(said(checkEtching(input({ name: 'ABCDEFGHIJKL' }), chain(100)) as never)).toBe('This name becomes available after 17,400 blocks.');
    expect(said(checkEtching(input({ name: 'ABCDEFGHIJK' }), chain(100)) as never)).toBe('The rune name is too short: at least 13 letters.');
    expect(checkEtching(input({ name: 'ABCDEFGHIJKL' }), chain(17_500)).ok).toBe(true);
  });
  it('a name etched already is refused', () => {
    expect(said(checkEtching(input(), chain(100, ['ABCDEFGHIJKLM'])) as never)).toBe('This rune has already been etched.');
  });
  it('symbol, divisibility, terms and supply', () => {
    expect(checkEtching(input(), chain())).toEqual({
      ok: true,
      value: { name: 'ABCDEFGHIJKLM', spaced: 'ABCDEFGHIJKLM', symbol: 'R', divisibility: 2, premine: '1000', amount: '10', cap: 100 },
    });
    expect(checkEtching(input({ symbol: 'RR' }), chain()).ok).toBe(false);
    expect(checkEtching(input({ divisibility: '39' }), chain()).ok).toBe(false);
    expect(checkEtching(input({ premine: '1.234' }), chain()).ok).toBe(false);
    expect(said(checkEtching(input({ premine: '', cap: '' }), chain()) as never)).toBe(
      'Give the rune a supply: a premine, or an amount per mint and a number of mints.',
    );
    expect(checkEtching(input({ premine: '340282366920938463463374607431768211456', cap: '' }), chain()).ok).toBe(false);
    expect(checkEtching(input({ symbol: '' }), chain()).ok && checkEtching(input({ symbol: '' }), chain())).toMatchObject({ value: { symbol: '¤' } });
  });
});

describe('a mint', () => {
  const rune = { spacedRune: 'OPEN•RUNE', terms: { amount: '10', cap: 5n }, mints: 3n };
  it('the rune must exist and be open, with the mints asked for left', () => {
    expect(said(checkMint({ rune: 'NOPE', count: '1' }, null) as never)).toBe('Rune not found.');
    expect(said(checkMint({ rune: 'OPEN•RUNE', count: '1' }, { ...rune, terms: null }) as never)).toBe('This rune cannot be minted now.');
    expect(said(checkMint({ rune: 'OPEN•RUNE', count: '1' }, { ...rune, mints: 5n }) as never)).toBe('This rune cannot be minted now.');
    expect(checkMint({ rune: 'OPEN•RUNE', count: '2' }, rune)).toEqual({ ok: true, value: { spaced: 'OPEN•RUNE', count: 2, amount: '20' } });
    expect(said(checkMint({ rune: 'OPEN•RUNE', count: '3' }, rune) as never)).toBe('Repeat: a whole number from 1 to 2.');
  });

  it('mints and cap compare as numbers, exactly: 500 of 234000 is open (as text "500" > "234000")', () => {
    const big = { spacedRune: 'OPEN•RUNE', terms: { amount: '1', cap: 234_000n }, mints: 500n };
    expect(checkMint({ rune: 'OPEN•RUNE', count: '1' }, big)).toMatchObject({ ok: true });
    const huge = { ...big, terms: { amount: '1', cap: 2n ** 70n }, mints: 2n ** 70n - 1n };
    expect(said(checkMint({ rune: 'OPEN•RUNE', count: '2' }, huge) as never)).toBe('Repeat: a whole number from 1 to 1.');
  });
});
