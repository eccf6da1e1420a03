import {
  addCalendarDays,
  calendarDaysBetween,
  countWorkingDays,
  isoWeekday,
  type ListMeta,
  WORKLOAD_FORBIDDEN,
  WORKLOAD_HOURS_PER_DAY,
  type Workload,
  type WorkloadCell,
  type WorkloadQuery,
} from '@taskflow/shared';
import { and, asc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveRequests, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { pageOf, totalColumn } from '../../lib/pagination';
import { todayOfUser } from '../../lib/today';
import type { AuthContext } from '../../plugins/types';
import { leaveDays } from '../leave/leave-days';
import { reachOf } from '../tasks/reach';
import { workingCalendarOf } from './calendar';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Monday of the ISO week a day falls in. */
const mondayOf = (day: string) => addCalendarDays(day, 1 - isoWeekday(day));

/**
 * Per person per week: the estimated hours of their open tasks due that week against their working
 * hours (8 per working day of the organization's work week and holidays, less approved leave). People
 * are the caller's reach: everyone with View All Tasks, else their reporting tree; a person with
 * neither has no one to plan for.
 */
export async function getWorkload(
  db: Db,
  auth: AuthContext,
  query: WorkloadQuery,
): Promise<{ data: Workload; meta: ListMeta }> {
  const reach = await reachOf(db, auth);
  if (reach.scope !== 'all' && reach.teamIds.length <= 1) throw new AppError('FORBIDDEN', WORKLOAD_FORBIDDEN);
  const orgId = reach.orgId;
  const from = mondayOf(query.from ?? (await todayOfUser(db, orgId, auth.userId)));
  const to = addCalendarDays(from, query.weeks * 7 - 1);
  const calendar = await workingCalendarOf(db, orgId, from, to);
  const weeks = Array.from({ length: query.weeks }, (_, index) => {
    const start = addCalendarDays(from, index * 7);
    const end = addCalendarDays(start, 6);
    return { start, end, workingDays: countWorkingDays(start, end, calendar) };
  });

  const people: SQL = and(
    eq(users.organizationId, orgId),
    eq(users.isActive, true),
    reach.scope === 'all' ? undefined : inArray(users.id, reach.teamIds),
    query.q ? ilike(users.name, `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`) : undefined,
  ) as SQL;
  const { rows: page, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({
          id: users.id,
          name: users.name,
          jobTitle: users.jobTitle,
          total: totalColumn(db, users, people),
        })
        .from(users)
        .where(people)
        .orderBy(asc(users.name), asc(users.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: sql<number>`count(*)::int` }).from(users).where(people),
  );
  const ids = page.map((person) => person.id);
  if (!ids.length) return { data: { weeks, rows: [] }, meta };

  const [load, leave] = await Promise.all([
    db.execute(sql`
      select assignee_id, ((due_date - ${from}::date) / 7)::int as week,
             coalesce(sum(estimate_hours), 0)::float8 as hours, count(*)::int as tasks,
             (count(*) filter (where estimate_hours is null))::int as unestimated
      from tasks
      where organization_id = ${orgId} and status <> 'Completed' and due_date between ${from} and ${to}
        and assignee_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
      group by 1, 2`),
    db
      .select({
        userId: leaveRequests.userId,
        fromDate: leaveRequests.fromDate,
        toDate: leaveRequests.toDate,
        fromDateHalf: leaveRequests.fromDateHalf,
        toDateHalf: leaveRequests.toDateHalf,
      })
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.organizationId, orgId),
          eq(leaveRequests.status, 'Approved'),
          inArray(leaveRequests.userId, ids),
          lte(leaveRequests.fromDate, to),
          gte(leaveRequests.toDate, from),
        ),
      ),
  ]);

  const loadOf = new Map<string, { hours: number; tasks: number; unestimated: number }>();
  for (const row of rowsOf<{
    assignee_id: string;
    week: number;
    hours: number;
    tasks: number;
    unestimated: number;
  }>(load)) {
    loadOf.set(`${row.assignee_id}:${row.week}`, {
      hours: Number(row.hours),
      tasks: Number(row.tasks),
      unestimated: Number(row.unestimated),
    });
  }
  const leaveOf = new Map<string, number>();
  for (const request of leave) {
    for (const day of leaveDays(request, calendar)) {
      if (day.date < from || day.date > to) continue;
      const key = `${request.userId}:${Math.floor(calendarDaysBetween(from, day.date) / 7)}`;
      leaveOf.set(key, (leaveOf.get(key) ?? 0) + day.fraction);
    }
  }

  const rows = page.map((person) => ({
    person: { id: person.id, name: person.name, jobTitle: person.jobTitle },
    weeks: weeks.map((week, index): WorkloadCell => {
      const work = loadOf.get(`${person.id}:${index}`) ?? { hours: 0, tasks: 0, unestimated: 0 };
      const leaveDaysInWeek = leaveOf.get(`${person.id}:${index}`) ?? 0;
      const capacity = Math.max(0, week.workingDays - leaveDaysInWeek) * WORKLOAD_HOURS_PER_DAY;
      return { ...work, capacity, leaveDays: leaveDaysInWeek, isOverbooked: work.hours > capacity };
    }),
  }));
  return { data: { weeks, rows }, meta };
}
