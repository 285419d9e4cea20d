import { describeFlows } from './property-harness';

/** Every other flow the check covers, generated: see property-harness.ts. */
describeFlows(['padding', 'list', 'unlist', 'deposit', 'withdraw']);
