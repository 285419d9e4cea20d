import { describe, expect, it } from 'vitest';
import { flowModels } from '../../src/machines/registry';

describe('flow registry', () => {
  it.each(Object.entries(flowModels))('%s: its paths reach every state and take every transition', (_name, model) => {
    const coverage = model.coverage();
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(model.paths().length).toBeGreaterThan(0);
  });
});
