/**
 * The widget as an ES module, for hosts that bundle: `import { createWidget } from '…/widget.js'`. The
 * loader script (loader.ts) imports this same file on demand.
 */
export { createWidget } from './create-widget';
export type * from './widget-api';
export { WIDGET_VERSION } from './version';
// For the loader: how a lazy chunk the browser refused is checked against the hashes it holds (chunk-guard.ts).
export { checkChunksWith } from './chunk-guard';
