import type { MarketCategory } from '../../src/domain/entities';
import type { DevAccount } from '../wallet/dev-accounts';
import { allInputs, signInputs } from '../wallet/sign-inputs';
import type { Indexer } from './indexer';
import type { Market } from '../market/market';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A sale of the seed's history: when (before now), who sells, what, for how much (whole sats). */
interface PastSale {
  readonly ago: number;
  readonly seller: DevAccount;
  readonly category: MarketCategory;
  readonly item: () => { inscriptionId: string };
  readonly price: number;
}

/**
 * The market's past month, made of real trades: each sale is inscribed, listed, signed, bought by the
 * second account and mined at its time in the past (the server clock is set back for it, then put back).
 * The charts, the activity and the floor, volume and change of every window have something true to show.
 */
export interface HistoryDeps {
  readonly indexer: Indexer;
  readonly market: Market;
  readonly mine: (blocks: number) => number;
  /** Sets the server clock back by msAgo (0 puts it back). */
  readonly travel: (msAgo: number) => void;
  /** Lists an item as its seller (create_put_on, signed, confirm_put_on); answers the auctionId. */
  readonly list: (seller: DevAccount, category: MarketCategory, body: Record<string, unknown>) => string;
}

export function seedMarketHistory(deps: HistoryDeps, accounts: { friend: DevAccount; alice: DevAccount; bob: DevAccount }): void {
  const { market, indexer } = deps;
  const { friend, alice, bob } = accounts;
  const transfer = (seller: DevAccount, tick: string, amt: number) => () => ({
    inscriptionId: indexer.inscribe(seller.ordinalsAddress, {
      contentType: 'text/plain;charset=utf-8',
      content: JSON.stringify({ p: 'brc-20', op: 'transfer', tick, amt: String(amt) }),
    }).id,
  });
  const domain = (seller: DevAccount, name: string) => () => ({
    inscriptionId: indexer.inscribe(seller.ordinalsAddress, { contentType: 'text/plain;charset=utf-8', content: name }).id,
  });
  const punk = (seller: DevAccount, n: number) => () => ({
    inscriptionId: indexer.inscribe(seller.ordinalsAddress, {
      contentType: 'image/svg+xml',
      content: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" fill="hsl(${(n * 47) % 360},60%,70%)"/><text x="12" y="15" font-size="6" text-anchor="middle">#${n}</text></svg>`,
      collection: { collectionId: 'devnet-punks', itemName: `Devnet Punk #${n}`, verified: true },
    }).id,
  });

  // ordi: 50 a sale; the unit price climbs over the month with dips, so each window has its own change.
  const ordiUnits = [1000, 1040, 1010, 1100, 1180, 1150, 1230, 1300, 1270, 1350, 1420, 1390, 1460, 1500, 1480, 1550, 1620, 1600];
  const ordiAgo = [
    29 * DAY,
    26 * DAY,
    23 * DAY,
    20 * DAY,
    17 * DAY,
    14 * DAY,
    11 * DAY,
    9 * DAY,
    7 * DAY,
    5 * DAY,
    4 * DAY,
    3 * DAY,
    2 * DAY,
    30 * HOUR,
    20 * HOUR,
    8 * HOUR,
    3 * HOUR,
    30 * 60_000,
  ];
  const sales: PastSale[] = ordiAgo.map((ago, i) => {
    const seller = i % 2 === 0 ? alice : bob;
    return { ago, seller, category: 'brc20', item: transfer(seller, 'ordi', 50), price: 50 * ordiUnits[i]! };
  });
  // pizza: 100 a sale, falling.
  for (const [i, ago] of [25 * DAY, 12 * DAY, 6 * DAY, 36 * HOUR, 5 * HOUR].entries()) {
    const seller = i % 2 === 0 ? bob : alice;
    sales.push({ ago, seller, category: 'brc20', item: transfer(seller, 'pizza', 100), price: 100 * [900, 860, 800, 760, 700][i]! });
  }
  sales.push({ ago: 10 * DAY, seller: alice, category: 'domain', item: domain(alice, 'moon.sats'), price: 300_000 });
  sales.push({ ago: 2 * DAY, seller: bob, category: 'domain', item: domain(bob, '42.sats'), price: 420_000 });
  sales.push({ ago: 15 * DAY, seller: alice, category: 'collection', item: punk(alice, 4), price: 180_000 });
  sales.push({ ago: 3 * DAY, seller: alice, category: 'collection', item: punk(alice, 5), price: 240_000 });
  sales.push({ ago: 4 * HOUR, seller: alice, category: 'collection', item: punk(alice, 6), price: 260_000 });
  sales.sort((a, b) => b.ago - a.ago);

  for (const sale of sales) {
    deps.travel(sale.ago + 60_000);
    const { inscriptionId } = sale.item();
    deps.mine(1);
    deps.travel(sale.ago);
    const auctionId = deps.list(sale.seller, sale.category, { inscriptionId, initPrice: sale.price, marketType: 'fixedPrice' });
    const session = friend.ordinalsAddress;
    const order = { auctionId, bidPrice: sale.price, address: friend.paymentAddress, pubkey: friend.paymentPubKey };
    market.createBidPrepare(sale.category, session, order);
    const bid = market.createBid(sale.category, session, { ...order, feeRate: 5, nftAddress: friend.ordinalsAddress });
    market.confirmBid(sale.category, session, {
      auctionId,
      bidId: bid.bidId,
      psbtBid: signInputs(bid.psbtBid, friend, bid.bidSignIndexes),
      psbtBid2: bid.psbtBid2 ? signInputs(bid.psbtBid2, friend, allInputs(bid.psbtBid2)) : '',
      psbtSettle: bid.psbtSettle,
      fromBase64: false,
    });
    deps.mine(1);
  }
  deps.travel(0);
}
