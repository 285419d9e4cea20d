import type { Decimal } from '../../domain/decimal';
import type { MarketActionType } from '../../domain/entities';
import type { ActivityPage, MarketAsset } from '../../domain/market/market-reads';
import { listPriceBounds } from '../../domain/market/trade-rules';
import type { Api } from '../api/create-api';

/** What the brc-20 list flow starts from: the tick, the safe balance, the tick's decimals and the market's confirmations rule, and the bounds on a listing's total (sats). */
export interface Brc20ListFacts {
  readonly input: { readonly tick: string; readonly safeAvailable: string; readonly decimals: number; readonly onSaleConfirmBlocks: number };
  readonly bounds: { readonly min: Decimal; readonly max: Decimal };
}

/** An asset's activity of one kind (or every kind), the first `shown` pages of 20 read at once and put together. */
export const activityPages = (asset: MarketAsset, type: MarketActionType | null, shown: number) => async (api: Api, signal: AbortSignal) => {
  const pages = await Promise.all(Array.from({ length: shown }, (_, p) => api.reads.activity(asset, type, p * 20, signal)));
  return { list: pages.flatMap((p) => p.list), total: pages[0]?.total ?? 0 } satisfies ActivityPage;
};

/** What listing `tick` needs: the market's brc-20 config and the address's safe balance of it, read at once. */
export const brc20ListFacts =
  (address: string, tick: string, inscribeCount: number) =>
  async (api: Api, signal: AbortSignal): Promise<Brc20ListFacts> => {
    const [config, info, facts] = await Promise.all([
      api.market.forCategory('brc20').config({}, signal),
      api.query.addressTickInfo(address, tick),
      api.query.tickInfo(tick),
    ]);
    // The tick's decimals (18 where its deploy named none): a custom amount with more is refused before the wallet.
    const input = { tick, safeAvailable: info.availableBalanceSafe, decimals: facts.decimal ?? 18, onSaleConfirmBlocks: config.onSaleConfirmBlocks };
    return { input, bounds: listPriceBounds('brc20', config, inscribeCount) };
  };
