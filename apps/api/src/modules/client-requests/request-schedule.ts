/**
 * When the queue's daily run of client requests goes (request-reminders.jobs.ts runs it): per organization
 * at REQUEST_SEND_HOUR in its zone, one run a day (the key names the organization and the day). Apart from
 * the run itself so that whoever queues it (sending a request, saving a service with a template, the job
 * generator's daily run) need not import what the run imports.
 */
import { REQUEST_SEND_HOUR } from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduleJob } from '../../lib/jobs';
import {
  addCalendarDays,
  organizationCalendar,
  todayIn,
  zonedInstant,
} from '../../lib/organization-calendar';

export const CLIENT_REQUESTS_DAILY_JOB = 'client-requests.daily';

export const dailyKey = (orgId: string, day: string) => `client-requests:${orgId}:${day}`;

/** When the run after `from` is: today at REQUEST_SEND_HOUR in the zone, or tomorrow once that has passed. */
export function nextRequestsRun(zone: string, from: Date): { day: string; runAt: Date } {
  const today = todayIn(zone, from);
  const todayAt = zonedInstant(today, REQUEST_SEND_HOUR, zone);
  if (todayAt > from) return { day: today, runAt: todayAt };
  const tomorrow = addCalendarDays(today, 1);
  return { day: tomorrow, runAt: zonedInstant(tomorrow, REQUEST_SEND_HOUR, zone) };
}

/** Queues the organization's next daily run (once however many callers ask: the key is the day's). */
export async function scheduleRequestsDaily(db: Db, orgId: string, from = new Date()) {
  const { zone } = await organizationCalendar(db, orgId);
  const { day, runAt } = nextRequestsRun(zone, from);
  await scheduleJob(db, {
    kind: CLIENT_REQUESTS_DAILY_JOB,
    key: dailyKey(orgId, day),
    runAt,
    payload: { orgId, day, phase: 'templates', cursor: null },
  });
}

/** Whether the organization still needs a daily run: an open request sent, or a service step's template. */
export async function needsDailyRun(db: Db, orgId: string) {
  const result = (await db.execute(sql`
    select exists (
             select 1 from client_requests
              where organization_id = ${orgId} and status = 'open' and sent_at is not null)
        or exists (
             select 1 from service_steps
              where organization_id = ${orgId} and request_template is not null) as needed`)) as unknown as {
    rows: { needed: boolean }[];
  };
  return Boolean(result.rows[0]?.needed);
}

/**
 * Queues the next daily run if the organization needs one: the job generator's daily run asks, so a chain
 * broken by a run the queue gave up on is mended within a day.
 */
export async function ensureRequestsDaily(db: Db, orgId: string) {
  if (await needsDailyRun(db, orgId)) await scheduleRequestsDaily(db, orgId);
}
