import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor, textColorOn } from '../../src/domain/contrast';

/** WCAG 2 contrast (issue 45, 10): the text on a host's accent is the colour that reads on it. */
describe('the text colour on an accent (issue 45, 10)', () => {
  it("the README's #f7931a: white on it is 2.3:1, black 9.14:1, so its buttons get black text", () => {
    expect(contrastRatio(parseColor('#f7931a')!, [255, 255, 255]).toFixed(2)).toBe('2.30');
    expect(contrastRatio(parseColor('#f7931a')!, [0, 0, 0]).toFixed(2)).toBe('9.14');
    expect(textColorOn('#f7931a')).toBe('#000000');
  });

  it('white where it reads at 4.5:1: the site blue fill #1668dc (5.19:1), the classic #767676 grey (4.54:1); not on #777777 (4.48:1)', () => {
    expect(textColorOn('#1668dc')).toBe('#ffffff');
    expect(textColorOn('#767676')).toBe('#ffffff');
    expect(textColorOn('#777777')).toBe('#000000');
    expect(textColorOn('#fff')).toBe('#000000');
    expect(textColorOn('#000000ff')).toBe('#ffffff');
  });

  it('reads rgb() as a browser writes it; other notations are left to the browser (null)', () => {
    expect(textColorOn('rgb(247, 147, 26)')).toBe('#000000');
    expect(textColorOn('rgba(22, 104, 220, 0.9)')).toBe('#ffffff');
    expect(parseColor('orange')).toBeNull();
    expect(parseColor('#12345')).toBeNull();
    expect(textColorOn('hsl(30 90% 50%)')).toBeNull();
  });
});
