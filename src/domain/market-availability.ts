import type { BasicConfig, MarketCategory } from './entities';
import type { MessageKey } from './messages';

/**
 * Whether a market can be used: maintenance (the
 * config's flag, a failed config fetch, or code -106 on any call) closes every market; access false closes
 * them too; a read-only market (the config's flags, or codes -116 brc-20 and -117 domain) can be browsed
 * but not traded.
 */
export type MarketSignal = 'market-maintained' | 'brc20-read-only' | 'domain-read-only';

export type MarketAvailability =
  | { readonly state: 'open' }
  | { readonly state: 'maintenance' | 'closed'; readonly message: MessageKey }
  | { readonly state: 'read-only'; readonly message: MessageKey };

const READ_ONLY: Readonly<
  Record<MarketCategory, { readonly flag: keyof BasicConfig['market'] | null; readonly signal: MarketSignal | null; readonly message: MessageKey }>
> = {
  brc20: { flag: 'brc20ReadOnly', signal: 'brc20-read-only', message: 'brc20_read_only' },
  domain: { flag: 'domainReadOnly', signal: 'domain-read-only', message: 'domain_read_only' },
  arc20: { flag: 'arc20ReadOnly', signal: null, message: 'arc20_read_only' },
  runes: { flag: 'runesReadOnly', signal: null, message: 'runes_read_only' },
  collection: { flag: null, signal: null, message: 'collection_read_only' },
};

export function marketAvailability(
  category: MarketCategory,
  input: { readonly config: BasicConfig | null; readonly configFailed: boolean; readonly signals: ReadonlySet<MarketSignal> },
): MarketAvailability {
  const market = input.config?.market;
  if (input.configFailed || market?.maintenance === true || input.signals.has('market-maintained'))
    return { state: 'maintenance', message: 'market_maintained' };
  if (market?.access === false) return { state: 'closed', message: 'market_closed' };
  const rule = READ_ONLY[category];
  if ((rule.flag && market?.[rule.flag] === true) || (rule.signal && input.signals.has(rule.signal))) return { state: 'read-only', message: rule.message };
  return { state: 'open' };
}
