import { readFileSync, statSync } from 'node:fs';
import * as v from 'valibot';
import { LIST_DIALOG_USD_PER_BTC, LIST_MAX_SATS, LIST_MAX_SATS_DOMAIN, LIST_MIN_SATS } from '../../src/domain/constants';

const sats = (fallback: number) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), fallback);
/**
 * The market's config (its `config` call, which the open API does not have): the operator states the market's
 * bounds in the flags file; the defaults are the spec's (list 50,000 to 5,000,000 sats, domains and collections to
 * 100,000,000) and its 27,000 USD a BTC estimate.
 */
const MarketConfig = v.object({
  minPrice: sats(LIST_MIN_SATS),
  maxPrice: sats(LIST_MAX_SATS),
  maxPriceVip: sats(LIST_MAX_SATS),
  domainMaxPrice: sats(LIST_MAX_SATS_DOMAIN),
  domainMaxPriceVip: sats(LIST_MAX_SATS_DOMAIN),
  collectionMaxPrice: sats(LIST_MAX_SATS_DOMAIN),
  collectionMaxPriceVip: sats(LIST_MAX_SATS_DOMAIN),
  inscriptionVipNeed: sats(100),
  onSaleConfirmBlocks: sats(1),
  priceFreeServerFee: sats(0),
  BTCPrice: v.optional(v.pipe(v.number(), v.minValue(0)), LIST_DIALOG_USD_PER_BTC),
});

/** The site's remote config (the spec's v4 `/config`): market and swap access, maintenance, the read-only markets. */
const Flags = v.object({
  market: v.optional(
    v.object({
      access: v.optional(v.boolean(), true),
      maintenance: v.optional(v.boolean(), false),
      brc20ReadOnly: v.optional(v.boolean(), false),
      domainReadOnly: v.optional(v.boolean(), false),
      arc20ReadOnly: v.optional(v.boolean(), false),
      runesReadOnly: v.optional(v.boolean(), false),
    }),
    {},
  ),
  swap: v.optional(v.object({ access: v.optional(v.boolean(), true), maintenance: v.optional(v.boolean(), false) }), {}),
  marketConfig: v.optional(MarketConfig, {}),
});
export type GatewayFlags = v.InferOutput<typeof Flags>;

/**
 * The flags from the operator's file (JSON, `--flags`), read again when it changes, so maintenance is switched on
 * without a restart. No file: everything open. A file that does not read keeps the last good flags and says why.
 */
export function createFlags(path: string | null, log: (line: string) => void) {
  let flags: GatewayFlags = v.parse(Flags, {});
  let readAt = -1;
  const refresh = () => {
    if (!path) return;
    let mtime: number;
    try {
      mtime = statSync(path).mtimeMs;
    } catch {
      return;
    }
    if (mtime === readAt) return;
    readAt = mtime;
    const parsed = (() => {
      try {
        return v.safeParse(Flags, JSON.parse(readFileSync(path, 'utf8')));
      } catch {
        return null;
      }
    })();
    if (parsed?.success) flags = parsed.output;
    else log(`gateway: ${path} is not valid flags JSON; keeping the previous flags`);
  };
  return {
    current(): GatewayFlags {
      refresh();
      return flags;
    },
  };
}
