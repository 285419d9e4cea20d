import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { badgeFees } from '../../src/domain/inscribe/badges';
import { inscribeFees } from '../../src/domain/inscribe/inscribe-fees';
import { FeePanel } from '../../src/ui/inscribe/fee-panel';

const satsOf = (testId: string) => Number((screen.getByTestId(testId).textContent ?? '').split(' sats')[0]!.replace(/,/g, ''));

it("the premium badge panel's rows add up to its Total (issue 27, 15)", () => {
  const fees = badgeFees({
    tier: 'premium',
    index: 1,
    count: 2,
    receiveAddress: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    feeRate: 10,
    outputValue: 546,
    discounts: { unisatPercent: 0, ogPassPercent: 0, partnerPassPercent: 0 },
  });
  render(<FeePanel fees={fees} feeRate={10} />);
  expect(screen.getByTestId('fee-premium')).toHaveTextContent('2,000,000 sats (1,000,000 × 2)');
  const rows = ['fee-items-value', 'fee-network', 'fee-service', 'fee-premium'].map(satsOf);
  expect(rows.reduce((a, b) => a + b, 0)).toBe(satsOf('fee-total'));
});

it("the service fee's sentence adds up to its figure (issue 44, 14)", () => {
  // One item of 2,420 bytes to a taproot address at 10 sats/vB: a reveal of 810 vB (8,100 sats), so a size fee of
  // 4.99% of 8,100 = 404.19 sats; 1,999 + 404.19 = 2,403.19, less 10% = 2,162.87; rounded down to a multiple of
  // 1,000: 2,000 sats.
  const fees = inscribeFees({
    contentBytes: [2420],
    receiveAddress: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    feeRate: 10,
    outputValue: 546,
    discounts: { unisatPercent: 5, ogPassPercent: 5, partnerPassPercent: 0 },
  });
  render(<FeePanel fees={fees} feeRate={10} />);
  expect(screen.getByTestId('fee-service')).toHaveTextContent(
    '2,000 sats (1,999 × 1 + 404 sats size fee = 2,403 sats, less 10% (241 sats) = 2,162 sats, rounded down to a multiple of 1,000 sats)',
  );
  expect(screen.getByTestId('fee-network')).toHaveTextContent('9,600 sats at 10 sats/vB');
  expect(screen.getByTestId('fee-total')).toHaveTextContent('12,146 sats 0.00012146 BTC');
});

it('without a discount the sentence goes from the sum straight to the rounding', () => {
  const fees = inscribeFees({
    contentBytes: [2420],
    receiveAddress: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    feeRate: 10,
    outputValue: 546,
    discounts: { unisatPercent: 0, ogPassPercent: 0, partnerPassPercent: 0 },
  });
  render(<FeePanel fees={fees} feeRate={10} />);
  expect(screen.getByTestId('fee-service')).toHaveTextContent(
    '2,000 sats (1,999 × 1 + 404 sats size fee = 2,403 sats, rounded down to a multiple of 1,000 sats)',
  );
});

it('a runes order is named for what it makes: its mints or its etching, not inscriptions (issue 44, 12)', () => {
  const fees = inscribeFees({
    contentBytes: [100, 100, 100],
    receiveAddress: 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    feeRate: 10,
    outputValue: 546,
    discounts: { unisatPercent: 0, ogPassPercent: 0, partnerPassPercent: 0 },
  });
  const { unmount } = render(<FeePanel fees={fees} feeRate={10} goods="mints" />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Fees for 3 mints');
  expect(screen.getByTestId('fee-panel')).toHaveTextContent('Sats in the runes’ outputs');
  expect(screen.getByTestId('fee-panel')).not.toHaveTextContent('inscription');
  unmount();
  render(<FeePanel fees={{ ...fees, itemCount: 1 }} feeRate={10} goods="etching" />);
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Fees for 1 etching');
  expect(screen.getByTestId('fee-panel')).toHaveTextContent('Sats in the rune’s output');
});
