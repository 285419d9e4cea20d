import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { tickerMachine } from '../../flows/ticker/ticker.machine';

/** Calls `run` every `ms` while the page is shown (the ticker flow: a hidden tab asks nothing and catches up when shown). */
export function useEvery(ms: number, run: () => void): void {
  const latest = useRef(run);
  latest.current = run;
  const ticker = useActorRef(tickerMachine.provide({ actions: { tick: () => latest.current() } }), { input: { everyMs: ms } });
  useEffect(() => {
    const onVisibility = () => ticker.send({ type: document.visibilityState === 'visible' ? 'SHOW' : 'HIDE' });
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [ticker]);
}
