import { describe, expect, it } from 'vitest';
import { MARKET_CATEGORIES } from '../../src/domain/entities';
import { recordAllCalls } from './record-calls';
import { OUR_CALLS, SPEC_CALLS } from '../../server/spec-calls';
import { hasSpec, specSection } from '../helpers/shared-spec';

describe('every call of the specs has a typed function', async () => {
  const recorded = await recordAllCalls();
  const made = new Set(recorded.map((r) => r.call));

  it(`all ${SPEC_CALLS.length} spec calls are made by some function`, () => {
    expect(SPEC_CALLS.filter((call) => !made.has(call))).toEqual([]);
  });

  it('each per-category market call is made for every category', () => {
    const perCategory = recorded.filter((r) => r.call.startsWith('market POST /{c}/'));
    for (const category of MARKET_CATEGORIES) expect(perCategory.filter((r) => r.fn.startsWith(`market.${category}.`)).length).toBe(47);
  });

  it('no function calls a path the specs do not name, but the few listed as ours', () => {
    expect([...made].filter((call) => !SPEC_CALLS.includes(call) && !OUR_CALLS.includes(call))).toEqual([]);
  });

  // The list above is the repo's own; where the specification is beside the repo, it is checked against it.
  it.skipIf(!hasSpec('calls'))('the list matches the paths written in spec 001 section 7 (skipped when ../shared/spec is not beside the repo)', () => {
    const section = specSection('calls', '## 7. The calls it makes', '## 8.');
    const normalise = (p: string) => p.replace(/\{[^}]+\}/g, '{x}');
    const specPaths = new Set([...section.matchAll(/(?<![\w.])\/[a-z0-9_\-/{}.]*[a-z0-9_}]/gi)].map((m) => normalise(m[0])));
    const listed = SPEC_CALLS.map((c) => c.split(' ')[2]!);
    const missing = [...specPaths].filter(
      (p) => !listed.some((l) => l === p || l.endsWith(p) || (p.startsWith('/address/') && l.startsWith('/address/') && l.endsWith(p.split('/').pop()!))),
    );
    // '/auction/list' is listed per category; '.../transferable-inscriptions' and '.../history' are address paths.
    expect(missing.filter((p) => !['/auction/list', '/inscribe', '/swap', '/download', '/atomicals'].includes(p) && !p.startsWith('/.'))).toEqual([]);
  });
});
