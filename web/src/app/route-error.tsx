import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { OfflineBanner } from '@/components/ui/banners';
import { th } from '@/i18n/th';
import { reportClientError } from './client-reports';
import '@/components/layouts/shell.css';

/** A route failed to load or render: offer a reload instead of a blank page. */
export function RouteError() {
  return (
    <main className="page page--plain page__main--center" role="alert">
      <OfflineBanner />
      <h1>{th.app.chunkFailed}</h1>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {th.app.reload}
      </button>
    </main>
  );
}

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

class RouteErrorBoundaryAt extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportClientError('boundary', error);
  }

  /** Another location is another chance: the error belongs to the route that failed. */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Every route's error (a chunk that failed or timed out, a render error) ends here. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundaryAt pathname={pathname}>{children}</RouteErrorBoundaryAt>;
}

/** Shown while the first route's module loads. */
export function RouteLoading() {
  return (
    <div className="state state--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {th.app.loading}
    </div>
  );
}
