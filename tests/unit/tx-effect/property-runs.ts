/**
 * How many transactions each property test of the effect check generates. CI and `npm test` run a quarter of the full
 * count (most of their time is the check verifying sellers' signatures: about 70 of the unit stage's 220 test-seconds at
 * the full count); each run draws new transactions (fast-check prints the seed of a failure), so runs add up.
 * `PROPERTY_RUNS=full npx vitest run tests/unit/tx-effect` runs the full count, as after a change to the check.
 */
export const propertyRuns = (full: number): number => (process.env.PROPERTY_RUNS === 'full' ? full : Math.ceil(full / 4));
