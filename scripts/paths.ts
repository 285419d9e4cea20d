/**
 * Prints every generated path of a flow for QA.
 *   npm run paths -- --list            the flows
 *   npm run paths -- clock-drift       its paths as Markdown: numbered steps (state, event, next state)
 *   npm run paths -- clock-drift --json
 */
import { flowModels } from '../src/machines/registry';
import { describePath, stateValueToString } from '../src/machines/testing/flow-model';

// A reader that stops early (| head) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => process.exit(error.code === 'EPIPE' ? 0 : 1));

function usage(message?: string): never {
  if (message) console.error(message);
  console.error('usage: npm run paths -- <flow> [--json] | --list');
  console.error(`flows: ${Object.keys(flowModels).join(', ')}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const json = args.includes('--json');
const names = args.filter((a) => !a.startsWith('--'));

if (args.includes('--list')) {
  for (const [name, model] of Object.entries(flowModels)) {
    const paths = model.paths();
    const coverage = model.coverage(paths);
    console.log(`${name}\t${paths.length} paths\tstates ${coverage.states.covered}/${coverage.states.total}\ttransitions ${coverage.transitions.covered}/${coverage.transitions.total}`);
  }
  process.exit(0);
}
if (names.length !== 1) usage();
const name = names[0]!;
const model = flowModels[name];
if (!model) usage(`no flow named '${name}'`);

const paths = model.paths();
const initial = model.initialSnapshot();
const printed = paths.map((path) => ({ id: path.id, description: path.description, reaches: stateValueToString(path.state.value), steps: describePath(path, initial) }));
const coverage = model.coverage(paths);

if (json) {
  console.log(JSON.stringify({ flow: name, coverage, paths: printed }, null, 2));
} else {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  console.log(`# ${name}: ${paths.length} paths\n`);
  console.log(`Coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}.\n`);
  for (const path of printed) {
    console.log(`## ${path.id}: reaches ${path.reaches}\n`);
    console.log('| # | state | event | next state |');
    console.log('|---|---|---|---|');
    for (const step of path.steps) console.log(`| ${step.n} | ${cell(step.state)} | ${cell(step.event)} | ${cell(step.next)} |`);
    console.log('');
  }
}
