import type { DomainKind } from '../../domain/entities';
import { DOMAIN_FILTER_LABELS, isDomainFilter } from '../../domain/market/domain-filters';
import { DataTable, RemoteStatus } from '../components/market-bits';
import { NameText } from '../components/text-display';
import { useRemote } from '../hooks/use-remote';
import * as css from '../components/kit.css';
import { formatAmount } from '../../domain/amount-text';

/** A domain kind's names per category (domain_statistic): the category, how many names, an example. */
export function DomainCategories({ kind }: { kind: DomainKind }) {
  const categories = useRemote(`domain-categories:${kind}`, (api, signal) => api.reads.domainCategories(kind, signal));
  return (
    <section className={css.panel} aria-labelledby="domain-categories-title" data-testid="domain-categories">
      <h2 id="domain-categories-title" className={css.panelTitle}>
        .{kind} names by category
      </h2>
      <RemoteStatus remote={categories} what="the categories" retry={categories.retry} />
      {categories.data && categories.data.length === 0 ? <p className={css.reason}>No .{kind} names yet.</p> : null}
      {categories.data && categories.data.length > 0 ? (
        <DataTable
          bare
          columns={[{ label: 'Category' }, { label: 'Names' }, { label: 'Example' }]}
          rows={categories.data.map((c) => ({
            key: c.category,
            cells: [
              isDomainFilter(c.category) ? DOMAIN_FILTER_LABELS[c.category] : <NameText text={c.category} kind="name" />,
              formatAmount(c.total),
              c.example ? <NameText text={c.example} kind="domain" /> : '–',
            ],
          }))}
        />
      ) : null}
    </section>
  );
}
