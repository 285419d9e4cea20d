import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseNonPrintable, analysePrintableAscii, hasNonKeyboardSymbols } from '../../src/domain/text-safety';

describe('non-printable check (spec 000 section 5)', () => {
  it('passes plain text', () => {
    expect(analyseNonPrintable('ordi')).toEqual({ segments: [{ text: 'ordi', flagged: false }], flagged: false });
  });
  it('flags control, whitespace and invisible characters, URL-encoded', () => {
    const result = analyseNonPrintable('or\u200Bdi\n');
    expect(result.flagged).toBe(true);
    expect(result.segments).toEqual([
      { text: 'or', flagged: false },
      { text: '%E2%80%8B', flagged: true },
      { text: 'di', flagged: false },
      { text: '%0A', flagged: true },
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
  it('flags anything else and URL-encodes it', () => {
    const result = analysePrintableAscii('ordі'); // Cyrillic і
    expect(result.flagged).toBe(true);
    expect(result.segments).toEqual([
      { text: 'ord', flagged: false },
      { text: '%D1%96', flagged: true },
    ]);
    expect(hasNonKeyboardSymbols('😀')).toBe(true);
    expect(analysePrintableAscii('\uD800').segments[0]).toEqual({ text: '%uD800', flagged: true });
  });
  it('keeps every character: the flagged runs decode back to the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const decoded = analysePrintableAscii(text)
          .segments.map((s) => (s.flagged ? decodeURIComponent(s.text) : s.text))
          .join('');
        expect(decoded).toBe(text);
      }),
    );
  });
});
