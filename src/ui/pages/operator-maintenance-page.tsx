import { useId, useState, type FormEvent } from 'react';
import { ROUTE_TITLES } from '../../domain/route-titles';
import { maintenanceActors } from '../../flows/service-call/service-call.actors';
import { serviceCallMachine } from '../../flows/service-call/service-call.machine';
import { Page } from '../components/page';
import { useServices } from '../hooks/services';
import { useFlow } from '../hooks/use-flow';
import { button, field } from '../theme/ui.css';
import * as css from '../components/kit.css';

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
  const [actors] = useState(() => maintenanceActors(services.api));
  const [outcome, actor] = useFlow(serviceCallMachine, { actors });
  const working = outcome.matches('working');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password === '' || !understood || working) return;
    actor.send({ type: 'START', input: password });
    setPassword('');
  };
  return (
    <Page
      title={ROUTE_TITLES['/operator/maintenance']}
      lead="For the market's operator: stop the market for maintenance. Every market page then says it is under maintenance and no listing, purchase or bid can be made."
    >
      <form className={css.panel} onSubmit={submit} noValidate data-testid="operator-maintenance" style={{ maxWidth: 520 }}>
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
          <button type="submit" className={button.primary} disabled={password === '' || !understood || working}>
            {working ? 'Stopping…' : 'Stop the market for maintenance'}
          </button>
        </div>
        {outcome.matches('done') ? (
          <p role="status" data-testid="maintenance-result">
            The market is stopped for maintenance.
          </p>
        ) : null}
        {outcome.context.error ? (
          <p role="alert" className={css.warning} data-testid="maintenance-result">
            {outcome.context.error}
          </p>
        ) : null}
      </form>
    </Page>
  );
}
