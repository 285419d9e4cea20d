import { BADGE_FREE_COLOURS, BADGE_PREMIUM_TYPES } from '../../src/domain/inscribe/badges';

const COLOURS = ['#2f6fed', '#23a55a', '#f08c00', '#8a4fff'];

/** The SVG the server inscribes for a badge: a free one in its colour, a premium one (gold) with its type. */
export function badgeArt(tier: 'free' | 'premium', index: number): string {
  const label = tier === 'free' ? BADGE_FREE_COLOURS[index % 4]! : BADGE_PREMIUM_TYPES[index % 4]!;
  const fill = tier === 'free' ? COLOURS[index % 4]! : '#c9a227';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${fill}"/><text x="32" y="37" font-size="11" font-family="sans-serif" text-anchor="middle" fill="#fff">${label}</text></svg>`;
}
