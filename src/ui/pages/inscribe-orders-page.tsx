import { Page } from './page';

export function Component() {
  return <Page title="Inscribe Orders" lead="Your inscribe orders and their status, from payment to delivery." />;
}
