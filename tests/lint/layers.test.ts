import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const depcruise = resolve(root, 'node_modules/.bin/depcruise');

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const plain = (text: string) => text.replace(ANSI, '');

function cruise(cwd: string, targets: string[]): { code: number; output: string } {
  const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
  try {
    const output = execFileSync(depcruise, [...targets, '--config', resolve(root, '.dependency-cruiser.cjs'), '--output-type', 'err'], {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
      env,
    });
    return { code: 0, output: plain(output) };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, output: plain(`${e.stdout}${e.stderr}`) };
  }
}

describe('the direction of imports (.dependency-cruiser.cjs)', () => {
  // One cruise of the fixture's three trees for every rule below (a depcruise process takes seconds to start). That
  // the project itself passes is `npm run lint:deps`, which CI runs beside these tests.
  let code = 0;
  let output = '';
  beforeAll(() => {
    ({ code, output } = cruise(resolve(root, 'tests/fixtures/layers'), ['src', 'devnet', 'server']));
  }, 60_000);

  it('fails on wrong-way imports, naming each rule', () => {
    expect(code).not.toBe(0);
    expect(output).toMatch(/domain-is-pure: src\/domain\/wrong-way\.ts → src\/services\/api\.ts/);
    expect(output).toMatch(/flows-use-services-and-domain: src\/flows\/flow\.ts → src\/ui\/page\.ts/);
    expect(output).not.toMatch(/src\/flows\/flow\.ts → src\/services\/api\.ts/);
    expect(output).toMatch(/src-never-imports-devnet: src\/ui\/page\.ts → devnet\/wallet\.ts/);
    expect(output).toMatch(/server-never-imports-devnet: server\/gateway\.ts → devnet\/wallet\.ts/);
  });

  it('inside src/ui: one feature does not import another, the shared kit uses no feature, features do not reach up to pages', () => {
    expect(output).toMatch(/ui-features-stand-alone: src\/ui\/swap\/swap-form\.ts → src\/ui\/market\/buy-bits\.ts/);
    expect(output).toMatch(/ui-shared-uses-no-feature: src\/ui\/components\/card\.ts → src\/ui\/swap\/swap-form\.ts/);
    expect(output).toMatch(/ui-features-below-the-composition: src\/ui\/market\/uses-page\.ts → src\/ui\/pages\/market-page\.ts/);
    // A feature's own folder, and a page putting features and the kit together, are fine.
    expect(output).not.toMatch(/src\/ui\/market\/uses-page\.ts → src\/ui\/market\/buy-bits\.ts/);
    expect(output).not.toMatch(/src\/ui\/pages\/market-page\.ts →/);
  });

  it("devnet/ takes from src/ only types, the spec's constants and the request proof: a client rule fails by name", () => {
    // Every violation from devnet/, each line `error <rule>: <from> → <to>`.
    const fromDevnet = output
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.includes(': devnet/'))
      .sort();
    expect(fromDevnet).toEqual([
      'error devnet-shares-only-types-constants-and-proofs: devnet/mixed-reads.ts → src/domain/market/market-windows.ts',
      'error devnet-shares-only-types-constants-and-proofs: devnet/reads.ts → src/domain/market/market-windows.ts',
    ]);
    // import type of the same module, and a constant of src/domain/constants.ts, are allowed.
    expect(output).not.toMatch(/devnet\/typed-reads\.ts →/);
  });
});
