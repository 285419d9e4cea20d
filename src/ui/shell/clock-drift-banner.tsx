import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { describeDrift } from '../../domain/clock-drift';
import type { ClockDriftMachine } from '../../flows/clock-drift/clock-drift.machine';
import { button } from '../theme/ui.css';
import * as css from './shell.css';

/**
 * Shown while the clock-drift machine is active: the local clock is more than 5 minutes off server
 * time, which makes signed requests and orders fail. It keeps showing while a re-check runs.
 * Check again (or coming back to the tab) re-checks at once.
 */
export function ClockDriftBanner({ actorRef }: { actorRef: ActorRefFrom<ClockDriftMachine> }) {
  // Coming back to the tab (perhaps after fixing the clock) checks again at once.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') actorRef.send({ type: 'RECHECK' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [actorRef]);
  const active = useSelector(actorRef, (s) => s.hasTag('active'));
  const drift = useSelector(actorRef, (s) => s.context.driftMs);
  const checking = useSelector(actorRef, (s) => s.matches({ drifted: 'checking' }));
  if (!active || drift === null) return null;
  return (
    <div className={`${css.banner} ${css.bannerError}`} role="alert" data-testid="clock-drift-banner">
      <span>
        Your device clock is {describeDrift(drift)} compared with server time. Signed requests may be refused: set your clock to update automatically, then
        check again.
      </span>
      <button type="button" className={button.default} onClick={() => actorRef.send({ type: 'RECHECK' })} disabled={checking}>
        {checking ? 'Checking…' : 'Check again'}
      </button>
    </div>
  );
}
