import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/services/http/api-error';
import { decodeAnswer } from '../../src/services/http/decode';
import { failureMessage } from '../../src/services/http/error-routing';

const DomainTypes = v.object({ list: v.array(v.object({ domainType: v.string(), curPrice: v.optional(v.number()) })) });

describe('answers decoded at the boundary (issue 25)', () => {
  it('a matching answer comes out typed, unknown fields dropped', () => {
    expect(decodeAnswer(DomainTypes, { list: [{ domainType: 'sats', curPrice: 5, extra: 1 }] }, { layer: 'market', call: 'domain_types' })).toEqual({
      list: [{ domainType: 'sats', curPrice: 5 }],
    });
  });

  it.each([
    [{}, "The market's answer to domain_types is missing `list`."],
    [{ list: 'many' }, 'The market\'s answer to domain_types has `list` as "many", not Array.'],
    [{ list: [{ curPrice: 1 }] }, "The market's answer to domain_types is missing `list.0.domainType`."],
    [null, "The market's answer to domain_types is empty."],
  ])('%j: one error naming the call and the field, shown in plain words', (data, message) => {
    let caught: unknown = null;
    try {
      decodeAnswer(DomainTypes, data, { layer: 'market', call: 'domain_types' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect((caught as ApiError).kind).toBe('bad-response');
    expect(failureMessage(caught)).toBe(`${message} Try again later.`);
  });
});
