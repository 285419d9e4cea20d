import { DOMAIN_KINDS } from '../../domain/entities';
import type * as v from 'valibot';
import type { HttpClient, Query } from '../http/http-client';
import type * as Schemas from './indexer-schemas';

type S = typeof Schemas;
type Out<K extends keyof S> = S[K] extends v.GenericSchema ? v.InferOutput<S[K]> : never;
/** One inscription of an address as inscription-data gives it (mapped in its schema). */
export type AccountInscription = Out<'InscriptionData'>['inscription'][number];
/** The query layer's decoded GET (query-api.ts): the client, the path and its parameters; `K` names the answer's schema, for its type. */
type QueryGet = <K extends keyof S>(client: HttpClient, path: string, query?: Query) => Promise<Out<K>>;
type NamesData = (address: string, category: string, cursor: number, size: number) => Promise<Out<'NamesData'>>;

/** An inscription as My Bitcoin Assets shows it: inscription-data's item with its collection item's name or its name. */
export interface AccountItem extends AccountInscription {
  readonly collectionItemName?: string;
  /** The collection the item is of (its floor is the collection's). */
  readonly collectionId?: string;
  readonly inscriptionName?: string;
}

const seg = encodeURIComponent;

/**
 * An address's first `size` inscriptions, each named where it has a name (the one place the account page's list is
 * put together; loaded with the page, through the query layer's accountInscriptions). inscription-data (the open
 * API) says where each is, not what it is: a collection item's name comes from the open API's collection indexer (the
 * collections the address holds, then their items), a name's from the spec's names-data.
 */
export async function accountInscriptions(
  get: QueryGet,
  client: HttpClient,
  namesData: NamesData,
  address: string,
  size: number,
): Promise<{ total: number; list: AccountItem[] }> {
  const a = seg(address);
  // The names are labels: where a server cannot give them (names-data has no counterpart on a real network, behind
  // the gateway), the inscriptions are listed without them rather than not at all.
  const labels = <T extends { list: readonly unknown[] }>(call: Promise<T>): Promise<T | { list: [] }> => call.catch(() => ({ list: [] }));
  const [page, collections, names] = await Promise.all([
    get<'InscriptionData'>(client, `/address/${a}/inscription-data`, { cursor: 0, size }),
    labels(get<'CollectionList'>(client, `/collection-indexer/address/${a}/collection/list`, { start: 0, limit: 100 })),
    Promise.all(DOMAIN_KINDS.map((kind) => labels(namesData(address, kind, 0, 500)))),
  ]);
  const items = await Promise.all(
    collections.list.map((c) =>
      labels(get<'CollectionItems'>(client, `/collection-indexer/collection/${seg(c.collectionId)}/items`, { start: 0, limit: 500 })),
    ),
  );
  const itemNames = new Map(
    items.flatMap((page, n) =>
      page.list.flatMap((i) =>
        i.collectionItemName ? [[i.inscriptionId, { name: i.collectionItemName, collectionId: collections.list[n]!.collectionId }] as const] : [],
      ),
    ),
  );
  const nameOf = new Map(names.flatMap((n) => n.list).map((n) => [n.inscriptionId, n.name] as const));
  return {
    total: page.total,
    list: page.inscription.map((i) => {
      const item = itemNames.get(i.inscriptionId);
      const inscriptionName = nameOf.get(i.inscriptionId);
      return {
        ...i,
        ...(item ? { collectionItemName: item.name, collectionId: item.collectionId } : {}),
        ...(inscriptionName ? { inscriptionName } : {}),
      };
    }),
  };
}
