import type { Network } from './network';

/** Deployer claim states, in the deployer's words. */
export type ClaimStatus = 'claiming' | 'claimed' | 'unclaimed' | 'review' | 'reject';
export const CLAIM_STATUS_WORDS: Readonly<Record<ClaimStatus, string>> = {
  unclaimed: 'Ready to claim',
  review: 'In review',
  claiming: 'Being paid',
  claimed: 'Paid',
  reject: 'Rejected',
};

/** The message a deployer signs to claim a tick's royalty (ours: the server checks this exact text). */
export const claimMessage = (address: string, tick: string) => `Claim the deployer royalty of ${tick} for ${address}`;

/**
 * Deployer Royalty is for deployers on mainnet only. The local devnet stands in for
 * mainnet's server, so its deployers see it too.
 */
export const deployerRoyaltyOpen = (network: Network, devnet: boolean): boolean => network === 'mainnet' || devnet;
