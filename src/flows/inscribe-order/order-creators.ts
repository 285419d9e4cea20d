import { bitmapsBeyond, checkNamesFree, namesByCategory } from '../../domain/inscribe/domain-names';
import { itemDataUrl, type InscribeItem } from '../../domain/inscribe/inscribe-items';
import type { OrderPayer } from '../../domain/inscribe/order-payer';
import type { OrderView } from '../../domain/inscribe/order-status';
import { formatMessage } from '../../domain/messages';
import type { Api } from '../../services/api/create-api';
import type { Etching } from '../../domain/runes/rune-rules';
import { badgeName, badgeSvg, type BadgeTier } from '../../domain/inscribe/badges';
import { failureMessage } from '../../services/http/error-routing';
import type { KeyValueStore } from '../../services/storage/key-value-store';
import { orderRecords } from '../../services/storage/order-records';
import { formatAmount } from '../../domain/amount-text';

/** What the inscribe form asks to place: its items, where they go, the fee rate and the total its panel showed. */
export interface InscribeOrderAsk {
  readonly items: readonly InscribeItem[];
  readonly receiveAddress: string;
  readonly outputValue: number;
  readonly feeRate: number;
  /** The fee panel's total (sats): what the order may cost. */
  readonly totalSats: number;
  readonly payer: OrderPayer;
}

/**
 * The creation of an inscribe order, for the order runner to start: the order call, then the answer held to what the
 * form showed (where the inscriptions go, how many, the total), which this browser records to check paying against.
 */
export function inscribeOrderCreator(
  services: { readonly api: () => Promise<Api>; readonly localStore: KeyValueStore },
  ask: InscribeOrderAsk,
  devFee: { readonly devAddress: string; readonly devFee: number } | null,
): () => Promise<OrderView> {
  return async () => {
    const api = await services.api();
    const order = await api.basic.createInscribeOrder(
      {
        receiveAddress: ask.receiveAddress,
        feeRate: ask.feeRate,
        outputValue: ask.outputValue,
        files: ask.items.map((i) => ({ filename: i.filename, dataURL: itemDataUrl(i) })),
        ...(devFee ?? {}),
      },
      ask.payer,
    );
    const problem = orderRecords(services.localStore).placed(order, { receiveAddress: ask.receiveAddress, itemCount: ask.items.length, total: ask.totalSats });
    if (problem) throw problem;
    return order;
  };
}

/**
 * The names' check before paying: a bitmap of a block that does not exist yet, or a name inscribed already, is named
 * back in words (null: every name is free). A failed read is its own words too: nothing is placed either way.
 */
export async function namesProblem(api: () => Promise<Api>, names: readonly string[]): Promise<string | null> {
  try {
    const calls = await api();
    if (names.some((n) => n.endsWith('.bitmap'))) {
      const height = Number((await calls.query.blockchainInfo()).blocks);
      const beyond = bitmapsBeyond(names, height);
      if (beyond.length) return formatMessage('bitmap_beyond_height', { names: beyond.join(', '), height: formatAmount(height) });
    }
    const answers = await Promise.all([...namesByCategory(names)].map(([kind, list]) => calls.query.namesExistence(kind, list)));
    const taken = new Set(
      answers
        .flat()
        .filter((a) => a.inscriptionId)
        .map((a) => a.name),
    );
    const free = checkNamesFree(names, taken);
    return free.ok ? null : formatMessage(free.problem.key, free.problem.params as Record<string, string>);
  } catch (error) {
    return failureMessage(error);
  }
}

/** A runes order the runes form asks for: an etching (its terms and the content inscribed with it) or a mint of `count`. */
export type RunesOrderAsk =
  | { readonly op: 'etch'; readonly etching: Etching; readonly content: string }
  | { readonly op: 'mint'; readonly runeid: string; readonly count: number };

/** The creation of a runes order, held to the form's panel like an inscribe order's. */
export function runesOrderCreator(
  services: { readonly api: () => Promise<Api>; readonly localStore: KeyValueStore },
  ask: RunesOrderAsk,
  base: { readonly receiveAddress: string; readonly feeRate: number; readonly outputValue: number; readonly totalSats: number; readonly payer: OrderPayer },
): () => Promise<OrderView> {
  return async () => {
    const api = await services.api();
    const { totalSats, payer, ...order } = base;
    const placed =
      ask.op === 'etch'
        ? await api.basic.createRunesEtchOrder({ ...order, etching: ask.etching, content: ask.content }, payer)
        : await api.basic.createRunesMintOrder({ ...order, runeid: ask.runeid, count: ask.count }, payer);
    const problem = orderRecords(services.localStore).placed(placed, {
      receiveAddress: base.receiveAddress,
      itemCount: ask.op === 'etch' ? 1 : ask.count,
      total: totalSats,
    });
    if (problem) throw problem;
    return placed;
  };
}

/** The creation of a badge order (the devnet's extension): `count` of one badge's SVG, held to the form's panel. */
export function badgeOrderCreator(
  services: { readonly api: () => Promise<Api>; readonly localStore: KeyValueStore },
  ask: { readonly collectionId: string; readonly tier: BadgeTier; readonly index: number; readonly count: number },
  base: { readonly receiveAddress: string; readonly feeRate: number; readonly outputValue: number; readonly totalSats: number },
): () => Promise<OrderView> {
  return async () => {
    const api = await services.api();
    const svg = badgeSvg(ask.tier, ask.index);
    const order = await api.basic.createBadgeOrder({
      collectionId: ask.collectionId,
      type: ask.tier,
      count: ask.count,
      receiveAddress: base.receiveAddress,
      feeRate: base.feeRate,
      outputValue: base.outputValue,
      files: Array.from({ length: ask.count }, (_, i) => ({
        filename: `${badgeName(ask.tier, ask.index)} ${i + 1}.svg`,
        dataURL: `data:image/svg+xml;base64,${btoa(svg)}`,
      })),
    });
    const problem = orderRecords(services.localStore).placed(order, { receiveAddress: base.receiveAddress, itemCount: ask.count, total: base.totalSats });
    if (problem) throw problem;
    return order;
  };
}
