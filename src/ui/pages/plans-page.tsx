import { apiDocsHref } from '../../domain/navigation';
import { API_PLANS } from '../../domain/plans/api-plans';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { useServices } from '../hooks/services';
import * as css from '../components/page.css';
import { Page } from '../components/page';
import { formatAmount } from '../../domain/amount-text';

/** API Pricing (/plans): the open API's plans side by side, and the documentation. */
export function Component() {
  const { config } = useServices();
  return (
    <Page title={ROUTE_TITLES['/plans']} lead="Plans for the open API: request limits and prices per month.">
      <ul className={css.cards} aria-label="Plans" data-testid="plans">
        {API_PLANS.map((plan) => (
          <li key={plan.name} className={css.card}>
            <h2 className={css.cardTitle}>{plan.name}</h2>
            <p>
              <strong>{plan.pricePerMonthUsd === null ? 'Ask us' : plan.pricePerMonthUsd === 0 ? 'Free' : `$${plan.pricePerMonthUsd} a month`}</strong>
            </p>
            <p className={css.muted}>
              {plan.requestsPerSecond} requests a second, {plan.requestsPerDay === null ? 'no daily limit' : `${formatAmount(plan.requestsPerDay)} a day`}
            </p>
            <ul>
              {plan.covers.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className={css.prose}>
        Every plan uses the same API. Read the{' '}
        <a className={css.inlineLink} href={apiDocsHref(config.apiDocsUrl)}>
          API documentation
        </a>{' '}
        to start; to change plans or ask for more, write to us from the documentation site.
      </p>
    </Page>
  );
}
