/** The API's layers and where they are mounted under /api (the site's defaults, README "Configuration"). */
export const LAYERS = [
  ['/v4', 'basicConfig'],
  ['/swap', 'swap'],
  ['/market', 'market'],
  ['/query-5byte', 'query5'],
  ['/query', 'query'],
  ['/external', 'external'],
  ['/mempool', 'mempool'],
  ['/static', 'content'],
  ['', 'basic'],
] as const;
export type Layer = (typeof LAYERS)[number][1];

/** Layers the site signs; the mempool and the content host stand for third parties and are not signed. */
export const SIGNED_LAYERS: ReadonlySet<Layer> = new Set(['basic', 'basicConfig', 'swap', 'market', 'query', 'query5']);
/** Layers whose calls act for the signed-in user: a session there must come with its own key. */
export const SESSION_LAYERS: ReadonlySet<Layer> = new Set(['basic', 'swap', 'market']);

/** A path under /api split into its layer and the path under the layer's base. */
export function splitLayer(apiPath: string): { layer: Layer; path: string } {
  for (const [prefix, layer] of LAYERS) {
    if (prefix === '' || apiPath === prefix || apiPath.startsWith(`${prefix}/`)) return { layer, path: apiPath.slice(prefix.length) || '/' };
  }
  return { layer: 'basic', path: apiPath };
}
