/**
 * What each transaction of the devnet moved, by address: the chain forgets spent outputs and a mined transaction's
 * bytes, so the open API's address history (/address/{address}/history) is answered from these records, kept as the
 * transaction enters the mempool and given their block's height when it is mined.
 */
export interface TxRecord {
  readonly txid: string;
  /** The block it was confirmed in; null while in the mempool. */
  readonly height: number | null;
  /** When it entered the mempool, ms (the server's clock). */
  readonly time: number;
  readonly nIn: number;
  readonly nOut: number;
  /** Its bytes (0 for the faucet's, which has none). */
  readonly size: number;
  readonly locktime: number;
  /** The sats each address's own outputs paid into it (decimal text, exact). */
  readonly spent: Readonly<Record<string, string>>;
  /** The sats it paid to each address (decimal text, exact). */
  readonly received: Readonly<Record<string, string>>;
}

/** The devnet keeps the last records only (as it keeps the last blocks). */
const KEEP_RECORDS = 2000;

/** Sats by address, summed exactly; outputs with no address (OP_RETURN) are left out. */
export function satsByAddress(moves: readonly { readonly address: string; readonly value: bigint | string }[]): Record<string, string> {
  const sums: Record<string, bigint> = {};
  for (const m of moves) if (m.address) sums[m.address] = (sums[m.address] ?? 0n) + BigInt(m.value);
  return Object.fromEntries(Object.entries(sums).map(([address, sats]) => [address, sats.toString()]));
}

/** The history with `record` added (the oldest dropped past KEEP_RECORDS). */
export function withRecord(history: readonly TxRecord[] | undefined, record: TxRecord): TxRecord[] {
  return [...(history ?? []), record].slice(-KEEP_RECORDS);
}

/** The history once `txids` are mined at `height`. */
export function confirmRecords(history: readonly TxRecord[] | undefined, txids: ReadonlySet<string>, height: number): TxRecord[] {
  return (history ?? []).map((r) => (r.height === null && txids.has(r.txid) ? { ...r, height } : r));
}

/** The records that moved sats from or to `address`, newest first: the mempool's, then by block, later first. */
export function recordsOf(history: readonly TxRecord[] | undefined, address: string): TxRecord[] {
  const order = (r: TxRecord) => r.height ?? Number.MAX_SAFE_INTEGER;
  return (history ?? [])
    .map((r, at) => ({ r, at }))
    .filter(({ r }) => address in r.spent || address in r.received)
    .sort((a, b) => order(b.r) - order(a.r) || b.at - a.at)
    .map(({ r }) => r);
}
