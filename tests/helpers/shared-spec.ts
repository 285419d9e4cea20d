import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The two specifications sit beside the repo (`../shared/spec`) on the project's machines, not in it. The tests
 * that cross-check the repo's own lists against them run where that folder is and are reported skipped where it
 * is not (a fresh clone alone), never passing without checking.
 */
const SPEC_DIR = resolve(import.meta.dirname, '../../../shared/spec');
export const SPEC_FILES = { site: '000_7c5a8c15de659503.txt', calls: '001_d7639d04058ad906.txt' } as const;

/** Whether a specification is beside the repo. */
export const hasSpec = (name: keyof typeof SPEC_FILES): boolean => existsSync(resolve(SPEC_DIR, SPEC_FILES[name]));

/** One section of a specification, from its heading to the next one. */
export function specSection(name: keyof typeof SPEC_FILES, from: string, to: string): string {
  const text = readFileSync(resolve(SPEC_DIR, SPEC_FILES[name]), 'utf8');
  const after = text.split(from)[1];
  if (after === undefined) throw new Error(`${SPEC_FILES[name]} has no heading '${from}'`);
  return after.split(to)[0]!;
}
