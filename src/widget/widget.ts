/**
 * The widget as an ES module, for hosts that bundle: `import { createWidget } from '…/widget.js'`. The
 * loader script (loader.ts) imports this same file on demand.
 */
export { createWidget } from './create-widget';
export type * from './widget-api';

/** The widget's version: the loader and the module must match. */
export const WIDGET_VERSION = '0.1.0';
