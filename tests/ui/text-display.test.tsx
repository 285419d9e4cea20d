import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { NameText, NameWarning, SafeText } from '../../src/ui/components/text-display';
import { BtcAmount } from '../../src/ui/components/btc-amount';

describe('text display helpers', () => {
  it('SafeText shows a hidden character URL-encoded and flagged', () => {
    const { container } = render(<SafeText text={'ab\u200Bc'} />);
    expect(container).toHaveTextContent('ab%E2%80%8Bc');
    expect(container.querySelector('[data-flagged="true"]')).toHaveTextContent('%E2%80%8B');
  });
  it('NameText adds the warning sign and a few words for a flagged tick only', () => {
    const { rerender } = render(<NameText text="ordi" kind="tick" />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    rerender(<NameText text="🐸" kind="tick" />);
    expect(screen.getByRole('img', { name: MESSAGES.non_keyboard_symbols })).toBeInTheDocument();
    expect(screen.getByTestId('name-flag')).toHaveTextContent(MESSAGES.non_keyboard_symbols_short);
    rerender(<NameText text="оrdi" kind="tick" />);
    expect(screen.getByRole('img', { name: MESSAGES.name_look_alike })).toBeInTheDocument();
  });
  it('a right-to-left override is shown encoded, so it cannot reverse the name; the full warning is in plain words', () => {
    const { container } = render(
      <>
        <NameText text={'\u202Esatoshi.sats'} kind="domain" warningBeside />
        <NameWarning text={'\u202Esatoshi.sats'} kind="domain" />
      </>,
    );
    expect(container.querySelector('[data-flagged="true"]')).toHaveTextContent('%E2%80%AE');
    expect(container.textContent).not.toContain('\u202E');
    expect(screen.getByTestId('name-warning')).toHaveTextContent(MESSAGES.name_hidden);
  });
  it('a name off the keyboard is shown as it is, not URL-encoded (issue 44), with the warning beside it', () => {
    const { container, rerender } = render(<NameText text="🐸" kind="tick" />);
    expect(container.querySelector('bdi')).toHaveTextContent(/^🐸$/);
    expect(container.textContent).not.toContain('%F0');
    expect(screen.getByTestId('name-flag')).toHaveTextContent('symbols not on a keyboard');
    rerender(
      <>
        <NameText text="ｂｔｃ.sats" kind="domain" warningBeside />
        <NameWarning text="ｂｔｃ.sats" kind="domain" />
      </>,
    );
    expect(container.querySelector('bdi')).toHaveTextContent(/^ｂｔｃ\.sats$/);
    expect(container.textContent).not.toContain('%EF');
    expect(screen.getByTestId('name-warning')).toHaveTextContent(MESSAGES.name_look_alike);
  });
  it('a rune name shows its spacer and no warning', () => {
    const { container } = render(<NameText text="DEVNET•RUNE" kind="rune" />);
    expect(container).toHaveTextContent(/^DEVNET•RUNE$/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
  it('empty text shows nothing', () => {
    const { container } = render(
      <>
        <SafeText text="" />
        <NameText text={null} kind="tick" />
        <NameWarning text="" kind="name" />
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
