import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { failureMessage } from '../../services/http/error-routing';
import { useServices } from '../hooks/services';
import { useSettled } from '../hooks/use-settled';

/**
 * A lookup while the user types (a tick's facts, a balance, an address's fee discount), through the mount's query
 * client: `key` (null when not worth looking up) is looked up once it has not changed for `delayMs`; `result` is the
 * answer for the key shown, or null while it loads or when there is none; an answer for an earlier key is never
 * shown.
 */
export function useLookup<T>(
  key: string | null,
  lookup: (key: string) => Promise<T>,
  delayMs: number,
): { result: T | null; error: string | null; busy: boolean } {
  const services = useServices();
  const id = useId();
  const settled = useSettled(key, delayMs);
  const current = settled !== null && settled === key;
  const query = useQuery<T, Error, T, string[]>(
    { queryKey: ['lookup', id, settled ?? ''], queryFn: () => lookup(settled as string), enabled: current, retry: false },
    services.queries,
  );
  const answered = current && (query.status === 'success' || query.status === 'error') && query.fetchStatus !== 'fetching';
  return {
    result: answered && query.status === 'success' ? query.data : null,
    error: answered && query.status === 'error' ? failureMessage(query.error) : null,
    busy: key !== null && !answered,
  };
}
