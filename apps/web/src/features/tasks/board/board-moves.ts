import type { Task, TaskStatus } from '@taskflow/shared';

export interface BoardColumn {
  status: TaskStatus;
  total: number;
  tasks: Task[];
}

export interface BoardMove {
  taskId: string;
  from: { status: TaskStatus; index: number };
  to: { status: TaskStatus; index: number };
}

/**
 * The board after a card moved, as the server will store it: the card leaves its column and lands at
 * the index in the target column, taking the target's status. `beforeId` is the card now above it
 * and `afterId` the card below (the move API's neighbours, which fix its position in the column).
 */
export function applyMove(
  columns: BoardColumn[],
  move: BoardMove,
): { columns: BoardColumn[]; beforeId: string | null; afterId: string | null } | null {
  const source = columns.find((column) => column.status === move.from.status);
  const card = source?.tasks.find((task) => task.id === move.taskId);
  if (!source || !card) return null;
  const moved: Task = {
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
      afterId = tasks[index]?.id ?? null;
      tasks = [...tasks.slice(0, index), moved, ...tasks.slice(index)];
      total += 1;
    }
    return { ...column, tasks, total };
  });
  return { columns: next, beforeId, afterId };
}

/** Puts the server's answer for one card in place (its completion stamp, its position). */
export function replaceCard(columns: BoardColumn[], task: Task): BoardColumn[] {
  return columns.map((column) => ({
    ...column,
    tasks: column.tasks.map((entry) => (entry.id === task.id ? task : entry)),
  }));
}
