import { useEffect, useRef } from 'react';

/** Calls `run` every `ms` while the page is visible (a hidden tab asks nothing; it catches up when shown again). */
export function useEvery(ms: number | null, run: () => void): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (ms === null) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const start = () => {
      if (timer === null && document.visibilityState === 'visible') timer = setInterval(() => latest.current(), ms);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        latest.current();
        start();
      } else stop();
    };
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [ms]);
}
