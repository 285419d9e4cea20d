import { Decimal } from '../decimal';
import { inscribeFees, type FeeDiscounts, type InscribeFees } from './inscribe-fees';

/**
 * The badge collection: free badges in 4 colours; premium badges
 * of 4 types in 3 rarities (75%, 20%, 5%), 1,000,000 sats each, which carry 1,500,000 virtual sats.
 */
export const BADGE_COLLECTION_TYPE = 'unisat-badges';
export const BADGE_FREE_COLOURS = ['Blue', 'Green', 'Orange', 'Purple'] as const;
export const BADGE_PREMIUM_TYPES = ['Crown', 'Diamond', 'Rocket', 'Star'] as const;
export const BADGE_RARITIES = [
  { name: 'Common', percent: 75 },
  { name: 'Rare', percent: 20 },
  { name: 'Legendary', percent: 5 },
] as const;
export const BADGE_PREMIUM_PRICE_SATS = 1_000_000;
export const BADGE_PREMIUM_VIRTUAL_SATS = 1_500_000;
export const BADGE_MAX_COUNT = 25;
export type BadgeTier = 'free' | 'premium';

/** A badge's SVG (the free ones by colour, premium ones by type): what the order inscribes. */
export function badgeSvg(tier: BadgeTier, index: number): string {
  const colours = ['#2f6fed', '#23a55a', '#f08c00', '#8a4fff'];
  const label = tier === 'free' ? BADGE_FREE_COLOURS[index % 4]! : BADGE_PREMIUM_TYPES[index % 4]!;
  const fill = tier === 'free' ? colours[index % 4]! : '#c9a227';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${fill}"/><text x="32" y="37" font-size="11" font-family="sans-serif" text-anchor="middle" fill="#fff">${label}</text></svg>`;
}

export const badgeName = (tier: BadgeTier, index: number) =>
  tier === 'free' ? `Free Badge · ${BADGE_FREE_COLOURS[index % 4]}` : `Premium Badge · ${BADGE_PREMIUM_TYPES[index % 4]}`;

/** A badge order's cost: the inscribe fee panel for the badges, plus the premium price for each premium badge. */
export function badgeFees(input: {
  tier: BadgeTier;
  index: number;
  count: number;
  receiveAddress: string;
  feeRate: number;
  outputValue: number;
  discounts: FeeDiscounts;
}): InscribeFees & { readonly premium: Decimal } {
  const bytes = new TextEncoder().encode(badgeSvg(input.tier, input.index)).length;
  const fees = inscribeFees({
    contentBytes: Array.from({ length: input.count }, () => bytes),
    receiveAddress: input.receiveAddress,
    feeRate: input.feeRate,
    outputValue: input.outputValue,
    discounts: input.discounts,
  });
  const premium = new Decimal(input.tier === 'premium' ? BADGE_PREMIUM_PRICE_SATS : 0).times(input.count);
  return { ...fees, premium, total: fees.total.plus(premium) };
}
