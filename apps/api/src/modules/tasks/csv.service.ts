import type { Readable } from 'node:stream';
import { type DashboardRow, TASK_CSV_COLUMNS, type Task, type TaskListQuery } from '@taskflow/shared';
import type { Db } from '../../db/client';
import { csvOffThread } from '../../lib/off-thread';
import { reachOf } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { iterateTasks } from './task-list.service';

export function taskCsvRow(task: Task): string[] {
  return [
    task.displayId,
    task.title,
    task.customer.name,
    task.assignee.name,
    task.status,
    task.priority,
    task.workType,
    task.taskType ?? '',
    task.project?.key ?? '',
    task.project?.name ?? '',
    task.department?.name ?? '',
    task.startDate ?? '',
    task.dueDate,
    task.estimateHours === null ? '' : String(task.estimateHours),
    task.createdAt.slice(0, 10),
    task.completedAt?.slice(0, 10) ?? '',
  ];
}

/**
 * The Task List as CSV with the same filters and order, streamed: rows are read a page at a time
 * (keyset) and leave as they are written, so memory stays flat. Spreadsheet formulas are escaped.
 */
export function exportTasksCsv(db: Db, auth: AuthContext, query: TaskListQuery): Readable {
  return csvOffThread(TASK_CSV_COLUMNS, taskCsvRows(db, auth, query));
}

async function* taskCsvRows(db: Db, auth: AuthContext, query: TaskListQuery) {
  for await (const task of iterateTasks(db, auth, query)) yield taskCsvRow(task);
}

export const DASHBOARD_CSV_COLUMNS = [
  'Member',
  'Pending',
  'In Progress',
  'Completed',
  'On Hold',
  'Overdue',
  'Due This Week',
];

/** The Team Members Dashboard as CSV: the same rows the page shows. */
export function dashboardCsv(rows: DashboardRow[]): Readable {
  return csvOffThread(
    DASHBOARD_CSV_COLUMNS,
    rows.map((row) => [
      row.member.name,
      row.pending,
      row.inProgress,
      row.completed,
      row.onHold,
      row.overdue,
      row.dueThisWeek,
    ]),
  );
}

/** Checks the caller may read before any byte is sent, so a refusal is a proper error answer. */
export async function checkExport(db: Db, auth: AuthContext, query: TaskListQuery) {
  await reachOf(db, auth, query.scope);
}
