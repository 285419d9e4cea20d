import type { MarketCategory } from '../entities';
import { formatMessage } from '../messages';

/** What an item says of itself that the market checks when it is listed (create_put_on). */
export interface ListableFacts {
  /** The collection it is an item of; none for a plain inscription. */
  readonly collectionId?: string | null | undefined;
  /** The domain name it inscribes; none for anything else. */
  readonly domainName?: string | null | undefined;
}

/**
 * Why the market would refuse to list an item, before any price is asked for (issue 44: a plain inscription went
 * through the price and the signature to be refused with "This inscription is not a collection item."). The market
 * takes collection items, domain names, brc-20 transfer inscriptions, runes and ARC-20: an inscription shown as a
 * collection item must name its collection, a domain name its name. Null when the market takes it.
 */
export function listingRefusal(category: MarketCategory, facts: ListableFacts): string | null {
  if (category === 'collection' && !facts.collectionId) return formatMessage('not_listable_plain');
  if (category === 'domain' && !facts.domainName) return formatMessage('not_listable_domain');
  return null;
}
