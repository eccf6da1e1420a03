import type { BoardCard, BoardColumn, Task, TaskStatus } from '@taskflow/shared';

export type { BoardColumn };

export interface BoardMove {
  taskId: string;
  from: { status: TaskStatus; index: number };
  to: { status: TaskStatus; index: number };
}

/**
 * The board after a card moved, as the server will store it: the card leaves its column and lands at
 * the index in the target column, taking the target's status. `beforeId` is the card now above it
 * and `afterId` the card below (the move API's neighbours, which fix its position in the column); below
 * the last card a column has loaded, that is the first it has not (`nextCardId`).
 */
export function applyMove(
  columns: BoardColumn[],
  move: BoardMove,
): { columns: BoardColumn[]; beforeId: string | null; afterId: string | null } | null {
  const source = columns.find((column) => column.status === move.from.status);
  const card = source?.tasks.find((task) => task.id === move.taskId);
  if (!source || !card) return null;
  const moved: BoardCard = {
    ...card,
    status: move.to.status,
    // The server stamps the real time; until it answers, leaving Completed clears the stamp.
    completedAt: move.to.status === 'Completed' ? card.completedAt : null,
  };
  let beforeId: string | null = null;
  let afterId: string | null = null;
  const next = columns.map((column) => {
    let tasks = column.tasks;
    let total = column.total;
    if (column.status === move.from.status) {
      tasks = tasks.filter((task) => task.id !== move.taskId);
      total -= 1;
    }
    if (column.status === move.to.status) {
      const index = Math.max(0, Math.min(move.to.index, tasks.length));
      beforeId = tasks[index - 1]?.id ?? null;
      afterId = tasks[index]?.id ?? column.nextCardId;
      tasks = [...tasks.slice(0, index), moved, ...tasks.slice(index)];
      total += 1;
    }
    return { ...column, tasks, total };
  });
  return { columns: next, beforeId, afterId };
}

/** A task as its card shows it (the move API answers the whole task). */
export const cardOf = (task: Task): BoardCard => ({
  id: task.id,
  displayId: task.displayId,
  title: task.title,
  status: task.status,
  priority: task.priority,
  customer: task.customer,
  assignee: task.assignee,
  dueDate: task.dueDate,
  isOverdue: task.isOverdue,
  completedAt: task.completedAt,
});

/** Puts the server's answer for one card in place (its completion stamp, its overdue flag). */
export function replaceCard(columns: BoardColumn[], task: Task): BoardColumn[] {
  const card = cardOf(task);
  return columns.map((column) => ({
    ...column,
    tasks: column.tasks.map((entry) => (entry.id === task.id ? card : entry)),
  }));
}

/**
 * A column with its next page added: the page's cards after the ones shown (a card already there,
 * moved meanwhile, is not shown twice), its count and what follows it.
 */
export function withPage(column: BoardColumn, page: BoardColumn): BoardColumn {
  const shown = new Set(column.tasks.map((task) => task.id));
  return {
    ...column,
    total: page.total,
    isTotalCapped: page.isTotalCapped,
    tasks: [...column.tasks, ...page.tasks.filter((task) => !shown.has(task.id))],
    nextCursor: page.nextCursor,
    nextCardId: page.nextCardId,
  };
}

/**
 * The board with a column's page added, if the column still ends where the page was asked from: when
 * the board was read again meanwhile (a move, someone's change), the page may no longer follow on, and
 * is left out (the column asks again from its new end).
 */
export function addPage(columns: BoardColumn[], cursor: string, page: BoardColumn): BoardColumn[] {
  return columns.map((column) =>
    column.status === page.status && column.nextCursor === cursor ? withPage(column, page) : column,
  );
}
