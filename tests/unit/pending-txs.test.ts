import { describe, expect, it } from 'vitest';
import { historyConfirmationsText, pendingAndRecent } from '../../src/domain/pending-txs';
import { schemaOf } from '../../src/services/api/indexer-schemas';
import { ApiError } from '../../src/services/http/api-error';
import { decodeAnswer } from '../../src/services/http/decode';
import { failureMessage } from '../../src/services/http/error-routing';

/**
 * The Pending tab's source (issue 44): the open API's address history (TxHistoryItem) decoded at the boundary, and
 * what the tab makes of it.
 */
const TX_A = 'aa'.repeat(32);
const TX_B = 'bb'.repeat(32);
const decode = (data: unknown) => {
  const { schema, call } = schemaOf(`/address/${'tb1q'.padEnd(42, 'x')}/history`);
  return decodeAnswer(schema, data, { layer: 'query', call });
};

describe("the open API's address history (issue 44)", () => {
  it('decodes the swagger fields the tab reads, the others dropped', () => {
    const answer = {
      start: 0,
      total: 2,
      detail: [
        { txid: TX_A, nIn: 1, nOut: 2, inSatoshi: 150000, outSatoshi: 48800, locktime: 0, size: 222, height: 4194303, confirmations: 0, timestamp: 1700000000 },
        {
          txid: TX_B,
          nIn: 0,
          nOut: 1,
          inSatoshi: 0,
          outSatoshi: 1000000,
          height: 101,
          idx: 3,
          blkid: 'cc'.repeat(32),
          confirmations: 2,
          timestamp: 1699999000,
        },
      ],
    };
    expect(decode(answer)).toEqual({
      start: 0,
      total: 2,
      detail: [
        { txid: TX_A, inSatoshi: 150000, outSatoshi: 48800, height: 4194303, confirmations: 0, timestamp: 1700000000 },
        { txid: TX_B, inSatoshi: 0, outSatoshi: 1000000, height: 101, confirmations: 2, timestamp: 1699999000 },
      ],
    });
  });

  it('an answer without a height is refused by name, in plain words', () => {
    let caught: unknown = null;
    try {
      decode({ start: 0, total: 1, detail: [{ txid: TX_A, inSatoshi: 1, outSatoshi: 2 }] });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ApiError);
    expect(failureMessage(caught)).toBe("The indexer's answer to address history is missing `detail.0.height`. Try again later.");
  });
});

describe('the Pending tab (issue 44)', () => {
  const confirmed = (n: number) => ({ txid: String(n).padStart(64, '0'), inSatoshi: 0, outSatoshi: n, height: 200 - n, confirmations: n + 1 });
  it('keeps every pending transaction and the last five confirmed', () => {
    const pending = { txid: TX_A, inSatoshi: 5000, outSatoshi: 0, height: 4194303, confirmations: 0 };
    const { pending: waiting, recent } = pendingAndRecent([pending, ...[0, 1, 2, 3, 4, 5, 6].map(confirmed)]);
    expect(waiting.map((t) => t.txid)).toEqual([TX_A]);
    expect(recent.map((t) => t.outSatoshi)).toEqual([0, 1, 2, 3, 4]);
  });

  it('says pending for the mempool, and counts from the answer otherwise', () => {
    expect(historyConfirmationsText({ txid: TX_A, inSatoshi: 0, outSatoshi: 1, height: 4194303, confirmations: 0 })).toBe('Pending (in the mempool)');
    expect(historyConfirmationsText({ txid: TX_A, inSatoshi: 0, outSatoshi: 1, height: 850000, confirmations: 1 })).toBe('1 confirmation');
    expect(historyConfirmationsText({ txid: TX_A, inSatoshi: 0, outSatoshi: 1, height: 850000, confirmations: 6 })).toBe('6 confirmations');
    expect(historyConfirmationsText({ txid: TX_A, inSatoshi: 0, outSatoshi: 1, height: 850000 })).toBe('In block 850,000');
  });
});
