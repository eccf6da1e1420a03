/**
 * The queue's daily run of client requests (issue 41, items 1 and 3; decision 046), per organization at
 * REQUEST_SEND_HOUR in its zone: first the service steps' templates whose send day has come, then the
 * reminders the cadence names for today. Each run is one page (a short transaction), the next page queued
 * at once, the last page queuing tomorrow's run while the organization has open requests or templates.
 * Twice is harmless: a template is sent once per job and step (a unique index), a reminder once a day
 * (`last_reminded_on`, claimed in one UPDATE by sendReminder).
 *
 * Who queues it: sending a request, saving a service with a template, and the job generator's daily run
 * (each keeps the one run of the day: the key names the organization and the day).
 */
import { REQUEST_SEND_HOUR, reminderDueOn } from '@taskflow/shared';
import { and, asc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { clientRequests } from '../../db/schema';
import { defineJobHandler, type JobDeps, scheduleJob } from '../../lib/jobs';
import { organizationCalendar, todayIn, zonedInstant } from '../../lib/organization-calendar';
import {
  CLIENT_REQUESTS_DAILY_JOB,
  dailyKey,
  needsDailyRun,
  scheduleRequestsDaily,
} from './request-schedule';
import { sendReminder } from './request-send';
import { sendDueTemplates, type TemplateCursor } from './request-templates';

/** Requests one run looks at for reminders. */
export const REMINDER_PAGE_SIZE = 200;
/** The most days before a due date a reminder may go (the request schema's bound): nothing earlier is looked at. */
const REMIND_BEFORE_MAX = 60;

/**
 * One page of the reminders due today: the organization's open, sent, unpaused requests not yet reminded
 * today and due within REMIND_BEFORE_MAX days, by id from `cursor`; the cadence (reminderDueOn) decides
 * each, sendReminder mails it and records it. Answers the next page's cursor (null after the last).
 */
export async function sendDueReminders(
  deps: JobDeps,
  orgId: string,
  zone: string,
  today: string,
  cursor: string | null,
): Promise<{ sent: number; nextCursor: string | null }> {
  const rows = await deps.db
    .select({
      id: clientRequests.id,
      status: clientRequests.status,
      dueOn: clientRequests.dueOn,
      remindDaysBefore: clientRequests.remindDaysBefore,
      remindEveryDaysAfter: clientRequests.remindEveryDaysAfter,
      remindersPaused: clientRequests.remindersPaused,
      sentAt: clientRequests.sentAt,
      lastRemindedOn: clientRequests.lastRemindedOn,
      // Spelled out: Drizzle leaves a lone table's columns unqualified, and `id` would be the item's.
      itemStatuses: sql<string[]>`array(
        select i.status from client_request_items i where i.request_id = client_requests.id)`,
    })
    .from(clientRequests)
    .where(
      and(
        eq(clientRequests.organizationId, orgId),
        eq(clientRequests.status, 'open'),
        eq(clientRequests.remindersPaused, false),
        isNotNull(clientRequests.sentAt),
        sql`${clientRequests.dueOn} <= ${today}::date + ${REMIND_BEFORE_MAX}::int`,
        or(isNull(clientRequests.lastRemindedOn), lt(clientRequests.lastRemindedOn, today)),
        cursor ? gt(clientRequests.id, cursor) : undefined,
      ),
    )
    .orderBy(asc(clientRequests.id))
    .limit(REMINDER_PAGE_SIZE);
  let sent = 0;
  for (const row of rows) {
    const state = {
      ...row,
      status: row.status as 'open',
      sentOn: row.sentAt ? todayIn(zone, row.sentAt) : null,
    };
    if (!reminderDueOn(state, today)) continue;
    if (await sendReminder(deps, orgId, row.id, 'reminded', null)) sent++;
  }
  const last = rows.at(-1);
  return { sent, nextCursor: last && rows.length === REMINDER_PAGE_SIZE ? last.id : null };
}

interface DailyPayload {
  orgId: string;
  /** The day whose run this is (its key's). */
  day: string;
  phase: 'templates' | 'reminders';
  cursor: TemplateCursor | string | null;
}

defineJobHandler(CLIENT_REQUESTS_DAILY_JOB, async (deps, job) => {
  const payload = job.payload as unknown as DailyPayload;
  const { orgId } = payload;
  const { zone } = await organizationCalendar(deps.db, orgId, { fresh: true });
  // The day is the clock's in the organization's zone: a run the queue took late (the worker was down)
  // judges the day it runs, as the reminders' "once a day" does.
  const today = todayIn(zone);
  if (payload.day > today) {
    // Taken before its day by this process's clock (the database's says it is due): nothing of that day
    // may go yet. The day's run comes again when a request is sent or the generator's daily run queues it.
    deps.log.warn({ orgId, day: payload.day, today }, 'Client requests run taken before its day');
    return;
  }
  const next = (phase: DailyPayload['phase'], cursor: DailyPayload['cursor'], after: string) =>
    scheduleJob(deps.db, {
      kind: CLIENT_REQUESTS_DAILY_JOB,
      key: `${dailyKey(orgId, payload.day)}:${phase}:${after}`,
      runAt: new Date(),
      payload: { ...payload, phase, cursor },
    });

  if (payload.phase === 'templates') {
    const templates = await sendDueTemplates(deps, orgId, today, payload.cursor as TemplateCursor | null);
    if (templates.sent > 0) deps.log.info({ orgId, sent: templates.sent }, 'Sent the requests of templates');
    if (templates.nextCursor) {
      const { jobId, stepId } = templates.nextCursor;
      return next('templates', templates.nextCursor, `${jobId}.${stepId}`);
    }
    // The reminders begin in the same run: most firms' templates and reminders fit one page each.
  }
  const reminders = await sendDueReminders(
    deps,
    orgId,
    zone,
    today,
    payload.phase === 'reminders' ? (payload.cursor as string | null) : null,
  );
  if (reminders.sent > 0) deps.log.info({ orgId, sent: reminders.sent }, 'Sent the reminders of requests');
  if (reminders.nextCursor) return next('reminders', reminders.nextCursor, reminders.nextCursor);
  if (await needsDailyRun(deps.db, orgId)) {
    // From a minute past this day's hour at the earliest: a clock a little behind the database's must not
    // queue this same day's key again (its run would be this one, marked done as it ends).
    const dayAt = zonedInstant(payload.day, REQUEST_SEND_HOUR, zone).getTime() + 60_000;
    await scheduleRequestsDaily(deps.db, orgId, new Date(Math.max(Date.now(), dayAt)));
  }
});
