import { describeFlows } from './property-harness';

/** The sweep (issue 29): several sellers' items in one purchase, each seller's payout paired by index. */
describeFlows(['sweep', 'sweep-runes']);
