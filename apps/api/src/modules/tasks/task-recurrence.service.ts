import { type CreateTaskInput, type TaskDetail, type TaskPriority, workingDayTest } from '@taskflow/shared';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holidays, projects, taskSeries, tasks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { defineJobHandler, type JobDeps, scheduleJob } from '../../lib/jobs';
import { addCalendarDays, organizationCalendar, zonedInstant } from '../../lib/organization-calendar';
import { reachOf } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { recordTaskHistory } from './history';
import { nextOccurrence, type RecurrenceRule } from './recurrence';
import { getTask } from './task-detail.service';
import { insertTask, type TaskValues } from './task-insert';
import { publishTaskChange } from './task-notices';
import { getTaskOrThrow } from './task-row';

// Recurring work: a series holds the rule and a template; each occurrence is a task of its own, made
// when the previous one is completed or on the previous one's due date, whichever comes first.

type RecurrenceInput = NonNullable<CreateTaskInput['recurrence']>;

/** The series of a new recurring task: its rule, and the template its later occurrences are made from. */
export async function createSeries(
  tx: Db,
  orgId: string,
  createdById: string,
  rule: RecurrenceInput,
  values: TaskValues,
) {
  const [id] = await createSeriesMany(tx, orgId, createdById, [{ rule, values }]);
  return id;
}

/** Series rows per INSERT statement: well under PostgreSQL's 65,535 parameters. */
const SERIES_BATCH = 500;

/** The series of many new recurring tasks at once (an import): their ids in the order given. */
export async function createSeriesMany(
  tx: Db,
  orgId: string,
  createdById: string,
  items: { rule: RecurrenceInput; values: TaskValues }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < items.length; start += SERIES_BATCH) {
    const inserted = await tx
      .insert(taskSeries)
      .values(items.slice(start, start + SERIES_BATCH).map((item) => seriesRow(orgId, createdById, item)))
      .returning({ id: taskSeries.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

function seriesRow(
  orgId: string,
  createdById: string,
  { rule, values }: { rule: RecurrenceInput; values: TaskValues },
) {
  return {
    organizationId: orgId,
    frequency: rule.frequency,
    interval: rule.interval,
    monthDay:
      rule.frequency === 'monthly' || rule.frequency === 'yearly'
        ? rule.isLastWorkingDay
          ? null
          : (rule.monthDay ?? Number(values.dueDate.slice(8, 10)))
        : null,
    isLastWorkingDay: rule.isLastWorkingDay,
    startDate: values.dueDate,
    endDate: rule.endDate ?? null,
    template: templateOf(values),
    createdById,
  };
}

function templateOf(input: TaskValues): Record<string, unknown> {
  return {
    title: input.title,
    description: input.description ?? null,
    customerId: input.customerId,
    assigneeId: input.assigneeId,
    projectId: input.projectId ?? null,
    departmentId: input.departmentId ?? null,
    workType: input.workType,
    priority: input.priority,
    taskType: input.taskType ?? null,
    estimateHours: input.estimateHours ?? null,
  };
}

async function workingDayOf(tx: Db, orgId: string, around: string) {
  const calendar = await organizationCalendar(tx, orgId);
  const rows = await tx
    .select({ date: holidays.date })
    .from(holidays)
    .where(
      and(
        eq(holidays.organizationId, orgId),
        gte(holidays.date, addCalendarDays(around, -40)),
        lte(holidays.date, addCalendarDays(around, 400)),
      ),
    );
  return workingDayTest({ workWeek: calendar.workWeek, holidays: new Set(rows.map((row) => row.date)) });
}

/** The occurrence after `after` goes on the job queue for `after`'s day: created on schedule if not on completion first. */
export async function scheduleNextOccurrence(tx: Db, orgId: string, seriesId: string, after: string) {
  await scheduleNextOccurrences(tx, orgId, [{ seriesId, after }]);
}

/** The next occurrences of many series (an import), each on its own day. */
export async function scheduleNextOccurrences(
  tx: Db,
  orgId: string,
  items: { seriesId: string; after: string }[],
) {
  if (items.length === 0) return;
  const calendar = await organizationCalendar(tx, orgId);
  for (const { seriesId, after } of items)
    await scheduleJob(tx, {
      kind: 'tasks.next-occurrence',
      key: `task-series:${seriesId}:after:${after}`,
      runAt: zonedInstant(after, 0, calendar.zone),
      payload: { orgId, seriesId, after },
    });
}

/**
 * Creates the occurrence of a series that follows `after`, exactly once: the series row is locked, an
 * existing occurrence is left alone, and (series_id, occurrence_date) is unique underneath.
 * Answers the new task's id, or null when there was nothing to create.
 */
export async function createNextOccurrence(tx: Db, orgId: string, seriesId: string, after: string) {
  const [series] = await tx
    .select()
    .from(taskSeries)
    .where(and(eq(taskSeries.id, seriesId), eq(taskSeries.organizationId, orgId)))
    .for('update');
  if (!series?.isActive) return null;
  const rule: RecurrenceRule = {
    frequency: series.frequency as RecurrenceRule['frequency'],
    interval: series.interval,
    monthDay: series.monthDay,
    isLastWorkingDay: series.isLastWorkingDay,
    endDate: series.endDate,
  };
  const next = nextOccurrence(rule, after, await workingDayOf(tx, orgId, after));
  if (!next) return null;
  const [existing] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.seriesId, seriesId), eq(tasks.occurrenceDate, next)));
  if (existing) return null;
  const template = series.template as Record<string, unknown>;
  const [project] = template.projectId
    ? await tx
        .select({ key: projects.key })
        .from(projects)
        .where(eq(projects.id, String(template.projectId)))
    : [];
  const created = await insertTask(
    tx,
    { orgId, actorId: series.createdById },
    {
      title: String(template.title),
      description: (template.description as string | null) ?? null,
      customerId: String(template.customerId),
      assigneeId: String(template.assigneeId),
      projectId: (template.projectId as string | null) ?? null,
      departmentId: (template.departmentId as string | null) ?? null,
      workType: String(template.workType ?? 'General Task'),
      priority: (template.priority as TaskPriority) ?? 'Medium',
      taskType: (template.taskType as string | null) ?? null,
      estimateHours: (template.estimateHours as number | null) ?? null,
      status: 'Pending',
      startDate: null,
      dueDate: next,
    },
    { projectKey: project?.key, seriesId, occurrenceDate: next },
  );
  await scheduleNextOccurrence(tx, orgId, seriesId, next);
  await publishTaskChange(tx, orgId, [created.id]);
  return created.id;
}

