/**
 * The organization's days: its zone, work week and name kept per process, "today" in a zone, day
 * arithmetic and task id prefixes. Every module that judges "overdue", "this week" or a leave day asks here.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { noteReads } from '../db/read-tracking';
import { organizations } from '../db/schema';

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

/** Today (YYYY-MM-DD) in a time zone: "overdue" and "due tomorrow" are judged there. */
export function dayIn(zone: string, at = new Date()): string {
  try {
    return dayFormatOf(zone).format(at);
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

// Building an Intl.DateTimeFormat costs more than the list query it serves; one per zone is enough.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormatOf(zone: string) {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format;
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
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

/** A short prefix from the organization's name for task ids: Acme Advisory LLP → ACM. */
export function organizationPrefix(name: string): string {
  const letters = name.toUpperCase().replace(/[^A-Z]/g, '');
  return letters.slice(0, 3) || 'TSK';
}
