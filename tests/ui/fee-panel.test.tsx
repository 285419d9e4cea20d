import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { badgeFees } from '../../src/domain/inscribe/badges';
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
