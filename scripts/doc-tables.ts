/**
 * The docs' tables of figures and calls, each made by the code it describes, never typed by hand. A generated block
 * stands between `<!-- generated: NAME (npm run docs) -->` and `<!-- /generated -->`:
 *   npm run docs               (rewrites every block)
 *   npm run docs -- --check    (fails, naming the block, when one is not what the code makes now; lint runs it)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { callSummary, callTable, networkTable, shapesSummary } from './gateway-calls';
import { flowModels } from '../src/flows/registry';

const BLOCKS: Readonly<Record<string, () => string[]>> = {
  /** docs/api.md: every call the site makes and its open-API counterpart. */
  'api-calls': () => {
    const table = callTable();
    return [`**${shapesSummary()}**.`, '', `<details><summary>The table (${table.length - 2} calls)</summary>`, '', ...table, '', '</details>'];
  },
  /** docs/gateway.md: where the gateway takes each call, on each network. */
  'gateway-networks': () => [`**${callSummary().total}**. On each network (a call is forwarded only to a host that serves it):`, '', ...networkTable()],
  /** docs/flows.md: every flow QA generates test cases for, its paths and what they cover. */
  flows: () => [
    '| flow | paths | states reached | transitions taken | walks with it |',
    '|---|---:|---:|---:|---|',
    ...Object.entries(flowModels).map(([name, model]) => {
      const paths = model.paths();
      const { states, transitions } = model.coverage(paths);
      const children = Object.keys(model.children);
      return `| \`${name}\` | ${paths.length} | ${states.covered}/${states.total} | ${transitions.covered}/${transitions.total} | ${children.map((c) => `\`${c}\``).join(', ') || '–'} |`;
    }),
  ],
};

const FILES = ['README.md', 'docs/api.md', 'docs/gateway.md', 'docs/flows.md'];
const BLOCK = /(<!-- generated: ([a-z-]+) \(npm run docs\) -->\n)([\s\S]*?)(<!-- \/generated -->)/g;

const check = process.argv.includes('--check');
const stale: string[] = [];
const made = new Map<string, string>();
for (const file of FILES) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(BLOCK, (_all, open: string, name: string, body: string, close: string) => {
    const make = BLOCKS[name];
    if (!make) throw new Error(`${file}: no generator for the block '${name}'`);
    const fresh = made.get(name) ?? `\n${make().join('\n')}\n\n`;
    made.set(name, fresh);
    if (fresh !== body) stale.push(`${file}: ${name}`);
    return `${open}${fresh}${close}`;
  });
  if (!check && next !== text) writeFileSync(file, next);
}
if (check && stale.length) {
  console.error(`docs: generated tables not current (run npm run docs):\n  ${stale.join('\n  ')}`);
  process.exit(1);
}
console.log(check ? `docs: ${made.size} generated tables current` : `docs: ${stale.length} of ${made.size} generated tables rewritten`);
