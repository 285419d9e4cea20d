import { Page } from './page';

export function Component() {
  return <Page title="API Pricing" lead="Plans for the open API: request limits and prices per month." />;
}
