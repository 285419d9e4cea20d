/**
 * The response headers that keep the site and inscription content apart (issue 24). Every server the project
 * runs applies them: `vite preview` (vite.config.ts), the devnet serving a built site (devnet/cli.ts), the dev
 * server (without script-src, which Vite's hot reload needs inline), and the nginx config `npm run build`
 * writes (scripts/write-nginx-config.ts). The site's code never reads this module: it is the one place the
 * policy is written.
 */

/**
 * On every response of the content origin (`/content/<id>`): the document is sandboxed into an opaque origin
 * (scripts may run, as many inscriptions are programs, but it has no storage, no cookies, no same-origin
 * access to anything), the browser never sniffs another type than the one inscribed, and any page may embed it.
 */
export const CONTENT_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "sandbox allow-scripts; default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:",
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'cross-origin',
  'Access-Control-Allow-Origin': '*',
  'Referrer-Policy': 'no-referrer',
};

export interface SitePolicy {
  /** Origins the site calls (the API bases that are not the site's own; 'self' is always allowed). */
  readonly connect: readonly string[];
  /** The content origin: its images are shown and its HTML and SVG framed (sandboxed). */
  readonly content: string | null;
  /** SHA-256 hashes (base64) of the inline scripts of index.html, if it has any. */
  readonly inlineScriptHashes?: readonly string[];
  /** Leave default-src, script-src and style-src out (the dev server's hot reload runs inline scripts and styles). */
  readonly development?: boolean;
}

/** The origin of a base URL, or null for a path on the site itself. */
export function originOf(base: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(base)) return null;
  try {
    return new URL(base).origin;
  } catch {
    return null;
  }
}

const unique = (values: readonly (string | null)[]): string[] => [...new Set(values.filter((v): v is string => v !== null))];

/** The site's Content-Security-Policy. */
export function siteCsp(policy: SitePolicy): string {
  const content = policy.content ? originOf(policy.content) : null;
  const connect = unique([...policy.connect.map(originOf), content]);
  const hashes = (policy.inlineScriptHashes ?? []).map((h) => `'sha256-${h}'`);
  const directives: [string, ...string[]][] = [
    ...(policy.development
      ? []
      : ([
          ['default-src', "'self'"],
          ['script-src', "'self'", ...hashes],
          ['style-src', "'self'"],
        ] as [string, ...string[]][])),
    // Images: the site's, inline ones (wallet logos), and inscriptions' and collections' images wherever the API puts them.
    ['img-src', "'self'", 'data:', 'blob:', 'https:', ...(content ? [content] : [])],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connect],
    // Only the content origin is framed (HTML and SVG inscriptions, sandboxed).
    ['frame-src', ...(content ? [content] : ["'self'"])],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Every header of the site's pages and files. */
export function siteHeaders(policy: SitePolicy): Record<string, string> {
  return {
    'Content-Security-Policy': siteCsp(policy),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}

/** The inline scripts of an HTML page (none in the site's build today), as the CSP hashes them. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!).filter((text) => text.trim() !== '');
}

/**
 * The devnet serves inscription content on an origin of its own: the page's host, this many ports up (the site
 * on 5173, its content on 7173). The site uses it when it runs on the devnet with no VITE_CONTENT_BASE.
 */
export const DEVNET_CONTENT_PORT_OFFSET = 2000;

/** The devnet's content origin for a page served at `host` ('host:port', as in a Host header or `location.host`). */
export function devnetContentOrigin(host: string | undefined, protocol = 'http:'): string | null {
  const match = /^(\[[^\]]+\]|[^:/]+)(?::(\d+))?$/.exec(host ?? '');
  if (!match) return null;
  const port = Number(match[2] ?? (protocol === 'https:' ? 443 : 80)) + DEVNET_CONTENT_PORT_OFFSET;
  return `${protocol}//${match[1]}:${port}`;
}
