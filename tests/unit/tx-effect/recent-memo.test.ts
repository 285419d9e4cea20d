import { describe, expect, it } from 'vitest';
import { recentMemo } from '../../../src/domain/tx-effect/recent-memo';
import { decodePsbt } from '../../../src/domain/tx-effect/psbt-decode';
import { scriptOf } from '../../../src/domain/tx-effect/scripts';
import { ACCOUNTS } from '../../helpers/tx-world';

describe('recent answers of a pure function (the check reads one PSBT, address and script many times)', () => {
  it('works an answer out once, keeps the last `size`, and drops the oldest first', () => {
    const asked: string[] = [];
    const upper = recentMemo(2, (key) => (asked.push(key), key.toUpperCase()));
    expect([upper('a'), upper('a'), upper('b'), upper('c'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'C', 'B', 'A']);
    expect(asked).toEqual(['a', 'b', 'c', 'a']);
  });

  it('a PSBT read twice is the same reading; an address’s script is a copy each time, so a change to one is not kept', () => {
    expect(decodePsbt('not a psbt')).toBeNull();
    const address = ACCOUNTS[0]!.ordinalsAddress;
    const first = scriptOf(address, 'testnet')!;
    first[2] = first[2]! ^ 0xff;
    expect(scriptOf(address, 'testnet')).not.toEqual(first);
    expect(scriptOf(address, 'mainnet')).toBeNull();
  });
});
