/**
 * "Today" in the API (issue 30, item 12): one rule, the shared `todayFor`: the person's own zone (My
 * profile), else their organization's. The Gantt's today line, the workload's first week, the timer's
 * day and the timesheet's current week all ask here, so they agree with each other and with the web.
 */
import { todayFor, zoneOfPerson } from '@taskflow/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { noteReads } from '../db/read-tracking';
import { users } from '../db/schema';
import { organizationCalendar } from './organization-calendar';

/** The zone a person's day is judged in: theirs, else their organization's. */
export async function zoneOfUser(db: Db, orgId: string, userId: string): Promise<string> {
  noteReads('users');
  const [[person], calendar] = await Promise.all([
    db.select({ zone: users.timeZone }).from(users).where(eq(users.id, userId)),
    organizationCalendar(db, orgId),
  ]);
  return zoneOfPerson(person?.zone, calendar.zone);
}

/** Today (YYYY-MM-DD) for a person: in their own zone, else their organization's. */
export async function todayOfUser(db: Db, orgId: string, userId: string, now = new Date()): Promise<string> {
  const zone = await zoneOfUser(db, orgId, userId);
  return todayFor({ personZone: zone }, now);
}
