import { AstBuilder, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { describe, expect, it } from 'vitest';
import { flowModels } from '../../src/flows/registry';
import { renderFlow } from '../../src/flows/testing/flow-documents';

const parseGherkin = (text: string) => new Parser(new AstBuilder(IdGenerator.uuid()), new GherkinClassicTokenMatcher()).parse(text);

describe('flow registry', () => {
  it.each(Object.entries(flowModels))('%s: its paths reach every state and take every transition', (_name, model) => {
    const coverage = model.coverage();
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(model.paths().length).toBeGreaterThan(0);
  });

  it.each(Object.entries(flowModels))('%s: every state and event is described in the user’s words', (_name, model) => {
    expect(model.undescribed()).toEqual([]);
  });

  it.each(Object.entries(flowModels))('%s: no path is a prefix of another', (_name, model) => {
    const keys = model
      .paths()
      .filter((p) => p.variant === null)
      .map((p) => p.steps.map((s) => JSON.stringify(s.event)).join('\n'));
    for (const [i, key] of keys.entries()) expect(keys.some((other, j) => j !== i && other.startsWith(`${key}\n`))).toBe(false);
  });
});

describe('QA documents', () => {
  it.each(Object.entries(flowModels))('%s: the .feature file parses, one Scenario per path, When/Then per step', (name, model) => {
    const feature = parseGherkin(renderFlow(name, model, 'gherkin')).feature!;
    const paths = model.paths();
    expect(feature.name).toBe(name);
    const scenarios = feature.children.map((c) => c.scenario!).filter(Boolean);
    expect(scenarios).toHaveLength(paths.length);
    for (const [i, scenario] of scenarios.entries()) {
      const path = paths[i]!;
      expect(scenario.tags.map((t) => t.name)).toEqual([`@${path.id}`]);
      expect(scenario.steps.filter((s) => s.keyword.trim() === 'When')).toHaveLength(path.steps.length);
      expect(scenario.steps.filter((s) => s.keyword.trim() === 'Then')).toHaveLength(path.steps.length);
      expect(scenario.steps[0]!.keyword.trim()).toBe('Given');
    }
  });

  it('the Markdown reads as a tester’s script: title, preconditions, numbered steps with what to expect', () => {
    const text = renderFlow('wallet-connect', flowModels['wallet-connect']!, 'markdown');
    expect(text).toContain('**Preconditions**');
    expect(text).toContain(
      '| 1 | The user clicks Connect in the header | The Choose Wallet dialog lists the wallets, marks the installed ones, and says what went wrong last, if anything. No error is shown. |',
    );
    expect(text).toContain('Nothing is left uncovered.');
    expect(text).not.toMatch(/xstate\./);
  });

  it('JSON keeps the machine-level detail for tools', () => {
    const json = JSON.parse(renderFlow('toast', flowModels.toast!, 'json')) as { cases: { steps: { event: string; state: string; action: string }[] }[] };
    const step = json.cases.flatMap((c) => c.steps).find((s) => s.event.startsWith('xstate.after'));
    expect(step).toMatchObject({ action: '4.5 seconds pass', state: 'closed (final)' });
  });
});
