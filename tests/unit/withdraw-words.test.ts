import { describe, expect, it } from 'vitest';
import { notYetCompleted, WITHDRAW_STATUS_WORDS, withdrawConfirmationWords } from '../../src/domain/swap/withdraw-words';
import type { WithdrawStatus } from '../../src/domain/swap/withdraw-entities';

const row = (id: string, status: WithdrawStatus) => ({ id, status });

describe('the withdrawals not yet completed (issue 45)', () => {
  it('keeps processing, queued, being cancelled and failed ones, newest first as listed; leaves completed and cancelled ones out', () => {
    const history = [row('a', 'completed'), row('b', 'order'), row('c', 'cancel'), row('d', 'error'), row('e', 'pendingOrder'), row('f', 'pendingCancel')];
    expect(notYetCompleted(history).map((w) => w.id)).toEqual(['b', 'd', 'e', 'f']);
    expect(notYetCompleted([row('a', 'completed'), row('c', 'cancel')])).toEqual([]);
  });

  it('says each stage in words, and the confirmations as the module counts them', () => {
    expect(WITHDRAW_STATUS_WORDS).toEqual({
      pendingOrder: 'Processing',
      pendingCancel: 'Cancelling',
      order: 'Waiting in the queue',
      error: 'Failed',
      completed: 'Completed',
      cancel: 'Cancelled',
    });
    expect(withdrawConfirmationWords({ totalConfirmedNum: 1, totalNum: 3 })).toBe('1 of 3 confirmations');
    expect(withdrawConfirmationWords({ totalConfirmedNum: 0, totalNum: 0 })).toBe('0 of 0 confirmations');
  });
});
