import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { feeCeiling } from '../../src/domain/fee-bound';
import { paddingSplitFeeCeiling } from '../../src/domain/market/buy-rules';
import { sweepSplitFeeCeiling } from '../../src/domain/market/sweep-totals';
import {
  checkCustomRate,
  confirmationEstimate,
  feeAtRate,
  feeOptions,
  minimumFeeRate,
  roundUpFeeRate,
  sliderRateText,
  visibleFeeOptions,
} from '../../src/domain/fee-chooser';
import { paymentFeeCeiling } from '../../src/domain/inscribe/blind-mint';
import { depositFeeCeiling, withdrawTxFeeCeiling } from '../../src/domain/swap/chain-fees';
import { createFeeChooserActors } from '../../src/flows/fee-chooser/fee-chooser.actors';
import type { LoadedFees } from '../../src/flows/fee-chooser/fee-chooser.machine';
import type { Api } from '../../src/services/api/create-api';
import { blocksTimeList, createFeeApi } from '../../src/services/api/fee-api';
import type { HttpClient } from '../../src/services/http/http-client';
import { cachedRead, createQueryClient } from '../../src/services/query/query-client';

/** The fee chooser's loading, through the real fee service and actor, from the mempool's two answers (issue 42, Fees). */
async function load(recommended: unknown, blocks: unknown): Promise<LoadedFees> {
  const answers: Record<string, unknown> = { '/v1/fees/recommended': recommended, '/v1/fees/mempool-blocks': blocks };
  const fetch = (async (url: string) => {
    const path = String(url).replace('https://mempool.test', '');
    return new Response(JSON.stringify(answers[path]), { status: path in answers ? 200 : 404 });
  }) as unknown as typeof globalThis.fetch;
  const fees = createFeeApi({
    mempoolBaseUrl: 'https://mempool.test',
    fetch,
    timeoutMs: 1_000,
    query: {} as HttpClient,
    cache: cachedRead(createQueryClient()),
  });
  const { loadFees } = createFeeChooserActors({ api: async () => ({ fees }) as unknown as Api });
  return toPromise(createActor(loadFees).start());
}

/** What the options say, as the chooser shows them: "Economy 1 sats/vB · ~10 minutes". */
const optionWords = (loaded: LoadedFees, passedMinimum?: number) =>
  visibleFeeOptions(feeOptions(loaded.rates, passedMinimum), passedMinimum).map(
    (o) => `${o.name} ${o.rate} sats/vB · ${confirmationEstimate(o.rate, loaded.blocksTime)}`,
  );

// testnet's answers as mempool.space gave them: one projected block of 2,377 of 1,000,000 vB, its lowest rate a hair above 1.
const TESTNET_RECOMMENDED = { fastestFee: 1, halfHourFee: 1, hourFee: 1, economyFee: 1, minimumFee: 1 };
const TESTNET_BLOCKS = [{ blockSize: 4_213, blockVSize: 2_377, nTx: 11, totalFees: 3_104, medianFee: 1.0034, feeRange: [1.0027, 1.0034, 1.2, 2.05, 3.5] }];

describe('the time to confirm counts how full each projected block is (issue 42, Fees)', () => {
  it('testnet: a next block of 2,377 vB takes the minimum rate, so every option says ~10 minutes, not 24 hours+', async () => {
    const loaded = await load(TESTNET_RECOMMENDED, TESTNET_BLOCKS);
    expect(loaded.blocksTime).toEqual([{ feerate: 1, blocks: 1 }]);
    expect(optionWords(loaded)).toEqual(['Economy 1 sats/vB · ~10 minutes', 'Normal 1 sats/vB · ~10 minutes', 'Custom 1 sats/vB · ~10 minutes']);
  });

  it('full blocks count their own lowest rate; the last one, not full, takes the minimum: a rate waits for the first block it meets', () => {
    const blocks = [
      { blockVSize: 997_812, medianFee: 14.2, feeRange: [12.1, 13, 15, 40] },
      { blockVSize: 996_004, medianFee: 8, feeRange: [6.5, 7, 9, 12] },
      { blockVSize: 949_999, medianFee: 3, feeRange: [2.2, 3, 4] },
    ];
    const list = blocksTimeList(blocks, 2);
    expect(list).toEqual([
      { feerate: 12.1, blocks: 1 },
      { feerate: 6.5, blocks: 2 },
      { feerate: 2, blocks: 3 },
    ]);
    expect(confirmationEstimate(13, list)).toBe('~10 minutes');
    expect(confirmationEstimate(7, list)).toBe('~20 minutes');
    expect(confirmationEstimate(2, list)).toBe('~30 minutes');
    expect(confirmationEstimate(1, list)).toBe('24 hours+');
  });

  it('a block of 950,000 vB or more is full; a block whose size is not stated counts as full', () => {
    expect(blocksTimeList([{ blockVSize: 950_000, medianFee: 3, feeRange: [2.5, 3] }], 1)).toEqual([{ feerate: 2.5, blocks: 1 }]);
    expect(blocksTimeList([{ medianFee: 3, feeRange: [2.5, 3] }], 1)).toEqual([{ feerate: 2.5, blocks: 1 }]);
    expect(blocksTimeList([{ blockVSize: 2_377, medianFee: 3, feeRange: [] }], 0.1)).toEqual([{ feerate: 0.1, blocks: 1 }]);
  });
});

