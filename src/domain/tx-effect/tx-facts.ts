/**
 * What the app looked up itself about the outputs a transaction spends (the query layer, before the check
 * runs; the check stays pure): the amount the chain holds, and every asset on it. Keyed by `txid:vout`.
 */
export interface OutpointFacts {
  /** The output's value on chain, in sats. */
  readonly amount: bigint;
  /** The output's script on chain (who can spend it), when the indexer says it. */
  readonly script?: Uint8Array;
  /**
   * Every inscription on the output, with the offset of its sat; a brc-20 transfer inscription not yet moved carries
   * its tick and amount as the indexer's record of that inscription says them.
   */
  readonly inscriptions: readonly { readonly id: string; readonly offset: bigint; readonly brc20?: { readonly tick: string; readonly amount: string } }[];
  /** Rune balances on the output: raw amounts, and the rune's divisibility when the indexer says it. */
  readonly runes: readonly { readonly rune: string; readonly amount: string; readonly divisibility?: number }[];
  /** ARC-20 (atomicals) on the output: every sat of it is colored. */
  readonly arc20: readonly { readonly ticker: string; readonly amount: string }[];
}

/** Looked up: the facts, or null when the indexer does not know the output (not on chain yet). */
export type TxFacts = ReadonlyMap<string, OutpointFacts | null>;

export const outpointKey = (txid: string, vout: number): string => `${txid.toLowerCase()}:${vout}`;

export const NO_FACTS: TxFacts = new Map();

/**
 * Whether a raw rune amount at a divisibility is exactly an amount in the rune's own units ('12345' at divisibility 2
 * is '123.45'), in bigint (the check carries no decimal library).
 */
export function isRuneAmount(raw: string, divisibility: number, amount: string): boolean {
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!parts || !/^\d+$/.test(raw) || !Number.isInteger(divisibility) || divisibility < 0 || divisibility > 38) return false;
  const fraction = (parts[2] ?? '').replace(/0+$/, '');
  return fraction.length <= divisibility && BigInt(parts[1]! + fraction.padEnd(divisibility, '0')) === BigInt(raw);
}

/** Whether an output carries anything but plain sats. */
export const carriesAssets = (f: OutpointFacts): boolean => f.inscriptions.length > 0 || f.runes.length > 0 || f.arc20.length > 0;

/** The assets on an output, in words: "inscription 6fcc…i0, 100 DEVNET•RUNE". */
export function assetWords(f: OutpointFacts): string {
  const short = (id: string) => (id.length > 16 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id);
  return [
    ...f.inscriptions.map((i) => `inscription ${short(i.id)}${i.brc20 ? ` (a brc-20 transfer of ${i.brc20.amount} ${i.brc20.tick})` : ''}`),
    ...f.runes.map((r) => `${r.amount} ${r.rune}`),
    ...f.arc20.map((a) => `${a.amount} ${a.ticker} (ARC-20)`),
  ].join(', ');
}
