import { lazy, useState } from 'react';
import { Link } from 'react-router';
import { runeAmountText } from '../../domain/runes/rune-amount';
import { DataTable, RemoteStatus } from '../components/market-bits';
import { OpeningDialog } from '../components/opening-dialog';
import { NameText } from '../components/text-display';
import { useRemote } from '../hooks/use-remote';
import { useUserSession } from '../hooks/user-session-context';
import { button } from '../theme/ui.css';
import * as css from '../components/kit.css';

const OutputListDialog = lazy(() => import('./output-list-dialog').then((m) => ({ default: m.OutputListDialog })));

/** What is being listed from one of the tabs: the asset, and the rune's id for a rune. */
type Listing = { readonly category: 'runes' | 'arc20'; readonly name: string; readonly runeid?: string } | null;

/** The list dialog of a rune or ARC-20 ticker, loaded when a List button opens it. */
function ListOutputs({ listing, address, onDone, onChanged }: { listing: Listing; address: string; onDone: () => void; onChanged: () => void }) {
  const session = useUserSession();
  if (!listing) return null;
  return (
    <OpeningDialog>
      <OutputListDialog
        category={listing.category}
        name={listing.name}
        {...(listing.runeid ? { runeid: listing.runeid } : {})}
        address={address}
        inscribeCount={session.user?.inscribeCount ?? 0}
        onClose={onDone}
        onChanged={onChanged}
      />
    </OpeningDialog>
  );
}

/** A holding's List button (off when it cannot be listed: a rune whose id the indexer did not give). */
const listCell = (name: string, onList: (() => void) | null) => (
  <button key="list" type="button" className={button.default} disabled={onList === null} onClick={onList ?? undefined} aria-label={`List ${name}`}>
    List
  </button>
);

/** My Bitcoin Assets' runes: each rune's balance, a link to its market, and (the wallet's own) List. */
export function RunesTab({ address, own }: { address: string; own: boolean }) {
  const remote = useRemote(`account:runes:${address}`, (api) => api.query.addressRunes(address));
  const [listing, setListing] = useState<Listing>(null);
  const rows = remote.data?.detail ?? [];
  return (
    <section aria-label="Runes" data-testid="account-runes">
      <RemoteStatus remote={remote} what="your runes" retry={remote.retry} />
      {remote.data && rows.length === 0 ? <p className={css.status}>No runes yet.</p> : null}
      {rows.length ? (
        <DataTable
          columns={[{ label: 'Rune' }, { label: 'Balance' }, ...(own ? [{ label: 'Sell' }] : [])]}
          rows={rows.map((r) => ({
            key: r.rune,
            attrs: { 'data-testid': 'rune-holding' },
            cells: [
              <Link key="rune" to={`/runes/market/${encodeURIComponent(r.spacedRune)}`}>
                <NameText text={r.spacedRune} kind="rune" />
              </Link>,
              // The amount in runes; the symbol beside it in the title (many fonts have no glyph for ᚱ and its kin).
              <span key="amount" title={`${runeAmountText(r.amount, r.divisibility)} ${r.symbol}`}>
                {runeAmountText(r.amount, r.divisibility)}
              </span>,
              ...(own ? [listCell(r.spacedRune, r.runeid ? () => setListing({ category: 'runes', name: r.spacedRune, runeid: r.runeid! }) : null)] : []),
            ],
          }))}
        />
      ) : null}
      <ListOutputs listing={listing} address={address} onDone={() => setListing(null)} onChanged={remote.retry} />
    </section>
  );
}

/** My Bitcoin Assets' ARC-20: each ticker's balance and outputs, a link to its market, and (the wallet's own) List. */
export function Arc20Tab({ address, own }: { address: string; own: boolean }) {
  const remote = useRemote(`account:arc20:${address}`, (api) => api.query.addressArc20(address));
  const [listing, setListing] = useState<Listing>(null);
  const rows = remote.data?.detail ?? [];
  return (
    <section aria-label="ARC-20" data-testid="account-arc20">
      <RemoteStatus remote={remote} what="your ARC-20" retry={remote.retry} />
      {remote.data && rows.length === 0 ? <p className={css.status}>No ARC-20 yet.</p> : null}
      {rows.length ? (
        <DataTable
          columns={[{ label: 'Ticker' }, { label: 'Balance' }, { label: 'Outputs' }, ...(own ? [{ label: 'Sell' }] : [])]}
          rows={rows.map((r) => ({
            key: r.ticker,
            attrs: { 'data-testid': 'arc20-holding' },
            cells: [
              <Link key="ticker" to={`/atomicals/market/arc20/${encodeURIComponent(r.ticker)}`}>
                <NameText text={r.ticker} kind="tick" />
              </Link>,
              r.balance,
              r.utxoCount,
              ...(own ? [listCell(r.ticker, () => setListing({ category: 'arc20', name: r.ticker }))] : []),
            ],
          }))}
        />
      ) : null}
      <ListOutputs listing={listing} address={address} onDone={() => setListing(null)} onChanged={remote.retry} />
    </section>
  );
}

/**
 * On a rune's or ARC-20 ticker's market page: List yours (the same dialog as My Bitcoin Assets'), or Connect first.
 * A rune's outputs are read by its id, which the wallet's rune balances give.
 */
export function SellYours({ category, name }: { category: 'runes' | 'arc20'; name: string }) {
  const session = useUserSession();
  const address = session.status === 'connected' ? (session.user?.address ?? null) : null;
  const [listing, setListing] = useState<Listing>(null);
  const held = useRemote(`sell-yours:${category}:${address}`, (api) =>
    address && category === 'runes' ? api.query.addressRunes(address) : Promise.resolve(null),
  );
  const runeid = held.data?.detail.find((r) => r.spacedRune === name)?.runeid;
  if (!address) {
    return (
      <p className={css.actions}>
        <button type="button" className={button.default} onClick={() => session.connect()}>
          Connect to list yours
        </button>
      </p>
    );
  }
  return (
    <>
      <p className={css.actions}>
        <button
          type="button"
          className={button.primary}
          disabled={category === 'runes' && !runeid}
          title={category === 'runes' && held.data && !runeid ? `This wallet holds no ${name}.` : undefined}
          onClick={() => setListing({ category, name, ...(runeid ? { runeid } : {}) })}
          data-testid="sell-yours"
        >
          List yours
        </button>
        {category === 'runes' && held.data && !runeid ? <span className={css.reason}>This wallet holds no {name}.</span> : null}
      </p>
      <ListOutputs listing={listing} address={address} onDone={() => setListing(null)} onChanged={() => {}} />
    </>
  );
}
