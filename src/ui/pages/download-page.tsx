import { ROUTE_TITLES } from '../../domain/route-titles';
import { WALLETS } from '../../domain/wallets';
import { Page } from '../components/page';
import * as css from '../components/page.css';

export function Component() {
  return (
    <Page
      title={ROUTE_TITLES['/download']}
      heading="Get a Bitcoin wallet"
      lead="You need a browser wallet to inscribe, trade and swap. These wallets work with the site; install one, then come back and connect."
    >
      <ul className={css.cards} style={{ listStyle: 'none', padding: 0 }}>
        {WALLETS.map((wallet) => (
          <li key={wallet.type}>
            <a className={css.card} href={wallet.downloadUrl} target="_blank" rel="noopener noreferrer">
              <div className={css.cardTitle}>{wallet.name}</div>
              <div className={css.muted}>Download ↗</div>
            </a>
          </li>
        ))}
      </ul>
    </Page>
  );
}
