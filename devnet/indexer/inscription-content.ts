import { Decimal } from '../decimal';
import { DOMAIN_KINDS, type DomainKind } from './assets-state';

/** An amount as brc-20 and the devnet's gifts take it: a positive decimal with up to 18 places. */
export function decimalOk(value: string | undefined): value is string {
  if (typeof value !== 'string' || !/^\d+(\.\d{1,18})?$/.test(value)) return false;
  return new Decimal(value).gt(0);
}

/** A brc-20 operation in an inscription's text, or null. */
export function parseBrc20(text: string): { op: 'deploy' | 'mint' | 'transfer'; tick: string; max?: string; lim?: string; amt?: string } | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const o = json as Record<string, unknown>;
  if (!o || typeof o !== 'object' || o.p !== 'brc-20' || typeof o.tick !== 'string' || !['deploy', 'mint', 'transfer'].includes(String(o.op))) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { op: o.op as 'deploy' | 'mint' | 'transfer', tick: o.tick, max: str(o.max), lim: str(o.lim), amt: str(o.amt) };
}

/** A domain name inscription ('name.sats', '123.bitmap'), or null. */
export function parseDomain(text: string): { name: string; kind: DomainKind } | null {
  const trimmed = text.trim();
  const match = /^([^\s.]+)\.([a-z]+)$/u.exec(trimmed);
  if (!match || !(DOMAIN_KINDS as readonly string[]).includes(match[2]!)) return null;
  return { name: trimmed, kind: match[2] as DomainKind };
}
