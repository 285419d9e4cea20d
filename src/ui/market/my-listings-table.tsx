import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { timeAgo } from '../../domain/market/listing-display';
import { listingPath, lotOf } from '../../domain/market/market-paths';
import { isPricedPerUnit, listingTitle, type ListingRow } from '../../domain/market/market-reads';
import { nameKindOf } from '../../domain/name-safety';
import type { BulkAction } from '../../flows/bulk-listing/bulk-listing.machine';
import type { PricedItem } from '../../flows/list/pricing.actors';
import { DataTable, Price } from '../components/market-bits';
import { OpeningDialog } from '../components/opening-dialog';
import { useUserSession } from '../hooks/user-session-context';
import { button } from '../theme/ui.css';
import * as css from '../components/kit.css';
import { pricedItem } from './buy-listing';
import { ListingName } from './listing-views';

const BulkListingDialogLoader = lazy(() => import('./bulk-listing-dialog').then((m) => ({ default: m.BulkListingDialogLoader })));

/** A listing the bulk actions take: an item sold whole (a collection item, a name), by its inscription. */
const selectable = (l: ListingRow): boolean => !isPricedPerUnit(l.nftType) && Boolean(l.inscriptionId);
const pricedOf = (l: ListingRow): PricedItem => ({ ...pricedItem(l.nftType, l, listingTitle(l), null), nameKind: nameKindOf(l.nftType) });

/**
 * The owner's listings in My Bitcoin Assets, each with a checkbox (and Select all), then Unlist selected or New price
 * for selected: the bulk-listing dialog runs them one after another. Tokens sold by the unit (brc-20, runes, ARC-20) are
 * changed from their own pages.
 */
export function MyListingsTable({ rows, now, onChanged }: { readonly rows: readonly ListingRow[]; readonly now: number; readonly onChanged: () => void }) {
  const session = useUserSession();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<{ readonly action: BulkAction; readonly listings: readonly PricedItem[] } | null>(null);
  const offered = rows.filter(selectable);
  const picked = offered.filter((l) => chosen.has(l.auctionId));
  const all = offered.length > 0 && picked.length === offered.length;
  const timed = rows.some((l) => l.onSaleTime !== undefined);
  const toggle = (auctionId: string, on: boolean) =>
    setChosen((was) => {
      const next = new Set(was);
      if (on) next.add(auctionId);
      else next.delete(auctionId);
      return next;
    });
  return (
    <>
      {offered.length > 0 ? (
        <div className={css.actions} data-testid="bulk-listing-actions">
          <label className={css.inlineLabel}>
            <input type="checkbox" checked={all} onChange={(e) => setChosen(new Set(e.target.checked ? offered.map((l) => l.auctionId) : []))} />
            Select all
          </label>
          <button
            type="button"
            className={button.default}
            disabled={picked.length === 0}
            onClick={() => setOpen({ action: 'unlist', listings: picked.map(pricedOf) })}
          >
            Unlist selected{picked.length ? ` (${picked.length})` : ''}
          </button>
          <button
            type="button"
            className={button.default}
            disabled={picked.length === 0}
            onClick={() => setOpen({ action: 'reprice', listings: picked.map(pricedOf) })}
          >
            New price for selected{picked.length ? ` (${picked.length})` : ''}
          </button>
        </div>
      ) : null}
      <DataTable
        // The open API's list rows carry no listing time: the column shows only where the market gives one.
        columns={[{ label: 'Select' }, { label: 'Item' }, { label: 'Price' }, ...(timed ? [{ label: 'Listed', wide: true }] : [])]}
        rows={rows.map((l) => ({
          key: l.auctionId,
          attrs: { 'data-testid': 'my-listing' },
          cells: [
            selectable(l) ? (
              <input
                key="select"
                type="checkbox"
                aria-label={`Select ${listingTitle(l)}`}
                checked={chosen.has(l.auctionId)}
                onChange={(e) => toggle(l.auctionId, e.target.checked)}
              />
            ) : (
              <span key="select" className={css.reason} title="Change it from its page">
                –
              </span>
            ),
            <Link key="item" to={listingPath(l.nftType, l.auctionId, l.inscriptionId, lotOf(l))}>
              <ListingName listing={l} />
            </Link>,
            <Price key="price" sats={l.price} />,
            ...(timed ? [timeAgo(l.onSaleTime, now)] : []),
          ],
        }))}
      />
      {open ? (
        <OpeningDialog>
          <BulkListingDialogLoader
            action={open.action}
            listings={open.listings}
            inscribeCount={session.user?.inscribeCount ?? 0}
            onClose={() => setOpen(null)}
            onChanged={() => {
              setChosen(new Set());
              onChanged();
            }}
          />
        </OpeningDialog>
      ) : null}
    </>
  );
}
