import type { ServerResponse } from 'node:http';
import type { ApiRoute } from '../server/api-surface';
import { MARKET_CATEGORIES, type MarketCategory } from '../../src/domain/entities';
import type { Market } from './market';
import { DevnetError } from '../devnet-error';
import { checkOpenApiFields } from './open-api-fields';

/**
 * The market's per-category calls (`POST /market/{category}/auction/{name}`). Calls that change something need the session (-163 without one).
 */
export function createMarketRoutes(deps: {
  market: Market;
  more: Record<string, (category: MarketCategory, body: Record<string, unknown>) => unknown>;
  session: (session: string | undefined) => string;
  ok: (res: ServerResponse, data: unknown) => void;
  /** Changes an answer before it is sent (the tamper control); the identity when absent. */
  answer?: (call: string, data: unknown) => unknown;
}): ApiRoute[] {
  const { market } = deps;
  const reads: Record<string, (category: MarketCategory, body: Record<string, unknown>) => unknown> = {
    ...deps.more,
    config: () => market.config(),
    list: (category, body) => market.list(category, body),
    detail: (_, body) => market.detail(body.auctionId),
    bid_history: (_, body) => market.bidHistory(body.auctionId),
    actions: (category, body) => market.actions(category, body),
    brc20_statistic: (category, body) => market.statistic(category, (l) => l.tick?.toLowerCase() === String(body.tick ?? '').toLowerCase()),
    runes_statistic: (category, body) => market.statistic(category, (l) => l.tick === body.tick),
    arc20_statistic: (category, body) => market.statistic(category, (l) => l.tick === body.tick),
  };
  const writes: Record<string, (category: MarketCategory, session: string, body: Record<string, unknown>) => unknown> = {
    create_put_on: market.createPutOn,
    confirm_put_on: market.confirmPutOn,
    create_put_off: market.createPutOff,
    confirm_put_off: market.confirmPutOff,
    create_modify_price: market.createModifyPrice,
    confirm_modify_price: market.confirmModifyPrice,
    create_bid_prepare: market.createBidPrepare,
    create_bid: market.createBid,
    confirm_bid: market.confirmBid,
    create_batch_bid_prepare: market.createBatchBidPrepare,
    create_batch_bid: market.createBatchBid,
    confirm_batch_bid: market.confirmBatchBid,
    create_claim: market.createClaim,
    confirm_claim: market.confirmClaim,
  };
  return [
    {
      layer: 'market',
      method: 'POST',
      path: new RegExp(`^/(${MARKET_CATEGORIES.join('|')})/auction/([a-z0-9_]+)$`),
      handle: ({ body, res, session }, [category, name]) => {
        market.settleDue();
        checkOpenApiFields(category as MarketCategory, name!, body);
        const read = Object.hasOwn(reads, name!) ? reads[name!] : undefined;
        if (read) {
          const data = read(category as MarketCategory, body);
          return deps.ok(res, deps.answer ? deps.answer(name!, data) : data);
        }
        const write = Object.hasOwn(writes, name!) ? writes[name!] : undefined;
        if (!write) throw new DevnetError(-404, `The devnet market has no call '${name}'.`);
        const data = write(category as MarketCategory, deps.session(session), body);
        deps.ok(res, deps.answer ? deps.answer(name!, data) : data);
      },
    },
  ];
}
