/**
 * Template edits reach the jobs not yet started (issue 40, item 3; Jetpack Workflow's rule; decision 043):
 * in the edit's transaction, each job of the service that nobody has begun takes the service's name, date
 * and steps again: its step tasks are updated in place by step (dates and assignees recomputed, each change
 * in the task's history), a new step's task is added, a removed step's task goes. A job in progress,
 * waiting or done keeps what it has.
 *
 * "Not started" is judged on its tasks, locked first: all Pending, and none with time, comments or files
 * on it (someone has begun it, whatever its status says). A task started while the edit runs waits for the
 * lock and leaves its job out.
 */
import {
  addCalendarDays,
  type JobDateRule,
  jobDateOf,
  jobTitleOf,
  type StepTiming,
  stepDatesOf,
  stepTaskTitle,
} from '@taskflow/shared';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clientJobs,
  clientServices,
  customers,
  services,
  taskAttachments,
  taskComments,
  taskHistory,
  tasks,
  timeEntries,
  users,
} from '../../db/schema';
import { workingCalendarOf } from '../../lib/organization-calendar';
import { insertTasks, publishTaskChange, type TaskValues } from '../tasks';
import { assigneeResolver, stepsOfServices } from './generate-jobs';

/** Rows per multi-row statement: well under PostgreSQL's 65,535 parameters. */
const BATCH = 500;

interface JobRow {
  id: string;
  clientServiceId: string;
  customerId: string;
  customerName: string;
  responsibleId: string | null;
  fyEndMonth: number;
  fyEndDay: number;
  assigneeId: string | null;
  createdById: string | null;
  periodKey: string;
  periodStart: string;
  periodEnd: string;
  periodLabel: string;
  title: string;
  jobDate: string;
  extendedTo: string | null;
}

interface TaskRow {
  id: string;
  jobId: string;
  serviceStepId: string | null;
  status: string;
  title: string;
  workType: string;
  assigneeId: string;
  estimateHours: string | null;
  startDate: string | null;
  dueDate: string;
}

/** The jobs in scope that nobody has begun, with their tasks locked. */
async function jobsNotStarted(tx: Db, orgId: string, scope: RefreshScope) {
  const jobs = (await tx
    .select({
      id: clientJobs.id,
      clientServiceId: clientJobs.clientServiceId,
      customerId: clientJobs.customerId,
      customerName: customers.businessName,
      responsibleId: customers.responsibleId,
      fyEndMonth: customers.fyEndMonth,
      fyEndDay: customers.fyEndDay,
      assigneeId: clientServices.assigneeId,
      createdById: clientServices.createdById,
      periodKey: clientJobs.periodKey,
      periodStart: clientJobs.periodStart,
      periodEnd: clientJobs.periodEnd,
      periodLabel: clientJobs.periodLabel,
      title: clientJobs.title,
      jobDate: clientJobs.jobDate,
      extendedTo: clientJobs.extendedTo,
    })
    .from(clientJobs)
    .innerJoin(clientServices, eq(clientServices.id, clientJobs.clientServiceId))
    .innerJoin(customers, eq(customers.id, clientJobs.customerId))
    .where(
      and(
        eq(clientJobs.organizationId, orgId),
        eq(clientJobs.serviceId, scope.serviceId),
        scope.clientServiceId ? eq(clientJobs.clientServiceId, scope.clientServiceId) : undefined,
        eq(clientJobs.state, 'not_started'),
      ),
    )
    .orderBy(asc(clientJobs.id))) as JobRow[];
  if (jobs.length === 0) return { jobs, tasksOf: new Map<string, TaskRow[]>() };
  const ids = jobs.map((job) => job.id);
  const taskRows: TaskRow[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    const rows = await tx
      .select({
        id: tasks.id,
        jobId: sql<string>`${tasks.jobId}`,
        serviceStepId: tasks.serviceStepId,
        status: tasks.status,
        title: tasks.title,
        workType: tasks.workType,
        assigneeId: tasks.assigneeId,
        estimateHours: tasks.estimateHours,
        startDate: tasks.startDate,
        dueDate: tasks.dueDate,
      })
      .from(tasks)
      .where(and(eq(tasks.organizationId, orgId), inArray(tasks.jobId, ids.slice(start, start + BATCH))))
      .orderBy(asc(tasks.id))
      .for('update');
    taskRows.push(...rows);
  }
  const begun = new Set(taskRows.filter((task) => task.status !== 'Pending').map((task) => task.jobId));
  const taskIds = taskRows.map((task) => task.id);
  for (let start = 0; start < taskIds.length; start += BATCH) {
    const batch = taskIds.slice(start, start + BATCH);
    const touched = await tx.execute(sql`
      select task_id as "taskId" from ${timeEntries} where task_id in ${batch}
      union select task_id from ${taskComments} where task_id in ${batch}
      union select task_id from ${taskAttachments} where task_id in ${batch}`);
    const jobOf = new Map(taskRows.map((task) => [task.id, task.jobId]));
    for (const row of (touched as unknown as { rows: { taskId: string }[] }).rows) {
      const jobId = jobOf.get(row.taskId);
      if (jobId) begun.add(jobId);
    }
  }
  const tasksOf = new Map<string, TaskRow[]>();
  for (const task of taskRows) tasksOf.set(task.jobId, [...(tasksOf.get(task.jobId) ?? []), task]);
  return { jobs: jobs.filter((job) => !begun.has(job.id)), tasksOf };
}

