import { DevnetError } from '../devnet-error';

/** An address in a path or a body, checked to look like a testnet one. */
export function chainAddress(address: string): string {
  if (!/^(tb1|bcrt1|[mn2])[a-zA-HJ-NP-Z0-9]{20,90}$/.test(address)) throw new DevnetError(-1, `'${address}' is not a testnet address.`);
  return address;
}

/** A number in a control call's body, checked to be finite and within [min, max]. */
export function finite(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    throw new DevnetError(-1, `${name} must be a number from ${min} to ${max}.`);
  return value;
}

/** The indexer's paging (`start`, `limit`) from a query: bad values fall back to the first page of 20, at most 512. */
export function pageOf(query: URLSearchParams, startName = 'start', limitName = 'limit'): { start: number; limit: number } {
  return {
    start: Math.max(0, Number(query.get(startName) ?? 0) || 0),
    limit: Math.min(512, Math.max(1, Number(query.get(limitName) ?? 20) || 20)),
  };
}
