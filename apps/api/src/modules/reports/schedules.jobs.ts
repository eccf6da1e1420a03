/**
 * Scheduled delivery, in two kinds of jobs of the jobs table (claimed FOR UPDATE SKIP LOCKED by
 * lib/jobs.ts):
 *
 * - A delivery (`reports.scheduled-delivery`, one per schedule and due time). Once: the handler first
 *   moves the schedule on (`UPDATE … WHERE next_run_at = <this delivery's time> RETURNING`) inside the
 *   job's transaction, so of two runners holding the same due delivery only the first gets the row. Then
 *   it asks of the owner what making the schedule asked (active, holding Generate Report); otherwise the
 *   schedule stops with the reason (`stopped_reason`) and sends nothing more. Else it queues one mail job
 *   per recipient and the next delivery.
 * - A mail (`reports.scheduled-mail`, one per delivery and recipient): the report is run as that
 *   recipient and mailed. One file at a time, in its own job: a delivery to 50 people never holds 50
 *   files, and one recipient's failure retries only their mail. The mail leaves after the job's
 *   transaction commits (lib/jobs.ts defers it), so a rolled-back run sends none.
 *
 * As each recipient: the report is run with the recipient's own permissions (their reach, their file
 * permission), never the owner's; a wider scope saved in the report than a recipient holds is narrowed to
 * theirs, and a recipient who has lost View Report or the file's permission (or Rates and Billing, for a
 * billing report), left or was deactivated receives nothing.
 *
 * Attachments: a file is read until REPORT_ATTACHMENT_MAX_BYTES; a larger one is not read further (its
 * stream is stopped, and with it the report's paging) and the mail links to the report in the app instead.
 */
import type { Readable } from 'node:stream';
import {
  billingReportOfType,
  REPORT_FILE_FORMAT_LABELS,
  type ReportFileFormat,
  type ReportScheduleFrequency,
  savedReportQuery,
  type TaskReportQuery,
  TaskReportQuerySchema,
} from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import { reportDefinitions, reportSchedules } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { defineJobHandler, type JobDeps, type JobRow, scheduleJob } from '../../lib/jobs';
import type { Mail } from '../../lib/mailer';
import { authOfMember, membersWithPermissions } from '../../lib/member-auth';
import { organizationCalendar } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import { BILLING_REPORT_KINDS, billingReportFile } from './billing-report-files';
import { typeOfKind } from './definitions.service';
import { taskReportFile } from './reports.service';
import {
  ownerStopReason,
  REPORT_DELIVERY_JOB,
  recipientNeeds,
  scheduleDelivery,
  scheduleJobPrefix,
  spreadDeliveryAt,
} from './schedules.service';

export const REPORT_MAIL_JOB = 'reports.scheduled-mail';
/** The largest file attached to a scheduled mail (mail servers refuse from 10 to 25 MB, base64 included). */
export const REPORT_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** The saved scope, narrowed to what the recipient holds (never widened beyond what was saved). */
function scopeFor(asked: TaskReportQuery['scope'], auth: AuthContext): TaskReportQuery['scope'] {
  const canAll = auth.permissions.has('reports.view_all_users');
  const canTeam = auth.permissions.has('reports.team_task');
  if (asked === 'all') return canAll ? 'all' : canTeam ? 'team' : 'mine';
  if (asked === 'team') return canTeam ? 'team' : 'mine';
  return asked;
}

type ReportFile = Awaited<ReturnType<typeof taskReportFile>>;

/**
 * How to run a saved report as a recipient, or null when its saved parameters no longer read: a billing
 * report by its own query, the Task Report by its query with the saved scope narrowed to the recipient's.
 */
function savedReportRun(
  kind: string,
  saved: Record<string, string>,
  format: ReportFileFormat,
): ((db: JobDeps['db'], auth: AuthContext) => Promise<ReportFile>) | null {
  const type = typeOfKind(kind);
  const billing = billingReportOfType(type);
  if (billing) {
    const parsed = BILLING_REPORT_KINDS[billing].querystring.safeParse(saved);
    return parsed.success ? (db, auth) => billingReportFile(db, auth, billing, parsed.data, format) : null;
  }
  const parsed = TaskReportQuerySchema.safeParse({ ...saved, type });
  if (!parsed.success) return null;
  return (db, auth) =>
    taskReportFile(db, auth, { ...parsed.data, scope: scopeFor(parsed.data.scope, auth) }, format);
}

/**
 * A file's bytes when it holds at most `maxBytes`; null for a larger one, whose stream is stopped as soon
 * as it passes the limit (the rest is never produced, let alone kept).
 */
export async function readUpTo(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += bytes.length;
    if (size > maxBytes) {
      stream.destroy();
      return null;
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, size);
}

const FREQUENCY_WORD: Record<ReportScheduleFrequency, string> = { weekly: 'Weekly', monthly: 'Monthly' };

/**
 * One delivery: moves the schedule on, stops it when its owner may no longer run it, else queues each
 * recipient's mail. Answers how many mails were queued.
 */
