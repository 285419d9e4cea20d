/**
 * A decoded answer checked against the domain type a view uses it as: listed in a type of checks, a wire type that
 * is not assignable fails tsc, not a user (market-wire-checks.ts, basic-api.ts).
 */
export type Assignable<Wire extends Domain, Domain> = [Wire, Domain];
