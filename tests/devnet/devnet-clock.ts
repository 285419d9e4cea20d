/** The devnet tests' clock starts here (the seed's month of trades ends at it). */
export const DEVNET_TEST_EPOCH = Date.UTC(2026, 10, 21, 12);
