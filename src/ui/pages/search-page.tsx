import { assetPath } from '../../domain/market/market-paths';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { nameCategory } from '../../domain/inscribe/inscribe-items';
import { DOMAIN_KINDS } from '../../domain/entities';
import { searchTargets, type SearchTarget } from '../../domain/search';
import type { Api } from '../../services/api/create-api';
import * as css from '../components/kit.css';
import { useRemote } from '../hooks/use-remote';
import { RemoteStatus } from '../components/market-bits';
import { useNetwork } from '../hooks/network-context';
import { button, field } from '../theme/ui.css';
import { Page } from '../components/page';
import { NameText } from '../components/text-display';
import type { NameKind } from '../../domain/name-safety';

interface Found {
  readonly kind: string;
  readonly title: string;
  /** A tick's or a name's kind: the title is shown under the rule for names. */
  readonly nameKind?: NameKind;
  readonly detail: string;
  readonly to: string;
}

const notFound = (error: unknown) => /not found|no such/i.test(String((error as { serverMessage?: string }).serverMessage ?? ''));

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
            detail: `${info.totalMinted} of ${info.max} minted`,
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
          detail: `${r.runeid} · ${Number(r.holders ?? 0).toLocaleString('en-US')} holders`,
          to: assetPath({ category: 'runes', tick: r.spacedRune }),
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

/** Search (/search?q=): an address, an inscription id or number, a brc-20 tick or a name; every result links to its page. */
export function Component() {
  const id = useId();
  const { network } = useNetwork();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const targets = searchTargets(q, network);
  const results = useRemote(`search:${network}:${q}`, async (api) => (await Promise.all(targets.map((t) => lookUp(api, t)))).flat());
  return (
    <Page title={ROUTE_TITLES['/search']} lead="Look up an address, an inscription, a brc-20 tick or a domain name.">
      <form
        role="search"
        className={css.toolbar}
        onSubmit={(e) => {
          e.preventDefault();
          setParams(typed.trim() ? { q: typed.trim() } : {});
        }}
      >
        <label htmlFor={`${id}-q`} className={css.grow}>
          <span className={css.reason}>Address, inscription id or number, tick, or name</span>
          <input
            id={`${id}-q`}
            className={field}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="e.g. ordi, satoshi.sats, 12"
            data-testid="search-input"
          />
        </label>
        <button type="submit" className={button.primary}>
          Search
        </button>
      </form>
      {q === '' ? null : targets.length === 0 ? (
        <p className={css.status}>Type an address, an inscription id or number, a tick or a name.</p>
      ) : results.status === 'failed' ? (
        <RemoteStatus remote={results} what="the results" retry={results.retry} />
      ) : results.status === 'loading' ? (
        <p className={css.status} role="status">
          Searching…
        </p>
      ) : results.data.length === 0 ? (
        <p className={css.status} role="status" data-testid="search-empty">
          Nothing found for “{q}”.
        </p>
      ) : (
        <ul className={css.choiceList} style={{ maxHeight: 'none' }} aria-label={`Results for ${q}`} data-testid="search-results">
          {results.data.map((r) => (
            <li key={`${r.kind}-${r.to}`}>
              <Link to={r.to} className={css.choice} data-testid="search-result">
                <span className={css.rowSub}>{r.kind}</span> <strong>{r.nameKind ? <NameText text={r.title} kind={r.nameKind} /> : r.title}</strong>
                <span className={css.rowSub}>{r.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
