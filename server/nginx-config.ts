/**
 * A ready nginx server block for a built site (written by `npm run build` to dist-deploy/nginx.conf): the
 * site's files with the security headers on every answer, a page's prerendered HTML (server/prerendered-pages.ts)
 * or else index.html for any path that is no file (the app's routes), long caching for the hashed assets, and nothing else served (no source maps: the build keeps them
 * in dist-sourcemaps/, outside dist/).
 */
import { siteHeaders, type SitePolicy } from '../src/domain/security-headers.ts';
import { ITEM_PAGE, patternPageOf, PRERENDERED_PAGES, prerenderedFile } from './prerendered-pages.ts';

const quote = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

export function nginxConfig(policy: SitePolicy, root = '/var/www/bitcoin-assets'): string {
  const headers = Object.entries(siteHeaders(policy))
    .map(([name, value]) => `    add_header ${name} ${quote(value)} always;`)
    .join('\n');
  // A page for a family of URLs: its regular expression.
  const key = (page: string) => quote(patternPageOf(page) ? `~${patternPageOf(page)!.pattern.source}` : page);
  const pages = [
    ...PRERENDERED_PAGES.map((page) => `    ${key(page)} /${prerenderedFile(page)};`),
    `    ${quote(`~${ITEM_PAGE.pattern.source}`)} /${prerenderedFile(ITEM_PAGE.page)};`,
  ].join('\n');
  return `# Bitcoin Assets: the site's nginx server block, written by \`npm run build\` from the build's VITE_* settings.
# Copy dist/ to ${root} (or change root), put this in nginx's conf.d/, add your TLS settings, reload nginx.
# The pages prerendered by the build, by path and query: their HTML paints before any script runs.
map $request_uri $prerendered_page {
    default /index.html;
${pages}
}

server {
    listen 80;
    server_name _;
    root ${root};
    index index.html;

    # Every answer carries the headers (add_header in a location replaces these, so none is used below).
${headers}

    location ~ \\.map$ { return 404; }
    location /assets/ { expires 1y; try_files $uri =404; }
    location / { try_files $uri $prerendered_page /index.html; }
}
`;
}
