import { MARKET_CATEGORIES, type MarketCategory } from '../../domain/entities';
import { ACCOUNT_ACTIVITY_PAGE, type CategoryHistory } from '../../domain/market/account-activity';
import type { AddressAction } from '../../domain/market/profit-loss';
import type { MarketApi } from '../api/market-api';
import { notOfferedWords } from '../http/api-error';

/** A row of an address's history as the market's actions give it (the item's name and amount, the txid where there is one). */
export type AddressActivityRow = AddressAction & {
  readonly tick?: string | undefined;
  readonly amount?: string | null | undefined;
  readonly inscriptionNumber?: number | undefined;
  readonly collectionItemName?: string | null | undefined;
  readonly domain?: string | undefined;
  readonly txid?: string | undefined;
};

export interface AddressHistory {
  /** The categories whose market this network offers, each with what was read of it. */
  readonly read: readonly CategoryHistory<AddressActivityRow>[];
  /** The categories this network's market does not offer (its host answers actions "not offered"). */
  readonly notOffered: readonly MarketCategory[];
}

/**
 * The market's history of `address` in every category, the first `pages` pages of ACCOUNT_ACTIVITY_PAGE rows of each
 * (the open API's actions, filter.address, newest first), the pages of a category read one after another and the
 * categories at once. A category that has had all its rows read is asked no further page. A category this network's
 * market does not offer (code -404) is left out and named: what a network cannot do is not offered there.
 */
export async function addressHistory(market: Pick<MarketApi, 'forCategory'>, address: string, pages: number, signal?: AbortSignal): Promise<AddressHistory> {
  const perCategory = await Promise.all(
    MARKET_CATEGORIES.map(async (category): Promise<CategoryHistory<AddressActivityRow> | MarketCategory> => {
      const rows: AddressActivityRow[] = [];
      let total = 0;
      for (let page = 0; page < pages && (page === 0 || rows.length < total); page++) {
        try {
          const answer = await market
            .forCategory(category)
            .addressActions({ filter: { address }, start: page * ACCOUNT_ACTIVITY_PAGE, limit: ACCOUNT_ACTIVITY_PAGE }, signal);
          rows.push(...answer.list.map((row) => ({ ...row, nftType: row.nftType ?? category })));
          total = answer.total;
          if (answer.list.length === 0) {
            total = rows.length;
            break;
          }
        } catch (error) {
          if (page === 0 && notOfferedWords(error)) return category;
          throw error;
        }
      }
      return { category, rows, total: Math.max(total, rows.length) };
    }),
  );
  return {
    read: perCategory.filter((c): c is CategoryHistory<AddressActivityRow> => typeof c !== 'string'),
    notOffered: perCategory.filter((c): c is MarketCategory => typeof c === 'string'),
  };
}
