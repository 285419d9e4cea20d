/**
 * A guard or an action named `type`, given what the invoked actor answered (its done event's output: the signing
 * step's outcome, or any step's answer) as its params: `guard: withOutput('someLeft')` for
 * `guard: { type: 'someLeft', params: ({ event }) => event.output }`.
 */
export const withOutput = <const T extends string>(type: T) => ({
  type,
  params: <TOutput>({ event }: { readonly event: { readonly output: TOutput } }) => event.output,
});