export async function deliverScheduledReport(deps: JobDeps, job: Pick<JobRow, 'payload'>): Promise<number> {
  const { orgId, scheduleId, dueAt } = job.payload as { orgId: string; scheduleId: string; dueAt: string };
  const db = deps.db;
  const { zone } = await organizationCalendar(db, orgId);
  const now = new Date();
  const due = new Date(dueAt);
  const [schedule] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, scheduleId));
  if (!schedule || schedule.organizationId !== orgId) return 0;
  const frequency = schedule.frequency as ReportScheduleFrequency;
  // A delivery run late (the servers were down) does not send the missed ones in a burst.
  const next = spreadDeliveryAt(scheduleId, frequency, zone, now > due ? now : due);
  const claimed = await db
    .update(reportSchedules)
    .set({ nextRunAt: next, lastRunAt: now })
    .where(
      and(
        eq(reportSchedules.id, scheduleId),
        eq(reportSchedules.organizationId, orgId),
        eq(reportSchedules.isActive, true),
        sql`${reportSchedules.nextRunAt} = ${due.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: reportSchedules.id });
  if (claimed.length === 0) return 0;

  const [definition] = await db
    .select({ ownerId: reportDefinitions.ownerId })
    .from(reportDefinitions)
    .where(and(eq(reportDefinitions.id, schedule.definitionId), eq(reportDefinitions.organizationId, orgId)));
  if (!definition) return 0;
  const [owner] = await membersWithPermissions(db, orgId, [definition.ownerId]);
  const stoppedReason = ownerStopReason(owner);
  if (stoppedReason) {
    await db
      .update(reportSchedules)
      .set({ isActive: false, stoppedReason, stoppedAt: now })
      .where(eq(reportSchedules.id, scheduleId));
    deps.log.warn({ scheduleId, orgId, stoppedReason }, 'Scheduled report stopped: its owner may not run it');
    return 0;
  }
  await scheduleDelivery(db, orgId, scheduleId, next);
  for (const recipientId of schedule.recipientIds)
    await scheduleJob(db, {
      kind: REPORT_MAIL_JOB,
      key: `${scheduleJobPrefix(scheduleId)}${dueAt}:${recipientId}`,
      runAt: due,
      payload: { orgId, scheduleId, dueAt, recipientId },
    });
  return schedule.recipientIds.length;
}

/** One recipient's mail of a delivery: the report run as them, attached when small enough. */
export async function deliverScheduledMail(
  deps: JobDeps,
  job: Pick<JobRow, 'payload'>,
  maxAttachmentBytes = REPORT_ATTACHMENT_MAX_BYTES,
): Promise<boolean> {
  const { orgId, scheduleId, recipientId } = job.payload as {
    orgId: string;
    scheduleId: string;
    recipientId: string;
  };
  const db = deps.db;
  const [found] = await db
    .select({ schedule: reportSchedules, definition: reportDefinitions })
    .from(reportSchedules)
    .innerJoin(reportDefinitions, eq(reportDefinitions.id, reportSchedules.definitionId))
    .where(and(eq(reportSchedules.id, scheduleId), eq(reportSchedules.organizationId, orgId)));
  // Deleted, paused or stopped since the delivery queued this mail.
  if (!found?.schedule.isActive) return false;
  const { schedule, definition } = found;
  const format = schedule.format as ReportFileFormat;
  const saved = Object.fromEntries(
    Object.entries(definition.params).map(([key, value]) => [key, String(value)]),
  );
  const run = savedReportRun(definition.kind, saved, format);
  if (!run) {
    deps.log.warn({ scheduleId }, 'Scheduled report skipped: its saved parameters no longer read');
    return false;
  }
  const [member] = await membersWithPermissions(db, orgId, [recipientId]);
  if (
    !member?.isActive ||
    !recipientNeeds(definition.kind, format).every((permission) => member.permissions.has(permission))
  )
    return false;
  const auth = authOfMember(member, orgId);
  let file: ReportFile;
  try {
    file = await run(db, auth);
  } catch (error) {
    // Refused as this recipient (e.g. a Custom report without Generate Report): they receive nothing.
    if (error instanceof AppError) return false;
    throw error;
  }
  const content = await readUpTo(file.stream, maxAttachmentBytes);
  const link = `${deps.config.publicUrl}/app/reports?${new URLSearchParams(
    savedReportQuery(typeOfKind(definition.kind), saved),
  )}`;
  const label = REPORT_FILE_FORMAT_LABELS[format];
  const mail: Mail = {
    to: member.email,
    subject: `${FREQUENCY_WORD[schedule.frequency as ReportScheduleFrequency]} report: ${definition.name}`,
    text: [
      `Hello ${member.name},`,
      '',
      content
        ? `Attached is "${definition.name}" as ${label} (${file.fileName}).`
        : `"${definition.name}" as ${label} is too large to attach to a mail. Open it in TaskFlow: ${link}`,
      'It was run with your own permissions, so it holds the rows you may see.',
      '',
      'You receive it because it was scheduled for you in TaskFlow Reports.',
    ].join('\n'),
    ...(content
      ? { attachments: [{ filename: file.fileName, content, contentType: file.contentType }] }
      : {}),
  };
  await deps.mailer.send(mail);
  return true;
}

defineJobHandler(REPORT_DELIVERY_JOB, async (deps, job) => {
  await deliverScheduledReport(deps, job);
});

defineJobHandler(REPORT_MAIL_JOB, async (deps, job) => {
  await deliverScheduledMail(deps, job);
});
