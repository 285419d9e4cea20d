import { DOMAIN_KINDS, type DomainKind } from '../entities';
import { Decimal } from '../decimal';
import type { MessageKey } from '../messages';
import type { Network } from '../network';

/**
 * What is inscribed, item by item: the rules of
 * each inscribe mode, turning what the person typed or dropped into the items of one order, or a message of
 * the catalogue saying what to fix. Views show the messages; the order is made only of items that passed.
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

const fail = (key: MessageKey, params?: Problem['params']): { ok: false; problem: Problem } => ({ ok: false, problem: params ? { key, params } : { key } });

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

/** The sats an inscription holds. */
export const OUTPUT_VALUE_DEFAULT = 546;
export const OUTPUT_VALUE_MIN = 546;
/** Taproot outputs take the 330-sat dust limit. */
export const OUTPUT_VALUE_MIN_TAPROOT = 330;
export const OUTPUT_VALUE_SLIDER_MAX = 10_000;
export const OUTPUT_VALUE_INPUT_MAX = 50_000;
export const supports330Dust = (address: string): boolean => /^(bc1p|tb1p|bcrt1p)/i.test(address.trim());
export const outputValueMin = (receiveAddress: string): number => (supports330Dust(receiveAddress) ? OUTPUT_VALUE_MIN_TAPROOT : OUTPUT_VALUE_MIN);

export function checkOutputValue(value: string, receiveAddress: string): Checked<number> {
  const min = outputValueMin(receiveAddress);
  if (!/^\d+$/.test(value.trim())) return fail('output_value_range', { min, max: OUTPUT_VALUE_INPUT_MAX });
  const sats = Number(value.trim());
  if (sats < min || sats > OUTPUT_VALUE_INPUT_MAX) return fail('output_value_range', { min, max: OUTPUT_VALUE_INPUT_MAX });
  return { ok: true, value: sats };
}

/** The characters an item takes through the wallet connector. */
export const itemChars = (item: InscribeItem): number => item.content.length;
export const itemBytes = (item: InscribeItem): number =>
  item.base64 ? Math.floor((item.content.replace(/=+$/, '').length * 3) / 4) : new TextEncoder().encode(item.content).length;

const textItem = (content: string, index: number): InscribeItem => ({
  filename: `text-${index + 1}.txt`,
  contentType: 'text/plain;charset=utf-8',
  content,
  base64: false,
});

function capped(items: readonly InscribeItem[], network: Network): Checked<readonly InscribeItem[]> {
  if (items.length > MAX_ITEMS_PER_ORDER) return fail('file_quantity_limit', { x: MAX_ITEMS_PER_ORDER });
  const limit = contentLimit(network);
  if (items.some((i) => itemChars(i) > limit)) return fail('content_too_long', { x: limit.toLocaleString('en-US') });
  return { ok: true, value: items };
}

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
    if (text.length > contentLimit(network)) return fail('file_size_limit', { x: `${contentLimit(network).toLocaleString('en-US')} characters` });
    return { ok: true, value: { filename: file.name, contentType: `${contentType};charset=utf-8`, content: text, base64: false } };
  }
  if (file.bytes.length > fileByteLimit(network))
    return fail('file_size_limit', { x: `${Math.floor(fileByteLimit(network) / 1000).toLocaleString('en-US')} KB` });
  let binary = '';
  for (let i = 0; i < file.bytes.length; i += 0x8000) binary += String.fromCharCode(...file.bytes.subarray(i, i + 0x8000));
  return { ok: true, value: { filename: file.name, contentType, content: btoa(binary), base64: true } };
}

