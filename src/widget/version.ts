/** The widget's version: the loader reports it, and the widget sends it as X-Front-Version. */
export const WIDGET_VERSION = '0.1.0';
