import { ROUTE_TITLES } from '../../domain/route-titles';
import { Link } from 'react-router';
import { Page } from '../components/page';
import * as css from '../components/page.css';

const AREAS = [
  { to: '/inscribe', title: 'Inscribe', text: 'Ordinals, brc-20 and domain names.' },
  { to: '/market', title: 'Marketplace', text: 'brc-20, domains and collections; fixed price and auctions.' },
  { to: '/swap', title: 'brc-20 Swap', text: 'Swap, add liquidity, deposit and withdraw.' },
  { to: '/runes/inscribe', title: 'Runes', text: 'Etch, mint, explore and trade runes.' },
  { to: '/atomicals/market/arc20', title: 'Atomicals', text: 'The ARC-20 marketplace.' },
  { to: '/search', title: 'Search', text: 'Addresses, inscriptions, ticks and names.' },
] as const;

export function Component() {
  return (
    <Page
      title={ROUTE_TITLES['/']}
      heading="Bitcoin assets, in one place"
      lead="Connect your wallet to inscribe, trade on the marketplace and swap brc-20 tokens. Your keys stay in your wallet."
    >
      <nav aria-label="Areas" className={css.cards}>
        {AREAS.map((area) => (
          <Link key={area.to} to={area.to} className={css.card}>
            <div className={css.cardTitle}>{area.title}</div>
            <div className={css.muted}>{area.text}</div>
          </Link>
        ))}
      </nav>
    </Page>
  );
}
