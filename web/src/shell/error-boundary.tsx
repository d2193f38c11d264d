import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AppErrorPage } from './error-page.tsx';

interface Props {
  children: ReactNode;
  /** A new value (the pathname) clears a caught error, so navigating away recovers. */
  resetKey?: string;
  standalone?: boolean;
}

interface State {
  error: unknown;
  caughtAt: string | undefined;
}

/** Catches render errors and failed page-chunk loads below it and shows the fallback screen. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, caughtAt: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error && state.caughtAt !== undefined && props.resetKey !== state.caughtAt) {
      return { error: null, caughtAt: undefined };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ caughtAt: this.props.resetKey });
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <AppErrorPage error={this.state.error} standalone={this.props.standalone} />;
    return this.props.children;
  }
}
