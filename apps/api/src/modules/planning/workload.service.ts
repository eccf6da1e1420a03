import {
  addCalendarDays,
  calendarDaysBetween,
  countWorkingDays,
  type ListMeta,
  WORKLOAD_FORBIDDEN,
  WORKLOAD_HOURS_PER_DAY,
  type Workload,
  type WorkloadCell,
  type WorkloadLoad,
  type WorkloadQuery,
} from '@taskflow/shared';
import { and, asc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveRequests, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/like';
import { personToday, weekStartOf, workingCalendarOf } from '../../lib/organization-calendar';
import { pageOf, totalColumn } from '../../lib/pagination';
import { reachOf } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { leaveDays } from '../leave';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const EMPTY_LOAD: WorkloadLoad = { hours: 0, tasks: 0, unestimated: 0 };

const loadOfRow = (row: { hours: number; tasks: number; unestimated: number }): WorkloadLoad => ({
  hours: Number(row.hours),
  tasks: Number(row.tasks),
  unestimated: Number(row.unestimated),
});

/**
 * Per person per week: the estimated hours of their open tasks due that week against their working
 * hours (8 per working day of the organization's work week and holidays, less approved leave). Open
 * tasks due before the current week are carried over into it: overdue work is still to be done, so a
 * person with six overdue tasks is not shown as free. People are the caller's reporting tree (scope
 * team, the default), or everyone (scope all, View All Tasks only); with neither there is no one to plan for.
 */
export async function getWorkload(
  db: Db,
  auth: AuthContext,
  query: WorkloadQuery,
): Promise<{ data: Workload; meta: ListMeta }> {
  // Asking for everyone without View All Tasks is refused by reachOf (403), on the server.
  const reach = await reachOf(db, auth, query.scope);
  const canAll = auth.permissions.has('tasks.view_all');
  if (reach.scope !== 'all' && reach.teamIds.length <= 1 && !canAll)
    throw new AppError('FORBIDDEN', WORKLOAD_FORBIDDEN);
  const orgId = reach.orgId;
  const today = await personToday(db, orgId, auth.userId);
  const thisMonday = weekStartOf(today);
  const from = weekStartOf(query.from ?? today);
  const to = addCalendarDays(from, query.weeks * 7 - 1);
  const calendar = await workingCalendarOf(db, orgId, from, to);
  const weeks = Array.from({ length: query.weeks }, (_, index) => {
    const start = addCalendarDays(from, index * 7);
    const end = addCalendarDays(start, 6);
    return {
      start,
      end,
      workingDays: countWorkingDays(start, end, calendar),
      isCurrent: start === thisMonday,
    };
  });
  const currentIndex = weeks.findIndex((week) => week.isCurrent);

  const inScope: SQL = and(
    eq(users.organizationId, orgId),
    eq(users.isActive, true),
    reach.scope === 'all' ? undefined : inArray(users.id, reach.teamIds),
  ) as SQL;
  const people: SQL = and(inScope, query.q ? ilike(users.name, containsPattern(query.q)) : undefined) as SQL;
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
  const scopeIds = sql`(select ${users.id} from ${users} where ${inScope})`;
  const idList = ids.length
    ? sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
    : sql`null`;
  // Per assignee and week of the range, and before the current week (carried over); the totals row the
  // same over everyone in scope (all pages, no name search), so its links list exactly what it counts.
  const loadBy = (perPerson: boolean, assignees: SQL, carried: boolean) => sql`
      select ${perPerson ? sql`assignee_id,` : sql``}
             ${carried ? sql`-1` : sql`((due_date - ${from}::date) / 7)::int`} as week,
             coalesce(sum(estimate_hours), 0)::float8 as hours, count(*)::int as tasks,
             (count(*) filter (where estimate_hours is null))::int as unestimated
      from tasks
      where organization_id = ${orgId} and status <> 'Completed' and assignee_id in ${assignees}
        and ${carried ? sql`due_date < ${thisMonday}` : sql`due_date between ${from} and ${to}`}
      group by ${perPerson ? sql`1, 2` : sql`1`}`;
  const showsCarried = currentIndex >= 0;
  const [load, carried, totalLoad, totalCarried, leave] = await Promise.all([
    ids.length ? db.execute(loadBy(true, sql`(${idList})`, false)) : { rows: [] },
    ids.length && showsCarried ? db.execute(loadBy(true, sql`(${idList})`, true)) : { rows: [] },
    db.execute(loadBy(false, scopeIds, false)),
    db.execute(loadBy(false, scopeIds, true)),
    ids.length
      ? db
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
          )
      : [],
  ]);

  type LoadRow = { assignee_id?: string; week: number; hours: number; tasks: number; unestimated: number };
  const loadOf = new Map<string, WorkloadLoad>();
  for (const row of [...rowsOf<LoadRow>(load), ...rowsOf<LoadRow>(carried)])
    loadOf.set(`${row.assignee_id}:${row.week}`, loadOfRow(row));
  const totalOf = new Map(
    [...rowsOf<LoadRow>(totalLoad), ...rowsOf<LoadRow>(totalCarried)].map((row) => [
      row.week,
      loadOfRow(row),
    ]),
  );
  const totals = {
    weeks: weeks.map((_, index) => totalOf.get(index) ?? EMPTY_LOAD),
    carriedOver: totalOf.get(-1) ?? EMPTY_LOAD,
  };
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
      const work = loadOf.get(`${person.id}:${index}`) ?? EMPTY_LOAD;
      const carriedOver = week.isCurrent ? (loadOf.get(`${person.id}:-1`) ?? EMPTY_LOAD) : null;
      const leaveDaysInWeek = leaveOf.get(`${person.id}:${index}`) ?? 0;
      const capacity = Math.max(0, week.workingDays - leaveDaysInWeek) * WORKLOAD_HOURS_PER_DAY;
      return {
        ...work,
        capacity,
        leaveDays: leaveDaysInWeek,
        carriedOver,
        isOverbooked: work.hours + (carriedOver?.hours ?? 0) > capacity,
      };
    }),
  }));
  return { data: { weeks, rows, totals }, meta };
}
