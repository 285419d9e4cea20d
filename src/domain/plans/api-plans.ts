/**
 * The open API's plans (ours). Each plan has
 * its request rate, its daily allowance, what it covers and its price per month in US dollars.
 */
export interface ApiPlan {
  readonly name: string;
  readonly pricePerMonthUsd: number | null;
  readonly requestsPerSecond: number;
  readonly requestsPerDay: number | null;
  readonly covers: readonly string[];
}

export const API_PLANS: readonly ApiPlan[] = [
  {
    name: 'Free',
    pricePerMonthUsd: 0,
    requestsPerSecond: 5,
    requestsPerDay: 2_000,
    covers: ['Indexer: inscriptions, brc-20, runes', 'Fee estimates', 'Community support'],
  },
  {
    name: 'Developer',
    pricePerMonthUsd: 99,
    requestsPerSecond: 20,
    requestsPerDay: 100_000,
    covers: ['Everything in Free', 'Marketplace reads', 'Inscribe orders', 'Email support'],
  },
  {
    name: 'Pro',
    pricePerMonthUsd: 499,
    requestsPerSecond: 100,
    requestsPerDay: 1_000_000,
    covers: ['Everything in Developer', 'brc-20 swap reads', 'Webhooks', 'Priority support'],
  },
  {
    name: 'Enterprise',
    pricePerMonthUsd: null,
    requestsPerSecond: 500,
    requestsPerDay: null,
    covers: ['Everything in Pro', 'Dedicated capacity', 'An agreed service level'],
  },
];
