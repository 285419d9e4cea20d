/** Text mode's items: the whole text as one inscription, or one per line. */
import type { Network } from '../network';
import { capped, fail, type Checked, type InscribeItem } from './inscribe-items';

const textItem = (content: string, index: number): InscribeItem => ({
  filename: `text-${index + 1}.txt`,
  contentType: 'text/plain;charset=utf-8',
  content,
  base64: false,
});

/** Text mode: the whole text as one inscription, or each non-empty line as its own (bulk). */
export function textItems(text: string, bulk: boolean, network: Network): Checked<readonly InscribeItem[]> {
  const parts = bulk
    ? text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => l !== '')
    : text.trim() === ''
      ? []
      : [text];
  if (parts.length === 0) return fail('no_valid_text');
  return capped(parts.map(textItem), network);
}
