/**
 * The widget's version: the loader reports it, and the widget sends it as X-Front-Version. Its major version is in
 * the URL the widget is served at (`/widget/v1/loader.js`): a host's page keeps the API it was written for, and a
 * release that changes that API goes to a new path (`/widget/v2/`) beside it.
 */
export const WIDGET_VERSION = '1.0.0';

/** The major version of WIDGET_VERSION: 1 for '1.0.0'. */
export const WIDGET_MAJOR = Number(WIDGET_VERSION.split('.')[0]);

/** Where the widget's files are served, from the origin: loader.js, widget.js and chunks/ under it. */
export const WIDGET_PATH = `/widget/v${WIDGET_MAJOR}/`;
