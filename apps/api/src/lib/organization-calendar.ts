/**
 * The API's calendar (issue 44, item 2): the organization's zone, work week and name kept per process,
 * the organization's today and a person's today, and task id prefixes. Whose today a surface uses is
 * decision 050: what a person sees about their own day (My tasks, their timesheet week, the assistant,
 * a report's default period) uses `personToday`; organization-wide schedules use `organizationToday`.
 * The day arithmetic itself has no zone and lives in @taskflow/shared (working-days.ts, `todayIn`), so
 * the web counts days the same way; it is re-exported here so a module asks one place.
 */
import { todayIn, type WorkingCalendar, zoneOfPerson } from '@taskflow/shared';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { noteReads } from '../db/read-tracking';
import { holidays, organizations, users } from '../db/schema';
import type { Bind } from './reach';

export {
  addCalendarDays,
  calendarDaysBetween,
  countWorkingDays,
  isoWeekday,
  isWorkingDay,
  todayIn,
  weekStartOf,
} from '@taskflow/shared';

/**
 * The organization's zone, work week and name, kept per process. Invalidated by the table-change events of
 * `organizations` (every process hears them through LISTEN: `forgetOrganizationCalendars`, wired in app.ts)
 * and dropped whole when events may have been missed; the 60 s age is only a backstop.
 */
const zoneCache = new Map<string, { zone: string; workWeek: number[]; name: string; at: number }>();

/** Forgets the kept calendars of these organizations, or of every organization. */
export function forgetOrganizationCalendars(orgIds?: readonly string[]) {
  if (!orgIds) zoneCache.clear();
  else for (const orgId of orgIds) zoneCache.delete(orgId);
}

/** `fresh`: read the row now (inside a transaction that must see the calendar as committed). */
export async function organizationCalendar(db: Db, orgId: string, options: { fresh?: boolean } = {}) {
  noteReads('organizations');
  const cached = zoneCache.get(orgId);
  if (cached && !options.fresh && Date.now() - cached.at < 60_000) return cached;
  const [row] = await db
    .select({ zone: organizations.timeZone, workWeek: organizations.workWeek, name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const entry = {
    zone: row?.zone ?? 'UTC',
    workWeek: row?.workWeek ?? [1, 2, 3, 4, 5],
    name: row?.name ?? '',
    at: Date.now(),
  };
  zoneCache.set(orgId, entry);
  return entry;
}

/** An organization's working days with its zone and its holidays' names (the day maths take it as is). */
export interface OrganizationWorkingCalendar extends WorkingCalendar {
  zone: string;
  /** The holidays' names by day. */
  names: Map<string, string>;
}

/**
 * The organization's work week, zone and holidays from `from` on, or within `from`..`to`: what leave is
 * costed on, step dates are planned on and timesheets count. `fresh` reads the settings as committed rather
 * than from the per-process memo (leave costs a request on it inside the request's transaction).
 */
export async function workingCalendarOf(
  db: Db,
  orgId: string,
  from: string,
  to?: string,
  options: { fresh?: boolean } = {},
): Promise<OrganizationWorkingCalendar> {
  const [{ workWeek, zone }, rows] = await Promise.all([
    organizationCalendar(db, orgId, options),
    db
      .select({ date: holidays.date, name: holidays.name })
      .from(holidays)
      .where(
        and(
          eq(holidays.organizationId, orgId),
          gte(holidays.date, from),
          to ? lte(holidays.date, to) : undefined,
        ),
      )
      .orderBy(asc(holidays.date)),
  ]);
  return {
    workWeek,
    zone,
    holidays: new Set(rows.map((row) => row.date)),
    names: new Map(rows.map((row) => [row.date, row.name])),
  };
}

/** Today (YYYY-MM-DD) in the organization's zone: for what runs for everyone (decision 050). */
export async function organizationToday(db: Db, orgId: string, now = new Date()): Promise<string> {
  return todayIn((await organizationCalendar(db, orgId)).zone, now);
}

/** The zone a person's day is judged in: theirs (My profile), else their organization's. */
export async function personZone(db: Db, orgId: string, userId: string): Promise<string> {
  noteReads('users');
  const [[person], calendar] = await Promise.all([
    db.select({ zone: users.timeZone }).from(users).where(eq(users.id, userId)),
    organizationCalendar(db, orgId),
  ]);
  return zoneOfPerson(person?.zone, calendar.zone);
}

/**
 * Today (YYYY-MM-DD) for a person, in their own zone, else their organization's: what they see about
 * their own day (decision 050), the same rule as the web's `todayFor`.
 */
export async function personToday(db: Db, orgId: string, userId: string, now = new Date()): Promise<string> {
  return todayIn(await personZone(db, orgId, userId), now);
}

/** The instant a wall-clock time of a day happens in a zone. */
export function zonedInstant(day: string, hour: number, zone: string): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  let offsetMs = 0;
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(guess);
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
    const wall = Date.UTC(
      get('year'),
      get('month') - 1,
      get('day'),
      get('hour'),
      get('minute'),
      get('second'),
    );
    offsetMs = wall - guess.getTime();
  } catch {
    offsetMs = 0;
  }
  return new Date(guess.getTime() - offsetMs);
}

/**
 * The organization's zone inside a statement (an init plan: read once per statement), so a prepared
 * statement stays right when the zone changes. The SQL side of `organizationCalendar(...).zone`.
 */
export function organizationZoneSql(bind: Bind, orgId: unknown): SQL {
  return sql`(select ${organizations.timeZone} from ${organizations} where ${organizations.id} = ${bind('orgId', orgId)})`;
}

/**
 * The first instant of a day in a zone, in SQL (the statement's side of `zonedInstant`): a range on a
 * timestamp column stays an index range.
 */
export function startOfDaySql(day: SQL | unknown, zone: SQL): SQL {
  return sql`((${day})::date::timestamp at time zone ${zone})`;
}

/** A short prefix from the organization's name for task ids: Acme Advisory LLP → ACM. */
export function organizationPrefix(name: string): string {
  const letters = name.toUpperCase().replace(/[^A-Z]/g, '');
  return letters.slice(0, 3) || 'TSK';
}
