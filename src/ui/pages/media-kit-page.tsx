import { ROUTE_TITLES } from '../../domain/route-titles';
import { Page } from '../components/page';
import * as css from '../components/page.css';

export function Component() {
  return (
    <Page title={ROUTE_TITLES['/media-kit']} lead="Names, colours and wording for articles and integrations.">
      <div className={`${css.section} ${css.prose}`}>
        <p>
          Write the product name as it appears in the header. Refer to the token standard as brc-20 (lower case), to runes as runes, and to atomicals tokens as
          ARC-20.
        </p>
        <p>The primary colour is blue (#1677ff) on a dark background. Please do not alter the name or combine it with other marks.</p>
      </div>
    </Page>
  );
}
