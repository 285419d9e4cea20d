import type { StateStore } from './state';

/** The state as the control surface answers it: without the chain's sets (they can be large), with the times. */
export function controlSnapshot(store: StateStore, serverNow: number, realNow: number) {
  const { chain: c, sessions, assets, market: m, swap: sw, orders: o, ...rest } = store.get();
  return {
    ...rest,
    sessions: Object.keys(sessions).length,
    chain: { height: c.height, mempoolTxs: c.mempool.length, utxoCount: Object.keys(c.utxos).length },
    assets: {
      inscriptions: assets.inscriptionCount,
      ticks: Object.values(assets.ticks).map((t) => t.tick),
      runes: Object.keys(assets.runeInfo),
      arc20: [...new Set(Object.values(assets.arc20).map((a) => a.ticker))],
    },
    market: {
      listed: Object.values(m.listings).filter((l) => l.status === 'listed').length,
      sold: Object.values(m.listings).filter((l) => l.status === 'sold').length,
      bids: Object.keys(m.bids).length,
    },
    swap: {
      pools: Object.keys(sw.pools).length,
      committingUntil: sw.committingUntil,
      uncommitted: sw.uncommitted,
      withdrawals: Object.keys(sw.withdraws).length,
    },
    orders: Object.keys(o.orders).length,
    serverTime: serverNow,
    realTime: realNow,
  };
}
