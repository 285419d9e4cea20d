import { describe, expect, it } from 'vitest';
import { claimablesOf, claimRecordsOf, claimResultOf, deployerInfoOf } from '../../src/domain/deployer-reads';

describe("the deployer reads and the claim's answer, decoded at the boundary", () => {
  it('a known status is the claim, its sats a number', () => {
    expect(claimResultOf({ tick: 'ordi', sats: '1200', status: 'review' }, 'ordi')).toEqual({ tick: 'ordi', sats: 1200, status: 'review' });
  });

  it('a claim answer with no known status says so in words (no crash deeper in the page)', () => {
    for (const answer of [null, 'ok', [], { status: 'done' }]) {
      expect(() => claimResultOf(answer, 'ordi')).toThrow(expect.objectContaining({ message: expect.stringContaining('cannot read') }) as never);
    }
  });

  it('the deployer record, its ticks with their figures as text; a record of the wrong shape fails in words', () => {
    expect(deployerInfoOf({ isDeployer: true, ticks: [{ tick: 'ordi', max: 21000000, minted: '1000', royaltyRate: '0.01' }, 'junk'] })).toEqual({
      isDeployer: true,
      ticks: [{ tick: 'ordi', max: '21000000', minted: '1000', royaltyRate: '0.01' }],
    });
    expect(deployerInfoOf({})).toEqual({ isDeployer: false, ticks: [] });
    expect(() => deployerInfoOf([])).toThrow('The market answered your deployer record in a way this app cannot read.');
  });

  it('claimable royalties and the history: rows with an unknown status or no object are left out; a non-list fails', () => {
    expect(claimablesOf([{ tick: 'ordi', earned: '10', claimed: 4, claimable: 6, status: 'unclaimed' }, { tick: 'x', status: '??' }, null])).toEqual([
      { tick: 'ordi', earned: 10, claimed: 4, claimable: 6, status: 'unclaimed' },
    ]);
    expect(claimRecordsOf([{ id: 'c1', tick: 'ordi', sats: 6, status: 'claimed', time: 1_790_000_000 }])).toEqual([
      { id: 'c1', tick: 'ordi', sats: 6, status: 'claimed', time: 1_790_000_000 },
    ]);
    expect(() => claimRecordsOf({ list: [] })).toThrow('the claim history');
  });
});
