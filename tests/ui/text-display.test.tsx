import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AsciiText, NON_ASCII_WARNING, SafeText } from '../../src/ui/components/text-display';
import { BtcAmount } from '../../src/ui/components/btc-amount';

describe('text display helpers', () => {
  it('SafeText shows a hidden character URL-encoded and flagged', () => {
    const { container } = render(<SafeText text={'ab\u200Bc'} />);
    expect(container).toHaveTextContent('ab%E2%80%8Bc');
    expect(container.querySelector('[data-flagged="true"]')).toHaveTextContent('%E2%80%8B');
  });
  it('AsciiText adds the warning icon for non-ASCII text only', () => {
    const { rerender } = render(<AsciiText text="ordi" />);
    expect(screen.queryByRole('img', { name: NON_ASCII_WARNING })).not.toBeInTheDocument();
    rerender(<AsciiText text="оrdi" />);
    expect(screen.getByRole('img', { name: NON_ASCII_WARNING })).toBeInTheDocument();
  });
  it('empty text shows nothing', () => {
    const { container } = render(
      <>
        <SafeText text="" />
        <AsciiText text={null} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
  it('BtcAmount shows N/A without a price and BTC with one', () => {
    const { rerender, container } = render(<BtcAmount sats={null} />);
    expect(container).toHaveTextContent(/^N\/A$/);
    rerender(<BtcAmount sats={12_345} />);
    expect(container).toHaveTextContent('0.00012345 BTC');
    rerender(<BtcAmount btc="0.5" />);
    expect(container).toHaveTextContent('0.5 BTC');
  });
});
