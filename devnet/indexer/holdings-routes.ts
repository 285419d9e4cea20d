import type { ServerResponse } from 'node:http';
import type { ApiRoute } from '../server/api-surface';
import type { Indexer } from './indexer';
import { DevnetError } from '../devnet-error';
import { pageOf } from '../server/input-checks';

/**
 * What an address's inscriptions are, beyond what inscription-data says of them: the collections it holds and their
 * items (UniSat's collection indexer, `/v1/collection-indexer/address/{a}/collection/list` and
 * `/v1/collection-indexer/collection/{id}/items`, in its shapes) and its names by category (the spec's names-data, ours).
 */
export function createHoldingsRoutes(deps: { indexer: Indexer; ok: (res: ServerResponse, data: unknown) => void; address: (a: string) => string }): ApiRoute[] {
  const { indexer } = deps;
  const placed = () => Object.values(indexer.state().inscriptions).filter((i) => i.location);
  return [
    {
      layer: 'query',
      method: 'GET',
      path: /^\/collection-indexer\/address\/([^/]+)\/collection\/list$/,
      handle: ({ res, query }, [address]) => {
        const a = deps.address(address!);
        const { start, limit } = pageOf(query);
        const counts = new Map<string, number>();
        for (const i of placed()) if (i.address === a && i.collection) counts.set(i.collection.collectionId, (counts.get(i.collection.collectionId) ?? 0) + 1);
        const list = [...counts].map(([collectionId, count]) => {
          const c = indexer.state().collections[collectionId];
          const items = placed().filter((i) => i.collection?.collectionId === collectionId);
          return { collectionId, name: c?.name ?? collectionId, desc: c?.description ?? '', count, supply: String(items.length) };
        });
        deps.ok(res, { total: list.length, list: list.slice(start, start + limit) });
      },
    },
    {
      layer: 'query',
      method: 'GET',
      path: /^\/collection-indexer\/collection\/([^/]+)\/items$/,
      handle: ({ res, query }, [id]) => {
        const collectionId = decodeURIComponent(id!);
        if (!indexer.state().collections[collectionId]) throw new DevnetError(-1, 'collection not found');
        const { start, limit } = pageOf(query);
        const items = placed()
          .filter((i) => i.collection?.collectionId === collectionId)
          .map((i) => ({
            inscriptionId: i.id,
            collectionId,
            collectionItemName: i.collection!.itemName,
            inscriptionNumber: i.number,
            contentType: i.contentType,
            contentLength: i.content.length,
          }));
        deps.ok(res, { total: items.length, list: items.slice(start, start + limit) });
      },
    },
    {
      layer: 'query',
      method: 'GET',
      path: /^\/address\/([^/]+)\/category\/([a-z]+)\/names-data$/,
      handle: ({ res, query }, [address, category]) => {
        const a = deps.address(address!);
        const { start: cursor, limit: size } = pageOf(query, 'cursor', 'size');
        const names = placed()
          .filter((i) => i.address === a && i.domain?.kind === category)
          .map((i) => ({ name: i.domain!.name, inscriptionId: i.id, inscriptionNumber: i.number }));
        deps.ok(res, { cursor, total: names.length, list: names.slice(cursor, cursor + size) });
      },
    },
  ];
}
