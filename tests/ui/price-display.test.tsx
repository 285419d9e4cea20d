import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from '../../src/ui/components/market-bits';

/** The price lists, item pages, My listings and Bids show (issue 44, 3): exact, as it is paid or typed. */
describe('Price', () => {
  it('shows a listing between 0.001 and 0.1 BTC to the sat', () => {
    expect(render(<Price sats={1_234_567} />).container).toHaveTextContent('0.01234567 BTC');
  });
  it('shows the next bid as it must be typed', () => {
    expect(render(<Price sats={110_250} />).container).toHaveTextContent('0.0011025 BTC');
  });
  it('keeps the compact form for a volume, and N/A for no price', () => {
    expect(render(<Price sats={1_234_567} compact />).container).toHaveTextContent('0.012345 BTC');
    expect(render(<Price sats={0} />).container).toHaveTextContent('N/A');
  });
});
