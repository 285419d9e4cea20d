import { Link } from 'react-router';
import { formatPriceSats } from '../../domain/currency';
import { MARKET_TYPE_LABELS, formatUnitPrice, timeAgo, timeLeft } from '../../domain/market/listing-display';
import { listingPath, lotOf } from '../../domain/market/market-paths';
import { listingTitle, type ListingRow } from '../../domain/market/market-reads';
import { nameKindOf, nameLabel } from '../../domain/name-safety';
import { shortAddress } from '../../domain/user-menu';
import { NameText } from '../components/text-display';
import { button } from '../theme/ui.css';
import { InscriptionContent } from './inscription-content';
import { VirtualList } from './virtual-list';
import * as css from '../components/kit.css';
import * as grid from './listing-grid.css';

export const LISTING_ROW_HEIGHT = 68;
/** A card's line of the grid: its picture (140 px), name, price and Buy, with the gaps around them. */
export const LISTING_CARD_HEIGHT = 272;
/** The narrowest a card may be: two columns on a 390 px phone, more on wider screens. */
export const LISTING_CARD_MIN_WIDTH = 160;

/** How an asset's listings are laid out: rows (every category) or cards (a collection's, ?view=grid). */
export type ListingLayout = 'list' | 'grid';

/** A listing's name on screen, under the rule for names of its category (tick, domain, rune or a collection item's name). */
export function ListingName({ listing }: { listing: ListingRow }) {
  return <NameText text={listingTitle(listing)} kind={nameKindOf(listing.nftType)} />;
}

const pathOf = (l: ListingRow) => listingPath(l.nftType, l.auctionId, l.inscriptionId, lotOf(l));
/** The item's page with its purchase opened (item-view.tsx opens it once the page knows the item can be bought). */
const withBuy = (path: string) => `${path}${path.includes('?') ? '&' : '?'}buy=1`;

/** A listing as a row: its name, price, seller, when it was listed and its kind of sale; the row opens its page. */
function ListingRowLink({ listing: l, perUnit, now }: { listing: ListingRow; perUnit: boolean; now: number }) {
  return (
    <Link className={css.listingRow} to={pathOf(l)} data-testid="listing-row" data-auction-id={l.auctionId}>
      <span className={css.rowMain}>
        <ListingName listing={l} />
      </span>
      <span className={css.rowPrice}>{formatPriceSats(l.price)} BTC</span>
      <span className={css.rowSub}>
        {perUnit && l.unitPrice ? `${formatUnitPrice(l.unitPrice)} sats each · ` : ''}
        {l.address ? `${shortAddress(l.address)}${l.onSaleTime === undefined ? '' : ' · '}` : ''}
        {l.onSaleTime === undefined ? null : timeAgo(l.onSaleTime, now)}
      </span>
      <span className={css.rowSubRight}>
        {l.marketType === 'auction' && l.endTime ? `Auction · ${timeLeft(l.endTime, now)}` : MARKET_TYPE_LABELS[l.marketType]}
      </span>
    </Link>
  );
}

/**
 * A listing as a card: the item's content (from the content origin, a stranger's HTML or SVG in its sandboxed frame),
 * its name (a link to its page), its price and Buy, which opens its page with the purchase's dialog open over it.
 */
function ListingCard({ listing: l }: { listing: ListingRow }) {
  const title = listingTitle(l);
  const action = l.marketType === 'auction' ? 'Place a bid' : 'Buy';
  const label = nameLabel(title, nameKindOf(l.nftType));
  return (
    <div className={grid.card} data-testid="listing-card" data-auction-id={l.auctionId}>
      <div className={grid.picture}>
        {l.inscriptionId ? <InscriptionContent inscriptionId={l.inscriptionId} contentType={l.contentType ?? ''} name={label} fill /> : null}
      </div>
      <Link className={grid.name} to={pathOf(l)}>
        <ListingName listing={l} />
      </Link>
      <span className={grid.price} data-testid="card-price">
        {formatPriceSats(l.price)} BTC
      </span>
      <Link className={`${button.primary} ${grid.buy}`} to={withBuy(pathOf(l))} aria-label={`${action}: ${label}`}>
        {action}
      </Link>
    </div>
  );
}

/** The listings of a list, as rows or cards, virtualised: only those in view are in the page. */
export function ListingsView({
  layout,
  total,
  row,
  onRange,
  label,
  perUnit,
  now,
}: {
  layout: ListingLayout;
  total: number;
  row: (index: number) => ListingRow | undefined;
  onRange: (first: number, last: number) => void;
  label: string;
  perUnit: boolean;
  now: number;
}) {
  const cards = layout === 'grid';
  return (
    <VirtualList
      // The layout's measures differ: a switch starts the list at its top.
      key={layout}
      total={total}
      rowHeight={cards ? LISTING_CARD_HEIGHT : LISTING_ROW_HEIGHT}
      {...(cards ? { minItemWidth: LISTING_CARD_MIN_WIDTH } : {})}
      label={label}
      onRange={onRange}
      row={row}
      renderRow={(l) =>
        l ? (
          cards ? (
            <div className={grid.cell}>
              <ListingCard listing={l} />
            </div>
          ) : (
            <ListingRowLink listing={l} perUnit={perUnit} now={now} />
          )
        ) : (
          <div className={cards ? `${grid.cell} ${css.skeleton}` : `${css.listingRow} ${css.skeleton}`} aria-busy="true">
            <span className={css.rowMain}>Loading…</span>
          </div>
        )
      }
    />
  );
}

/** Grid or List: two buttons, the one shown pressed (reached with Tab, pressed with Enter or Space). */
export function LayoutSwitch({ layout, onChange }: { layout: ListingLayout; onChange: (layout: ListingLayout) => void }) {
  return (
    <div className={grid.layoutSwitch} role="group" aria-label="Show listings as">
      {(['grid', 'list'] as const).map((l) => (
        <button key={l} type="button" className={layout === l ? button.primary : button.default} aria-pressed={layout === l} onClick={() => onChange(l)}>
          {l === 'grid' ? 'Grid' : 'List'}
        </button>
      ))}
    </div>
  );
}
