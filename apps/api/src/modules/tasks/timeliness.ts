/**
 * How a task stands against its due date, one definition for the Task List's filters and the Task
 * Report's counts (reports module), so a report cell and the list it links to count the same tasks.
 * Days are judged in the organization's time zone, read in the statement itself (`organizationZoneSql`).
 *
 * - on time: completed, on or before its due date (a completed task with no completion time, which only
 *   rows written before completion times were kept can be, counts as on time);
 * - overdue: completed after its due date, or still open (Pending, In Progress, On Hold) with its due
 *   date before today. A task due today is not overdue.
 */
import { type SQL, sql } from 'drizzle-orm';
import { tasks } from '../../db/schema';
import { organizationZoneSql, startOfDaySql } from '../../lib/organization-calendar';
import type { Bind } from '../../lib/reach';

/** The day (in the organization's zone) a completed task was completed. */
export function completedDay(zone: SQL): SQL {
  return sql`(${tasks.completedAt} at time zone ${zone})::date`;
}

export function isOnTime(zone: SQL): SQL {
  return sql`(${tasks.status} = 'Completed' and coalesce(${completedDay(zone)}, ${tasks.dueDate}) <= ${tasks.dueDate})`;
}

export function isOverdue(zone: SQL, today: SQL | unknown): SQL {
  return sql`((${tasks.status} = 'Completed' and ${completedDay(zone)} > ${tasks.dueDate}) or (${tasks.status} <> 'Completed' and ${tasks.dueDate} < ${today}::date))`;
}

/**
 * The Task List's creation-date, completion-date and timeliness filters. Every shape binds a value of
 * its own name, so the prepared Task List statements (keyed by the names bound) tell them apart.
 */
export function timelinessFilters(
  query: {
    createdFrom?: string;
    createdTo?: string;
    completedFrom?: string;
    completedTo?: string;
    timeliness?: 'onTime' | 'overdue';
  },
  today: string,
  orgId: string,
  bind: Bind,
): SQL[] {
  const filters: SQL[] = [];
  const zone = () => organizationZoneSql(bind, orgId);
  if (query.createdFrom)
    filters.push(sql`${tasks.createdAt} >= ${startOfDaySql(bind('createdFrom', query.createdFrom), zone())}`);
  if (query.createdTo)
    filters.push(
      sql`${tasks.createdAt} < ${startOfDaySql(sql`${bind('createdTo', query.createdTo)}::date + 1`, zone())}`,
    );
  if (query.completedFrom)
    filters.push(
      sql`${tasks.completedAt} >= ${startOfDaySql(bind('completedFrom', query.completedFrom), zone())}`,
    );
  if (query.completedTo)
    filters.push(
      sql`${tasks.completedAt} < ${startOfDaySql(sql`${bind('completedTo', query.completedTo)}::date + 1`, zone())}`,
    );
  if (query.timeliness === 'onTime')
    filters.push(sql`${isOnTime(zone())} and ${bind('onTime', true)}::boolean`);
  if (query.timeliness === 'overdue') filters.push(isOverdue(zone(), bind('lateToday', today)));
  return filters;
}
