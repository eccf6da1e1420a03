import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Board, BoardColumn, TaskStatus } from '@taskflow/shared';
import { useRef, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { addPage, withPage } from '../lib/board-moves';
import { type TaskBoardParams, taskKeys, toSearchParams } from './task-api';

/** Most cards a column's page may hold (the API's limit): a refetch reads deep columns in few requests. */
const MAX_PAGE = 100;

/** GET /tasks/board: the first screen, or with `status` and `cursor` one column's next page. */
function fetchBoard(params: TaskBoardParams, page?: { status: TaskStatus; cursor: string; limit?: number }) {
  return apiFetch<{ data: Board }>(`/tasks/board?${toSearchParams({ ...params, ...page })}`).then(
    (body) => body.data,
  );
}

async function fetchColumnPage(params: TaskBoardParams, status: TaskStatus, cursor: string, limit?: number) {
  const { columns } = await fetchBoard(params, { status, cursor, limit });
  const [page] = columns;
  if (!page) throw new Error(`The board answered no ${status} column`);
  return page;
}

/**
 * The board: each column's count and first page. Read again (after a move, or someone else's change),
 * each column is read as deep as it had been scrolled, so it does not jump back to its first cards
 * under the reader.
 */
export const boardQueryOptions = (params: TaskBoardParams) =>
  queryOptions({
    queryKey: taskKeys.board(params),
    queryFn: async ({ client, queryKey }): Promise<Board> => {
      const shown = client.getQueryData<Board>(queryKey);
      const first = await fetchBoard(params);
      const columns = await Promise.all(
        first.columns.map(async (column) => {
          const depth = shown?.columns.find((entry) => entry.status === column.status)?.tasks.length ?? 0;
          let current: BoardColumn = column;
          while (current.nextCursor && current.tasks.length < depth) {
            const limit = Math.min(MAX_PAGE, depth - current.tasks.length);
            current = withPage(
              current,
              await fetchColumnPage(params, current.status, current.nextCursor, limit),
            );
          }
          return current;
        }),
      );
      return { columns };
    },
  });

export const useTaskBoard = (params: TaskBoardParams) => useQuery(boardQueryOptions(params));

/**
 * A column's next page, added to the board in the cache: `loadMore` asks for it (once at a time),
 * `isLoading` and `isError` say how that went.
 */
export function useColumnPages(params: TaskBoardParams, column: BoardColumn) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  // A ref, not the state: two calls in the same moment (before a render) must still ask once.
  const isAsking = useRef(false);
  const { status, nextCursor } = column;

  const loadMore = async () => {
    if (!nextCursor || isAsking.current) return;
    isAsking.current = true;
    setState('loading');
    try {
      const page = await fetchColumnPage(params, status, nextCursor);
      queryClient.setQueryData<Board>(taskKeys.board(params), (board) =>
        board ? { columns: addPage(board.columns, nextCursor, page) } : board,
      );
      setState('idle');
    } catch {
      setState('error');
    } finally {
      isAsking.current = false;
    }
  };

  return { loadMore, isLoading: state === 'loading', isError: state === 'error' };
}