/** An item as the order's file: a data: URL. */
export function itemDataUrl(item: InscribeItem): string {
  if (item.base64) return `data:${item.contentType};base64,${item.content}`;
  const bytes = new TextEncoder().encode(item.content);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${item.contentType};base64,${btoa(binary)}`;
}

// brc-20 -----------------------------------------------------------------------------------------------

const encoder = new TextEncoder();
export const tickByteLength = (tick: string): number => encoder.encode(tick).length;
/** The largest amount brc-20 holds: 2^64 - 1. */
export const BRC20_MAX_SUPPLY = '18446744073709551615';
export const MINT_REPEAT_MAX = MAX_ITEMS_PER_ORDER;

/** A tick of 4 bytes, or 5 bytes (self-mint: only its deployer mints it). */
export function checkTick(tick: string): Checked<string> {
  const bytes = tickByteLength(tick);
  if (bytes === 4 || bytes === 5) return { ok: true, value: tick };
  return fail('tick_length');
}
export const isSelfMintTick = (tick: string): boolean => tickByteLength(tick) === 5;

function amount(value: string, decimals = 18): Decimal | null {
  const trimmed = value.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  if ((trimmed.split('.')[1]?.length ?? 0) > decimals) return null;
  const d = new Decimal(trimmed);
  return d.gt(0) ? d : null;
}

/** What the indexer knows of a tick, or null when none is deployed. */
export interface TickFacts {
  readonly ticker: string;
  readonly max: string;
  readonly limit: string;
  readonly totalMinted: string;
  readonly decimal?: number;
  /** The deployer's address, where the indexer says. */
  readonly deployer?: string;
}

const brc20Item = (json: Record<string, string>, index: number): InscribeItem => ({
  filename: `brc20-${json.op}-${index + 1}.txt`,
  contentType: 'text/plain;charset=utf-8',
  content: JSON.stringify({ p: 'brc-20', ...json }),
  base64: false,
});

export function deployItems(input: { tick: string; max: string; lim: string; dec: string }, existing: TickFacts | null): Checked<readonly InscribeItem[]> {
  const tick = checkTick(input.tick);
  if (!tick.ok) return tick;
  if (existing) return fail('has_deployed', { tick: existing.ticker });
  const dec = input.dec.trim() === '' ? 18 : Number(input.dec);
  if (!Number.isInteger(dec) || dec < 0 || dec > 18) return fail('decimals_range');
  const max = amount(input.max, dec);
  if (!max) return fail('enter_amount');
  if (max.gt(BRC20_MAX_SUPPLY)) return fail('deploy_max');
  const lim = input.lim.trim() === '' ? null : amount(input.lim, dec);
  if (input.lim.trim() !== '' && !lim) return fail('enter_amount');
  if (lim && lim.gt(max)) return fail('amount_limit', { x: max.toFixed() });
  const json: Record<string, string> = {
    op: 'deploy',
    tick: input.tick,
    max: max.toFixed(),
    ...(lim ? { lim: lim.toFixed() } : {}),
    ...(input.dec.trim() !== '' ? { dec: String(dec) } : {}),
  };
  if (isSelfMintTick(input.tick)) json.self_mint = 'true';
  return { ok: true, value: [brc20Item(json, 0)] };
}

export function mintItems(
  input: { tick: string; amt: string; repeat: string; minter: string },
  tick: TickFacts | null,
  network: Network,
): Checked<readonly InscribeItem[]> {
  const checked = checkTick(input.tick);
  if (!checked.ok) return checked;
  if (!tick) return fail('tick_not_found', { tick: input.tick });
  if (isSelfMintTick(tick.ticker) && tick.deployer && tick.deployer !== input.minter) return fail('only_holder_can_mint', { tick: tick.ticker });
  const amt = amount(input.amt, tick.decimal ?? 18);
  if (!amt) return fail('enter_amount');
  if (amt.gt(tick.limit)) return fail('amount_limit', { x: tick.limit });
  if (amt.gt(tick.max)) return fail('amount_max');
  const repeat = Number(input.repeat.trim() || '1');
  if (!Number.isInteger(repeat) || repeat < 1 || repeat > MINT_REPEAT_MAX) return fail('repeat_range', { x: MINT_REPEAT_MAX });
  const left = new Decimal(tick.max).minus(tick.totalMinted);
  if (left.lte(0)) return fail('mint_complete', { tick: tick.ticker });
  if (amt.times(repeat).gt(left)) return fail('amount_left', { x: left.toFixed() });
  return capped(
    Array.from({ length: repeat }, (_, i) => brc20Item({ op: 'mint', tick: tick.ticker, amt: amt.toFixed() }, i)),
    network,
  );
}

/** A transfer inscription of the holder's own available balance, to the holder's own address. */
export function transferItems(input: { tick: string; amt: string }, tick: TickFacts | null, available: string | null): Checked<readonly InscribeItem[]> {
  const checked = checkTick(input.tick);
  if (!checked.ok) return checked;
  if (!tick) return fail('tick_not_found', { tick: input.tick });
  const amt = amount(input.amt, tick.decimal ?? 18);
  if (!amt) return fail('enter_amount');
  if (available === null || amt.gt(available)) return fail('insufficient_balance');
  return { ok: true, value: [brc20Item({ op: 'transfer', tick: tick.ticker, amt: amt.toFixed() }, 0)] };
}

// Domain names -----------------------------------------------------------------------------------------

/** A name as inscribed: trimmed, lower case; null when its kind is not one we inscribe or it is malformed. */
export function normaliseName(raw: string): { name: string; kind: DomainKind } | null {
  const name = raw.trim().toLowerCase();
  const match = /^([^\s.]+)\.([a-z]+)$/u.exec(name);
  if (!match || !(DOMAIN_KINDS as readonly string[]).includes(match[2]!)) return null;
  // A bitmap is a block's number as the chain counts it: digits, no leading zero.
  if (match[2] === 'bitmap' && !/^(0|[1-9]\d*)$/.test(match[1]!)) return null;
  return { name, kind: match[2] as DomainKind };
}

/** The names typed, one per line: the valid ones (each once), and the lines that are not names we inscribe. */
export function parseNames(text: string): { names: readonly { name: string; kind: DomainKind }[]; invalid: readonly string[] } {
  const seen = new Set<string>();
  const names: { name: string; kind: DomainKind }[] = [];
  const invalid: string[] = [];
  for (const line of text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)) {
    const parsed = normaliseName(line);
    if (!parsed) invalid.push(line);
    else if (!seen.has(parsed.name)) {
      seen.add(parsed.name);
      names.push(parsed);
    }
  }
  return { names, invalid };
}

/** Bitmaps of blocks that do not exist yet (above the chain's height): paying for one inscribes nothing valid. */
export function bitmapsBeyond(names: readonly string[], height: number): readonly string[] {
  return names.filter((n) => n.endsWith('.bitmap') && BigInt(n.slice(0, -'.bitmap'.length)) > BigInt(height));
}

/** A name's category (its kind after the dot), as the existence check and the name search take it. */
export const nameCategory = (name: string): DomainKind | null => normaliseName(name)?.kind ?? null;

/** The names by category, for one existence check per category. */
export function namesByCategory(names: readonly string[]): ReadonlyMap<DomainKind, readonly string[]> {
  const groups = new Map<DomainKind, string[]>();
  for (const name of names) {
    const kind = nameCategory(name);
    if (kind) groups.set(kind, [...(groups.get(kind) ?? []), name]);
  }
  return groups;
}

/**
 * The existence check before paying: names inscribed already are named back to remove (nothing is placed while
 * any is there), and when every name is taken there is nothing valid to inscribe.
 */
export function checkNamesFree(names: readonly string[], taken: ReadonlySet<string>): Checked<readonly string[]> {
  const inscribed = names.filter((n) => taken.has(n));
  if (inscribed.length === names.length) return fail('no_valid_names');
  if (inscribed.length) return fail('names_taken', { names: inscribed.join(', ') });
  return { ok: true, value: names };
}

// The fee address of the wallet connector ------------------------------------------

/** A fee to a given address goes with the order only when it is more than zero. */
export function checkDevFee(devAddress: string, devFee: number | null): Checked<{ devAddress?: string; devFee?: number }> {
  if (!devAddress) return { ok: true, value: {} };
  if (devFee === null || !Number.isFinite(devFee) || devFee <= 0) return fail('dev_fee_positive');
  return { ok: true, value: { devAddress, devFee: Math.floor(devFee) } };
}

// The receive address ------------------------------------------------------------------------------------

const BECH32_CHARS = /^[02-9ac-hj-np-z]+$/;
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/;
/**
 * Whether an address looks right for the network: its prefix, its alphabet and its length (the wallet and the
 * server check the checksum). Mainnet: bc1…, 1…, 3…; otherwise tb1…, bcrt1…, m…, n…, 2….
 */
export function addressFitsNetwork(address: string, network: Network): boolean {
  const a = address.trim();
  const lower = a.toLowerCase();
  const bech = network === 'mainnet' ? ['bc1'] : ['tb1', 'bcrt1'];
  const prefix = bech.find((p) => lower.startsWith(p));
  if (prefix) {
    if (a !== lower && a !== a.toUpperCase()) return false;
    const data = lower.slice(prefix.length);
    return BECH32_CHARS.test(data) && data.length >= 39 && data.length <= 59 && (data[0] === 'q' || data[0] === 'p');
  }
  const legacy = network === 'mainnet' ? /^[13]/ : /^[mn2]/;
  return legacy.test(a) && BASE58.test(a) && a.length >= 26 && a.length <= 35;
}

export function checkReceiveAddress(address: string, network: Network): Checked<string> {
  if (address.trim() === '') return fail('input_receive_address');
  return addressFitsNetwork(address, network) ? { ok: true, value: address.trim() } : fail('receive_address_invalid');
}
