import { MESSAGES } from '../../domain/messages';
import { button } from '../theme/ui.css';
import * as css from './kit.css';

/** What a panel that could not be shown says instead, and its Try again (loaded only when a panel fails). */
export default function PanelError({ what, retry }: { what: string; retry: () => void }) {
  return (
    <div className={css.failed} role="alert" data-testid="panel-error">
      <span>{MESSAGES.panel_render_error.replace('{what}', what)}</span>
      <button type="button" className={button.default} onClick={retry}>
        Try again
      </button>
    </div>
  );
}
