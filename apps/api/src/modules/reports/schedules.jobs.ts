/**
 * One scheduled delivery (a job of the jobs table, claimed FOR UPDATE SKIP LOCKED by lib/jobs.ts).
 *
 * Once: the handler first moves the schedule on (`UPDATE … WHERE next_run_at = <this delivery's time>
 * RETURNING`) inside the job's transaction, so of two runners holding the same due delivery only the
 * first gets the row; the second waits for its lock, finds the time moved and sends nothing. The mails
 * leave after the transaction commits (lib/jobs.ts defers them), so a rolled-back run sends none.
 *
 * As each recipient: the report is run with the recipient's own permissions (their reach, their file
 * permission), never the owner's; a wider scope saved in the report than a recipient holds is narrowed to
 * theirs, and a recipient who has lost View Report or the file's permission, left or was deactivated
 * receives nothing.
 */
import type { Readable } from 'node:stream';
import {
  REPORT_FILE_FORMAT_LABELS,
  type ReportFileFormat,
  type ReportScheduleFrequency,
  type SessionUser,
  type TaskReportQuery,
  TaskReportQuerySchema,
} from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import { reportDefinitions, reportSchedules } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { defineJobHandler, type JobDeps, type JobRow } from '../../lib/jobs';
import type { Mail } from '../../lib/mailer';
import { organizationCalendar } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import { taskReportFile } from './reports.service';
import {
  FORMAT_PERMISSION,
  membersWithPermissions,
  nextDeliveryAt,
  REPORT_DELIVERY_JOB,
  scheduleDelivery,
} from './schedules.service';

const TYPE_OF: Record<string, TaskReportQuery['type']> = {
  'task-summary': 'summary',
  'task-detailed': 'detailed',
  'task-custom': 'custom',
};

type Member = Awaited<ReturnType<typeof membersWithPermissions>>[number];

/** A recipient as the caller of their own report (no session: the services read only these fields). */
function authOfMember(member: Member, orgId: string): AuthContext {
  return {
    userId: member.id,
    sessionId: '',
    sessionExpiresAt: new Date(0),
    orgId,
    roleId: member.roleId,
    permissions: member.permissions,
    isPlatformAdmin: false,
    sessionUser: { id: member.id, name: member.name, email: member.email } as unknown as SessionUser,
  };
}

/** The saved scope, narrowed to what the recipient holds (never widened beyond what was saved). */
function scopeFor(asked: TaskReportQuery['scope'], auth: AuthContext): TaskReportQuery['scope'] {
  const canAll = auth.permissions.has('reports.view_all_users');
  const canTeam = auth.permissions.has('reports.team_task');
  if (asked === 'all') return canAll ? 'all' : canTeam ? 'team' : 'mine';
  if (asked === 'team') return canTeam ? 'team' : 'mine';
  return asked;
}

async function bufferOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const FREQUENCY_WORD: Record<ReportScheduleFrequency, string> = { weekly: 'Weekly', monthly: 'Monthly' };

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
  const next = nextDeliveryAt(frequency, zone, now > due ? now : due);
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
  await scheduleDelivery(db, orgId, scheduleId, next);

  const [definition] = await db
    .select()
    .from(reportDefinitions)
    .where(and(eq(reportDefinitions.id, schedule.definitionId), eq(reportDefinitions.organizationId, orgId)));
  if (!definition) return 0;
  const format = schedule.format as ReportFileFormat;
  const saved = Object.fromEntries(
    Object.entries(definition.params).map(([key, value]) => [key, String(value)]),
  );
  const parsed = TaskReportQuerySchema.safeParse({ ...saved, type: TYPE_OF[definition.kind] ?? 'summary' });
  if (!parsed.success) {
    deps.log.warn({ scheduleId }, 'Scheduled report skipped: its saved parameters no longer read');
    return 0;
  }
  let sent = 0;
  for (const member of await membersWithPermissions(db, orgId, schedule.recipientIds)) {
    const auth = authOfMember(member, orgId);
    if (
      !member.isActive ||
      !auth.permissions.has('reports.view') ||
      !auth.permissions.has(FORMAT_PERMISSION[format])
    )
      continue;
    const query = { ...parsed.data, scope: scopeFor(parsed.data.scope, auth) };
    let file: Awaited<ReturnType<typeof taskReportFile>>;
    let content: Buffer;
    try {
      file = await taskReportFile(db, auth, query, format);
      content = await bufferOf(file.stream);
    } catch (error) {
      // Refused as this recipient (e.g. a Custom report without Generate Report): they receive nothing.
      if (error instanceof AppError) continue;
      throw error;
    }
    const mail: Mail = {
      to: member.email,
      subject: `${FREQUENCY_WORD[frequency]} report: ${definition.name}`,
      text: [
        `Hello ${member.name},`,
        '',
        `Attached is "${definition.name}" as ${REPORT_FILE_FORMAT_LABELS[format]} (${file.fileName}).`,
        'It was run with your own permissions, so it holds the rows you may see.',
        '',
        'You receive it because it was scheduled for you in TaskFlow Reports.',
      ].join('\n'),
      attachments: [{ filename: file.fileName, content, contentType: file.contentType }],
    };
    await deps.mailer.send(mail);
    sent++;
  }
  return sent;
}

defineJobHandler(REPORT_DELIVERY_JOB, async (deps, job) => {
  await deliverScheduledReport(deps, job);
});
