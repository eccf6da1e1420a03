import {
  DragDropContext,
  Draggable,
  type DraggableLocation,
  Droppable,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import type { BoardColumn, TaskStatus } from '@taskflow/shared';
import { clsx } from 'clsx';
import { KanbanSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { TASK_STATUS_STYLE } from '../../../../components/task-badges';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useCan } from '../../../../lib/auth';
import { useWorkUpdates } from '../../../../lib/use-work-updates';
import { useTaskBoard } from '../../api/board-api';
import type { TaskBoardParams } from '../../api/task-api';
import { useBoardMove } from '../../hooks/use-board-move';
import { BoardCard } from './board-card';
import { ColumnPager } from './column-pager';
import { QuickAdd } from './quick-add';

const isStatus = (value: string): value is TaskStatus =>
  ['Pending', 'In Progress', 'Completed', 'On Hold'].includes(value);

/**
 * The Kanban board by status, for a project, for "my tasks" or for any Task List filter. Cards move
 * by pointer or keyboard (focus a card's handle, Space to lift, arrows to move, Space to drop, Escape
 * to cancel); each step is announced. A move shows at once and is undone, with a toast, if the
 * server refuses it; other people's changes arrive over the live stream. Each column shows its count
 * and its first cards, and reads more as it is scrolled near its end.
 */
export function TaskBoard({ params, label }: { params: TaskBoardParams; label: string }) {
  const board = useTaskBoard(params);
  const { moveCard, isPending: isMoving } = useBoardMove(params);
  const canMove = useCan('tasks.edit');
  const canCreate = useCan('tasks.create');
  const isDragging = useRef(false);
  useWorkUpdates(() => isDragging.current || isMoving);
  // Moves made with a card's status list are announced here (drags through the library's own region).
  const [statusMessage, announce] = useState('');

  // While a card is lifted the board holds still: a live refetch landing mid-drag would pull the
  // columns from under it. The latest data shows again on drop.
  const [heldColumns, setHeldColumns] = useState<BoardColumn[] | null>(null);
  const columns = heldColumns ?? board.data?.columns ?? [];
  // Nor can anything on the page be selected: the pointer sweeping across it would select its text.
  const isLifted = heldColumns !== null;
  useEffect(() => {
    if (!isLifted) return;
    window.getSelection()?.removeAllRanges();
    document.body.classList.add('select-none');
    return () => document.body.classList.remove('select-none');
  }, [isLifted]);
  const where = (location: DraggableLocation) => `${location.droppableId}, position ${location.index + 1}`;
  const nameOf = (draggableId: string) =>
    columns.flatMap((column) => column.tasks).find((task) => task.id === draggableId)?.displayId ??
    'The task';

  const onDragEnd = async (result: DropResult, provided: ResponderProvided) => {
    isDragging.current = false;
    setHeldColumns(null);
    const { destination, source, draggableId } = result;
    const name = nameOf(draggableId);
    if (!destination || !isStatus(destination.droppableId) || !isStatus(source.droppableId)) {
      provided.announce(`Movement cancelled. ${name} stays in ${source.droppableId}.`);
      return;
    }
    if (destination.droppableId === source.droppableId && destination.index === source.index) {
      provided.announce(`${name} was dropped where it was, in ${source.droppableId}.`);
      return;
    }
    await moveCard(
      {
        taskId: draggableId,
        name,
        from: { status: source.droppableId, index: source.index },
        to: { status: destination.droppableId, index: destination.index },
      },
      provided.announce,
    );
  };

  if (board.isPending) {
    return (
      <div
        className="grid grid-flow-col grid-cols-none auto-cols-[minmax(14rem,1fr)] gap-3 overflow-hidden"
        aria-busy="true"
      >
        <span className="sr-only" role="status">
          Loading the board…
        </span>
        {['Pending', 'In Progress', 'Completed', 'On Hold'].map((status) => (
          <Skeleton key={status} className="h-64" />
        ))}
      </div>
    );
  }
  if (board.isError) {
    return (
      <p role="alert" className="text-sm text-red-600 dark:text-red-400">
        Could not load the board. Try again later.
      </p>
    );
  }
  // An empty board still shows its columns to one who can add a task in them.
  if (columns.every((column) => column.total === 0) && !canCreate) {
    return (
      <EmptyState
        icon={KanbanSquare}
        title="No tasks on this board"
        description="Tasks appear here by status as they are assigned."
      />
    );
  }

  return (
    <DragDropContext
      onBeforeCapture={() => {
        isDragging.current = true;
        setHeldColumns(columns);
      }}
      onDragStart={(start, provided) => {
        provided.announce(
          `Lifted ${nameOf(start.draggableId)}, in ${where(start.source)}. Use the arrow keys to move it between columns and within one, Space to drop it, Escape to cancel.`,
        );
      }}
      onDragUpdate={(update, provided) => {
        provided.announce(
          update.destination
            ? `${nameOf(update.draggableId)} over ${where(update.destination)}.`
            : `${nameOf(update.draggableId)} is not over a column.`,
        );
      }}
      onDragEnd={onDragEnd}
    >
      {/* The columns scroll sideways inside the board, never the page (360 px screens). */}
      <section
        aria-label={label}
        // relative: screen-reader-only text inside is positioned within the board, not the page;
        // grid-cols-none: every column is an auto column of at least 14rem (the app's one-column grid rule aside).
        className="relative grid min-w-0 grid-flow-col grid-cols-none auto-cols-[minmax(14rem,1fr)] gap-3 overflow-x-auto pb-3"
      >
        <p role="status" className="sr-only">
          {statusMessage}
        </p>
        {columns.map((column) => (
          <section
            key={column.status}
            aria-label={column.status}
            className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-slate-100/70 dark:border-slate-800 dark:bg-slate-900/60"
          >
            <h2 className="flex items-center justify-between gap-2 px-3 pt-3 pb-2 text-sm font-semibold">
              <span className={clsx('rounded-full px-2.5 py-0.5 text-xs', TASK_STATUS_STYLE[column.status])}>
                {column.status}
              </span>
              <span className="text-slate-600 dark:text-slate-400">
                {column.total}
                <span className="sr-only"> tasks</span>
              </span>
            </h2>
            <Droppable droppableId={column.status}>
              {(provided, snapshot) => (
                <div
                  ref={provided.innerRef}
                  {...provided.droppableProps}
                  className={clsx(
                    // Each column scrolls on its own (the top of every column stays in view, which keyboard moves
                    // between columns need) and reads its next page as it nears the end (ColumnPager).
                    'grid max-h-[max(24rem,calc(100vh-16rem))] min-h-24 flex-1 content-start gap-2 overflow-y-auto rounded-b-2xl p-2',
                    snapshot.isDraggingOver && 'bg-brand-50 dark:bg-slate-800',
                  )}
                >
                  {column.tasks.map((task, index) => (
                    <Draggable
                      key={task.id}
                      draggableId={task.id}
                      index={index}
                      isDragDisabled={!canMove}
                      // The handle is a real <button>, which the library would otherwise refuse to drag by.
                      disableInteractiveElementBlocking
                    >
                      {(dragProvided, dragSnapshot) => (
                        <BoardCard
                          task={task}
                          provided={dragProvided}
                          isDragging={dragSnapshot.isDragging}
                          canMove={canMove}
                          onMoveTo={(status) =>
                            moveCard(
                              {
                                taskId: task.id,
                                name: task.displayId,
                                from: { status: column.status, index },
                                to: { status, index: 0 },
                              },
                              announce,
                            )
                          }
                        />
                      )}
                    </Draggable>
                  ))}
                  {provided.placeholder}
                  <ColumnPager params={params} column={column} isPaused={isLifted} />
                </div>
              )}
            </Droppable>
            {canCreate && <QuickAdd status={column.status} params={params} />}
          </section>
        ))}
      </section>
    </DragDropContext>
  );
}
