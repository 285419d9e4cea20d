/** File mode's items: the file types we inscribe, and a dropped file checked and read into an item. */
import type { Network } from '../network';
import { contentLimit, fail, fileByteLimit, type Checked, type InscribeItem } from './inscribe-items';
import { formatAmount } from '../amount-text';

/** File types an inscription may hold (what ord and the content host render). */
export const SUPPORTED_FILE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
  'image/avif',
  'text/plain',
  'text/html',
  'text/markdown',
  'text/css',
  'text/javascript',
  'application/json',
  'application/pdf',
  'audio/mpeg',
  'audio/wav',
  'video/mp4',
  'video/webm',
  'model/gltf-binary',
];
const BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  avif: 'image/avif',
  txt: 'text/plain',
  html: 'text/html',
  htm: 'text/html',
  md: 'text/markdown',
  css: 'text/css',
  js: 'text/javascript',
  json: 'application/json',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  webm: 'video/webm',
  glb: 'model/gltf-binary',
};
/** A file's content type from the browser's type, else its extension; null when we do not inscribe it. */
export function fileContentType(name: string, browserType: string): string | null {
  const type = browserType.split(';')[0]!.trim().toLowerCase();
  const resolved = type || BY_EXTENSION[name.toLowerCase().split('.').pop() ?? ''] || '';
  return SUPPORTED_FILE_TYPES.includes(resolved) ? resolved : null;
}
export const isTextType = (contentType: string): boolean =>
  contentType.startsWith('text/') || contentType === 'application/json' || contentType === 'image/svg+xml';

/** A dropped file's bytes, checked: type, size, and UTF-8 for text. */
export function fileItem(file: { readonly name: string; readonly type: string; readonly bytes: Uint8Array }, network: Network): Checked<InscribeItem> {
  const contentType = fileContentType(file.name, file.type);
  if (!contentType) return fail('file_not_support');
  if (file.bytes.length === 0) return fail('file_empty', { name: file.name });
  if (isTextType(contentType)) {
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
    } catch {
      return fail('only_utf8');
    }
    if (text.length > contentLimit(network)) return fail('file_size_limit', { x: `${formatAmount(contentLimit(network))} characters` });
    return { ok: true, value: { filename: file.name, contentType: `${contentType};charset=utf-8`, content: text, base64: false } };
  }
  if (file.bytes.length > fileByteLimit(network)) return fail('file_size_limit', { x: `${formatAmount(Math.floor(fileByteLimit(network) / 1000))} KB` });
  let binary = '';
  for (let i = 0; i < file.bytes.length; i += 0x8000) binary += String.fromCharCode(...file.bytes.subarray(i, i + 0x8000));
  return { ok: true, value: { filename: file.name, contentType, content: btoa(binary), base64: true } };
}
