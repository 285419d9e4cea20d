import { WIDGET_MAJOR, WIDGET_PATH, WIDGET_VERSION } from '../src/widget/version';

/**
 * The widget's URLs (docs/widget.md, "A versioned URL"), one rule for the gateway and the devnet: its files are
 * served under `/widget/v<major>/` (WIDGET_PATH, from src/widget/version.ts); any other path under `/widget/` is a 404
 * whose text says the URL to use, so a page written for the unversioned URL learns why nothing loads.
 */
/** The devnet's servers use the path from here, as the gateway does (the devnet takes no module of the widget's). */
export { WIDGET_PATH };

export type WidgetRoute = { readonly file: string } | { readonly notHere: string };

/** Null for a path outside `/widget/`; else the file under the widget's folder, or the 404's text. */
export function widgetRoute(pathname: string): WidgetRoute | null {
  if (!pathname.startsWith('/widget/')) return null;
  if (pathname.startsWith(WIDGET_PATH)) return { file: pathname.slice(WIDGET_PATH.length) };
  const rest = pathname.slice('/widget/'.length);
  const major = /^v(\d+)(?:\/|$)/.exec(rest)?.[1];
  if (major !== undefined && Number(major) !== WIDGET_MAJOR)
    return { notHere: `There is no widget v${major} here: this server has the widget's version ${WIDGET_VERSION}, at ${WIDGET_PATH}loader.js.` };
  return { notHere: `The widget's URL now carries its major version: use ${WIDGET_PATH}${major === undefined && rest ? rest : 'loader.js'}.` };
}
