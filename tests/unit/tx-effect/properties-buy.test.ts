import { describeFlows } from './property-harness';

/** The purchase, generated (its own file: the seller's signature makes it the slowest, and files run in parallel). */
describeFlows(['buy']);
