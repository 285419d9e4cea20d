import { Fragment, type ReactNode } from 'react';
import { button as buttonClass } from '../theme/ui.css';
import * as css from './kit.css';

/** One button of a dialog step's footer: its name, what it does, and whether it is the step's own action. */
export interface DialogButton {
  /** The button's name, as users and the browser specs read it. */
  readonly label: string;
  readonly onClick?: () => void;
  /** The step's own action (Next, Sign, Confirm, Done): the primary button. */
  readonly primary?: boolean;
  /** Submits the step's form (its onSubmit sends the event) instead of onClick. */
  readonly submit?: boolean;
  readonly disabled?: boolean;
  /** aria-busy while the step's action runs. */
  readonly busy?: boolean;
  readonly testId?: string;
  /** A link drawn as the button (where the step sends the user to another page of the host). */
  readonly href?: string;
  /** The button's identity across steps when its name changes (Confirm, then Buying…): by default its name. */
  readonly key?: string;
}

/** A step's footer buttons, in order; a falsy entry is a button this step does not show. */
export type FooterButtons = readonly (DialogButton | null | false | undefined)[];

export const backButton = (onClick: () => void, disabled?: boolean): DialogButton => ({ label: 'Back', onClick, ...(disabled ? { disabled } : {}) });
export const cancelButton = (onClick: () => void, disabled?: boolean): DialogButton => ({ label: 'Cancel', onClick, ...(disabled ? { disabled } : {}) });
export const nextButton = (onClick: () => void, disabled?: boolean): DialogButton => ({
  label: 'Next',
  primary: true,
  onClick,
  ...(disabled ? { disabled } : {}),
});
/** The step's own action submitting its form (Next): the form's onSubmit sends the event, so Enter does as the button. */
export const submitButton = (label: string, disabled?: boolean, busy?: boolean): DialogButton => ({
  label,
  primary: true,
  submit: true,
  ...(disabled ? { disabled } : {}),
  ...(busy === undefined ? {} : { busy }),
});
/**
 * The step's own action that runs a while (Sign, Unlist, Confirm): named `busyLabel` (Signing…) and off while it
 * runs, aria-busy; `disabled` turns it off besides (no wallet, not verified yet).
 */
export const workingButton = (
  label: string,
  busyLabel: string,
  busy: boolean,
  onClick: () => void,
  more: { disabled?: boolean; testId?: string } = {},
): DialogButton => ({
  label: busy ? busyLabel : label,
  key: label,
  primary: true,
  onClick,
  disabled: busy || more.disabled === true,
  busy,
  ...(more.testId ? { testId: more.testId } : {}),
});
export const retryButton = (onClick: () => void): DialogButton => ({ label: 'Try again', primary: true, onClick });
export const doneButton = (onClick: () => void): DialogButton => ({ label: 'Done', primary: true, onClick });
/** The price-too-low confirm's Continue: off, counting down its seconds, until the countdown is over. */
export const tooLowContinueButton = (ready: boolean, secondsLeft: number, onClick: () => void): DialogButton => ({
  label: ready ? 'Continue' : `Continue ${secondsLeft}s`,
  key: 'continue',
  primary: true,
  disabled: !ready,
  onClick,
  testId: 'too-low-continue',
});

/** A dialog step's footer: its buttons (Back, Cancel, then the step's own action), and anything after them. */
export function DialogFooter({ buttons = [], children }: { buttons?: FooterButtons; children?: ReactNode }) {
  return (
    <div className={css.actions}>
      {buttons.map((b) => {
        if (!b) return null;
        const className = b.primary ? buttonClass.primary : buttonClass.default;
        if (b.href !== undefined) {
          return (
            <a key={b.key ?? b.label} className={className} href={b.href} data-testid={b.testId}>
              {b.label}
            </a>
          );
        }
        return (
          <button
            key={b.key ?? b.label}
            type={b.submit ? 'submit' : 'button'}
            className={className}
            onClick={b.onClick}
            disabled={b.disabled}
            aria-busy={b.busy}
            data-testid={b.testId}
          >
            {b.label}
          </button>
        );
      })}
      {children}
    </div>
  );
}

/** A step that is a form: Enter or its submit button sends `onSubmit` (the browser's own validation is off: the flow checks). */
export function StepForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** What the flow refused or what went wrong last, as an alert; nothing when there is none. */
export function Refusal({ message, testId, id }: { message: ReactNode; testId?: string; id?: string }) {
  if (message === null || message === undefined || message === false || message === '') return null;
  return (
    <p id={id} className={css.warning} role="alert" data-testid={testId}>
      {message}
    </p>
  );
}

/**
 * What is happening now (the market building, the wallet signing, the outcome), as a status; nothing when there is
 * none. Muted by default; `plain` in the body's own type (the step's main line).
 */
export function Progress({ words, testId, plain = false }: { words: ReactNode; testId?: string; plain?: boolean }) {
  if (words === null || words === undefined || words === false || words === '') return null;
  return (
    <p className={plain ? undefined : css.reason} role="status" data-testid={testId}>
      {words}
    </p>
  );
}

/** An address or a transaction id in the monospace type, broken anywhere (it has no spaces). */
export function MonoText({ text }: { text: string }) {
  return (
    <span className={css.mono} style={{ overflowWrap: 'anywhere' }}>
      {text}
    </span>
  );
}

/** One line of a review: what it is, and its figure. */
export interface ReviewRow {
  readonly term: ReactNode;
  readonly value: ReactNode;
  /** The figure in the monospace type (an address). */
  readonly mono?: boolean;
  readonly testId?: string;
}

/** The review a step shows before it is signed: each line's name and figure; a falsy row is one this review leaves out. */
export function Review({ rows, testId }: { rows: readonly (ReviewRow | null | false)[]; testId: string }) {
  return (
    <dl className={css.facts} data-testid={testId}>
      {rows.map((row, i) =>
        row ? (
          <Fragment key={i}>
            <dt>{row.term}</dt>
            <dd className={row.mono ? css.mono : undefined} data-testid={row.testId}>
              {row.value}
            </dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
}

/** A step's one choice of a few, as radios under their legend (the sweep's count or budget, the batch's one price or each). */
export function StepChoice<T extends string>({
  legend,
  name,
  value,
  options,
  onChoose,
}: {
  legend: string;
  /** The radios' group name (unique in the page: the dialog's useId). */
  name: string;
  value: T;
  options: readonly (readonly [T, string])[];
  onChoose: (value: T) => void;
}) {
  return (
    <fieldset style={{ border: 'none', padding: 0, margin: '0 0 8px' }}>
      <legend className={css.label}>{legend}</legend>
      {options.map(([option, words], i) => (
        <Fragment key={option}>
          {i > 0 ? ' ' : null}
          <label className={css.inlineLabel}>
            <input type="radio" name={name} checked={value === option} onChange={() => onChoose(option)} /> {words}
          </label>
        </Fragment>
      ))}
    </fieldset>
  );
}
