import { fixed, fixedText, type Fixed } from '../decimal-text';
import { formatAmount, groupThousands } from '../amount-text';
import { nameKindOf, type NameKind } from '../name-safety';
import type { ActivityRow } from './market-reads';

/**
 * How listings, activity and inscriptions read on screen: the time an auction has left, how long ago
 * something happened, and how an inscription's content may be shown safely.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An auction's time left: 'Ended', 'Under a minute left', '45m left', '5h 12m left', '2d 3h left'. */
export function timeLeft(endTime: number, now: number): string {
  const left = endTime - now;
  if (left <= 0) return 'Ended';
  if (left < MINUTE) return 'Under a minute left';
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  if (days > 0) return `${days}d ${hours}h left`;
  if (hours > 0) return `${hours}h ${minutes}m left`;
  return `${minutes}m left`;
}

/** How long ago: 'Just now', '5 min ago', '3 h ago', '2 days ago', '1 day ago'; a time ahead of now is 'Just now'. */
export function timeAgo(time: number | undefined, now: number): string {
  if (time === undefined) return 'Unknown';
  const ago = now - time;
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)} min ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)} h ago`;
  const days = Math.floor(ago / DAY);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/**
 * How an inscription's content is shown. Content is made by strangers: images as images; HTML and SVG
 * (which can run scripts) only in a sandboxed frame with no same-origin access; text escaped; anything
 * else not at all.
 */
export type ContentKind = 'image' | 'frame' | 'text' | 'none';

export function contentKind(contentType: string | null | undefined): ContentKind {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'image/svg+xml' || type === 'text/html') return 'frame';
  if (/^image\/(png|jpeg|jpg|gif|webp|avif|bmp)$/.test(type)) return 'image';
  if (type.startsWith('text/') || type === 'application/json') return 'text';
  return 'none';
}

/** The words for a listing's kind of sale. */
export const MARKET_TYPE_LABELS = { fixedPrice: 'Fixed price', auction: 'Auction' } as const;

/**
 * What an activity row's Item column shows: the item's name (a domain, a collection item's name, an amount of a
 * tick or rune, an inscription's number) and the kind of name it is; never an id.
 */
export function activityItemName(a: Pick<ActivityRow, 'domain' | 'collectionItemName' | 'tick' | 'name' | 'amount' | 'nftType' | 'inscriptionNumber'>): {
  readonly text: string;
  readonly kind: NameKind;
} {
  if (a.domain) return { text: a.domain, kind: 'domain' };
  if (a.collectionItemName) return { text: a.collectionItemName, kind: 'name' };
  // The open API's rows name a token by `name` (they have no tick field).
  const tick = a.tick ?? (a.nftType === 'brc20' || a.nftType === 'runes' || a.nftType === 'arc20' ? a.name : undefined);
  if (tick) return { text: `${a.amount ? formatAmount(a.amount) : ''} ${tick}`.trim(), kind: nameKindOf(a.nftType) };
  if (a.inscriptionNumber !== undefined) return { text: `Inscription #${a.inscriptionNumber}`, kind: 'name' };
  return { text: 'Item', kind: 'name' };
}

/**
 * A unit price in sats the way traders read it (issue 27): whole sats with separators from 1,000 up ('1,200'), two
 * decimals from 1 ('233.33'), four significant digits below 1 ('0.01234'); rounded down, never a float's noise.
 */
export function formatUnitPrice(sats: number | string): string {
  const value = fixed(sats);
  if (value === null || value < 0n) return '–';
  const one = fixed(1)!;
  const places = value >= fixed(1000)! ? 0 : value >= one ? 2 : Math.min(8, significantPlaces(value, one));
  return groupThousands(fixedText(value, places));
}
/** Decimal places that keep 4 significant digits of a value below one. */
function significantPlaces(value: Fixed, one: Fixed): number {
  let places = 0;
  for (let v = value; v < one / 10n && places < 8; v *= 10n) places++;
  return places + 4;
}
