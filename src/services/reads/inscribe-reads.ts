import type { FeeDiscount } from '../../domain/entities';
import { namesByCategory } from '../../domain/inscribe/domain-names';
import type { TickFacts } from '../../domain/inscribe/brc20-items';
import type { Api } from '../api/create-api';
import type { RuneInfoRow } from '../api/query-api';

/** The chain as the runes form checks against it: the indexer's height and the runes etched so far (the first 512). */
export interface RunesChain {
  readonly height: number;
  readonly runes: readonly RuneInfoRow[];
}

/** The indexer's height and the runes etched so far, read at once. */
export async function runesChain(api: Api): Promise<RunesChain> {
  const [info, runes] = await Promise.all([api.query.blockchainInfo(), api.query.runesInfoList(0, 512)]);
  return { height: Number((info as { blocks?: number }).blocks ?? 0), runes: runes.detail };
}

/**
 * What the indexer knows of brc-20 tick `tick`: its supply, limit, minted so far, decimals and deployer. Null when
 * it does not know the tick: that is not an error here, the tick is free to deploy.
 */
export async function tickFacts(api: () => Promise<Api>, tick: string): Promise<TickFacts | null> {
  try {
    const info = await (await api()).query.tickInfo(tick);
    return {
      ticker: info.ticker ?? tick,
      max: info.max,
      limit: info.limit,
      totalMinted: info.totalMinted,
      ...(info.decimal === undefined ? {} : { decimal: info.decimal }),
      ...(info.creator ? { deployer: info.creator } : {}),
    };
  } catch (error) {
    if ((error as { serverMessage?: string }).serverMessage?.toLowerCase().includes('not found')) return null;
    throw error;
  }
}

/** The balance of `tick` that `address` can inscribe a transfer of (its available balance), or null when none is said. */
export async function availableBalance(api: () => Promise<Api>, address: string, tick: string): Promise<string | null> {
  const info = await (await api()).query.addressTickInfo(address, tick);
  return info.availableBalanceSafe ?? null;
}

/** The fee discount an address has for inscribe orders (the basic layer's answer, as it is). */
export const addressFeeDiscount =
  (api: () => Promise<Api>) =>
  async (address: string): Promise<FeeDiscount> =>
    (await api()).basic.feeDiscount(address);

/** Which of `names` are inscribed already (the indexer's existence check, one call per kind of name), as the user types them. */
export async function inscribedNames(api: () => Promise<Api>, names: readonly string[]): Promise<ReadonlySet<string>> {
  const calls = await api();
  const answers = await Promise.all([...namesByCategory(names)].map(([kind, list]) => calls.query.namesExistence(kind, list)));
  return new Set(
    answers
      .flat()
      .filter((a) => a.inscriptionId)
      .map((a) => a.name),
  );
}
