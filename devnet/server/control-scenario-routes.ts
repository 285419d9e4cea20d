import { DevnetError } from '../devnet-error';
import type { Indexer } from '../indexer/indexer';
import type { Orders } from '../inscribe/orders';
import { seedBenchListings } from '../market/bench-listings';
import type { Market } from '../market/market';
import { TAMPER_KINDS, isTamperKind } from '../market/tamper';
import type { Swap } from '../swap/swap';
import type { ControlChange } from './control-routes';
import type { ControlRoute } from './control-surface';
import { ok } from './http-utils';
import { chainAddress, finite } from './input-checks';
import type { Scenario } from './scenario';
import type { StateStore } from './state';

/**
 * The control surface's calls that set up what the site meets: assets given to an address, listings in
 * bulk, tampered answers (market PSBTs, inscribe orders, swap withdrawals), and the swap's events.
 */
export function createControlScenarioRoutes(deps: {
  store: StateStore;
  indexer: Indexer;
  market: Market;
  swap: Swap;
  orders: Orders;
  mine: (blocks: number) => number;
  scenario: Scenario;
  change: ControlChange;
}): ControlRoute[] {
  const { indexer, market, swap, orders, scenario, change } = deps;
  return [
    {
      method: 'GET',
      path: '/swap/balances',
      handle: ({ query, res }) => {
        // What an address holds in the swap module, by tick (what a test checks after an operation).
        const address = query.get('address') ?? '';
        chainAddress(address);
        ok(res, deps.store.get().swap.balances[address] ?? {});
      },
    },
    /** Seeds `count` listings of the 'Bench Pixels' collection (up to 20,000), each signed and checked. */
    {
      method: 'POST',
      path: '/market/listings',
      handle: change((body) => {
        seedBenchListings({ indexer, market, mine: deps.mine }, Math.floor(finite(body.count, 'count', 1, 20_000)));
      }),
    },
    /** Tampers with the next PSBT a market call answers, one of TAMPER_KINDS (null clears it). */
    {
      method: 'POST',
      path: '/market/tamper',
      handle: change((body) => {
        if (body.kind === null) {
          scenario.marketTamper = null;
          return;
        }
        if (!isTamperKind(body.kind)) throw new DevnetError(-1, `kind must be one of: ${Object.keys(TAMPER_KINDS).join(', ')}.`);
        scenario.marketTamper = body.kind;
        return { tamper: body.kind, what: TAMPER_KINDS[body.kind] };
      }),
    },
    /** Refunds an inscribe order that needs it (or is stuck or failed). */
    {
      method: 'POST',
      path: '/orders/refund',
      handle: change((body) => {
        orders.refund(body.orderId);
      }),
    },
    /** The next inscribe order asks for `extraSats` more than the fee panel's rule (the site must refuse to pay it). */
    {
      method: 'POST',
      path: '/orders/tamper',
      handle: change((body) => {
        scenario.orderOvercharge = finite(body.extraSats, 'extraSats', 0, 100_000_000);
      }),
    },
    /** Makes an inscribe order stuck or failed. */
    {
      method: 'POST',
      path: '/orders/status',
      handle: change((body) => {
        orders.setStatus(body.orderId, body.status);
      }),
    },
    /** Starts a swap op commit now, for `ms` (default 10 s): changes answer -2 and system_status says committing. */
    {
      method: 'POST',
      path: '/swap/commit',
      handle: change((body) => {
        swap.startCommit(body.ms === undefined ? 10_000 : finite(body.ms, 'ms', 100, 600_000));
      }),
    },
    /**
     * Moves a pool's price: trades `amount` of `tickIn` into the tickIn/tickOut pool from nobody's balance
     * (what another trader between a quote and its submit does). Answers the pool.
     */
    { method: 'POST', path: '/swap/move-price', handle: change((body) => swap.movePrice(body.tickIn, body.tickOut, body.amount)) },
    /** Someone else deposits `amount` of `tick` into the swap (the module mints it on chain): a queued withdrawal can then be matched. */
    { method: 'POST', path: '/swap/match-deposit', handle: change((body) => swap.matchDeposit(body.from, body.tick, body.amount)) },
    /**
     * Builds the next withdrawal dishonestly: 'withdraw-module-fee' pays the module more than create_withdraw states;
     * 'withdraw-runestone' makes the approval's note a runestone. 'foreign-module', until cleared: the config names a
     * module inscription an attacker holds, and deposits and withdrawal fees are built to pay the attacker's address.
     * null clears them all.
     */
    {
      method: 'POST',
      path: '/swap/tamper',
      handle: change((body) => {
        swap.tamper(body.kind ?? null);
      }),
    },
    /** Makes a swap withdrawal fail (the module's send went wrong): it can then be retried. */
    {
      method: 'POST',
      path: '/swap/fail-withdraw',
      handle: change((body) => {
        swap.failWithdraw(body.id);
      }),
    },
    /** Gives an address assets: an inscription (text, a brc-20 operation, a domain name), runes or ARC-20. */
    { method: 'POST', path: '/give', handle: change((body) => give(indexer, body)) },
  ];
}

