import { describe, expect, it } from 'vitest';
import {
  checkCustomRate,
  confirmationEstimate,
  feeBand,
  feeGaugeMax,
  feeOptions,
  minimumFeeRate,
  preselectedFeeOption,
  showsCongestionWarning,
  showsLowFeeWarning,
  sliderValue,
  visibleFeeOptions,
} from '../../src/domain/fee-chooser';

describe('fee chooser rules (spec 000 sections 5 and 9)', () => {
  it('presets Economy 15 and Normal 30 until the server answers; then its rates rounded up; Custom starts at the custom rate', () => {
    expect(feeOptions(null)).toEqual([
      { name: 'Economy', rate: 15 },
      { name: 'Normal', rate: 30 },
      { name: 'Custom', rate: 30 },
    ]);
    expect(feeOptions({ economy: 12.2, normal: 20.5, custom: 41, minimum: 2 })).toEqual([
      { name: 'Economy', rate: 13 },
      { name: 'Normal', rate: 21 },
      { name: 'Custom', rate: 41 },
    ]);
  });

  it('Normal (index 1) is preselected; -1 preselects nothing; an option hidden by the minimum is not preselected', () => {
    const options = feeOptions({ economy: 12, normal: 20, custom: 41, minimum: 2 });
    expect(preselectedFeeOption(options)).toBe('Normal');
    expect(preselectedFeeOption(options, 0)).toBe('Economy');
    expect(preselectedFeeOption(options, -1)).toBeNull();
    expect(preselectedFeeOption(visibleFeeOptions(options, 25), 1)).toBeNull();
  });

  it('the minimum is the larger of the server minimum and the one passed in; options below the passed-in minimum are hidden', () => {
    expect(minimumFeeRate(2, undefined)).toBe(2);
    expect(minimumFeeRate(2, 25)).toBe(25);
    expect(minimumFeeRate(7.5, 3)).toBe(8);
    const options = feeOptions({ economy: 12, normal: 20, custom: 41, minimum: 2 });
    expect(visibleFeeOptions(options, 15).map((o) => o.name)).toEqual(['Normal', 'Custom']);
    expect(visibleFeeOptions(options, 25).map((o) => o.name)).toEqual(['Custom']);
    expect(visibleFeeOptions(options, undefined).map((o) => o.name)).toEqual(['Economy', 'Normal', 'Custom']);
  });

  it('custom rates: the slider stops at 500, the number input takes up to 5000, whole sats/vB from the minimum', () => {
    expect(sliderValue(499)).toBe(499);
    expect(sliderValue(501)).toBe(500);
    expect(sliderValue(5000)).toBe(500);
    expect(checkCustomRate('5000', 2)).toEqual({ ok: true, rate: 5000 });
    expect(checkCustomRate('5001', 2)).toEqual({ ok: false, error: 'The fee rate can be at most 5000 sats/vB.' });
    expect(checkCustomRate('1', 2)).toEqual({ ok: false, error: 'The fee rate must be at least 2 sats/vB.' });
    expect(checkCustomRate('', 2)).toEqual({ ok: false, error: 'Enter a fee rate.' });
    expect(checkCustomRate('12.5', 2)).toEqual({ ok: false, error: 'Enter a whole number of sats/vB.' });
    expect(checkCustomRate(' 45 ', 2)).toEqual({ ok: true, rate: 45 });
  });

  it('the gauge reaches the larger of 2 x custom and 30; colour bands 0-10, 10-20, 20-30, 30+', () => {
    expect(feeGaugeMax(10)).toBe(30);
    expect(feeGaugeMax(15)).toBe(30);
    expect(feeGaugeMax(16)).toBe(32);
    expect([0, 9, 10, 19, 20, 29, 30, 500].map(feeBand)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  it('time to confirm: 10 minutes a block up to 6 blocks, hours beyond, No Priority above 7, 24 hours+ with none', () => {
    const blocks = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ feerate: 90 - n * 10, blocks: n }));
    expect(confirmationEstimate(80, blocks)).toBe('~10 minutes');
    expect(confirmationEstimate(75, blocks)).toBe('~20 minutes');
    expect(confirmationEstimate(30, blocks)).toBe('~60 minutes');
    expect(confirmationEstimate(20, blocks)).toBe('~1 hour');
    expect(confirmationEstimate(10, blocks)).toBe('No Priority');
    expect(confirmationEstimate(5, blocks)).toBe('24 hours+');
    expect(confirmationEstimate(50, [])).toBe('24 hours+');
  });

  it('the congestion warning at a custom rate of 30 or more; the brc-20 low-fee warning at or below Normal during a mint', () => {
    expect(showsCongestionWarning('Custom', 29)).toBe(false);
    expect(showsCongestionWarning('Custom', 30)).toBe(true);
    expect(showsCongestionWarning('Normal', 45)).toBe(false);
    expect(showsLowFeeWarning(true, 20, 20)).toBe(true);
    expect(showsLowFeeWarning(true, 21, 20)).toBe(false);
    expect(showsLowFeeWarning(false, 5, 20)).toBe(false);
  });
});
