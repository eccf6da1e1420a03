import { randomBytes } from 'node:crypto';
import {
  addCalendarDays,
  type CalendarFeed,
  type CalendarItem,
  type DateRangeQuery,
  isMeetingLink,
  isPermission,
  type Permission,
} from '@taskflow/shared';
import { and, asc, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { customers, eventAttendees, events, holidays, organizations, roles, users } from '../../db/schema';
import { orgOf } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { type IcsEvent, icsCalendar } from '../../lib/icalendar';
import type { AuthContext } from '../../plugins/types';
import { leaveCalendarItems, leaveFeedEvents } from '../leave';
import { milestonesInRange } from '../milestones';
import { ownPlanningFeedEvents, ownTaskCalendarItems } from '../planning';
import { type EventRow, eventEndsAt, eventsInRange } from './events.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of an instant in UTC: all-day rows are compared by their calendar date. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Customer anniversaries falling in [fromDay, toDay], repeating yearly from the stored date
 * (a 29 February anniversary falls on 28 February in other years).
 */
async function anniversariesInRange(db: Db, orgId: string, fromDay: string, toDay: string) {
  const fromYear = Number(fromDay.slice(0, 4));
  const toYear = Number(toDay.slice(0, 4));
  const result = await db.execute(sql`
    select * from (
      select c.id, c.business_name,
        to_char(c.anniversary_date + make_interval(years => y.year - extract(year from c.anniversary_date)::int), 'YYYY-MM-DD') as day,
        y.year - extract(year from c.anniversary_date)::int as years
      from ${customers} c
      cross join generate_series(${fromYear}::int, ${toYear}::int) as y(year)
      where c.organization_id = ${orgId} and c.anniversary_date is not null
        and y.year >= extract(year from c.anniversary_date)::int
    ) a
    where a.day >= ${fromDay} and a.day <= ${toDay}
    order by a.day, a.business_name
    limit 2000`);
  const { rows } = result as unknown as {
    rows: { id: string; business_name: string; day: string; years: number | string }[];
  };
  return rows.map((row) => ({ ...row, years: Number(row.years) }));
}

function anniversaryTitle(businessName: string, years?: number) {
  return years
    ? `${businessName} anniversary (${years} ${years === 1 ? 'year' : 'years'})`
    : `${businessName} anniversary`;
}

function eventItem(row: EventRow): CalendarItem {
  return {
    id: `event:${row.id}`,
    type: 'event',
    title: row.title,
    start: row.startsAt.toISOString(),
    end: eventEndsAt(row).toISOString(),
    allDay: false,
    link: `/app/events/${row.id}`,
    eventType: row.type,
  };
}

/** The in-app calendar: what the caller's role may see among events, holidays and customer anniversaries. */
export async function getCalendarItems(
  db: Db,
  auth: AuthContext,
  range: DateRangeQuery,
): Promise<CalendarItem[]> {
  const orgId = orgOf(auth);
  const from = new Date(range.from);
  const to = new Date(range.to);
  // All-day rows: every date the range touches (calendar views ask in the viewer's zone, so be generous).
  const fromDay = isoDay(new Date(from.getTime() - DAY_MS));
  const toDay = isoDay(to);
  const none: CalendarItem[] = [];
  // Six independent reads: run together on the pool, so the month costs the slowest, not their sum.
  const groups = await Promise.all([
    auth.permissions.has('events.view')
      ? eventsInRange(db, orgId, from, to).then((rows) => rows.map(eventItem))
      : none,
    auth.permissions.has('holidays.view') ? holidayItems(db, orgId, fromDay, toDay) : none,
    auth.permissions.has('customers.view')
      ? anniversariesInRange(db, orgId, fromDay, toDay).then((rows) => rows.map(anniversaryItem))
      : none,
    // Project milestones of the projects the caller sees.
    milestonesInRange(db, auth, fromDay, toDay),
    // Approved leave of the people the caller may see out, with what they may read of it.
    leaveCalendarItems(db, auth, fromDay, toDay),
    // The caller's own open tasks on their due dates.
    ownTaskCalendarItems(db, auth, fromDay, toDay),
  ]);
  return groups.flat();
}

async function holidayItems(db: Db, orgId: string, fromDay: string, toDay: string): Promise<CalendarItem[]> {
  const rows = await db
    .select()
    .from(holidays)
    .where(
      and(eq(holidays.organizationId, orgId), gte(holidays.date, fromDay), sql`${holidays.date} <= ${toDay}`),
    )
    .orderBy(asc(holidays.date));
  return rows.map((row) => ({
    id: `holiday:${row.id}`,
    type: 'holiday',
    title: row.name,
    start: row.date,
    end: null,
    allDay: true,
    link: '/app/holidays',
    eventType: null,
  }));
}

function anniversaryItem(row: {
  id: string;
  day: string;
  business_name: string;
  years: number;
}): CalendarItem {
  return {
    id: `anniversary:${row.id}:${row.day}`,
    type: 'anniversary',
    title: anniversaryTitle(row.business_name, row.years),
    start: row.day,
    end: null,
    allDay: true,
    link: `/app/customers?q=${encodeURIComponent(row.business_name)}`,
    eventType: null,
  };
}

// ---------------------------------------------------------------- iCalendar

function feedUrls(config: AppConfig, token: string): CalendarFeed {
  const url = new URL(`/api/v1/calendar/feed/${token}.ics`, config.publicUrl).toString();
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

const newToken = () => randomBytes(32).toString('base64url');

/** The caller's secret feed URL, created on first use. */
export async function getFeedUrl(
  deps: { db: Db; config: AppConfig },
  auth: AuthContext,
): Promise<CalendarFeed> {
  orgOf(auth);
  const [user] = await deps.db
    .select({ token: users.calendarToken })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (user?.token) return feedUrls(deps.config, user.token);
  return resetFeedUrl(deps, auth);
}

/** A new secret: the old URL stops working at once. */
export async function resetFeedUrl(
  deps: { db: Db; config: AppConfig },
  auth: AuthContext,
): Promise<CalendarFeed> {
  orgOf(auth);
  const token = newToken();
  await deps.db
    .update(users)
    .set({ calendarToken: token, updatedAt: new Date() })
    .where(eq(users.id, auth.userId));
  return feedUrls(deps.config, token);
}

function eventOf(row: EventRow, config: AppConfig): IcsEvent {
  const link = new URL(`/app/events/${row.id}`, config.publicUrl).toString();
  return {
    uid: `${row.id}@taskflow`,
    start: row.startsAt,
    end: eventEndsAt(row),
    summary: row.title,
    description: [row.description, `Open in TaskFlow: ${link}`].filter(Boolean).join('\n\n'),
    location: row.location,
    url: row.location && isMeetingLink(row.location) ? row.location : link,
    categories: [row.type],
    created: row.createdAt,
    lastModified: row.updatedAt,
    stamp: row.updatedAt,
  };
}

/** One event as an .ics file. */
export function eventIcs(row: EventRow, config: AppConfig): string {
  return icsCalendar(row.title, [eventOf(row, config)]);
}

/** A file name safe for Content-Disposition. */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60);
  return `${base || 'event'}.ics`;
}

