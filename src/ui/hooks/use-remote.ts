import { useCallback, useEffect, useState } from 'react';
import type { Api } from '../../services/api/create-api';
import { notOfferedWords } from '../../services/http/api-error';
import { failureMessage } from '../../services/http/error-routing';
import { useServices } from './services';

export type Remote<T> =
  | { readonly status: 'loading'; readonly data: T | null }
  | { readonly status: 'ready'; readonly data: T }
  /** `notOffered`: the network's upstream has no such call, so asking again can never succeed (the message says where it works). */
  | { readonly status: 'failed'; readonly data: T | null; readonly message: string; readonly notOffered?: boolean };

/**
 * A read from the server for a view: loading, ready or failed with a message, and `retry`. It runs again
 * when `key` changes, and what an earlier key asked for is aborted and never shown. The data of the last
 * key stays while the next loads, so lists do not flash empty.
 */
export function useRemote<T>(key: string, load: (api: Api, signal: AbortSignal) => Promise<T>): Remote<T> & { retry: () => void } {
  const services = useServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Remote<T>>({ status: 'loading', data: null });
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data }));
    services
      .api()
      .then((api) => load(api, controller.signal))
      .then(
        (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const notOffered = notOfferedWords(error);
          setState((s) =>
            notOffered
              ? { status: 'failed', data: s.data, message: notOffered, notOffered: true }
              : { status: 'failed', data: s.data, message: failureMessage(error) },
          );
        },
      );
    return () => controller.abort();
    // `load` is read fresh with each key: the key names everything it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [services, key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
