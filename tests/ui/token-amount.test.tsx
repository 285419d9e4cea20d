import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TokenAmount } from '../../src/ui/components/token-amount';

/** Issue 28, 6: one amount display rule — separators, up to 8 decimals, the full value on hover and copy. */
describe('a token amount', () => {
  it('shows separators and 8 decimals, with the whole value on hover and when copied', () => {
    render(<TokenAmount value="1234.955258612138821972" tick="pizza" />);
    const shown = screen.getByText('1,234.95525861');
    expect(shown).toHaveAttribute('title', '1234.955258612138821972');
    expect(shown.parentElement).toHaveTextContent('1,234.95525861 pizza');
    const data = new Map<string, string>();
    fireEvent.copy(shown, { clipboardData: { setData: (type: string, value: string) => data.set(type, value) } });
    expect(data.get('text/plain')).toBe('1234.955258612138821972');
  });

  it('an amount shown whole has no hover and copies as it is', () => {
    render(<TokenAmount value="5000" />);
    const shown = screen.getByText('5,000');
    expect(shown).not.toHaveAttribute('title');
    const data = new Map<string, string>();
    fireEvent.copy(shown, { clipboardData: { setData: (type: string, value: string) => data.set(type, value) } });
    expect(data.size).toBe(0);
  });
});
