import * as v from 'valibot';
import { MARKET_CATEGORIES } from '../../domain/entities';
import type { BidRecord, HeldCoin } from '../../domain/market/bid-standing';
import type { QueryApi } from '../api/query-api';
import type { KeyValueStore } from '../storage/key-value-store';

/**
 * The bids this browser placed, per address: the market has no call that lists an address's bids (spec 001 section 7
 * has bid_history per auction), so the app remembers each bid it placed, with the coins it holds, and reads its
 * standing from bid_history and the chain. What is stored is decoded like a server's answer: a damaged entry is dropped.
 */
const KEEP = 100;
const keyOf = (address: string) => `bids:${address}`;

const Record = v.object({
  category: v.picklist(MARKET_CATEGORIES),
  auctionId: v.string(),
  bidId: v.string(),
  priceSats: v.pipe(v.string(), v.regex(/^\d+$/)),
  title: v.string(),
  inscriptionId: v.optional(v.string()),
  token: v.optional(
    v.variant('kind', [
      v.object({ kind: v.literal('brc20'), tick: v.string(), amount: v.string() }),
      v.object({ kind: v.literal('runes'), rune: v.string(), amount: v.string() }),
      v.object({ kind: v.literal('arc20'), ticker: v.string(), amount: v.string() }),
    ]),
  ),
  coins: v.array(v.object({ txid: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)), vout: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
  placedAt: v.number(),
  endTime: v.nullable(v.number()),
});

export interface BidBook {
  /** The address's bids, newest first. */
  list(address: string): BidRecord[];
  add(address: string, record: BidRecord): void;
}

export function createBidBook(store: KeyValueStore): BidBook {
  const list = (address: string): BidRecord[] => {
    let stored: unknown;
    try {
      stored = JSON.parse(store.get(keyOf(address)) ?? '[]');
    } catch {
      return [];
    }
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((entry) => {
      const decoded = v.safeParse(Record, entry);
      return decoded.success ? [decoded.output] : [];
    });
  };
  return {
    list,
    add(address, record) {
      const others = list(address).filter((r) => r.bidId !== record.bidId);
      store.set(keyOf(address), JSON.stringify([record, ...others].slice(0, KEEP)));
    },
  };
}

/**
 * Whether any coin a bid holds is spent, from the indexer's own answer (an output it no longer knows, or marks
 * spent): the app finds a bid void without waiting for the market. The Bids tab and the item page ask it.
 */
export async function anyHeldCoinSpent(query: Pick<QueryApi, 'utxo'>, coins: readonly HeldCoin[]): Promise<boolean> {
  const outputs = await Promise.all(coins.map((c) => query.utxo(c.txid, c.vout)));
  return outputs.some((o) => o === null || o.isSpent === true);
}
