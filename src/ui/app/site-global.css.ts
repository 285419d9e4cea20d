import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The site's own page resets: the whole page is the app. The widget never imports this file, so a host
 * page that embeds it keeps its own html and body.
 */
// The page's dark background from the first paint (the stylesheet loads before the body; no inline style: the CSP has none).
globalStyle('html, body', { margin: 0, padding: 0, minWidth: 320, background: '#0b0d12' });

/** The site's root fills the window. */
export const siteRoot = style({ minHeight: '100vh' });
