import { type ReactNode, useDeferredValue } from 'react';
import { failureMessage } from '@/lib/http-errors';
import { th } from '@/i18n/th';

interface QueryStateProps<T> {
  query: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  /** Treats the loaded data as empty (an empty list, for instance). */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /**
   * What stands in for the data while it loads: the content's own shape with skeletons for its
   * values, so the page below does not move when the data arrives. Without it, a loading line.
   */
  placeholder?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The answer as a QueryState shows it. A query's answer reaches React as a blocking update;
 * QueryState renders the content it brings in a deferred pass, in slices the browser can paint
 * and take input between.
 */
function useShownData<T>(query: { data: T | undefined }): T | undefined {
  return useDeferredValue(query.data);
}

/**
 * Whether a QueryState of this query shows its answer (or its error) yet. What is placed below a
 * QueryState waits for this, so both arrive in one commit and the content never pushes it down.
 */
export function useQueryShown(query: { data: unknown; isError: boolean }): boolean {
  return useShownData(query) !== undefined || query.isError;
}

/** Loading, error, empty and loaded states of one query, the same way on every screen. */
export function QueryState<T>({ query, isEmpty, emptyText = th.app.empty, placeholder, children }: QueryStateProps<T>) {
  const data = useShownData(query);
  if (query.isError) {
    return (
      <div className="state state--error" role="alert">
        <p>{failureMessage(query.error) || th.app.loadFailed}</p>
        <button type="button" className="btn btn--secondary" onClick={() => void query.refetch()}>
          {th.app.retry}
        </button>
      </div>
    );
  }
  if ((query.isPending || data === undefined) && placeholder !== undefined) {
    // No box of its own: the placeholder takes its content's place, in a page's grid too.
    return (
      <>
        <span className="visually-hidden" role="status">
          {th.app.loading}
        </span>
        {placeholder}
      </>
    );
  }
  if (query.isPending || data === undefined) {
    return (
      <div className="state state--loading" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        {th.app.loading}
      </div>
    );
  }
  if (isEmpty?.(data)) {
    return <p className="state state--empty">{emptyText}</p>;
  }
  return <>{children(data)}</>;
}
