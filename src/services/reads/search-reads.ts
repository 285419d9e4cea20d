import { assetPath } from '../../domain/market/market-paths';
import { nameCategory } from '../../domain/inscribe/domain-names';
import { DOMAIN_KINDS } from '../../domain/entities';
import { COLLECTION_RESULTS, collectionMatches, type SearchTarget } from '../../domain/search';
import { formatAmount } from '../../domain/amount-text';
import type { NameKind } from '../../domain/name-safety';
import type { Api } from '../api/create-api';
import { notOfferedWords } from '../http/api-error';

/** One search result: what it is, its title and a line about it, and the page it links to. */
export interface Found {
  readonly kind: string;
  readonly title: string;
  /** A tick's or a name's kind: the title is shown under the rule for names. */
  readonly nameKind?: NameKind;
  readonly detail: string;
  readonly to: string;
}

const notFound = (error: unknown) => /not found|no such/i.test(String((error as { serverMessage?: string }).serverMessage ?? ''));

/** What one reading of the query finds: none when the server says there is no such thing, any other failure thrown. */
async function lookUp(api: Api, target: SearchTarget): Promise<readonly Found[]> {
  try {
    switch (target.kind) {
      case 'address':
        return [
          {
            kind: 'Address',
            title: target.value,
            detail: 'Its inscriptions, brc-20, runes, ARC-20, names and listings',
            to: `/address/${encodeURIComponent(target.value)}`,
          },
        ];
      case 'inscription-id':
      case 'inscription-number': {
        const info = await api.query.inscriptionInfo(target.value);
        return [
          {
            kind: 'Inscription',
            title: `Inscription #${info.inscriptionNumber}`,
            detail: `${info.contentType ?? ''} ${info.inscriptionId}`,
            to: `/inscription/${info.inscriptionId}`,
          },
        ];
      }
      case 'tick': {
        const info = await api.query.tickInfo(target.value);
        return [
          {
            kind: 'brc-20',
            title: info.ticker ?? target.value,
            nameKind: 'tick',
            detail: `${formatAmount(info.totalMinted)} of ${formatAmount(info.max)} minted`,
            to: `/brc20?tick=${encodeURIComponent(info.ticker ?? target.value)}`,
          },
        ];
      }
      case 'rune': {
        const answer = await api.query.runesInfoList(0, 10, target.value);
        return answer.detail.map((r) => ({
          kind: 'Rune',
          title: r.spacedRune,
          nameKind: 'rune' as const,
          detail: `${r.runeid} · ${formatAmount(r.holders ?? 0)} holders`,
          to: assetPath({ category: 'runes', tick: r.spacedRune }),
        }));
      }
      case 'collection': {
        // The market's collections (the first 99, as its Collections table): those whose name or id holds the words.
        // A network whose market has no collections (testnet: its open API does not serve them) finds none; the
        // not-offered answer is no failure of the search.
        const rows = await api.reads.assets('collection', '24h').catch((error: unknown) => {
          if (notOfferedWords(error) !== null) return [];
          throw error;
        });
        return rows
          .flatMap((r) =>
            r.asset.category === 'collection' && collectionMatches(target.value, { name: r.name, collectionId: r.asset.collectionId }) ? [r] : [],
          )
          .slice(0, COLLECTION_RESULTS)
          .map((r) => ({
            kind: 'Collection',
            title: r.name,
            nameKind: 'name' as const,
            detail: r.listed !== null ? `Collection · ${formatAmount(r.listed)} listed` : 'Collection',
            to: assetPath(r.asset),
          }));
      }
      case 'name': {
        const kind = nameCategory(target.value);
        const categories = kind ? [kind] : DOMAIN_KINDS;
        const answers = await Promise.all(categories.map((c) => api.query.searchNames(c, target.value, 0, 10).catch(() => ({ list: [] }))));
        return answers.flatMap((a) =>
          ((a as { list?: { name: string; inscriptionId: string; inscriptionNumber: number }[] }).list ?? []).map((n) => ({
            kind: 'Name',
            title: n.name,
            nameKind: 'domain',
            detail: `Inscription #${n.inscriptionNumber}`,
            to: `/inscription/${n.inscriptionId}`,
          })),
        );
      }
    }
  } catch (error) {
    if (notFound(error)) return [];
    throw error;
  }
}

/** The search page's read: every reading of the query looked up at once, their results in that order. */
export const searchResults = (targets: readonly SearchTarget[]) => async (api: Api) => (await Promise.all(targets.map((t) => lookUp(api, t)))).flat();
