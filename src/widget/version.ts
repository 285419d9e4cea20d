/**
 * The widget's version: the loader reports it, and the widget sends it as X-Front-Version. Its major version is in
 * the URL the widget is served at (`/widget/v1/loader.js`): a host's page keeps the API it was written for, and a
 * release that changes that API goes to a new path (`/widget/v2/`) beside it. The major is written once, here, as a
 * number (the version and the path are made of it without a call, so the loader's build drops what it does not use).
 */
export const WIDGET_MAJOR = 1;

export const WIDGET_VERSION = `${WIDGET_MAJOR}.0.0`;

/** Where the widget's files are served, from the origin: loader.js, widget.js and chunks/ under it. */
export const WIDGET_PATH = `/widget/v${WIDGET_MAJOR}/`;
