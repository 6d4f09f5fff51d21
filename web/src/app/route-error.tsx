import { isRouteErrorResponse, useRouteError } from 'react-router';
import { OfflineBanner } from '@/components/ui/banners';
import { th } from '@/i18n/th';

/** A route failed to load or render: offer a reload instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <main className="page page--plain page__main--center" role="alert">
      <OfflineBanner />
      <h1>{status === 404 ? th.notFound.heading : th.app.chunkFailed}</h1>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {th.app.reload}
      </button>
    </main>
  );
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
