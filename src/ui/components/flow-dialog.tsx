import type { ReactNode } from 'react';
import { Modal } from './modal';
import { DialogFooter, type FooterButtons } from './dialog-parts';

export interface FlowDialogProps {
  /** The dialog's heading (its accessible name). */
  readonly title: string;
  /** The test id of the dialog's body; without it the body is the children alone (a loader's status). */
  readonly testId?: string;
  /** Close asked for (the mask, the Close button, Escape): the flow's CLOSE, or the host's close. */
  readonly onClose: () => void;
  /** While the flow works (the wallet signs, the transaction goes out) the dialog stays open and says `busyNotice`. */
  readonly busy?: boolean;
  readonly busyNotice?: string;
  /** The step's footer buttons, last; a step that draws its own footer (inside its form) leaves it out. */
  readonly footer?: FooterButtons;
  /** The step: what is particular to this dialog. */
  readonly children?: ReactNode;
}

/**
 * One frame for every flow's dialog: the modal with its title, the body (its test id), the step and the footer's
 * buttons, and the notice while the flow cannot be left (the step's refusal and progress are dialog-parts' Refusal
 * and Progress, placed where the step reads them). Props only (the widget ships it on Preact): the dialog renders its
 * step and sends the flow its events.
 */
export function FlowDialog({ title, testId, onClose, busy = false, busyNotice, footer, children }: FlowDialogProps) {
  const body = (
    <>
      {children}
      {footer ? <DialogFooter buttons={footer} /> : null}
    </>
  );
  return (
    <Modal open title={title} onClose={onClose} closable={!busy} notClosableNotice={busyNotice}>
      {testId ? <div data-testid={testId}>{body}</div> : body}
    </Modal>
  );
}
