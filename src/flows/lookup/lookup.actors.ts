import { fromPromise } from 'xstate';
import { failureMessage } from '../../services/http/error-routing';

/** A lookup's side effect: the view's look-up of a key, its failure in the user's words. No React. */
export function createLookupActors<T>(lookup: (key: string) => Promise<T>) {
  return {
    lookup: fromPromise<unknown, { key: string }>(async ({ input }) => {
      try {
        return await lookup(input.key);
      } catch (error) {
        throw { message: failureMessage(error) };
      }
    }),
  };
}
