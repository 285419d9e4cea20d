import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseNonPrintable, analysePrintableAscii, asciiLabel, hasNonKeyboardSymbols } from '../../src/domain/text-safety';

describe('non-printable check (spec 000 section 5)', () => {
  it('passes plain text', () => {
    expect(analyseNonPrintable('ordi')).toEqual({ segments: [{ text: 'ordi', flagged: false }], flagged: false });
  });
  it('flags control, whitespace and invisible characters, URL-encoded', () => {
    const result = analyseNonPrintable('or\u200Bdi\n');
    expect(result.flagged).toBe(true);
    expect(result.segments).toEqual([
      { text: 'or', flagged: false },
      { text: '%E2%80%8B', flagged: true, encoded: true },
      { text: 'di', flagged: false },
      { text: '%0A', flagged: true, encoded: true },
    ]);
  });
  it('empty text shows nothing', () => {
    expect(analyseNonPrintable('')).toEqual({ segments: [], flagged: false });
    expect(analyseNonPrintable(null)).toEqual({ segments: [], flagged: false });
  });
});

describe('printable-ASCII check', () => {
  it('accepts space to tilde', () => {
    expect(analysePrintableAscii(' !~azAZ09').flagged).toBe(false);
  });
  it('flags anything else, showing it as it is (issue 44) unless it shows nothing', () => {
    const result = analysePrintableAscii('ordі'); // Cyrillic і
    expect(result.flagged).toBe(true);
    expect(result.segments).toEqual([
      { text: 'ord', flagged: false },
      { text: 'і', flagged: true },
    ]);
    expect(analysePrintableAscii('🐸').segments).toEqual([{ text: '🐸', flagged: true }]);
    expect(
      analysePrintableAscii('ｂｔｃ.sats')
        .segments.map((s) => s.text)
        .join(''),
    ).toBe('ｂｔｃ.sats');
    expect(asciiLabel('🐸')).toBe('🐸 ⚠');
    expect(hasNonKeyboardSymbols('😀')).toBe(true);
    expect(analysePrintableAscii('or\u200Bdi').segments[1]).toEqual({ text: '%E2%80%8B', flagged: true, encoded: true });
    expect(analysePrintableAscii('\uD800').segments[0]).toEqual({ text: '%uD800', flagged: true, encoded: true });
  });
  it('keeps every character: the flagged runs decode back to the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const decoded = analysePrintableAscii(text)
          .segments.map((s) => (s.encoded ? decodeURIComponent(s.text) : s.text))
          .join('');
        expect(decoded).toBe(text);
      }),
    );
  });
});
