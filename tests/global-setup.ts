import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDevnet } from '../devnet/server/devnet-app';
import { DEVNET_TEST_EPOCH } from './devnet/devnet-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded devnet's state as JSON, made once for every test process (seeding takes about 3 s). */
    devnetSeedFile: string;
  }
}

/** Seeds one devnet at the tests' clock and hands its state to the test processes, which put it back instead of seeding. */
export default function setup(project: TestProject) {
  const devnet = createDevnet({ dataFile: null, autoMine: false, now: () => DEVNET_TEST_EPOCH });
  devnet.ensureSeeded();
  const file = join(mkdtempSync(join(tmpdir(), 'devnet-seed-')), 'seed.json');
  writeFileSync(file, JSON.stringify(devnet.state()));
  devnet.close();
  project.provide('devnetSeedFile', file);
}
