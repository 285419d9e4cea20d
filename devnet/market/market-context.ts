import { Decimal } from '../decimal';
import type { MarketCategory } from '../../src/domain/entities';
import { type Chain } from '../chain/chain';
import type { Indexer } from '../indexer/indexer';
import type { ActionType, Bid, Listing, MarketAction, MarketState } from './market-state';
import { DevnetError } from '../devnet-error';

export interface MarketUser {
  readonly inscribeCount: number;
  readonly ogPassCount: number;
}

export interface MarketDeps {
  readonly load: () => MarketState;
  readonly save: (state: MarketState) => void;
  readonly chain: Chain;
  readonly indexer: Indexer;
  readonly now: () => number;
  readonly user: (address: string) => MarketUser;
  /** Broadcasts a finished transaction (the chain, then the indexer). */
  readonly broadcast: (rawHex: string) => string;
  /** Maintenance and read-only flags. */
  readonly flags: () => { marketMaintenance: boolean; brc20ReadOnly: boolean; domainReadOnly: boolean; arc20ReadOnly: boolean; runesReadOnly: boolean };
}

export type Body = Record<string, unknown>;

export const int = (value: unknown, name: string): number => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n <= 0) throw new DevnetError(-1, `${name} must be a whole number of sats.`);
  return n;
};
export const str = (value: unknown, name: string): string => {
  if (typeof value !== 'string' || value === '') throw new DevnetError(-1, `${name} is required.`);
  return value;
};

/** The market's state and what its parts share: finding listings, recording actions, the flags' refusals, and a sale. */
export function createMarketContext(deps: MarketDeps) {
  const get = () => deps.load();
  const { chain, indexer } = deps;

  const save = (change: (s: MarketState) => MarketState) => deps.save(change(get()));
  const listing = (auctionId: unknown): Listing => {
    const found = typeof auctionId === 'string' ? get().listings[auctionId] : undefined;
    if (!found) throw new DevnetError(-1, 'No such listing.');
    return found;
  };
  /** -100 when the listing is sold or unlisted. */
  const active = (auctionId: unknown): Listing => {
    const found = listing(auctionId);
    if (found.status !== 'listed') throw new DevnetError(-100, 'This inscription has been sold or unlisted.');
    const utxo = chain.utxo(found.txid, found.vout);
    if (!utxo) throw new DevnetError(-100, 'This inscription has been sold or unlisted.');
    return found;
  };
  const record = (type: ActionType, l: Listing, extra: Partial<MarketAction> = {}): MarketAction => ({
    type,
    auctionId: l.auctionId,
    nftType: l.nftType,
    price: l.price,
    unitPrice: l.unitPrice,
    from: l.seller,
    to: null,
    time: deps.now(),
    ...(l.tick ? { tick: l.tick } : {}),
    ...(l.inscriptionId ? { inscriptionId: l.inscriptionId } : {}),
    ...(l.collectionId ? { collectionId: l.collectionId } : {}),
    // The item's name and amount, as the real API's actions give them (collectionItemName, amount).
    ...(l.nftType === 'collection' && l.name ? { collectionItemName: l.name } : {}),
    ...(l.amount ? { amount: l.amount } : {}),
    ...(l.domain ? { domain: l.domain } : {}),
    ...extra,
  });

  /** Maintenance (-106) and the read-only flags (-116 brc20, -117 domain, and arc20 and runes) stop every change. */
  function writable(category: MarketCategory): void {
    const flags = deps.flags();
    if (flags.marketMaintenance) throw new DevnetError(-106, 'The market is under maintenance.');
    if (category === 'brc20' && flags.brc20ReadOnly) throw new DevnetError(-116, 'The brc-20 market is read-only for now.');
    if (category === 'domain' && flags.domainReadOnly) throw new DevnetError(-117, 'The domain market is read-only for now.');
    // No codes of their own for these two: a plain refusal with the reason.
    if (category === 'arc20' && flags.arc20ReadOnly) throw new DevnetError(-1, 'The ARC-20 market is read-only for now.');
    if (category === 'runes' && flags.runesReadOnly) throw new DevnetError(-1, 'The runes market is read-only for now.');
  }

  const unitOf = (price: number, amount: string | undefined): number =>
    amount && new Decimal(amount).gt(0) ? new Decimal(price).div(amount).toDecimalPlaces(8, Decimal.ROUND_DOWN).toNumber() : price;

  /** A sale: the buy transaction (and its split) go out; the listing is sold and the bid won. */
  function settleSale(l: Listing, bid: Bid, raw: { tx: string; tx2: string | null }): string {
    if (raw.tx2) deps.broadcast(raw.tx2);
    const txid = deps.broadcast(raw.tx);
    const sold: Listing = { ...l, status: 'sold', soldPrice: bid.price, buyer: bid.nftAddress, saleTxid: txid, signedWitness: null };
    save((s) => ({
      ...s,
      listings: { ...s.listings, [l.auctionId]: sold },
      bids: { ...s.bids, [bid.bidId]: { ...bid, status: 'won', signedTx: raw.tx, signedTx2: raw.tx2 } },
      actions: [...s.actions, record('Sold', sold, { price: bid.price, unitPrice: unitOf(bid.price, l.amount), to: bid.nftAddress })],
    }));
    return txid;
  }

  return { deps, chain, indexer, get, save, listing, active, record, writable, unitOf, settleSale };
}

export type MarketContext = ReturnType<typeof createMarketContext>;
