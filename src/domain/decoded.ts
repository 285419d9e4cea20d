import type * as v from 'valibot';

/**
 * The types of the server's answers are the types their schemas decode to (issue 43): each answer is described once,
 * by its valibot schema (basic-schemas.ts, market/market-schemas.ts, market/market-list-schemas.ts,
 * swap/swap-schemas.ts), and the entity type the app reads is that schema's output, read-only all the way down.
 */
export type Decoded<S extends v.GenericSchema> = DeepReadonly<v.InferOutput<S>>;

/** Every object and array in T read-only, at every depth (what a decoded answer is: the app reads it, never writes it). */
export type DeepReadonly<T> = T extends readonly (infer I)[]
  ? readonly DeepReadonly<I>[]
  : T extends object
    ? { readonly [K in keyof T]: DeepReadonly<T[K]> }
    : T;

/** A generic record for payloads the spec leaves "not shown" (swap calls): typed where we design them. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
