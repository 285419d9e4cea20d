import * as v from 'valibot';
import { ApiError } from './api-error';
import type { ApiLayer } from './error-routing';

/**
 * Every answer is decoded where it enters the app (issue 25): a valibot schema per call, the wire type derived from
 * it, so nothing a server sends is cast. An answer that does not match is one ApiError ('bad-response') whose message
 * names the server, the call and the field, in plain words ("The market's answer to domain_types is missing
 * `list`."); it is routed like any failed call and shown where the call's view shows failures, never reaching a view
 * as data.
 */
const SERVER_NAMES: Readonly<Record<ApiLayer, string>> = {
  basic: "The server's",
  basicConfig: "The server's",
  market: "The market's",
  swap: "The swap's",
  query: "The indexer's",
  external: "The data service's",
  mempool: "The fee service's",
  content: "The content host's",
};

/** What is wrong with an answer, as a person reads it: the first problem, by its field's path. */
export function describeProblem(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return 'is not what the app expects';
  const field = v.getDotPath(issue);
  if (!field)
    return issue.received === 'undefined' || issue.received === 'null' ? 'is empty' : `is ${issue.received}, not ${issue.expected ?? 'what the app expects'}`;
  if (issue.received === 'undefined') return `is missing \`${field}\``;
  return `has \`${field}\` as ${issue.received}, not ${issue.expected ?? 'what the app expects'}`;
}

/** The answer's data as `schema` says, or a bad-response ApiError naming the call and the field. */
export function decodeAnswer<S extends v.GenericSchema>(
  schema: S,
  data: unknown,
  where: { readonly layer: ApiLayer; readonly call: string },
): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const message = `${SERVER_NAMES[where.layer]} answer to ${where.call} ${describeProblem(result.issues)}.`;
  throw new ApiError({ kind: 'bad-response', path: where.call, message, shown: message });
}
