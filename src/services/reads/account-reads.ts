import { MARKET_CATEGORIES } from '../../domain/entities';
import { arc20Listable, ARC20_TRADE_CONFIRMATIONS } from '../../domain/market/buy-rules';
import type { MarketAsset } from '../../domain/market/market-reads';
import { portfolioValue, type Holding, type PortfolioValue } from '../../domain/market/portfolio';
import { runeAmountText } from '../../domain/runes/rune-amount';
import type { ListedAssets } from '../../domain/tx-effect/intents';
import type { Api } from '../api/create-api';

/** At most this many holdings are valued (each is a statistic call); the rest are said to be left out. */
const VALUED_MOST = 40;

/** What an address's holdings are worth at the market's floors, the BTC price used, and how many were left out. */
export interface PortfolioSummary {
  readonly value: PortfolioValue;
  readonly btcPrice: number;
  readonly left: number;
}

/** One output that can be listed: where it is, what it holds (in display units), and why it cannot be chosen. */
export interface OutputChoice {
  readonly txid: string;
  readonly vout: number;
  readonly satoshi: number;
  /** What is sold, in the asset's display units (no separators). */
  readonly units: string;
  readonly atomicalId?: string;
  /** Other runes riding on the same output: a listing sells the whole output, them too. */
  readonly others: readonly string[];
  /** Why it cannot be listed yet (an ARC-20 output under 10 confirmations), or null. */
  readonly blocked: string | null;
  /** Everything on it (raw amounts), for the listing's check: the listing sells exactly these. */
  readonly sells: ListedAssets;
  /** A rune output: the rune's raw amount on it, its divisibility and id (part of it may be split off to list). */
  readonly rune?: { readonly raw: string; readonly divisibility: number; readonly runeid: string };
}

const plain = (text: string) => text.replace(/,/g, '');

/** Everything `address` has listed, in every market category at once (the rows in the categories' order). */
export const accountListings = (address: string) => async (api: Api, signal: AbortSignal) =>
  (await Promise.all(MARKET_CATEGORIES.map((c) => api.reads.listingsOf(c, address, signal)))).flatMap((p) => p.list);

/**
 * What the address holds, valued at the market's floors: its brc-20, runes and ARC-20 balances and its collection
 * items, the first VALUED_MOST of them each at its asset's floor, at the market config's BTC price.
 */
export const portfolioSummary =
  (address: string) =>
  async (api: Api, signal: AbortSignal): Promise<PortfolioSummary> => {
    const [brc20, runes, arc20, collections, config] = await Promise.all([
      api.query.addressBrc20Summary(address, { start: 0, limit: 100 }),
      api.query.addressRunes(address),
      api.query.addressArc20(address),
      api.reads.holdings(address, signal),
      api.market.forCategory('brc20').config({}, signal),
    ]);
    const held: { holding: Omit<Holding, 'floor'>; asset: MarketAsset }[] = [
      ...brc20.detail.map((t) => ({
        holding: { kind: 'brc20' as const, name: t.ticker, amount: t.overallBalance },
        asset: { category: 'brc20' as const, tick: t.ticker },
      })),
      ...runes.detail.map((r) => ({
        holding: { kind: 'runes' as const, name: r.spacedRune, amount: runeAmountText(r.amount, r.divisibility).replace(/,/g, '') },
        asset: { category: 'runes' as const, tick: r.spacedRune },
      })),
      ...arc20.detail.map((a) => ({
        holding: { kind: 'arc20' as const, name: a.ticker, amount: a.balance },
        asset: { category: 'arc20' as const, tick: a.ticker },
      })),
      ...collections.map((c) => ({
        holding: { kind: 'collection' as const, name: c.name, amount: String(c.count) },
        asset: { category: 'collection' as const, collectionId: c.collectionId },
      })),
    ];
    const valued = held.slice(0, VALUED_MOST);
    // One floor that cannot be read leaves that holding unpriced, never the whole summary.
    const floors = await Promise.all(
      valued.map(({ asset }) =>
        api.reads.overview(asset, signal).then(
          (o) => o.figures.floor,
          () => null,
        ),
      ),
    );
    const value = portfolioValue(
      valued.map(({ holding }, i) => ({ ...holding, floor: floors[i] ?? null })),
      config.BTCPrice,
    );
    return { value, btcPrice: config.BTCPrice, left: held.length - valued.length };
  };

/**
 * The outputs of `address` holding a rune (by its id, or its spaced name `name`) or an ARC-20 ticker `name`, each with
 * what it holds and why it cannot be listed yet: a rune output that also holds an inscription, an ARC-20 output under
 * its confirmations.
 */
export const listableOutputs =
  (category: 'runes' | 'arc20', name: string, runeid: string | undefined, address: string) =>
  async (api: Api): Promise<OutputChoice[]> => {
    if (category === 'runes') {
      const page = await api.query.addressRuneUtxos(address, runeid ?? '', 0, 500);
      // An inscription riding on a rune output would be sold with it unseen: such an output is not offered (the
      // listing's check refuses it too). RuneUtxo does not say: each output is read.
      const inscribed = await Promise.all(page.utxo.map((u) => api.query.utxo(u.txid, u.vout).then((o) => (o?.inscriptions?.length ?? 0) > 0)));
      return page.utxo.map((u, n) => {
        const mine = u.runes.find((r) => r.runeid === runeid || r.spacedRune === name);
        return {
          txid: u.txid,
          vout: u.vout,
          satoshi: u.satoshi,
          units: plain(runeAmountText(mine?.amount ?? '0', mine?.divisibility ?? 0)),
          others: u.runes.filter((r) => r !== mine).map((r) => `${runeAmountText(r.amount, r.divisibility ?? 0)} ${r.spacedRune}`),
          blocked: inscribed[n] ? 'it also holds an inscription, which would be sold with it: list that from its page first' : null,
          sells: { runes: u.runes.map((r) => ({ rune: r.spacedRune, amount: r.amount })), arc20: [] },
          ...(mine ? { rune: { raw: mine.amount, divisibility: mine.divisibility ?? 0, runeid: mine.runeid ?? runeid ?? '' } } : {}),
        };
      });
    }
    const page = await api.query.addressArc20Utxos(address, name);
    return page.utxo.map((u) => ({
      txid: u.txid,
      vout: u.vout,
      satoshi: u.satoshi,
      units: u.amount,
      atomicalId: u.atomicalId,
      others: [],
      blocked: arc20Listable(u.confirmations)
        ? null
        : `${u.confirmations} of ${ARC20_TRADE_CONFIRMATIONS} confirmations: it can be listed after ${ARC20_TRADE_CONFIRMATIONS}`,
      sells: { runes: [], arc20: [{ ticker: u.ticker, amount: u.amount }] },
    }));
  };
