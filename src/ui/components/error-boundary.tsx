import { Component, type ErrorInfo, type ReactNode } from 'react';
import { MESSAGES } from '../../domain/messages';
import * as css from './kit.css';
import { button } from '../theme/ui.css';

interface Props {
  /** What the panel shows, in the words of its heading ("the history", "this page"). */
  readonly what: string;
  /** Changing it clears a caught error (a new page, a new tab): the panel tries again by itself. */
  readonly resetKey?: string;
  readonly children: ReactNode;
}
interface State {
  readonly failed: boolean;
  readonly resetKey: string | undefined;
}

/**
 * A render error stays inside its panel: the rest of the page (and the header, the footer, the wallet) goes on.
 * The panel says so in the catalogue's words, and Try again renders it anew.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Kept for whoever opens the console; the user reads the panel's words.
    console.error(`[${this.props.what}]`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={css.failed} role="alert" data-testid="panel-error">
        <span>{MESSAGES.panel_render_error.replace('{what}', this.props.what)}</span>
        <button type="button" className={button.default} onClick={() => this.setState({ failed: false })}>
          Try again
        </button>
      </div>
    );
  }
}