defineJobHandler('tasks.next-occurrence', async (deps: JobDeps, job) => {
  const { orgId, seriesId, after } = job.payload as { orgId: string; seriesId: string; after: string };
  await createNextOccurrence(deps.db, orgId, seriesId, after);
});

/**
 * Ends a task's series: no occurrence after this one, whether on completion or on schedule (both
 * check isActive under the series lock). Recorded in the task's history with the change.
 */
export async function stopRecurrence(db: Db, auth: AuthContext, id: string): Promise<TaskDetail> {
  const reach = await reachOf(db, auth, undefined, 'tasks.edit');
  await db.transaction(async (tx) => {
    const { row, task } = await getTaskOrThrow(tx, reach, id, { lock: true });
    const [series] = row.task.seriesId
      ? await tx
          .update(taskSeries)
          .set({ isActive: false })
          .where(
            and(
              eq(taskSeries.id, row.task.seriesId),
              eq(taskSeries.organizationId, reach.orgId),
              eq(taskSeries.isActive, true),
            ),
          )
          .returning({ frequency: taskSeries.frequency })
      : [];
    if (!series) throw AppError.invalid({ recurrence: 'This task does not repeat' });
    await recordTaskHistory(tx, { orgId: reach.orgId, actorId: auth.userId }, task.id, {
      event: 'updated',
      field: 'recurrence',
      oldValue: series.frequency,
      newValue: 'stopped',
    });
    await publishTaskChange(tx, reach.orgId, [task.id]);
  });
  return getTask(db, auth, id);
}
