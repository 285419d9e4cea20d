import { createCompiler } from '@vanilla-extract/compiler';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The swap's styles as the browser gets them: src/ui/swap/swap.css.ts compiled to CSS by vanilla-extract's own
 * compiler (what the Vite plugin runs), its rules read by class. jsdom lays nothing out, so issue 45's layout findings
 * are checked on the rules that fix them.
 */
const FILE = resolve(__dirname, '../../src/ui/swap/swap.css.ts');
let css = '';

beforeAll(async () => {
  const compiler = createCompiler({ root: resolve(__dirname, '../..') });
  try {
    await compiler.processVanillaFile(FILE);
    css = compiler.getCssForFile(FILE).css;
  } finally {
    await compiler.close();
  }
}, 60_000);
afterAll(() => void (css = ''));

/** The declarations of the rule for `.swap_<name>__<hash>` (inside `media` when given), as "property: value" lines. */
function rule(name: string, media?: string): string[] {
  const scope = media ? css.slice(css.indexOf(`@media ${media}`)) : css;
  const found = new RegExp(`\\.swap_${name}__[a-z0-9]+ \\{([^}]*)\\}`).exec(scope);
  if (!found) throw new Error(`no rule for ${name}${media ? ` in ${media}` : ''}`);
  return found[1]!
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean);
}

describe('the swap at a glance (issue 45, the smaller findings)', () => {
  it("amount inputs take the theme's font (an input does not inherit it by itself)", () => {
    expect(rule('amount')).toContain('font-family: inherit');
    expect(rule('smallAmount')).toContain('font-family: inherit');
    expect(rule('customInput')).toContain('font-family: inherit');
  });

  it('the Please Wait overlay sits in the panel under 768 px instead of over the form', () => {
    expect(rule('overlay')).toContain('position: fixed');
    expect(rule('overlay', 'screen and (max-width: 767.98px)')).toEqual(expect.arrayContaining(['position: static', 'transform: none', 'width: 100%']));
  });

  it('a button whose words wrap grows rather than overlapping the text around it (Cancel withdrawal)', () => {
    expect(rule('wrapping')).toEqual(expect.arrayContaining(['white-space: normal', 'height: auto']));
    expect(rule('actions')).toEqual(expect.arrayContaining(['display: flex', 'flex-wrap: wrap']));
  });
});
