import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The names devnet/ may import from src/ (eslint.config.js; .dependency-cruiser.cjs names the modules): types and the
 * spec's UPPER_CASE constants, so a module holding figures beside client rules gives the devnet the figures only.
 */
const root = resolve(import.meta.dirname, '../..');

async function problems(code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: resolve(root, 'devnet/market/probe.ts') });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => `${m.line}: ${m.message}`);
}

describe('devnet/ imports from src/ only types and constants (eslint.config.js)', () => {
  it('a client rule of a module the devnet may use for its constants fails by name; its constants and types do not', async () => {
    const found = await problems(
      [
        "import { BADGE_MAX_COUNT, badgeFees } from '../../src/domain/inscribe/badges';",
        "import { SERVICE_FEE_PER_ITEM_SATS, type FeeDiscounts } from '../../src/domain/inscribe/inscribe-fees';",
        "import type { InscribeFees } from '../../src/domain/inscribe/inscribe-fees';",
        "import { proofUrl } from '../../src/services/http/request-signing';",
        'export const used: unknown[] = [BADGE_MAX_COUNT, badgeFees, SERVICE_FEE_PER_ITEM_SATS, proofUrl];',
        'export type Used = FeeDiscounts | InscribeFees;',
        '',
      ].join('\n'),
    );
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^1: 'badgeFees' import from '..\/..\/src\/domain\/inscribe\/badges' is restricted/);
  }, 60_000);
});