export interface RefreshScope {
  serviceId: string;
  /** Only this client service's jobs (its assignee changed). */
  clientServiceId?: string;
}

interface TaskUpdate {
  id: string;
  title: string;
  workType: string;
  assigneeId: string;
  estimateHours: string | null;
  startDate: string;
  dueDate: string;
}

const estimateOf = (value: string | null) => (value === null ? null : Number(value));

/** `update tasks … from (values …)`: many tasks' step fields in one statement per batch. */
async function updateTasks(tx: Db, updates: TaskUpdate[]) {
  for (let start = 0; start < updates.length; start += BATCH) {
    const rows = updates
      .slice(start, start + BATCH)
      .map(
        (row) =>
          sql`(${row.id}::uuid, ${row.title}, ${row.workType}, ${row.assigneeId}::uuid, ${row.estimateHours}::numeric, ${row.startDate}::date, ${row.dueDate}::date)`,
      );
    await tx.execute(sql`
      update ${tasks} as t
         set title = v.title, work_type = v.work_type, assignee_id = v.assignee_id,
             estimate_hours = v.estimate_hours, start_date = v.start_date, due_date = v.due_date,
             updated_at = now()
        from (values ${sql.join(rows, sql`, `)}) as v (id, title, work_type, assignee_id, estimate_hours, start_date, due_date)
       where t.id = v.id`);
  }
}

/**
 * Rewrites the jobs of the scope that nobody has begun from the service as it now is (its steps already
 * replaced); answers how many jobs it rewrote. `actorId` is who made the change (their history lines).
 */
