import { useEffect, useState } from 'react';
import { useFlow } from '../hooks/use-flow';
import { lookupMachine } from '../../flows/lookup/lookup.machine';
import { createLookupActors } from '../../flows/lookup/lookup.actors';

/**
 * The lookup machine for a view: `key` (null when not worth looking up) is looked up `delayMs` after it last
 * changed; `result` is the answer for the key shown, or null while it loads or when there is none.
 */
export function useLookup<T>(
  key: string | null,
  lookup: (key: string) => Promise<T>,
  delayMs: number,
): { result: T | null; error: string | null; busy: boolean; forKey: string | null } {
  // The lookup is fixed for the view's life; the key drives it.
  const [actors] = useState(() => createLookupActors(lookup));
  const [snapshot, actorRef] = useFlow(lookupMachine, { actors, delays: { settle: delayMs } });
  useEffect(() => actorRef.send({ type: 'CHANGE', key }), [actorRef, key]);
  const current = snapshot.context.key === key;
  return {
    result: current && snapshot.matches('found') ? (snapshot.context.result as T | null) : null,
    error: current && snapshot.matches('found') ? snapshot.context.error : null,
    busy: key !== null && !(current && snapshot.matches('found')),
    forKey: snapshot.context.key,
  };
}
