import { describe, expect, it } from 'vitest';
import { claimResultOf } from '../../src/flows/deployer-claim/deployer-claim.actors';

describe("the deployer claim's answer, read at the boundary", () => {
  it('a known status is the claim, its sats a number', () => {
    expect(claimResultOf({ tick: 'ordi', sats: '1200', status: 'review' }, 'ordi')).toEqual({ tick: 'ordi', sats: 1200, status: 'review' });
  });
  it('an answer with no known status says so in words (no crash deeper in the page)', () => {
    for (const answer of [null, 'ok', [], { status: 'done' }]) {
      expect(() => claimResultOf(answer, 'ordi')).toThrow(expect.objectContaining({ message: expect.stringContaining('cannot read') }) as never);
    }
  });
});
