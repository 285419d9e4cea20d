import { useId, useState, type FormEvent } from 'react';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { failureMessage } from '../../services/http/error-routing';
import { Page } from '../components/page';
import { useServices } from '../hooks/services';
import { button, field } from '../theme/ui.css';
import * as css from '../components/kit.css';

type Outcome = { readonly kind: 'idle' } | { readonly kind: 'working' } | { readonly kind: 'done' } | { readonly kind: 'failed'; readonly message: string };

/**
 * The operator's page (/operator/maintenance, linked from nowhere on the site): stops the market for maintenance with
 * the spec's /manager/maintain. The password is typed each time and sent once: it is not kept (the field is emptied
 * after each try, the browser is told not to fill or save it, nothing is written to storage).
 */
export function Component() {
  const services = useServices();
  const id = useId();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || !understood || outcome.kind === 'working') return;
    const sent = password;
    setPassword('');
    setOutcome({ kind: 'working' });
    try {
      await (await services.api()).market.managerMaintain(sent);
      setOutcome({ kind: 'done' });
    } catch (error) {
      setOutcome({ kind: 'failed', message: failureMessage(error) || 'The market did not answer. Nothing was changed.' });
    }
  };
  return (
    <Page
      title={ROUTE_TITLES['/operator/maintenance']}
      lead="For the market's operator: stop the market for maintenance. Every market page then says it is under maintenance and no listing, purchase or bid can be made."
    >
      <form className={css.panel} onSubmit={(e) => void submit(e)} noValidate data-testid="operator-maintenance" style={{ maxWidth: 520 }}>
        <label htmlFor={`${id}-password`} className={css.label}>
          Operator password
        </label>
        <input
          id={`${id}-password`}
          className={field}
          type="password"
          autoComplete="new-password"
          data-1p-ignore=""
          data-lpignore="true"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-describedby={`${id}-note`}
        />
        <p id={`${id}-note`} className={css.reason}>
          Sent once to the market and not kept by this page.
        </p>
        <label className={css.inlineLabel}>
          <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} /> I understand the market stops for everyone until it
          is opened again.
        </label>
        <div className={css.actions}>
          <button type="submit" className={button.primary} disabled={password === '' || !understood || outcome.kind === 'working'}>
            {outcome.kind === 'working' ? 'Stopping…' : 'Stop the market for maintenance'}
          </button>
        </div>
        {outcome.kind === 'done' ? (
          <p role="status" data-testid="maintenance-result">
            The market is stopped for maintenance.
          </p>
        ) : null}
        {outcome.kind === 'failed' ? (
          <p role="alert" className={css.warning} data-testid="maintenance-result">
            {outcome.message}
          </p>
        ) : null}
      </form>
    </Page>
  );
}
