import type { MessageKey } from '../messages';
import type { Network } from '../network';
import { formatAmount } from '../amount-text';

/**
 * What is inscribed, item by item: an order's items, the message of the catalogue a check refuses with (views show
 * the messages; the order is made only of items that passed), and the limits and sizes every mode shares. Each mode's
 * rules are beside it (text-, file- and brc20-items.ts, domain-names.ts), as are the output value (output-value.ts)
 * and the order's addresses (order-addresses.ts).
 */
export type InscribeMode = 'text' | 'file' | 'brc20' | 'domain' | 'collection';
export type Brc20Op = 'deploy' | 'mint' | 'transfer';

/** One inscription of an order: its file name, content type and content (text, or base64 for binary files). */
export interface InscribeItem {
  readonly filename: string;
  readonly contentType: string;
  /** Text as typed, or base64 for a binary file. */
  readonly content: string;
  readonly base64: boolean;
}

export type Problem = { readonly key: MessageKey; readonly params?: Readonly<Record<string, string | number>> };
export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: Problem };

/** A check's refusal: the catalogue message saying what to fix. */
export const fail = (key: MessageKey, params?: Problem['params']): { ok: false; problem: Problem } => ({
  ok: false,
  problem: params ? { key, params } : { key },
});

/** At most this many items in one order (text lines, names, mints). */
export const MAX_ITEMS_PER_ORDER = 1000;
/** At most this many files in one order. */
export const FILE_QUANTITY_LIMIT = 100;
/** What the wallet connector takes in one inscription: characters of content. */
export const CONTENT_LIMIT_MAINNET = 400_000;
export const CONTENT_LIMIT_OTHER = 60_000;
export const contentLimit = (network: Network): number => (network === 'mainnet' ? CONTENT_LIMIT_MAINNET : CONTENT_LIMIT_OTHER);
/** The largest binary file whose base64 fits the content limit (4 characters per 3 bytes). */
export const fileByteLimit = (network: Network): number => Math.floor(contentLimit(network) / 4) * 3;

/** The characters an item takes through the wallet connector. */
export const itemChars = (item: InscribeItem): number => item.content.length;
export const itemBytes = (item: InscribeItem): number =>
  item.base64 ? Math.floor((item.content.replace(/=+$/, '').length * 3) / 4) : new TextEncoder().encode(item.content).length;

/** An order's items, refused when there are too many or one is longer than the wallet connector takes. */
export function capped(items: readonly InscribeItem[], network: Network): Checked<readonly InscribeItem[]> {
  if (items.length > MAX_ITEMS_PER_ORDER) return fail('file_quantity_limit', { x: MAX_ITEMS_PER_ORDER });
  const limit = contentLimit(network);
  if (items.some((i) => itemChars(i) > limit)) return fail('content_too_long', { x: formatAmount(limit) });
  return { ok: true, value: items };
}

/** An item as the order's file: a data: URL. */
export function itemDataUrl(item: InscribeItem): string {
  if (item.base64) return `data:${item.contentType};base64,${item.content}`;
  const bytes = new TextEncoder().encode(item.content);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${item.contentType};base64,${btoa(binary)}`;
}
