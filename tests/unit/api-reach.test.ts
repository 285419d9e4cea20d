import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** `npm run api-reach` passes (every call no page reaches is named in docs/api.md with its reason) and the count there is its own (issue 30). */
describe('npm run api-reach', () => {
  it('names every unreached call in docs/api.md, whose figure is the one the script prints', () => {
    const out = execFileSync('npx', ['tsx', 'scripts/api-reach.ts'], { encoding: 'utf8' });
    const [, reached, all, not] = /(\d+) of (\d+) calls reach a user from a page, dialog or flow; (\d+) do not\./.exec(out)!;
    expect(out).toContain('Each of those is named in docs/api.md with its reason.');
    expect(readFileSync('docs/api.md', 'utf8')).toContain(`**${reached} of ${all} calls reach a user; these ${not} do not**`);
  }, 60_000);
});
