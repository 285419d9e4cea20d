import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (null at once: nothing to wait for). */
export function useSettled(value: string | null, delayMs: number): string | null {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (value === null) return setSettled(null);
    // The platform's timer waits for typing to stop: a debounce, no flow of its own (the read goes through the query client).
    // eslint-disable-next-line no-restricted-globals
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
