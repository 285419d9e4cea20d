/**
 * The widget as an ES module, for hosts that bundle: `import { createWidget } from '…/widget.js'`. The
 * loader script (loader.ts) imports this same file on demand.
 */
export { createWidget } from './create-widget';
export type * from './widget-api';
export { WIDGET_VERSION } from './version';
