import { DOMAIN_KINDS } from '../../domain/inscribe/inscribe-items';
import type { AccountInscription, QueryApi } from './query-api';

/** An inscription as My Bitcoin Assets shows it: inscription-data's item with its collection item's name or its name. */
export interface AccountItem extends AccountInscription {
  readonly collectionItemName?: string;
  readonly inscriptionName?: string;
}

/**
 * An address's first `size` inscriptions, each named where it has a name (the one place the account page's list is
 * put together). inscription-data (the open API) says where each is, not what it is: a collection item's name comes
 * from the collection indexer (the collections the address holds, then their items), a name's from names-data.
 */
export async function accountInscriptions(query: QueryApi, address: string, size: number): Promise<{ total: number; list: AccountItem[] }> {
  const [page, collections, names] = await Promise.all([
    query.inscriptionData(address, { cursor: 0, size }),
    query.addressCollections(address),
    Promise.all(DOMAIN_KINDS.map((kind) => query.namesData(address, kind, 0, 500))),
  ]);
  const items = await Promise.all(collections.list.map((c) => query.collectionItems(c.collectionId)));
  const itemNames = new Map(items.flatMap((i) => i.list).flatMap((i) => (i.collectionItemName ? [[i.inscriptionId, i.collectionItemName] as const] : [])));
  const nameOf = new Map(names.flatMap((n) => n.list).map((n) => [n.inscriptionId, n.name] as const));
  return {
    total: page.total,
    list: page.inscription.map((i) => {
      const collectionItemName = itemNames.get(i.inscriptionId);
      const inscriptionName = nameOf.get(i.inscriptionId);
      return { ...i, ...(collectionItemName ? { collectionItemName } : {}), ...(inscriptionName ? { inscriptionName } : {}) };
    }),
  };
}
