import type { AnyStateMachine } from 'xstate';
import type { FlowModel, TestCase } from './flow-model-types';

/**
 * A flow's test cases as QA reads them: Markdown (a tester's script), JSON (with the machine-level
 * detail, for tools) and Gherkin (a .feature file per flow, one Scenario per path, for Cucumber runners
 * and test managers). Pure: `npm run paths` writes them, the tests parse them.
 */
export type FlowFormat = 'markdown' | 'json' | 'gherkin';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
/** Gherkin step text is one line; a leading keyword word would be read as a keyword, so none is produced. */
const line = (text: string) => text.replace(/\s+/g, ' ').trim();
const sentence = (text: string) => {
  const t = line(text);
  return t.endsWith('.') ? t : `${t}.`;
};

export function renderFlow(name: string, model: FlowModel<AnyStateMachine>, format: FlowFormat): string {
  const paths = model.paths();
  const coverage = model.coverage(paths);
  const cases: TestCase[] = paths.map((p) => model.testCase(p));
  if (format === 'json') return `${JSON.stringify({ flow: name, summary: model.summary, coverage, cases }, null, 2)}\n`;
  if (format === 'gherkin') return gherkin(name, model, cases);

  const out: string[] = [];
  out.push(`# ${name}: ${cases.length} test cases`, '', model.summary, '');
  out.push(`Coverage: states ${coverage.states.covered}/${coverage.states.total}, transitions ${coverage.transitions.covered}/${coverage.transitions.total}.`);
  const missing = [...coverage.states.missing, ...coverage.transitions.missing];
  out.push(missing.length ? `Not covered: ${missing.join('; ')}.` : 'Nothing is left uncovered.', '');
  for (const c of cases) {
    out.push(`## ${c.id}: ${c.title}`, '');
    out.push('**Preconditions**', '', ...c.preconditions.map((p) => `- ${p}`), `- At the start: ${sentence(c.start)}`, '');
    out.push('| # | step | expected result |', '|---|---|---|');
    for (const step of c.steps) out.push(`| ${step.n} | ${cell(step.action)} | ${cell(step.expected)} |`);
    out.push('');
  }
  return `${out.join('\n')}\n`;
}

function gherkin(name: string, model: FlowModel<AnyStateMachine>, cases: readonly TestCase[]): string {
  const out: string[] = [];
  out.push(`Feature: ${line(name)}`, `  ${line(model.summary)}`, '');
  for (const c of cases) {
    out.push(`  @${c.id}`, `  Scenario: ${line(c.title)}`);
    c.preconditions.forEach((p, i) => out.push(`    ${i === 0 ? 'Given' : 'And'} ${line(p)}`));
    out.push(`    And at the start: ${line(c.start)}`);
    for (const step of c.steps) {
      out.push(`    When ${line(step.action)}`);
      out.push(`    Then ${line(step.expected)}`);
    }
    out.push('');
  }
  return `${out.join('\n')}\n`;
}
