import {
  type BoardCard,
  type BoardColumn,
  type BoardQuery,
  encodeBoardCursor,
  type MoveTaskBody,
  priorityOfRank,
  TASK_COUNT_CAP,
  TASK_STATUSES,
  type TaskStatus,
  type UpdateTaskInput,
} from '@taskflow/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks } from '../../db/schema';
import { afterAnswerWrite } from '../../lib/after-answer';
import type { NameDirectory } from '../../lib/name-directory';
import { organizationToday } from '../../lib/organization-calendar';
import { narrowToReach, type Reach, reachOf } from '../../lib/reach';
import { writeTogether } from '../../lib/write-together';
import type { AuthContext } from '../../plugins/types';
import { noticeWork } from '../notifications';
import { applyTaskChange } from './task-commands.service';
import { listWhere, taskListStatement } from './task-list.service';
import { type TaskDeps, taskChangeEvents, taskNotices } from './task-notices';
import { checkTaskInReach } from './task-row';

type BoardFilters = Omit<BoardQuery, 'status' | 'cursor' | 'limit'>;

/** What a card shows, straight from the row (the names come from the name directory). */
const cardColumns = {
  id: tasks.id,
  displayId: tasks.displayId,
  title: tasks.title,
  status: tasks.status,
  priority: tasks.priority,
  customerId: tasks.customerId,
  assigneeId: tasks.assigneeId,
  dueDate: tasks.dueDate,
  completedAt: tasks.completedAt,
  boardPosition: tasks.boardPosition,
};
type CardRow = { [K in keyof typeof cardColumns]: (typeof tasks.$inferSelect)[K] };

interface ColumnPage {
  status: TaskStatus;
  total: number;
  /** Up to `limit + 1` rows: one more than answered says whether a next page exists. */
  rows: CardRow[];
}

/**
 * The board: every column's first `limit` cards in board order with its count (the first screen), or
 * one column's cards after `cursor` (its next page). The same filters and reach as the Task List.
 */
export async function getBoard(db: Db, names: NameDirectory, auth: AuthContext, query: BoardQuery) {
  const { status, cursor, limit, ...filters } = query;
  const reach = await reachOf(db, auth, filters.scope);
  narrowToReach(reach, filters);
  const today = await organizationToday(db, reach.orgId);
  const pages = await Promise.all(
    (status ? [status] : TASK_STATUSES).map((columnStatus) =>
      cursor
        ? nextPage(db, reach, filters, columnStatus, cursor, limit, today)
        : firstPage(db, reach, filters, columnStatus, limit, today),
    ),
  );
  const cards = pages.flatMap((page) => page.rows.slice(0, limit));
  const found = await names.resolve(db, {
    users: cards.map((card) => card.assigneeId),
    customers: cards.map((card) => card.customerId),
    projects: [],
    departments: [],
  });
  const toCard = (row: CardRow): BoardCard => ({
    id: row.id,
    displayId: row.displayId,
    title: row.title,
    status: row.status as TaskStatus,
    priority: priorityOfRank(row.priority),
    customer: { id: row.customerId, name: found.customer(row.customerId) ?? '' },
    assignee: { id: row.assigneeId, name: found.user(row.assigneeId) ?? '' },
    dueDate: row.dueDate,
    isOverdue: row.status !== 'Completed' && row.dueDate < today,
    completedAt: row.completedAt?.toISOString() ?? null,
  });
  const columns = pages.map(({ status: columnStatus, total, rows }): BoardColumn => {
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    return {
      status: columnStatus,
      total: Math.min(total, TASK_COUNT_CAP),
      isTotalCapped: total > TASK_COUNT_CAP,
      tasks: shown.map(toCard),
      nextCursor: rows.length > limit && last ? encodeBoardCursor(last) : null,
      nextCardId: rows[limit]?.id ?? null,
    };
  });
  return { columns };
}

/** A column's first page is the Task List filtered to its status in board order: its prepared statement. */
async function firstPage(
  db: Db,
  reach: Reach,
  filters: BoardFilters,
  status: TaskStatus,
  limit: number,
  today: string,
): Promise<ColumnPage> {
  const { statement, values } = taskListStatement(
    db,
    reach,
    { ...filters, status: [status], sort: 'boardPosition' },
    today,
  );
  const rows = await statement.execute({ ...values, limit: limit + 1, offset: 0 });
  return { status, total: rows[0]?.total ?? 0, rows: rows.map((row) => row.task) };
}

/**
 * A later page: a keyset on the board's order (position, then id), so a card moved or added meanwhile
 * neither repeats a card nor skips one, and a deep page costs what the first does.
 */
async function nextPage(
  db: Db,
  reach: Reach,
  filters: BoardFilters,
  status: TaskStatus,
  cursor: { position: number; id: string },
  limit: number,
  today: string,
): Promise<ColumnPage> {
  const where = listWhere(reach, { ...filters, status: [status] }, today);
  const after = sql`(${tasks.boardPosition}, ${tasks.id}) > (${cursor.position}::double precision, ${cursor.id}::uuid)`;
  const [rows, counted] = await Promise.all([
    db
      .select(cardColumns)
      .from(tasks)
      .where(and(where, after))
      .orderBy(asc(tasks.boardPosition), asc(tasks.id))
      .limit(limit + 1),
    db.execute(
      sql`select count(*)::int as n from (select 1 from ${tasks} where ${where} limit ${TASK_COUNT_CAP + 1}) as capped`,
    ),
  ]);
  const total = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return { status, total, rows };
}

/** Drag and drop (or its keyboard equivalent): into a column, between two of its cards. */
export async function moveTask(deps: TaskDeps, auth: AuthContext, id: string, input: MoveTaskBody) {
  const reach = await reachOf(deps.db, auth, undefined, 'tasks.edit');
  await checkTaskInReach(deps.db, reach, id);
  const result = await deps.db.transaction(async (tx) => {
    const neighbour = async (neighbourId: string | null | undefined) => {
      if (!neighbourId) return undefined;
      const [row] = await tx
        .select({ position: tasks.boardPosition })
        .from(tasks)
        .where(and(eq(tasks.id, neighbourId), eq(tasks.organizationId, reach.orgId)));
      return row?.position;
    };
    const before = await neighbour(input.beforeId);
    const after = await neighbour(input.afterId);
    // beforeId: the card above the drop; afterId: the card below it (below the last card a column has
    // loaded, the first one it has not: nextCardId). With one only, the drop is at the column's end or top.
    const position =
      before !== undefined && after !== undefined
        ? (before + after) / 2
        : before !== undefined
          ? before + 1
          : after !== undefined
            ? after - 1
            : Date.now() / 1000;
    const change = await applyTaskChange(tx, reach, auth, id, { status: input.status } as UpdateTaskInput);
    // The card's place, the change's history, webhook events, notices and live event: one statement.
    const notices = afterAnswerWrite(tx, noticeWork(taskNotices(reach.orgId, auth.userId, change.notices)));
    await writeTogether(
      tx,
      [
        tx
          .update(tasks)
          .set({ boardPosition: position })
          .where(and(eq(tasks.id, id), eq(tasks.organizationId, reach.orgId))),
        ...change.writes,
        notices.write,
      ],
      taskChangeEvents(reach.orgId, [id]),
    );
    notices.start();
    return { ...change, after: { ...change.after, boardPosition: position } };
  });
  return result.after;
}
