/**
 * The Content Security Policy a page embedding the widget needs, strict: no inline script or style, no eval. One
 * function for the demo page's header (demoCsp), the playground's header and the policy the playground shows an
 * embedder to copy, so the three cannot drift apart.
 */
export interface HostCspOrigins {
  /** The API's origin: the widget's calls go there. On the devnet the widget's files are served from it too. */
  readonly apiOrigin: string;
  /** The inscription content's origin: the buy dialog shows the item there (an image, or SVG/HTML in a sandboxed frame). */
  readonly contentOrigin: string | null;
  /** This response's nonce: the loader's tag carries it and gives it to its import map, the one inline script. */
  readonly nonce: string;
  /** Extra `connect-src` sources of the page itself (the playground calls its own origin for the snippet). */
  readonly connectSelf?: boolean;
}

/** The directives, in the order a header lists them. */
export function hostCspDirectives({ apiOrigin, contentOrigin, nonce, connectSelf = false }: HostCspOrigins): string[] {
  const content = contentOrigin && contentOrigin !== apiOrigin ? ` ${contentOrigin}` : '';
  return [
    "default-src 'none'",
    `script-src 'self' ${apiOrigin} 'nonce-${nonce}'`,
    "style-src 'self'",
    `connect-src ${connectSelf ? "'self' " : ''}${apiOrigin}`,
    `img-src 'self' data: ${apiOrigin}${content}`,
    // The buy dialog shows the item: an SVG or HTML inscription in a sandboxed frame from the content origin.
    `frame-src ${apiOrigin}${content}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ];
}

/** The header's value. */
export const hostCsp = (origins: HostCspOrigins): string => hostCspDirectives(origins).join('; ');
