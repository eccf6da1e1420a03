import { useQueryClient } from '@tanstack/react-query';
import type { Board } from '@taskflow/shared';
import { ApiError } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { notify } from '../../../lib/notify';
import { type TaskBoardParams, taskKeys, useMoveTask } from '../api/task-api';
import { applyMove, type BoardMove, replaceCard } from '../lib/board-moves';

/**
 * Moves a card on the board held in the query cache under `params`: at once (optimistic, the two
 * columns' counts too), then through the move API; a refusal puts the board back as it was and says
 * why in a toast. Either way the board is read again (useMoveTask), with the server's counts.
 */
export function useBoardMove(params: TaskBoardParams) {
  const queryClient = useQueryClient();
  const dates = useDates();
  const move = useMoveTask();
  const key = taskKeys.board(params);

  const moveCard = async (request: BoardMove & { name: string }, announce: (message: string) => void) => {
    const previous = queryClient.getQueryData<Board>(key);
    const moved = previous && applyMove(previous.columns, request);
    if (!previous || !moved) return;
    // Synchronous, so the card stays where it was dropped while the server answers.
    queryClient.setQueryData<Board>(key, { columns: moved.columns });
    announce(`${request.name} moved to ${request.to.status}, position ${request.to.index + 1}.`);
    try {
      const saved = await move.mutateAsync({
        id: request.taskId,
        status: request.to.status,
        beforeId: moved.beforeId,
        afterId: moved.afterId,
      });
      queryClient.setQueryData<Board>(key, (current) =>
        current ? { columns: replaceCard(current.columns, saved) } : current,
      );
      if (saved.status === 'Completed' && saved.completedAt)
        notify('success', `${saved.displayId} completed ${dates.dateTime(saved.completedAt)}.`);
    } catch (error) {
      queryClient.setQueryData<Board>(key, previous);
      notify(
        'error',
        `${request.name} was not moved: ${error instanceof ApiError ? error.message : 'something went wrong. Try again later.'}`,
      );
    }
  };

  return { moveCard, isPending: move.isPending };
}
