/**
 * Government extensions of a service's period (issue 40, item 5; decision 043): every open job of the
 * service and period gets the new date and the note, its open step tasks move by as many days as the
 * job did (completed tasks and done jobs stay as they were), the extension is recorded with how many
 * jobs moved, and each assignee of a moved task gets one notice. A second extension of the same period
 * moves the jobs from the date the first gave them.
 */
import {
  calendarDaysBetween,
  EXTENSION_NO_OPEN_JOBS,
  type ExtendPeriodBody,
  type ExtensionResult,
  extensionAlreadyTo,
  extensionNotAfterDue,
  formatCalendarDate,
} from '@taskflow/shared';
import { sql } from 'drizzle-orm';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/types';
import { type NotifyDeps, queueNotices } from '../notifications';
import { publishTaskChange } from '../tasks';
import { rowsOf, serviceContextOf } from './jobs-common';

interface OpenJob {
  id: string;
  title: string;
  periodLabel: string;
  jobDate: string;
  /** Its date before this extension: the job date, or the last extension's. */
  dueDate: string;
  customerName: string;
}

interface MovedTask {
  id: string;
  assigneeId: string;
  jobId: string;
}

/** Who is told what: one notice per assignee, naming the jobs their moved tasks belong to. */
function noticesOf(
  serviceName: string,
  periodLabel: string,
  body: ExtendPeriodBody,
  jobs: Map<string, OpenJob>,
  moved: MovedTask[],
) {
  const jobsOf = new Map<string, Set<string>>();
  for (const task of moved) {
    const mine = jobsOf.get(task.assigneeId) ?? new Set<string>();
    mine.add(task.jobId);
    jobsOf.set(task.assigneeId, mine);
  }
  return [...jobsOf].map(([userId, jobIds]) => {
    const theirs = [...jobIds]
      .map((id) => jobs.get(id))
      .filter((job): job is OpenJob => job !== undefined)
      .sort((a, b) => a.customerName.localeCompare(b.customerName));
    const names = theirs.map((job) => job.customerName);
    const clients =
      names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
    return {
      userId,
      // A notice links to the first of their jobs: a later extension of the period replaces it.
      link: `/app/jobs/${theirs[0]?.id ?? ''}`,
      title: `${serviceName} – ${periodLabel} extended to ${formatCalendarDate(body.extendedTo)}`,
      body: `Your tasks for ${clients} moved with it. ${body.note}`,
    };
  });
}

/** POST /services/:id/extensions (services.manage). */
export async function extendServicePeriod(
  deps: NotifyDeps,
  auth: AuthContext,
  serviceId: string,
  body: ExtendPeriodBody,
): Promise<ExtensionResult> {
  const orgId = requirePermission(auth, 'services.manage');
  const done = await deps.db.transaction(async (tx) => {
    const service = await serviceContextOf(tx, orgId, serviceId);
    // Extensions of one service take turns: the second reads the dates the first wrote.
    await tx.execute(sql`select id from services where id = ${service.id} for update`);
    const open = await rowsOf<OpenJob>(
      tx,
      sql`select j.id, j.title, j.period_label as "periodLabel", j.job_date::text as "jobDate",
            coalesce(j.extended_to, j.job_date)::text as "dueDate", c.business_name as "customerName"
          from client_jobs j join customers c on c.id = j.customer_id
          where j.organization_id = ${orgId} and j.service_id = ${service.id}
            and j.period_key = ${body.periodKey} and j.state <> 'done'
          order by j.id
          for update of j`,
    );
    if (open.length === 0) throw AppError.invalid({ periodKey: EXTENSION_NO_OPEN_JOBS });
    const latestJobDate = open.reduce((latest, job) => (job.jobDate > latest ? job.jobDate : latest), '');
    if (body.extendedTo <= latestJobDate)
      throw AppError.invalid({ extendedTo: extensionNotAfterDue(formatCalendarDate(latestJobDate)) });
    // The same extension twice (a second click, a colleague at the same time) moves nothing: refused.
    if (open.every((job) => job.dueDate === body.extendedTo))
      throw AppError.invalid({ extendedTo: extensionAlreadyTo(formatCalendarDate(body.extendedTo)) });

    const ids = open.map((job) => job.id);
    const days = open.map((job) => calendarDaysBetween(job.dueDate, body.extendedTo));
    await tx.execute(
      sql`update client_jobs set extended_to = ${body.extendedTo}::date, extension_note = ${body.note}
          where organization_id = ${orgId} and id = any(${sql.param(ids)}::uuid[])`,
    );
    // The open step tasks move by their job's days; History records each date that moved.
    const moved = await rowsOf<MovedTask>(
      tx,
      sql`with shift as (
            select * from unnest(${sql.param(ids)}::uuid[], ${sql.param(days)}::int[]) as s (job_id, days)
          ),
          moved as (
            update tasks t
               set due_date = t.due_date + s.days, start_date = t.start_date + s.days, updated_at = now()
              from shift s
             where t.organization_id = ${orgId} and t.job_id = s.job_id and t.status <> 'Completed'
               and s.days <> 0
            returning t.id, t.assignee_id, t.job_id, t.due_date, t.start_date, s.days
          ),
          history as (
            insert into task_history (organization_id, task_id, actor_id, action, field, old_value, new_value)
            select ${orgId}, m.id, ${auth.userId}::uuid, 'updated', f.field, f.old_value, f.new_value
            from moved m
            cross join lateral (values
              ('dueDate', to_jsonb((m.due_date - m.days)::text), to_jsonb(m.due_date::text)),
              ('startDate', to_jsonb((m.start_date - m.days)::text), to_jsonb(m.start_date::text))
            ) as f (field, old_value, new_value)
            where f.new_value is not null
          )
          select id, assignee_id as "assigneeId", job_id as "jobId" from moved`,
    );
    const [recorded] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into service_extensions
            (organization_id, service_id, period_key, extended_to, note, jobs_moved, created_by_id)
          values (${orgId}, ${service.id}, ${body.periodKey}, ${body.extendedTo}::date, ${body.note},
            ${open.length}, ${auth.userId})
          returning id`,
    );
    // Queued with the extension, told after the answer (lib/after-answer.ts); not the one who extended.
    const periodLabel = open[0]?.periodLabel ?? body.periodKey;
    const byId = new Map(open.map((job) => [job.id, job]));
    const notices = noticesOf(service.name, periodLabel, body, byId, moved).filter(
      (notice) => notice.userId !== auth.userId,
    );
    const reached = await queueNotices(
      tx,
      notices.map((notice) => ({
        organizationId: orgId,
        userIds: [notice.userId],
        kind: 'job_extended' as const,
        title: notice.title,
        body: notice.body,
        link: notice.link,
        senderId: auth.userId,
      })),
    );
    const peopleNotified = reached.reduce((sum, n) => sum + n, 0);
    return { open, moved, periodLabel, peopleNotified, extensionId: recorded?.id ?? '' };
  });

  await publishTaskChange(
    deps.db,
    orgId,
    done.moved.map((task) => task.id),
  );
  return {
    id: done.extensionId,
    periodKey: body.periodKey,
    periodLabel: done.periodLabel,
    extendedTo: body.extendedTo,
    jobsMoved: done.open.length,
    tasksMoved: done.moved.length,
    peopleNotified: done.peopleNotified,
  };
}
