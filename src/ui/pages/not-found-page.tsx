import { Link, useLocation } from 'react-router';
import { Page } from '../components/page';
import * as css from '../components/page.css';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Page title="Page not found" heading="Page not found">
      <div className={css.section} data-testid="not-found">
        <p>
          There is nothing at <code>{pathname}</code>. The link may be old or mistyped.
        </p>
        <p>
          <Link to="/">Go to the home page</Link> · <Link to="/search">Search</Link> · <Link to="/market">Marketplace</Link>
        </p>
      </div>
    </Page>
  );
}

export const Component = NotFoundPage;
