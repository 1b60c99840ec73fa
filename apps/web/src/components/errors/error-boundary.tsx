import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/button';

type Props = {
  children: ReactNode;
  /** When this changes (e.g. the route), a shown error is cleared and the children get another try. */
  resetKey?: unknown;
};
type State = { error: Error | null };

/** Last resort for render errors and failed chunk loads (e.g. the admin area while offline). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled error while rendering', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="flex min-h-dvh items-center justify-center p-4">
        <Card className="max-w-md text-center" role="alert">
          <h1 className="font-display text-2xl font-semibold text-ink">Something went wrong</h1>
          <p className="mt-2 text-ink-soft">The page could not be shown. Reloading usually fixes it.</p>
          <Button className="mt-4" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </Card>
      </div>
    );
  }
}
