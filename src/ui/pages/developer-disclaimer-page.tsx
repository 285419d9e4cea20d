import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from '../components/page';
import * as css from '../components/page.css';

export function Component() {
  return (
    <Page title={ROUTE_TITLES['/developer-disclaimer']}>
      <div className={`${css.section} ${css.prose}`}>
        <p>
          The open API and its documentation are provided as they are, without warranty of any kind. Data from the API comes from indexers that may lag the
          chain or be corrected after a reorganisation.
        </p>
        <p>
          Applications built on the API are their developers' own. We do not review them and are not responsible for what they do with users' funds or data.
        </p>
        <p>
          Never ask users for their private keys or seed phrases. Every transaction must be signed in the user's own wallet, after the user has seen what it
          spends and pays.
        </p>
      </div>
    </Page>
  );
}
