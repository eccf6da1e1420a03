import type { Readable } from 'node:stream';
import { type DashboardRow, TASK_CSV_COLUMNS, type TaskListQuery } from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, departments, projects, tasks, users } from '../../db/schema';
import type { KeysetRead } from '../../lib/keyset-read';
import { csvOffThread, rowsOfRead } from '../../lib/off-thread';
import { organizationToday, organizationZoneSql } from '../../lib/organization-calendar';
import { asParam, type Reach, reachOf } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { TASK_CSV_SHAPE } from './csv-cells';
import { listWhere } from './task-list.service';
import { completedDay } from './timeliness';

/**
 * The Task List as CSV with the same filters and order, streamed: read a keyset page at a time (by the
 * CPU pool's worker itself on PostgreSQL: lib/off-thread.ts `rowsOfRead`), so memory stays flat and the
 * event loop parses no row. Created and Completed are days in the organization's zone. The caller's reach
 * is checked before the stream starts, so a refusal is a proper error answer.
 */
export async function exportTasksCsv(db: Db, auth: AuthContext, query: TaskListQuery): Promise<Readable> {
  const reach = await reachOf(db, auth, query.scope);
  const read = taskCsvRead(reach, query, await organizationToday(db, reach.orgId));
  return csvOffThread(TASK_CSV_COLUMNS, rowsOfRead(db, read, TASK_CSV_SHAPE));
}

const SORTED_BY = {
  dueDate: { column: tasks.dueDate, type: 'date' },
  createdAt: { column: tasks.createdAt, type: 'timestamptz' },
  priority: { column: tasks.priority, type: 'smallint' },
  title: { column: tasks.title, type: 'text' },
} as const;

/** The list's rows as the CSV's columns, in the list's order (its sort, then the id the same way). */
function taskCsvRead(reach: Reach, query: TaskListQuery, today: string): KeysetRead {
  const zone = organizationZoneSql(asParam, reach.orgId);
  const sorted = SORTED_BY[query.sort.replace('-', '') as keyof typeof SORTED_BY];
  return {
    select: sql`select ${tasks.displayId} as "displayId", ${tasks.title} as "title",
        (select ${customers.businessName} from ${customers} where ${customers.id} = ${tasks.customerId}) as "customer",
        (select ${users.name} from ${users} where ${users.id} = ${tasks.assigneeId}) as "assignee",
        ${tasks.status} as "status", ${tasks.priority} as "priority", ${tasks.workType} as "workType",
        ${tasks.taskType} as "taskType",
        (select ${projects.key} from ${projects} where ${projects.id} = ${tasks.projectId}) as "projectKey",
        (select ${projects.name} from ${projects} where ${projects.id} = ${tasks.projectId}) as "projectName",
        (select ${departments.name} from ${departments} where ${departments.id} = ${tasks.departmentId}) as "department",
        ${tasks.startDate}::text as "startDate", ${tasks.dueDate}::text as "dueDate",
        ${tasks.estimateHours}::text as "estimateHours",
        (${tasks.createdAt} at time zone ${zone})::date::text as "createdDay",
        ${completedDay(zone)}::text as "completedDay",
        ${sorted.column}::text as "sortedBy", ${tasks.id} as "id"
      from ${tasks} where ${listWhere(reach, query, today)}`,
    order: [
      { column: sorted.column, field: 'sortedBy', type: sorted.type },
      { column: tasks.id, field: 'id', type: 'uuid' },
    ],
    isDescending: query.sort.startsWith('-'),
    pageSize: 1000,
  };
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
