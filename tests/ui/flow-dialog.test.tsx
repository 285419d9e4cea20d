import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FlowDialog } from '../../src/ui/components/flow-dialog';
import { backButton, DialogFooter, Progress, Refusal, Review, workingButton } from '../../src/ui/components/dialog-parts';
import { StepField } from '../../src/ui/components/step-field';

describe('FlowDialog: the flows’ common frame', () => {
  it('is a modal dialog named by its title, its body under its test id, its footer’s buttons last in their order', () => {
    const back = vi.fn();
    render(
      <FlowDialog
        title="Claim Rare Pizza"
        testId="claim-dialog"
        onClose={() => {}}
        footer={[backButton(back), null, { label: 'Claim', primary: true, onClick: () => {} }]}
      >
        <p>No bid on this auction could be completed.</p>
      </FlowDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Claim Rare Pizza' });
    const body = within(dialog).getByTestId('claim-dialog');
    expect(
      within(body)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Back', 'Claim']);
    fireEvent.click(within(body).getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledOnce();
  });

  it('stays open while the flow works and says why; closes through onClose otherwise', () => {
    const onClose = vi.fn();
    const { rerender } = render(
      <FlowDialog title="Sweep Pizza" onClose={onClose} busy busyNotice="Wait a moment: the purchase is on its way.">
        <p>Signing…</p>
      </FlowDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Wait a moment: the purchase is on its way.');
    rerender(
      <FlowDialog title="Sweep Pizza" onClose={onClose}>
        <p>Done</p>
      </FlowDialog>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('the dialog parts', () => {
  it('a working button is named for what it does while it runs, busy and off', () => {
    const { rerender } = render(<DialogFooter buttons={[workingButton('Sign', 'Signing…', false, () => {}, { testId: 'unlist-sign' })]} />);
    expect(screen.getByRole('button', { name: 'Sign' })).toBeEnabled();
    rerender(<DialogFooter buttons={[workingButton('Sign', 'Signing…', true, () => {}, { testId: 'unlist-sign' })]} />);
    const busy = screen.getByTestId('unlist-sign');
    expect(busy).toHaveTextContent('Signing…');
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
  });

  it('the refusal is an alert, the progress a status, each only when there is one', () => {
    const { rerender } = render(
      <>
        <Refusal message="The market refused the listing: price too low." />
        <Progress words="Confirm in your wallet…" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The market refused the listing: price too low.');
    expect(screen.getByRole('status')).toHaveTextContent('Confirm in your wallet…');
    rerender(
      <>
        <Refusal message={null} />
        <Progress words={null} />
      </>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('the review lists each line’s name and figure, leaving out the rows it is not given', () => {
    render(<Review testId="claim-review" rows={[{ term: 'Service fee', value: 'Free' }, false, { term: 'Total', value: '0.0001 BTC (10,000 sats)' }]} />);
    const review = screen.getByTestId('claim-review');
    expect(Array.from(review.querySelectorAll('dt, dd')).map((n) => n.textContent)).toEqual(['Service fee', 'Free', 'Total', '0.0001 BTC (10,000 sats)']);
  });

  it('a step field is labelled and described by its hint, which turns into an alert with the problem', () => {
    const onChange = vi.fn();
    const { rerender } = render(<StepField label="Your bid (sats)" value="" invalid={false} onChange={onChange} hint="At least 10,500 sats." />);
    const input = screen.getByLabelText('Your bid (sats)');
    expect(input).toHaveAccessibleDescription('At least 10,500 sats.');
    fireEvent.change(input, { target: { value: '11000' } });
    expect(onChange).toHaveBeenCalledWith('11000');
    rerender(<StepField label="Your bid (sats)" value="5" invalid onChange={onChange} hint="Bid at least 10,500 sats." />);
    expect(screen.getByLabelText('Your bid (sats)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Bid at least 10,500 sats.');
  });
});