const FEED_PAST_DAYS = 180;

/**
 * The personal feed behind a secret URL: the user's events (invited or organized), the organization's
 * holidays and customer anniversaries, each as the user's role allows. Unknown token: 404.
 */
export async function buildFeed(deps: { db: Db; config: AppConfig }, token: string): Promise<string> {
  if (!/^[\w-]{20,100}$/.test(token)) throw new AppError('NOT_FOUND', 'Calendar not found');
  const [user] = await deps.db
    .select({
      id: users.id,
      orgId: users.organizationId,
      isActive: users.isActive,
      permissions: roles.permissions,
      orgName: organizations.name,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.calendarToken, token));
  if (!user?.orgId || !user.isActive) throw new AppError('NOT_FOUND', 'Calendar not found');
  const orgId = user.orgId;
  const can = new Set<Permission>((user.permissions ?? []).filter(isPermission));
  const entries: IcsEvent[] = [];
  const since = new Date(Date.now() - FEED_PAST_DAYS * DAY_MS);

  if (can.has('events.view')) {
    const rows = await deps.db
      .selectDistinct({ event: events })
      .from(events)
      .leftJoin(
        eventAttendees,
        and(eq(eventAttendees.eventId, events.id), eq(eventAttendees.userId, user.id)),
      )
      .where(
        and(
          eq(events.organizationId, orgId),
          gte(events.startsAt, since),
          or(eq(events.createdById, user.id), isNotNull(eventAttendees.userId)),
        ),
      )
      .orderBy(asc(events.startsAt))
      .limit(2000);
    for (const { event } of rows) entries.push(eventOf(event, deps.config));
  }
  if (can.has('holidays.view')) {
    const rows = await deps.db
      .select()
      .from(holidays)
      .where(and(eq(holidays.organizationId, orgId), gte(holidays.date, isoDay(since))))
      .orderBy(asc(holidays.date))
      .limit(2000);
    for (const row of rows) {
      entries.push({
        uid: `holiday-${row.id}@taskflow`,
        start: row.date,
        end: addCalendarDays(row.date, 1),
        summary: row.name,
        categories: ['Holiday'],
        stamp: row.createdAt,
      });
    }
  }
  if (can.has('customers.view')) {
    const rows = await deps.db
      .select({
        id: customers.id,
        name: customers.businessName,
        day: customers.anniversaryDate,
        createdAt: customers.createdAt,
      })
      .from(customers)
      .where(and(eq(customers.organizationId, orgId), isNotNull(customers.anniversaryDate)))
      .orderBy(asc(customers.businessName))
      .limit(2000);
    for (const row of rows) {
      if (!row.day) continue;
      entries.push({
        uid: `anniversary-${row.id}@taskflow`,
        start: row.day,
        end: addCalendarDays(row.day, 1),
        summary: anniversaryTitle(row.name),
        isYearly: true,
        categories: ['Anniversary'],
        stamp: row.createdAt,
      });
    }
  }
  // The person's own approved leave only (with its type: it is theirs); colleagues' leave stays in the app,
  // where each reader's rights decide what it shows.
  entries.push(...(await leaveFeedEvents(deps.db, orgId, user.id, isoDay(since))));
  // Their own open tasks by due date and the milestones of the projects they lead or belong to.
  if (can.has('tasks.view'))
    entries.push(...(await ownPlanningFeedEvents(deps.db, orgId, user.id, isoDay(since))));
  return icsCalendar(`${user.orgName ?? 'TaskFlow'} (TaskFlow)`, entries);
}
