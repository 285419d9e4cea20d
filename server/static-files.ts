import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, isAbsolute, join, normalize, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Files sent the way a host should send them: compressed with brotli when the client asks for it,
 * else gzip, for text files; `Vary: Accept-Encoding`. Compressed copies are kept in memory by path and
 * modification time, so a rebuild is seen and each file is compressed once.
 */
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
export const contentTypeOf = (file: string): string => TYPES[extname(file)] ?? 'application/octet-stream';
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.ts', '.txt']);

const cache = new Map<string, { mtime: number; br: Buffer; gzip: Buffer }>();
const brotli = (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
/**
 * Compressed copies shared on disk (node_modules/.cache/devnet-compressed, by path, size and modification time), made
 * by whichever process served the file first: the devnet processes that serve one build (the browser tests run six)
 * compress each file once between them, not once each (brotli at quality 11 costs about 2.5 s of CPU for the site).
 */
const SHARED = resolve('node_modules/.cache/devnet-compressed');
function shared(file: string, suffix: string, mtime: number, size: number, make: () => Buffer): Buffer {
  const copy = join(SHARED, createHash('sha1').update(`${file}\0${mtime}\0${size}`).digest('hex') + suffix);
  try {
    if (existsSync(copy)) return readFileSync(copy);
  } catch {
    /* made again below */
  }
  const made = make();
  try {
    mkdirSync(SHARED, { recursive: true });
    const temp = `${copy}.${process.pid}.tmp`;
    writeFileSync(temp, made);
    renameSync(temp, copy);
  } catch {
    /* kept in memory only */
  }
  return made;
}
function compressed(file: string, body: Buffer): { br: Buffer; gzip: Buffer } {
  const { mtimeMs: mtime, size } = statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtime === mtime) return hit;
  const made = {
    mtime,
    br: shared(file, '.br', mtime, size, () => brotli(body)),
    gzip: shared(file, '.gz', mtime, size, () => gzipSync(body, { level: 9 })),
  };
  cache.set(file, made);
  return made;
}

/** Sends `body` (the file at `file`) with `headers`, compressed as the request accepts. */
export function sendCompressed(req: IncomingMessage, res: ServerResponse, file: string, body: Buffer, headers: Record<string, string>): void {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const all = { 'Content-Type': contentTypeOf(file), Vary: 'Accept-Encoding', ...headers };
  if (!COMPRESSIBLE.has(extname(file)) || body.length < 256) return void res.writeHead(200, all).end(body);
  const { br, gzip } = compressed(file, body);
  if (/\bbr\b/.test(accepts)) return void res.writeHead(200, { ...all, 'Content-Encoding': 'br' }).end(br);
  if (/\bgzip\b/.test(accepts)) return void res.writeHead(200, { ...all, 'Content-Encoding': 'gzip' }).end(gzip);
  res.writeHead(200, all).end(body);
}

/** The file under `dir` that a URL path names, or null when it is outside `dir` or missing. */
export function fileUnder(dir: string, path: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return null;
  }
  const file = normalize(join(dir, decoded));
  // Inside `dir` itself, not a sibling whose name begins the same (dist-sourcemaps beside dist).
  const inside = relative(dir, file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

/** Sends a file of `dir` (compressed as asked); false when there is none at that path. */
export function serveFile(req: IncomingMessage, res: ServerResponse, dir: string, path: string, headers: Record<string, string>): boolean {
  const file = fileUnder(dir, path);
  if (!file) return false;
  sendCompressed(req, res, file, readFileSync(file), headers);
  return true;
}
