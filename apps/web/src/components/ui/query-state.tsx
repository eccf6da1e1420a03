import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { ListSkeleton } from './skeleton';

/**
 * A query's states in one place, instead of the loading / error / empty / list branches written out by
 * each page: placeholder rows while it loads, a red line when it fails (a 404 in words of its own; `failed`
 * as a function words it from the error, as a report does with the server's reason), and
 * `children` with the data; `isEmpty` + `empty` for a list with nothing in it. While a new answer is
 * fetched over the shown one (a filter changed), the shown one dims and says it is busy.
 */
export function QueryState<T>({
  query,
  loading,
  failed,
  notFound,
  isEmpty,
  empty,
  rows = 4,
  rowClassName,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  failed: string | ((error: Error) => string);
  notFound?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  rows?: number;
  /** The height of a placeholder row, as tall as a row of the list. */
  rowClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <ListSkeleton rows={rows} rowClassName={rowClassName} label={loading} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        {notFound && query.error instanceof ApiError && query.error.status === 404
          ? notFound
          : typeof failed === 'function'
            ? failed(query.error)
            : failed}
      </p>
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return (
    <div
      className={query.isFetching ? 'opacity-70 transition-opacity' : undefined}
      aria-busy={query.isFetching}
    >
      {children(query.data)}
    </div>
  );
}
