import { Component, type ReactNode } from 'react';
import { RouteError } from './RouteError.tsx';

interface Props {
  children: ReactNode;
  /** Changing it (the current path) clears a caught error, so navigating away recovers. */
  resetKey: string;
}

/** Last line of defence: a screen that failed to load or render says so instead of going blank. */
export class RouteErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: null });
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
