import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { formatPriceSats, formatSatsAsBtc } from '../../domain/currency';
import { formatUnitPrice } from '../../domain/market/listing-display';
import type { NameKind } from '../../domain/name-safety';
import { useRemote, type Remote } from '../hooks/use-remote';
import { button } from '../theme/ui.css';
import { NameWarning } from './text-display';
import { Progress, Refusal } from './dialog-parts';
import * as css from './kit.css';

/** What the network cannot do, and where it works: a status line with no Try again (asking again can never succeed). */
export function NotOffered({ words }: { readonly words: string }) {
  return (
    <p className={css.status} role="status" data-testid="not-offered">
      {words}
    </p>
  );
}

/**
 * What a read shows while it loads or when it failed (with Try again); nothing once it is ready. A read this network
 * does not offer says so and where it works, with no Try again: asking again can never succeed.
 */
export function RemoteStatus({ remote, what, retry, room }: { remote: Remote<unknown>; what: string; retry: () => void; room?: string }) {
  if (remote.status === 'loading' && remote.data === null) {
    // `room`: the loading line holds the room of what comes (kit.css's statsRoom, chartRoom), so nothing below moves.
    return (
      <p className={room ? `${css.status} ${room}` : css.status} role="status">
        Loading {what}…
      </p>
    );
  }
  if (remote.status === 'failed' && remote.notOffered) return <NotOffered words={remote.message} />;
  if (remote.status === 'failed') {
    return (
      <div className={css.failed} role="alert">
        <span>
          Could not load {what}. {remote.message}
        </span>
        <button type="button" className={button.default} onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}

/**
 * A price in sats shown in BTC ('N/A' for none: a zero price means nothing sold or listed): exactly, every sat (a price
 * is paid or typed as read), or `compact` (the decimals of its magnitude, cut down) for a figure nobody pays: a volume.
 */
export function Price({ sats, zeroIsNone = true, compact = false }: { sats: number | null | undefined; zeroIsNone?: boolean; compact?: boolean }) {
  if (sats === null || sats === undefined || (zeroIsNone && sats === 0)) return <span>N/A</span>;
  return <span>{compact ? formatSatsAsBtc(sats) : formatPriceSats(sats)} BTC</span>;
}

/** A unit price in sats (brc-20, runes, ARC-20 amounts are priced a unit at a time). */
export function UnitPrice({ sats }: { sats: number | null | undefined }) {
  if (!sats) return <span>N/A</span>;
  return <span title={`${sats} sats`}>{formatUnitPrice(sats)} sats</span>;
}

/** A change in percent, green up, red down, with its sign in words for screen readers. */
export function Change({ change }: { change: string | null }) {
  if (change === null) return <span className={css.change.flat}>–</span>;
  const up = !change.startsWith('-') && change !== '0.00';
  const down = change.startsWith('-');
  return (
    <span className={up ? css.change.up : down ? css.change.down : css.change.flat}>
      {up ? '+' : ''}
      {change}%
    </span>
  );
}

/** The warnings that apply to an item or an asset: its name under the rule for names of its kind, its collection, its output. */
export function DisplayWarnings({ name, kind, unverified, sharedWith }: { name?: string | null; kind: NameKind; unverified?: boolean; sharedWith?: number }) {
  const warnings: ReactNode[] = [<NameWarning key="name" text={name} kind={kind} />];
  if (unverified) {
    warnings.push(
      <p key="unverified" className={css.warning} role="note" data-testid="unverified-warning">
        This collection was submitted by the community and has not been verified. Anyone can make items that look like it.
      </p>,
    );
  }
  if (sharedWith) {
    warnings.push(
      <p key="shared" className={css.warning} role="note" data-testid="shared-utxo-warning">
        This item shares its output with {sharedWith === 1 ? '1 other inscription' : `${sharedWith} other inscriptions`}. They are sold together: whoever buys
        it gets them all.
      </p>,
    );
  }
  return <>{warnings}</>;
}

export interface DataColumn {
  readonly label: string;
  /** Left out on a phone. */
  readonly wide?: boolean;
}
export interface DataRow {
  readonly key: string;
  readonly cells: readonly ReactNode[];
  /** data-* attributes (and a test id) of the row. */
  readonly attrs?: Readonly<Record<`data-${string}`, string>>;
}

/**
 * A plain table of the market's and the swap's pages: headed columns (the first to the left, the others to the
 * right), rows of cells, the phone's narrow columns left out. `bare` draws it without its card, smaller, for a
 * table inside a panel.
 */
export function DataTable({
  columns,
  rows,
  busy = false,
  bare = false,
  testId,
  caption,
}: {
  columns: readonly DataColumn[];
  rows: readonly DataRow[];
  busy?: boolean;
  bare?: boolean;
  testId?: string;
  caption?: string;
}) {
  const table = (
    <table className={bare ? `${css.table} ${css.bareTable}` : css.table} aria-busy={busy} data-testid={testId}>
      {caption ? <caption className={css.reason}>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.label} scope="col" className={c.wide ? css.wide : undefined}>
              {c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} {...row.attrs}>
            {row.cells.map((cell, i) => (
              <td key={columns[i]?.label ?? i} className={columns[i]?.wide ? css.wide : undefined}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return bare ? table : <div className={css.tableWrap}>{table}</div>;
}

/** A dialog step's messages: what went wrong last (an alert), and what is happening now (a status). */
export function StepMessages({ error, working }: { error: string | null | undefined; working: string | null | undefined }) {
  return (
    <>
      <Refusal message={error} />
      <Progress words={working} />
    </>
  );
}

/** The Open Graph and Twitter fields a link preview reads, in the document head. */
const FIELDS = [
  ['property', 'og:title'],
  ['property', 'og:description'],
  ['property', 'og:image'],
  ['name', 'twitter:card'],
] as const;

/**
 * On an item's or a collection's page: puts the link-preview summary of an inscription or a collection (/preview/simple-summary) into the document head
 * while the page is open, and takes it out after. The text is set as attribute values (never parsed as markup):
 * a stranger's name stays text.
 */
export function LinkPreview({ query }: { query: { readonly inscriptionId: string } | { readonly collectionId: string } | null }): null {
  const key = query ? `preview:${'inscriptionId' in query ? query.inscriptionId : `c:${query.collectionId}`}` : 'preview:none';
  const summary = useRemote(key, (api) => (query ? api.external.previewSimpleSummary(query) : Promise.resolve(null)));
  const data = summary.data;
  useEffect(() => {
    if (!data) return;
    const values: Record<string, string | null> = {
      'og:title': data.title,
      'og:description': data.description,
      // Absolute, as previews need it: the summary may name it from the API's origin.
      'og:image': data.image ? new URL(data.image, document.baseURI).href : null,
      'twitter:card': data.image ? 'summary_large_image' : 'summary',
    };
    const added = FIELDS.flatMap(([attribute, name]) => {
      const content = values[name];
      if (!content) return [];
      const meta = document.createElement('meta');
      meta.setAttribute(attribute, name);
      meta.setAttribute('content', content);
      meta.dataset.linkPreview = '';
      document.head.append(meta);
      return [meta];
    });
    return () => added.forEach((m) => m.remove());
  }, [data]);
  return null;
}
