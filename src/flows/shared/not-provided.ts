import { fromPromise } from 'xstate';

/**
 * The stand-in a machine names in `setup()` for an actor its creator supplies with `.provide()`: it fails,
 * saying which, so a machine run without its side effects says what is missing instead of hanging.
 */
export const notProvided = <TOutput, TInput>(name: string) =>
  fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} was not provided`);
  });