function give(indexer: Indexer, body: Record<string, unknown>): void | Record<string, unknown> {
  if (typeof body.address !== 'string') throw new DevnetError(-1, 'address must be a testnet address.');
  const address = chainAddress(body.address);
  switch (body.kind) {
    case 'inscription': {
      if (typeof body.content !== 'string' || body.content.length > 400_000) throw new DevnetError(-1, 'content must be text of at most 400000 characters.');
      // An item of a collection the devnet knows, when asked (collectionId and itemName): verified as its collection is.
      const collection = typeof body.collectionId === 'string' ? indexer.state().collections[body.collectionId] : undefined;
      if (typeof body.collectionId === 'string' && !collection) throw new DevnetError(-1, `No collection '${body.collectionId}'.`);
      const made = indexer.inscribe(address, {
        contentType: typeof body.contentType === 'string' ? body.contentType : 'text/plain;charset=utf-8',
        content: body.content,
        ...(collection
          ? {
              collection: {
                collectionId: collection.collectionId,
                itemName: typeof body.itemName === 'string' ? body.itemName.slice(0, 80) : 'Item',
                verified: collection.verified,
              },
            }
          : {}),
      });
      return { inscriptionId: made.id };
    }
    case 'brc20': {
      const tick = typeof body.tick === 'string' ? body.tick : '';
      const amt = typeof body.amount === 'string' ? body.amount : '';
      if (!indexer.tick(tick)) throw new DevnetError(-1, `No brc-20 tick '${tick}'.`);
      const op = body.transfer === true ? 'transfer' : 'mint';
      const made = indexer.inscribe(address, { contentType: 'text/plain;charset=utf-8', content: JSON.stringify({ p: 'brc-20', op, tick, amt }) });
      if (!made.brc20?.valid) throw new DevnetError(-1, `That ${op} is not valid for '${tick}' (amount, limit or balance).`);
      return { inscriptionId: made.id };
    }
    case 'rune': {
      const name = typeof body.rune === 'string' && /^[A-Z•]{1,28}$/.test(body.rune) ? body.rune : null;
      if (!name) throw new DevnetError(-1, 'rune must be a rune name in capitals (• as spacer).');
      indexer.giveRune(
        address,
        { name, symbol: typeof body.symbol === 'string' ? body.symbol.slice(0, 2) : '¤', divisibility: 0 },
        typeof body.amount === 'string' ? body.amount : '',
      );
      return;
    }
    case 'arc20': {
      const ticker = typeof body.ticker === 'string' && /^[a-z0-9]{1,21}$/.test(body.ticker) ? body.ticker : null;
      if (!ticker) throw new DevnetError(-1, 'ticker must be lower-case letters and digits.');
      indexer.giveArc20(address, ticker, BigInt(finite(body.amount, 'amount', 546, 100_000_000)));
      return;
    }
    default:
      throw new DevnetError(-1, "kind must be 'inscription', 'brc20', 'rune' or 'arc20'.");
  }
}
