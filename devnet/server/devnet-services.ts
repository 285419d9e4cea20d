import { createChain } from '../chain/chain';
import { createIndexer } from '../indexer/indexer';
import { createOrders } from '../inscribe/orders';
import { createBlindMint } from '../inscribe/blind-mint';
import { createDeployer } from '../market/deployer';
import { createMarket } from '../market/market';
import { createSwap } from '../swap/swap';
import { createAuth } from './auth';
import type { Scenario } from './scenario';
import type { StateStore } from './state';

/**
 * The devnet's parts over one state: the chain, the indexer that follows it, sign-in, the market, the swap
 * module, inscribe orders, the badges' blind mints and the deployer's claims; each keeps its slice of the state in the store.
 */
export function createDevnetServices(deps: { store: StateStore; serverNow: () => number; scenario: Scenario }) {
  const { store, serverNow, scenario } = deps;
  const chain = createChain({ load: () => store.get().chain, save: (next) => store.update((s) => ({ ...s, chain: next })), now: serverNow });
  const auth = createAuth({ store, now: serverNow });
  const indexer = createIndexer({ load: () => store.get().assets, save: (next) => store.update((s) => ({ ...s, assets: next })), chain, now: serverNow });
  /** Every transaction goes through here: the chain takes it, the indexer follows it. */
  const broadcast = (rawHex: string): string => {
    const result = chain.submit(rawHex);
    indexer.apply(result);
    return result.txid;
  };
  const market = createMarket({
    load: () => store.get().market,
    save: (next) => store.update((s) => ({ ...s, market: next })),
    chain,
    indexer,
    now: serverNow,
    user: (address) => store.get().users[address] ?? { inscribeCount: 0, ogPassCount: 0 },
    broadcast,
    flags: () => store.get().flags,
  });
  const swap = createSwap({
    load: () => store.get().swap,
    save: (next) => store.update((s) => ({ ...s, swap: next })),
    chain,
    indexer,
    now: serverNow,
    broadcast,
    flags: () => store.get().flags,
    swapAccess: (address) => store.get().users[address]?.swapAccess ?? true,
  });
  const userOf = (address: string) => store.get().users[address] ?? { inscribeCount: 0, ogPassCount: 0, swapAccess: true };
  const orders = createOrders({
    load: () => store.get().orders,
    save: (next) => store.update((s) => ({ ...s, orders: next })),
    chain,
    indexer,
    now: serverNow,
    broadcast,
    user: userOf,
    addInscribed: (address, count) => auth.setUser(address, { inscribeCount: userOf(address).inscribeCount + count }),
    overcharge: () => {
      // The control's 'orders/tamper': the next order asks for more than the fee rule says (a dishonest server).
      const extra = scenario.orderOvercharge;
      scenario.orderOvercharge = 0;
      return extra;
    },
  });
  const deployer = createDeployer({
    market,
    indexer,
    chain,
    now: serverNow,
    load: () => store.get().claims,
    save: (claims) => store.update((s) => ({ ...s, claims })),
  });
  const blind = createBlindMint({
    chain,
    indexer,
    now: serverNow,
    broadcast,
    load: () => store.get().orders.blind ?? {},
    save: (next) => store.update((s) => ({ ...s, orders: { ...s.orders, blind: next } })),
    premiumRemaining: () => orders.badgeLimit().premiumRemaining,
  });
  return { chain, auth, indexer, broadcast, market, swap, orders, deployer, blind, userOf };
}
