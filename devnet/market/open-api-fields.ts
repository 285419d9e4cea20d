import type { MarketCategory } from '../../src/domain/entities';
import { DevnetError } from '../devnet-error';

/**
 * The fields UniSat's open API takes in the bodies of these market calls (its swagger's request schemas, which are
 * closed): the devnet refuses any other, naming it, as the real market does, so a site that sends the devnet's own
 * dialect fails here and not first on a real network. ARC-20 has no open-API market (the devnet's extension): not
 * checked. Calls not named here are not checked.
 */
const CONFIRM = ['auctionId', 'psbt', 'fromBase64'];
const TICK_FILTER = ['nftType', 'address', 'tick', 'minPrice', 'maxPrice', 'nftConfirm', 'isEnd', 'all'];
const ITEM_FILTER = [...TICK_FILTER, 'domainType', 'domainMinLength', 'domainMaxLength', 'domainCategory', 'domainFuzzy', 'collectionId', 'collectionFuzzy'];

const BODY: Readonly<Record<string, (category: MarketCategory) => readonly string[]>> = {
  confirm_put_on: () => CONFIRM,
  confirm_modify_price: () => CONFIRM,
  confirm_put_off: () => [...CONFIRM, 'offChain'],
  confirm_bid: () => ['auctionId', 'bidId', 'psbtBid', 'psbtBid2', 'psbtSettle', 'fromBase64'],
  // No auctionTime: the open API's create_put_on names no duration (the market sets it).
  create_put_on: (category) =>
    category === 'runes'
      ? ['nftType', 'txid', 'index', 'initPrice', 'unitPrice', 'pubkey', 'marketType', 'btcAddress']
      : ['nftType', 'inscriptionId', 'initPrice', 'unitPrice', 'pubkey', 'marketType', 'btcAddress'],
  list: () => ['filter', 'sort', 'start', 'limit'],
  // The open API's domain_types has no request body.
  domain_types: () => [],
};
const FILTER: Readonly<Record<string, (category: MarketCategory) => readonly string[]>> = {
  // No marketType, no domainFilter: the open API's list filter has neither (domainCategory is its domain filter).
  list: (category) => (category === 'domain' || category === 'collection' ? ITEM_FILTER : TICK_FILTER),
};

const refuseOthers = (call: string, where: string, value: unknown, allowed: readonly string[]) => {
  if (!value || typeof value !== 'object') return;
  const extra = Object.keys(value).filter((name) => (value as Record<string, unknown>)[name] !== undefined && !allowed.includes(name));
  if (extra.length) throw new DevnetError(-1, `${call} takes no ${extra.map((name) => `${where}${name}`).join(', ')} (UniSat's open API has no such field).`);
};

/** Refuses a body with a field the open API's request for `call` has not (the first ones named). */
export function checkOpenApiFields(category: MarketCategory, call: string, body: Record<string, unknown>): void {
  if (category === 'arc20') return;
  const fields = BODY[call];
  if (!fields) return;
  refuseOthers(call, '', body, fields(category));
  const filter = FILTER[call];
  if (filter) refuseOthers(call, 'filter.', body.filter, filter(category));
}
