import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DepositListSchema } from '../../src/domain/swap/swap-schemas';

/**
 * deposit_list as the open API answers it (issue 42): its rows name no status, only the confirmations a deposit has of
 * those the module waits for, so the deposit panel says "Credited" once it has all of them; the devnet's own road,
 * which names one, is read as it says.
 */
const row = (extra: Record<string, unknown>) => ({ tick: 'ordi', amount: '50', ts: 1_764_300_000, txid: 'ab'.repeat(32), type: 'direct', ...extra });

describe('deposit_list rows', () => {
  it('are credited with all their confirmations, and confirming before', () => {
    const decoded = v.parse(DepositListSchema, { total: 3, list: [row({ cur: 0, sum: 1 }), row({ cur: 1, sum: 1 }), row({ cur: 3, sum: 2 })] });
    expect(decoded.list.map((d) => d.status)).toEqual(['pending', 'success', 'success']);
  });

  it('say what a status given says', () => {
    const decoded = v.parse(DepositListSchema, { total: 2, list: [row({ cur: 1, sum: 1, status: 'pending' }), row({ cur: 0, sum: 1, status: 'success' })] });
    expect(decoded.list.map((d) => d.status)).toEqual(['pending', 'success']);
  });
});
