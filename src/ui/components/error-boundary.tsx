import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

/** The words and the button, loaded when a panel fails: the page shell's first render carries only this class. */
const PanelError = lazy(() => import('./panel-error'));

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
      <Suspense fallback={null}>
        <PanelError what={this.props.what} retry={() => this.setState({ failed: false })} />
      </Suspense>
    );
  }
}
