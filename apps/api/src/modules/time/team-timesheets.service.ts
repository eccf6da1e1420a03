/** The team's weeks: the people whose time the caller reads, and their weeks' status and hours. */
import {
  addCalendarDays,
  type ListMeta,
  type ListQuery,
  type TeamTimesheetRow,
  type TimesheetStatus,
  weekStartOf,
} from '@taskflow/shared';
import { and, asc, between, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { timeEntries, timesheets, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { containsPattern } from '../../lib/like';
import { boundedCountQuery, metaOf, pageOf, totalColumn } from '../../lib/pagination';
import { reportingTree } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { isFinishedEntry, organizationSettings, peopleInReach, requireTrack } from './time.common';
import { currentWeek, delegatedTeams, minutesOf } from './timesheets.service';

/**
 * The people whose time the caller may read, besides themselves (their reporting tree, or with View All
 * Tasks everyone active but their own managers: `peopleInReach`), by name: the Time pages' person picker.
 * Empty for someone with no reach.
 */
export async function timePeople(
  db: Db,
  auth: AuthContext,
  query: ListQuery,
): Promise<{ data: { id: string; name: string }[]; meta: ListMeta }> {
  const orgId = requireTrack(auth);
  const reach = await peopleInReach(db, auth);
  const others = reach === 'all' ? 'all' : reach.filter((id) => id !== auth.userId);
  if (others !== 'all' && others.length === 0) return { data: [], meta: metaOf(query, 0) };
  const where = and(
    eq(users.organizationId, orgId),
    eq(users.isActive, true),
    ne(users.id, auth.userId),
    others === 'all' ? undefined : sql`${users.id} = any(${sql.param(others)}::uuid[])`,
    query.q ? ilike(users.name, containsPattern(query.q)) : undefined,
  );
  const { rows, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({ id: users.id, name: users.name, total: totalColumn(db, users, where) })
        .from(users)
        .where(where)
        .orderBy(sql`lower(${users.name})`, asc(users.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, users, where),
  );
  return { data: rows.map(({ id, name }) => ({ id, name })), meta };
}

export const TEAM_WEEKS = 4;

/** People below the caller in the reporting tree × the four weeks up to `week`: status and hours. */
export async function teamTimesheets(
  db: Db,
  auth: AuthContext,
  query: ListQuery & { week?: string },
): Promise<{
  data: TeamTimesheetRow[];
  weeks: string[];
  meta: ListMeta;
}> {
  const orgId = requirePermission(auth, 'time.approve');
  const lastWeek = query.week ? weekStartOf(query.week) : await currentWeek(db, orgId, auth.userId);
  const weeks = Array.from({ length: TEAM_WEEKS }, (_, index) =>
    addCalendarDays(lastWeek, -7 * (TEAM_WEEKS - 1 - index)),
  );
  // Their reporting tree, and the teams of the approvers they stand in for today (Away & delegate).
  const team = [
    ...new Set([
      ...(await reportingTree(db, orgId, auth.userId)),
      ...(await delegatedTeams(db, auth, orgId)).keys(),
    ]),
  ].filter((id) => id !== auth.userId);
  const { roundingMinutes } = await organizationSettings(db, orgId);
  if (team.length === 0) return { data: [], weeks, meta: metaOf(query, 0) };
  const inTeam = and(eq(users.organizationId, orgId), inArray(users.id, team), ne(users.id, auth.userId));
  const { rows: people, meta } = await pageOf(
    query,
    (limit, offset) =>
      db
        .select({ id: users.id, name: users.name, total: totalColumn(db, users, inTeam) })
        .from(users)
        .where(inTeam)
        .orderBy(sql`lower(${users.name})`, asc(users.id))
        .limit(limit)
        .offset(offset),
    () => boundedCountQuery(db, users, inTeam),
  );
  const ids = people.map((person) => person.id);
  const [sheets, totals] = ids.length
    ? await Promise.all([
        db
          .select({
            id: timesheets.id,
            userId: timesheets.userId,
            weekStart: timesheets.weekStart,
            status: timesheets.status,
          })
          .from(timesheets)
          .where(
            and(inArray(timesheets.userId, ids), between(timesheets.weekStart, weeks[0] as string, lastWeek)),
          ),
        db
          .select({
            userId: timeEntries.userId,
            weekStart: sql<string>`to_char(${timeEntries.entryDate} - (extract(isodow from ${timeEntries.entryDate})::int - 1), 'YYYY-MM-DD')`,
            minutes: minutesOf(roundingMinutes),
          })
          .from(timeEntries)
          .where(
            and(
              eq(timeEntries.organizationId, orgId),
              inArray(timeEntries.userId, ids),
              isFinishedEntry,
              between(timeEntries.entryDate, weeks[0] as string, addCalendarDays(lastWeek, 6)),
            ),
          )
          .groupBy(sql`1`, sql`2`),
      ])
    : [[], []];
  const data = people.map(({ id, name }) => ({
    user: { id, name },
    weeks: weeks.map((weekStart) => {
      const sheet = sheets.find((row) => row.userId === id && row.weekStart === weekStart);
      const total = totals.find((row) => row.userId === id && row.weekStart === weekStart);
      return {
        id: sheet?.id ?? null,
        weekStart,
        status: (sheet?.status as TimesheetStatus | undefined) ?? 'open',
        minutes: Math.round(Number(total?.minutes ?? 0)),
      };
    }),
  }));
  return { data, weeks, meta };
}
