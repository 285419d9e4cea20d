import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../src/ui/components/modal';

describe('Modal (spec 000 section 5)', () => {
  it('closes on mask click and on its Close button, through the close callback', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="List for sale" onClose={onClose}>
        <p>body</p>
      </Modal>,
    );
    fireEvent.click(screen.getByTestId('modal-mask'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
  it('clicks inside the content do nothing', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="t" onClose={onClose}>
        <p>body</p>
      </Modal>,
    );
    fireEvent.click(screen.getByText('body'));
    fireEvent.click(screen.getByRole('dialog'));
    expect(onClose).not.toHaveBeenCalled();
  });
  it('when not closable shows its notice as a warning and stays open', () => {
    const onClose = vi.fn();
    render(<Modal open title="Signing" closable={false} notClosableNotice="Please finish signing in your wallet first." onClose={onClose} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('modal-mask'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please finish signing in your wallet first.');
  });
  it('Escape closes when closable; the Close button can be hidden', () => {
    const onClose = vi.fn();
    render(<Modal open title="t" onClose={onClose} showCloseButton={false} />);
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
  it('stacks at 1000 by default and is a labelled modal dialog', () => {
    render(<Modal open title="Buy" />);
    expect(screen.getByTestId('modal-mask').style.zIndex).toBe('1000');
    expect(screen.getByRole('dialog', { name: 'Buy' })).toHaveAttribute('aria-modal', 'true');
  });
  it('keeps focus inside while open and gives it back when closed', async () => {
    const user = userEvent.setup();
    function Harness({ open }: { open: boolean }) {
      return (
        <>
          <button type="button">outside</button>
          <Modal open={open} title="t" onClose={() => {}}>
            <input aria-label="price" />
          </Modal>
        </>
      );
    }
    const { rerender } = render(<Harness open={false} />);
    screen.getByText('outside').focus();
    rerender(<Harness open />);
    expect(screen.getByRole('textbox', { name: 'price' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'price' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    rerender(<Harness open={false} />);
    expect(screen.getByText('outside')).toHaveFocus();
  });
  it('renders nothing when closed', () => {
    render(<Modal open={false} title="t" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
