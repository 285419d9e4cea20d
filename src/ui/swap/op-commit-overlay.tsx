import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { formatMessage } from '../../domain/messages';
import type { OpCommitMachine } from '../../flows/op-commit/op-commit.machine';
import * as css from './swap.css';

/**
 * The Please Wait overlay: shown while the rollup commits, with the aggregate-submitting
 * message; a click (or Enter) collapses it to a small bar and back. It goes away by itself when the commit
 * is over. 'System commit in progress .' is never shown as an error.
 */
export function OpCommitOverlay({ actorRef }: { actorRef: ActorRefFrom<OpCommitMachine> }) {
  const collapsed = useSelector(actorRef, (s) => s.context.collapsed);
  return (
    <button
      type="button"
      className={collapsed ? css.overlayCollapsed : css.overlay}
      onClick={() => actorRef.send({ type: 'TOGGLE' })}
      aria-expanded={!collapsed}
      data-testid="op-commit-overlay"
    >
      <span role="status" className={css.overlayTitle}>
        <span className={css.spinner} aria-hidden="true">
          ⏳
        </span>
        Please wait
      </span>
      {collapsed ? null : (
        <>
          <span>{formatMessage('op_committing')}</span>
          <span className={css.note}>Click to make this smaller.</span>
        </>
      )}
    </button>
  );
}
