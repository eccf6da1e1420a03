import { type SQL, sql } from 'drizzle-orm';
import { organizations, tasks } from '../../db/schema';
import type { Bind } from '../../lib/reach';

/**
 * How a task stands against its due date, one definition for the Task List's filters and the Task
 * Report's counts (reports module), so a report cell and the list it links to count the same tasks.
 * Days are judged in the organization's time zone, read in the statement itself (an init plan: once per
 * statement), so a prepared statement stays right when the zone changes.
 *
 * - on time: completed, on or before its due date (a completed task with no completion time, which only
 *   rows written before completion times were kept can be, counts as on time);
 * - overdue: completed after its due date, or still open (Pending, In Progress, On Hold) with its due
 *   date before today. A task due today is not overdue.
 */
export function orgZone(bind: Bind, orgId: unknown): SQL {
  return sql`(select ${organizations.timeZone} from ${organizations} where ${organizations.id} = ${bind('orgId', orgId)})`;
}

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

/** The first instant of a day in the zone: a range on a timestamp column stays an index range. */
export function startOfDay(day: SQL | unknown, zone: SQL): SQL {
  return sql`((${day})::date::timestamp at time zone ${zone})`;
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
  const zone = () => orgZone(bind, orgId);
  if (query.createdFrom)
    filters.push(sql`${tasks.createdAt} >= ${startOfDay(bind('createdFrom', query.createdFrom), zone())}`);
  if (query.createdTo)
    filters.push(
      sql`${tasks.createdAt} < ${startOfDay(sql`${bind('createdTo', query.createdTo)}::date + 1`, zone())}`,
    );
  if (query.completedFrom)
    filters.push(
      sql`${tasks.completedAt} >= ${startOfDay(bind('completedFrom', query.completedFrom), zone())}`,
    );
  if (query.completedTo)
    filters.push(
      sql`${tasks.completedAt} < ${startOfDay(sql`${bind('completedTo', query.completedTo)}::date + 1`, zone())}`,
    );
  if (query.timeliness === 'onTime')
    filters.push(sql`${isOnTime(zone())} and ${bind('onTime', true)}::boolean`);
  if (query.timeliness === 'overdue') filters.push(isOverdue(zone(), bind('lateToday', today)));
  return filters;
}