export async function refreshJobsNotStarted(
  tx: Db,
  orgId: string,
  actorId: string | null,
  scope: RefreshScope,
): Promise<number> {
  const { jobs, tasksOf } = await jobsNotStarted(tx, orgId, scope);
  if (jobs.length === 0) return 0;
  const [service] = await tx
    .select({ namePattern: services.namePattern, jobDateRule: services.jobDateRule })
    .from(services)
    .where(eq(services.id, scope.serviceId));
  if (!service) return 0;
  const steps = await stepsOfServices(tx, orgId, [scope.serviceId]);
  const stepIds = new Set(steps.map((step) => step.id));
  const first = jobs.reduce(
    (day, job) => (job.periodStart < day ? job.periodStart : day),
    jobs[0]?.periodStart ?? '',
  );
  const last = jobs.reduce((day, job) => (job.periodEnd > day ? job.periodEnd : day), '');
  const calendar = await workingCalendarOf(
    tx,
    orgId,
    addCalendarDays(first, -400),
    addCalendarDays(last, 800),
  );
  const assigneeOf = await assigneeResolver(tx, orgId);
  const names = new Map(
    (
      await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.organizationId, orgId))
    ).map((person) => [person.id, person.name]),
  );

  const jobUpdates: SQL[] = [];
  const taskUpdates: TaskUpdate[] = [];
  const history: (typeof taskHistory.$inferInsert)[] = [];
  const inserts: Parameters<typeof insertTasks>[2] = [];
  const removed: string[] = [];
  for (const job of jobs) {
    const period = { key: job.periodKey, start: job.periodStart, end: job.periodEnd, label: job.periodLabel };
    const jobDate = jobDateOf(service.jobDateRule as JobDateRule, period, {
      calendar,
      clientYearEnd: { month: job.fyEndMonth, day: job.fyEndDay },
    });
    const title = jobTitleOf(service.namePattern, period, job.customerName);
    if (title !== job.title || jobDate !== job.jobDate)
      jobUpdates.push(sql`(${job.id}::uuid, ${title}, ${jobDate}::date)`);
    // An extended job's steps stay dated from the date the government gave.
    const base = job.extendedTo ?? jobDate;
    const current = tasksOf.get(job.id) ?? [];
    const byStep = new Map(current.map((task) => [task.serviceStepId, task]));
    for (const task of current)
      if (!task.serviceStepId || !stepIds.has(task.serviceStepId)) removed.push(task.id);
    for (const step of steps) {
      const dates = stepDatesOf(base, step as StepTiming, calendar);
      const taskTitle = stepTaskTitle(title, step.title, steps.length);
      const task = byStep.get(step.id);
      const assigneeId = assigneeOf(step, job) ?? task?.assigneeId;
      if (!assigneeId) continue;
      if (!task) {
        inserts.push({
          values: {
            title: taskTitle,
            customerId: job.customerId,
            assigneeId,
            workType: step.workType,
            priority: 'Medium',
            status: 'Pending',
            startDate: dates.start,
            dueDate: dates.due,
            estimateHours: estimateOf(step.estimateHours),
          } as TaskValues,
          jobId: job.id,
          serviceStepId: step.id,
        });
        continue;
      }
      const next: TaskUpdate = {
        id: task.id,
        title: taskTitle,
        workType: step.workType,
        assigneeId,
        estimateHours: step.estimateHours,
        startDate: dates.start,
        dueDate: dates.due,
      };
      const changes: [string, unknown, unknown][] = [
        ['title', task.title, next.title],
        ['workType', task.workType, next.workType],
        ['assignee', names.get(task.assigneeId) ?? null, names.get(assigneeId) ?? null],
        ['startDate', task.startDate, next.startDate],
        ['dueDate', task.dueDate, next.dueDate],
        ['estimateHours', estimateOf(task.estimateHours), estimateOf(next.estimateHours)],
      ];
      const changed = changes.filter(([, before, after]) => before !== after);
      if (changed.length === 0 && task.assigneeId === assigneeId) continue;
      taskUpdates.push(next);
      for (const [field, oldValue, newValue] of changed)
        history.push({
          organizationId: orgId,
          taskId: task.id,
          actorId,
          action: 'updated',
          field,
          oldValue,
          newValue,
        });
    }
  }

  for (let start = 0; start < jobUpdates.length; start += BATCH)
    await tx.execute(sql`
      update ${clientJobs} as j set title = v.title, job_date = v.job_date
        from (values ${sql.join(jobUpdates.slice(start, start + BATCH), sql`, `)}) as v (id, title, job_date)
       where j.id = v.id`);
  for (let start = 0; start < removed.length; start += BATCH)
    await tx
      .delete(tasks)
      .where(and(eq(tasks.organizationId, orgId), inArray(tasks.id, removed.slice(start, start + BATCH))));
  await updateTasks(tx, taskUpdates);
  for (let start = 0; start < history.length; start += BATCH)
    await tx.insert(taskHistory).values(history.slice(start, start + BATCH));
  const inserted = await insertTasks(tx, { orgId, actorId }, inserts);
  await publishTaskChange(tx, orgId, [...removed, ...taskUpdates.map((task) => task.id), ...inserted]);
  return jobs.length;
}
