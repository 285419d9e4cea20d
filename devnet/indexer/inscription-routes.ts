import {
  BADGE_COLLECTION_TYPE,
  BADGE_MAX_COUNT,
  BADGE_PREMIUM_PRICE_SATS,
  BADGE_PREMIUM_TYPES,
  BADGE_PREMIUM_VIRTUAL_SATS,
  BADGE_RARITIES,
} from '../../src/domain/inscribe/badges';
import type { ApiRoute } from '../server/api-surface';
import { ok, sendJson } from '../server/http-utils';
import { DevnetError } from '../devnet-error';
import { CONTENT_HEADERS } from '../../src/domain/security-headers';
import type { Indexer } from './indexer';

/** Collections (the basic layer's list and info) and an inscription's content (the content host, /static). */
/**
 * Where an inscription's content is, for an image the devnet's answers name: on its content origin once it is known
 * (a site behind the gateway reads no content from its own origin), else its own /api/static/content.
 */
export const contentUrlOn =
  (origin: (() => string | null) | undefined) =>
  (id: string): string => {
    const at = origin?.();
    return at ? `${at}/content/${id}` : `/api/static/content/${id}`;
  };

export function createInscriptionRoutes(deps: { indexer: Indexer; contentUrl: (id: string) => string }): ApiRoute[] {
  const { indexer } = deps;
  const collectionView = (c: { collectionId: string; name: string; description: string; verified: boolean; type?: string }) => {
    const items = Object.values(indexer.state().inscriptions).filter((i) => i.collection?.collectionId === c.collectionId);
    // Ours: the badges mint blind, premium at the spec's price and odds (blind-mint.ts).
    const blindMint =
      c.type === BADGE_COLLECTION_TYPE
        ? {
            priceSats: BADGE_PREMIUM_PRICE_SATS,
            virtualSats: BADGE_PREMIUM_VIRTUAL_SATS,
            perAddress: BADGE_MAX_COUNT,
            types: [...BADGE_PREMIUM_TYPES],
            rarities: BADGE_RARITIES.map((r) => ({ name: r.name, percent: r.percent })),
          }
        : null;
    return { ...c, supply: items.length, preview: items[0] ? deps.contentUrl(items[0].id) : null, ...(blindMint ? { blindMint } : {}) };
  };
  return [
    {
      layer: 'content',
      method: 'GET',
      path: /^\/content\/([^/]+)$/,
      handle: ({ res }, [id]) => {
        const inscription = indexer.inscription(id!);
        // A stranger's content: sandboxed into an opaque origin wherever it is opened, never sniffed (CONTENT_HEADERS).
        if (!inscription) return sendJson(res, 404, { code: -404, msg: 'No such inscription.', data: null }, CONTENT_HEADERS);
        const binary = inscription.contentType.startsWith('image/') && !inscription.contentType.startsWith('image/svg');
        res.writeHead(200, { ...CONTENT_HEADERS, 'Content-Type': inscription.contentType, 'Cache-Control': 'public, max-age=31536000, immutable' });
        res.end(binary ? Buffer.from(inscription.content, 'base64') : inscription.content);
      },
    },
    /** A link preview's summary (ours): an inscription's name and kind, a collection's name and description, with an image. */
    {
      layer: 'external',
      method: 'GET',
      path: '/preview/simple-summary',
      handle: ({ query, res }) => {
        const id = query.get('inscriptionId');
        const collection = indexer.state().collections[query.get('collectionId') ?? ''];
        if (id) {
          const i = indexer.inscription(id);
          if (!i) throw new DevnetError(-1, 'No such inscription.');
          const title = i.collection?.itemName ?? i.domain?.name ?? (i.brc20 ? `${i.brc20.amt ?? ''} ${i.brc20.tick}`.trim() : `Inscription #${i.number}`);
          const image = i.contentType.startsWith('image/') ? deps.contentUrl(i.id) : null;
          return ok(res, { title, description: `Inscription #${i.number} · ${i.contentType}`, image });
        }
        if (collection) {
          const view = collectionView(collection);
          return ok(res, { title: view.name, description: `${view.description} ${view.supply} items.`.trim(), image: view.preview });
        }
        throw new DevnetError(-1, 'inscriptionId or collectionId is required.');
      },
    },
    { layer: 'basic', method: 'GET', path: '/collection/list', handle: ({ res }) => ok(res, Object.values(indexer.state().collections).map(collectionView)) },
    {
      layer: 'basic',
      method: 'GET',
      path: '/collection/info',
      handle: ({ query, res }) => {
        const record = indexer.state().collections[query.get('collectionId') ?? ''];
        if (!record) throw new DevnetError(-1, 'collection_not_exist');
        ok(res, collectionView(record));
      },
    },
  ];
}
