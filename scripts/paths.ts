/**
 * QA's test cases, generated from the machines (README, "Flows and model-based tests").
 *   npm run paths -- --list                     the flows, their path counts and coverage
 *   npm run paths -- wallet-connect             its test cases as Markdown (title, preconditions, steps, expected results)
 *   npm run paths -- wallet-connect --json      the same with the machine-level detail, for tools
 *   npm run paths -- wallet-connect --gherkin   a .feature file: one Scenario per path
 *   npm run paths -- --all --out <dir>          every flow's .md, .json and .feature files
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowModels } from '../src/flows/registry';
import { renderFlow, type FlowFormat } from '../src/flows/testing/flow-documents';

// A reader that stops early (| head) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' ? 0 : 1));

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: npm run paths -- <flow> [--json | --gherkin] | --list | --all --out <dir>');
  console.error(`flows: ${Object.keys(flowModels).join(', ')}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const format: FlowFormat = args.includes('--json') ? 'json' : args.includes('--gherkin') ? 'gherkin' : 'markdown';
const outIndex = args.indexOf('--out');
const out = outIndex >= 0 ? args[outIndex + 1] : undefined;
const names = args.filter((a, i) => !a.startsWith('--') && (outIndex < 0 || i !== outIndex + 1));

if (args.includes('--list')) {
  for (const [name, model] of Object.entries(flowModels)) {
    const paths = model.paths();
    const coverage = model.coverage(paths);
    const missing = [...coverage.states.missing, ...coverage.transitions.missing];
    console.log(
      `${name}\t${paths.length} paths\tstates ${coverage.states.covered}/${coverage.states.total}\ttransitions ${coverage.transitions.covered}/${coverage.transitions.total}${missing.length ? `\tnot covered: ${missing.join('; ')}` : ''}`,
    );
  }
  process.exit(0);
}

if (args.includes('--all')) {
  if (!out) usage('--all needs --out <dir>');
  mkdirSync(out, { recursive: true });
  for (const [name, model] of Object.entries(flowModels)) {
    for (const [kind, extension] of [
      ['markdown', 'md'],
      ['json', 'json'],
      ['gherkin', 'feature'],
    ] as const) {
      writeFileSync(join(out, `${name}.${extension}`), renderFlow(name, model, kind));
    }
    console.log(`${name}: ${join(out, name)}.md, .json, .feature`);
  }
  process.exit(0);
}

if (names.length !== 1) usage();
const name = names[0]!;
const model = flowModels[name];
if (!model) usage(`no flow named '${name}'`);
process.stdout.write(renderFlow(name, model, format));
