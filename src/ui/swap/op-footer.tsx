import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { swapFeeWords } from '../../domain/swap/swap-fee';
import type { SwapOpMachine } from '../../flows/swap-op/swap-op.machine';
import { StepMessages } from '../components/market-bits';
import { useSigningStepWords } from '../hooks/use-signing-step';
import { button } from '../theme/ui.css';
import { OpCommitOverlay } from './op-commit-overlay';
import { commitChild, type Prepared } from '../../flows/swap-op/swap-op.actors';
import * as css from './swap.css';

type OpState = SnapshotFrom<SwapOpMachine>;

/** The states in which an operation is under way: the form is locked and its button taken. */
export const isWorking = (state: OpState): boolean =>
  (['preparing', 'reviewing', 'confirming', 'reviewMoved', 'signing', 'committing', 'requoting'] as const).some((s) => state.matches(s));

/** The fee pre_* gave, in words: the free quota, or the fee in its tick. */
export const feeWords = (pre: Prepared): string => swapFeeWords(pre);

/**
 * The end of every swap-module form: the notice and the error, what is being done, the fee while signing,
 * the success with "New …", or the action button; and the Please Wait overlay during an op commit.
 */
export function OpFooter(props: {
  readonly state: OpState;
  readonly send: (event: { type: 'SUBMIT' } | { type: 'DONE' } | { type: 'REFRESH' }) => void;
  /** What each working state says ('Preparing the swap…'); the signing step says its own, then `sending`. */
  readonly working: Readonly<Record<string, string>>;
  /** What it says once the wallet has signed and the operation goes to the swap ('Submitting the swap…'). */
  readonly sending: string;
  readonly action: string;
  readonly busyAction: string;
  /** The button's words when it cannot be pressed yet, and why (null: it can, in the ready state). */
  readonly blocked: string | null;
  readonly success: ReactNode;
  readonly again: string;
  readonly onAgain: () => void;
  readonly testId: string;
  readonly refreshable?: boolean;
  /** What shows in the action button's place while the operation is reviewed (the swap's review). */
  readonly review?: ReactNode;
}) {
  const { state, send, testId } = props;
  const working = isWorking(state);
  // A signed-message operation's pre_* answer carries its fee; a PSBT operation's (a deposit) does not.
  const raw = state.context.pre as Partial<Prepared> | null;
  const pre = raw && Array.isArray(raw.signMsgs) ? (raw as Prepared) : null;
  const commitActor = commitChild(state.children);
  const signing = useSigningStepWords(state, props.sending);
  return (
    <>
      {state.context.notice ? (
        <p className={css.notice} role="status" data-testid={`${testId}-notice`}>
          {state.context.notice}
        </p>
      ) : null}
      <StepMessages error={state.context.error} working={working ? (signing ?? props.working[String(state.value)] ?? null) : null} />
      {state.matches('signing') && pre ? <p className={css.note}>{feeWords(pre)}</p> : null}
      {props.refreshable !== false && (state.matches('quoteFailed') || state.matches('ready') || state.matches('priceMoved')) ? (
        <button type="button" className={button.ghost} onClick={() => send({ type: 'REFRESH' })}>
          Refresh quote
        </button>
      ) : null}
      {state.matches('success') ? (
        <div className={css.success} role="status" data-testid={`${testId}-success`}>
          <p>{props.success}</p>
          {pre ? <p className={css.note}>{feeWords(pre)}</p> : null}
          <button
            type="button"
            className={button.default}
            onClick={() => {
              props.onAgain();
              send({ type: 'DONE' });
            }}
          >
            {props.again}
          </button>
        </div>
      ) : state.matches('reviewing') || state.matches('confirming') || state.matches('reviewMoved') ? (
        (props.review ?? null)
      ) : (
        <button
          type="button"
          className={`${button.primary} ${css.submit}`}
          disabled={
            working || props.blocked !== null || !(state.matches('ready') || (state.matches('refreshing') && state.context.quote === state.context.shown))
          }
          onClick={() => send({ type: 'SUBMIT' })}
          data-testid={`${testId}-submit`}
        >
          {working ? props.busyAction : (props.blocked ?? props.action)}
        </button>
      )}
      {commitActor ? <OpCommitOverlay actorRef={commitActor} /> : null}
    </>
  );
}
