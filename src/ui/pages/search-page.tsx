import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { searchTargets } from '../../domain/search';
import { searchResults } from '../../services/reads/search-reads';
import * as css from '../components/kit.css';
import { useRemote } from '../hooks/use-remote';
import { RemoteStatus } from '../components/market-bits';
import { useNetwork } from '../hooks/network-context';
import { button, field } from '../theme/ui.css';
import { Page } from '../components/page';
import { NameText } from '../components/text-display';

/** Search (/search?q=): an address, an inscription id or number, a brc-20 tick or a name; every result links to its page. */
export function Component() {
  const id = useId();
  const { network } = useNetwork();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const targets = searchTargets(q, network);
  const results = useRemote(`search:${network}:${q}`, searchResults(targets));
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
          <span className={css.reason}>Address, inscription id or number, tick, rune, name or collection</span>
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
        <p className={css.status}>Type an address, an inscription id or number, a tick, a rune, a name or a collection.</p>
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
