import { DevnetError } from '../devnet-error';

/** A data: URL's content type and content (text as text, anything else as base64). */
export function readDataUrl(dataURL: unknown): { contentType: string; content: string; size: number } {
  const match = typeof dataURL === 'string' ? /^data:([^;,]+(?:;[^;,=]+=[^;,]+)*)?(;base64)?,(.*)$/s.exec(dataURL) : null;
  if (!match) throw new DevnetError(-1, 'Each file needs a dataURL (data:<type>;base64,<content>).');
  const contentType = match[1] || 'text/plain;charset=utf-8';
  const bytes = match[2] ? Buffer.from(match[3]!, 'base64') : Buffer.from(decodeURIComponent(match[3]!), 'utf8');
  if (bytes.length === 0) throw new DevnetError(-1, 'A file is empty.');
  if (bytes.length > 400_000) throw new DevnetError(-1, 'A file is larger than 400 KB.');
  const text = contentType.startsWith('text/') || contentType.startsWith('application/json');
  if (text) {
    const decoded = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    if (decoded.includes('\uFFFD')) throw new DevnetError(-1, 'Only UTF-8 format file supported.');
    return { contentType, content: decoded, size: bytes.length };
  }
  return { contentType, content: bytes.toString('base64'), size: bytes.length };
}