describe('rates below 1 sat/vB where the network allows them; none under the minimum (issue 42, Fees)', () => {
  it('a network minimum of 0.1: 0.1 is offered, and the custom rate takes tenths below 1', async () => {
    const loaded = await load({ fastestFee: 0.5, halfHourFee: 0.2, hourFee: 0.1, economyFee: 0.1, minimumFee: 0.1 }, TESTNET_BLOCKS);
    expect(optionWords(loaded)).toEqual(['Economy 0.1 sats/vB · ~10 minutes', 'Normal 0.2 sats/vB · ~10 minutes', 'Custom 0.5 sats/vB · ~10 minutes']);
    expect(minimumFeeRate(0.1, undefined)).toBe(0.1);
    expect(checkCustomRate('0.1', 0.1)).toEqual({ ok: true, rate: 0.1 });
    expect(checkCustomRate('.5', 0.1)).toEqual({ ok: true, rate: 0.5 });
    expect(checkCustomRate('0', 0.1)).toEqual({ ok: false, error: 'The fee rate must be at least 0.1 sats/vB.' });
    expect(checkCustomRate('0.05', 0.1)).toEqual({ ok: false, error: 'Enter a whole number of sats/vB, or tenths below 1 (such as 0.5).' });
    expect(checkCustomRate('0.5', 1)).toEqual({ ok: false, error: 'Enter a whole number of sats/vB.' });
    expect(sliderRateText('0.30000000000000004')).toBe('0.3');
    expect(sliderRateText('3.1')).toBe('3');
  });

  it('rates round up to a tenth below 1 and to a whole sat/vB from 1 up, exactly', () => {
    expect([0.1, 0.13, 0.3, 0.91, 0.95, 1, 1.0001, 12.2].map(roundUpFeeRate)).toEqual([0.1, 0.2, 0.3, 1, 1, 1, 2, 13]);
    expect(minimumFeeRate(0.013, undefined)).toBe(0.1);
    expect(minimumFeeRate(undefined, undefined)).toBe(1);
  });

  it('a network minimum of 2: no option says 1, not even Custom, and the input refuses 1 saying the minimum', async () => {
    const loaded = await load({ fastestFee: 1, halfHourFee: 1, hourFee: 1, economyFee: 1, minimumFee: 2 }, TESTNET_BLOCKS);
    expect(optionWords(loaded)).toEqual(['Economy 2 sats/vB · ~10 minutes', 'Normal 2 sats/vB · ~10 minutes', 'Custom 2 sats/vB · ~10 minutes']);
    expect(checkCustomRate('1', minimumFeeRate(loaded.rates?.minimum, undefined))).toEqual({ ok: false, error: 'The fee rate must be at least 2 sats/vB.' });
  });

  it("a dialog's minimum of 25 hides Economy and Normal below it and lifts Custom to it", () => {
    const rates = { economy: 12, normal: 20, custom: 21, minimum: 2 };
    expect(visibleFeeOptions(feeOptions(rates, 25), 25)).toEqual([{ name: 'Custom', rate: 25 }]);
  });

  it('fees at a rate of 0.1 are exact whole sats everywhere they are worked out', () => {
    expect(feeAtRate(0.1, 141)).toBe(15n);
    expect(feeAtRate(0.1, 140)).toBe(14n);
    expect(feeAtRate(0.3, 1_000)).toBe(300n);
    // The fee bound: 0.1 × 1,000 vB plus 10% is 110 sats (floats make 0.1 × 1,000 × 1.1 = 110.00000000000001, 111 rounded up).
    expect(feeCeiling(0.1, 1_000)).toBe(110n);
    expect(feeCeiling(0.1, 141)).toBe(16n);
    // The swap's deposit (300 vB) and withdrawal transactions (200 vB), the blind mint's payment (1 input, 2 outputs: 165 vB).
    expect(depositFeeCeiling(0.1)).toBe(30n);
    expect(withdrawTxFeeCeiling(0.1)).toBe(20n);
    expect(paymentFeeCeiling(0.1, 1, 2)).toBe(17n);
    expect(paymentFeeCeiling(3, 1, 2)).toBe(495n);
  });
});

describe('the market split bounds at a rate below 1 sat/vB', () => {
  it('are the rate chosen times the split size, rounded up once, not a whole sat/vB', () => {
    expect(paddingSplitFeeCeiling(0.1)).toBe(21n);
    expect(paddingSplitFeeCeiling(10)).toBe(2_080n);
    expect(sweepSplitFeeCeiling(0.1, 2)).toBe(21n);
    expect(sweepSplitFeeCeiling(3, 2)).toBe(624n);
  });
});
