import type { BoardColumn } from '@taskflow/shared';
import { useEffect, useRef } from 'react';
import { useColumnPages } from '../../api/board-api';
import type { TaskBoardParams } from '../../api/task-api';

/** How far below a column's visible end its next page is asked for: it arrives before it is reached. */
const AHEAD = '0px 0px 240px 0px';

/**
 * The end of a column's cards: while the column has more, a marker that asks for the next page when
 * it scrolls near the column's visible end, and what that is doing. It sits in the column's own scroll
 * area, as the last child. Held while `isPaused` (a card is lifted: the column must not grow under it).
 */
export function ColumnPager({
  params,
  column,
  isPaused,
}: {
  params: TaskBoardParams;
  column: BoardColumn;
  isPaused: boolean;
}) {
  const { loadMore, isLoading, isError } = useColumnPages(params, column);
  const marker = useRef<HTMLDivElement>(null);
  const load = useRef(loadMore);
  load.current = loadMore;
  const hasMore = column.nextCursor !== null;

  // Observed anew after each page (and after a pause): a new observer reports at once whether the marker
  // is already in view (a short first page, a tall screen), so pages keep coming until the column fills.
  useEffect(() => {
    const target = marker.current;
    if (!hasMore || isPaused || isLoading || isError || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load.current();
      },
      { root: target.parentElement, rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, isPaused, isLoading, isError]);

  if (!hasMore) return null;
  return (
    <div ref={marker} className="px-1 text-xs text-slate-600 dark:text-slate-400">
      {isError ? (
        <p role="alert" className="flex flex-wrap items-center gap-2">
          Could not load more cards.
          <button
            type="button"
            onClick={() => void loadMore()}
            className="rounded-md px-1.5 py-0.5 font-medium text-brand-700 underline hover:bg-white dark:text-brand-300 dark:hover:bg-slate-800"
          >
            Try again
          </button>
        </p>
      ) : (
        <p role="status">{isLoading ? 'Loading more…' : `${column.tasks.length} of ${column.total} shown`}</p>
      )}
    </div>
  );
}
