import { freshDevnetEachTest } from './devnet-fixture';
import { describeEffectRefusals } from './effect-refusals';

/**
 * Issue 21's refusals (effect-refusals.ts) on a devnet of their own (5180), one test at a time from a fresh one: beside
 * devnet.spec.ts's chain rather than after it (CI's browser stage is as long as its longest chain).
 */
const START = 'http://127.0.0.1:5180';
freshDevnetEachTest(START);
describeEffectRefusals(START);
