import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

describe('focus when a dialog closes (issue 44, 15 d)', () => {
  // A browser's focus fixup, which jsdom lacks: an element made inert loses the focus to <body>.
  const realSetAttribute = Element.prototype.setAttribute;
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (this: Element, name: string, value: string) {
      realSetAttribute.call(this, name, value);
      const active = document.activeElement;
      if (name === 'inert' && active instanceof HTMLElement && this.contains(active)) active.blur();
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('goes back to the button that opened it, not to <body>', async () => {
    const user = userEvent.setup();
    // As in the app: the page and the dialogs' container side by side in one root, so the page goes inert.
    const root = document.body.appendChild(document.createElement('div'));
    const portal = root.appendChild(document.createElement('div'));
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <main>
          <button type="button" onClick={() => setOpen(true)}>
            List
          </button>
          <Modal open={open} title="List" onClose={() => setOpen(false)} container={portal}>
            <input aria-label="price" />
          </Modal>
        </main>
      );
    }
    render(<Harness />, { container: root.insertBefore(document.createElement('div'), portal) });
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.getByRole('main', { hidden: true }).closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'price' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'List' })).toHaveFocus();
    root.remove();
  });
});
