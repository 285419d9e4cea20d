/**
 * The invoke of a step that reads the machine's whole context as its input, named once:
 * `invoke: { ...invokeOnContext('prepare'), onDone: …, onError: … }` for
 * `invoke: { id: 'prepare', src: 'prepare', input: ({ context }) => context, onDone: …, onError: … }`.
 */
export const invokeOnContext = <const T extends string>(step: T) => ({
  id: step,
  src: step,
  input: <TContext>({ context }: { readonly context: TContext }) => context,
});
