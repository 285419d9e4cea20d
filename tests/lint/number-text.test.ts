import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Numbers on screen are written by src/domain/amount-text.ts, never by Intl (eslint.config.js, NO_INTL_NUMBERS). */
const root = resolve(import.meta.dirname, '../..');

async function problems(code: string, file: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-properties').map((m) => `${m.line}: ${m.message}`);
}

describe("numbers are written without Intl (a page's first Intl number costs about 45 ms on a phone)", () => {
  const code = [
    'export const a = (n: number) => n.toLocaleString("en-US");',
    'export const b = (n: bigint) => new Intl.NumberFormat("en-US").format(n);',
    'export const c = (n: number) => `${n} sats`;',
    '',
  ].join('\n');
  const words = 'Write numbers with formatAmount or formatSats (src/domain/amount-text.ts), not Intl.';

  it('in a view, beside the rule on timers: both ways are refused, by name', async () => {
    expect(await problems(code, 'src/ui/market/probe.tsx')).toEqual([
      `1: 'toLocaleString' is restricted from being used. ${words}`,
      `2: 'Intl.NumberFormat' is restricted from being used. ${words}`,
    ]);
    expect(await problems('export const t = () => window.setTimeout(() => {}, 1);\n', 'src/ui/market/probe.tsx')).toEqual([
      "1: 'window.setTimeout' is restricted from being used. Time goes through named delays (after) in a machine.",
    ]);
  });

  it('in a rule of src/domain too', async () => {
    expect(await problems(code, 'src/domain/probe.ts')).toHaveLength(2);
  });
});
