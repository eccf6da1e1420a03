/**
 * Jobs as their readers see them: one job with its step tasks, dates and extensions; a client's jobs
 * by service (the client page); the partner's laggards (the app home).
 *
 * Who may read a job: a holder of View Services (services.view) reads any job of the organization, as
 * the matrix shows them all; anyone else who may read one of its step tasks (the task reach rules) reads
 * the job too, so an assignee can follow a task to its job. Either way a job's tasks are tasks: only
 * those within the reader's reach are listed, the others counted.
 */
import {
  addCalendarDays,
  type ClientJob,
  CUSTOMER_JOBS_PER_SERVICE,
  type CustomerJobs,
  JOB_VIEW_STATES,
  type JobViewState,
  LAGGARD_DAYS_AHEAD,
  LAGGARD_SERVICES_MAX,
  LAGGARDS_PER_SERVICE,
  type Laggards,
} from '@taskflow/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks, users } from '../../db/schema';
import { NO_PERMISSION_MESSAGE, orgOf, requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { organizationToday } from '../../lib/organization-calendar';
import { isUuid, reachOf, taskScope } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { getCustomerOrThrow } from '../customers';
import { JOB_NOT_FOUND, jsonList, rowsOf, viewStateSql } from './jobs-common';

const asState = (value: string): JobViewState =>
  (JOB_VIEW_STATES as readonly string[]).includes(value) ? (value as JobViewState) : 'not_started';

interface JobRecord {
  id: string;
  title: string;
  customerId: string;
  customerName: string;
  serviceId: string;
  serviceName: string;
  periodKey: string;
  periodLabel: string;
  periodStart: string;
  periodEnd: string;
  jobDate: string;
  extendedTo: string | null;
  extensionNote: string | null;
  state: string;
  completedAt: string | null;
}

/** GET /jobs/:id: services.view, or a step task within the reader's reach (404 for neither). */
export async function getJob(db: Db, auth: AuthContext, id: string): Promise<ClientJob> {
  const orgId = orgOf(auth);
  const canViewServices = auth.permissions.has('services.view');
  const canViewTasks = auth.permissions.has('tasks.view');
  if (!canViewServices && !canViewTasks) throw new AppError('FORBIDDEN', NO_PERMISSION_MESSAGE);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  const today = await organizationToday(db, orgId);
  const [job] = await rowsOf<JobRecord>(
    db,
    sql`select j.id, j.title, c.id as "customerId", c.business_name as "customerName",
          s.id as "serviceId", s.name as "serviceName", j.period_key as "periodKey",
          j.period_label as "periodLabel", j.period_start::text as "periodStart",
          j.period_end::text as "periodEnd", j.job_date::text as "jobDate",
          j.extended_to::text as "extendedTo", j.extension_note as "extensionNote",
          ${viewStateSql('j', today)} as "state", j.completed_at as "completedAt"
        from client_jobs j
        join customers c on c.id = j.customer_id
        join services s on s.id = j.service_id
        where j.organization_id = ${orgId} and j.id = ${id}`,
  );
  if (!job) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);

  const reach = canViewTasks ? await reachOf(db, auth) : null;
  const stepTasks = reach
    ? await db
        .select({
          id: tasks.id,
          displayId: tasks.displayId,
          title: tasks.title,
          status: tasks.status,
          startDate: tasks.startDate,
          dueDate: tasks.dueDate,
          assigneeId: users.id,
          assigneeName: users.name,
        })
        .from(tasks)
        .leftJoin(users, eq(users.id, tasks.assigneeId))
        .where(and(taskScope(reach), eq(tasks.jobId, job.id)) as SQL)
        .orderBy(asc(tasks.dueDate), asc(tasks.displayId))
    : [];
  // Someone without View Services reads the job only through a task of it they may read.
  if (!canViewServices && stepTasks.length === 0) throw new AppError('NOT_FOUND', JOB_NOT_FOUND);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(and(eq(tasks.organizationId, orgId), eq(tasks.jobId, job.id)));
  const extensions = canViewServices
    ? await rowsOf<{
        id: string;
        extendedTo: string;
        note: string;
        jobsMoved: number;
        createdAt: string | Date;
        createdById: string | null;
        createdByName: string | null;
      }>(
        db,
        sql`select x.id, x.extended_to::text as "extendedTo", x.note, x.jobs_moved as "jobsMoved",
              x.created_at as "createdAt", u.id as "createdById", u.name as "createdByName"
            from service_extensions x
            left join users u on u.id = x.created_by_id
            where x.organization_id = ${orgId} and x.service_id = ${job.serviceId}
              and x.period_key = ${job.periodKey}
            order by x.created_at desc, x.id`,
      )
    : [];

  return {
    id: job.id,
    title: job.title,
    customer: { id: job.customerId, name: job.customerName },
    service: { id: job.serviceId, name: job.serviceName },
    periodKey: job.periodKey,
    periodLabel: job.periodLabel,
    periodStart: job.periodStart,
    periodEnd: job.periodEnd,
    jobDate: job.jobDate,
    extendedTo: job.extendedTo,
    extensionNote: job.extensionNote,
    state: asState(job.state),
    completedAt: job.completedAt ? new Date(job.completedAt).toISOString() : null,
    today,
    tasks: stepTasks.map((task) => ({
      id: task.id,
      displayId: task.displayId,
      title: task.title,
      status: task.status,
      assignee:
        task.assigneeId && task.assigneeName ? { id: task.assigneeId, name: task.assigneeName } : null,
      startDate: task.startDate,
      dueDate: task.dueDate,
      isOverdue: task.status !== 'Completed' && task.dueDate < today,
    })),
    hiddenTasks: Math.max(0, Number(counted?.n ?? 0) - stepTasks.length),
    extensions: extensions.map((extension) => ({
      id: extension.id,
      extendedTo: extension.extendedTo,
      note: extension.note,
      jobsMoved: Number(extension.jobsMoved),
      createdAt: new Date(extension.createdAt).toISOString(),
      createdBy:
        extension.createdById && extension.createdByName
          ? { id: extension.createdById, name: extension.createdByName }
          : null,
    })),
  };
}

/**
 * GET /customers/:id/jobs (services.view): each service the client has had, with its open and overdue
 * jobs counted and its latest jobs (CUSTOMER_JOBS_PER_SERVICE, latest period first). One statement.
 */
export async function getCustomerJobs(db: Db, auth: AuthContext, customerId: string): Promise<CustomerJobs> {
  const orgId = requirePermission(auth, 'services.view');
  const customer = await getCustomerOrThrow(db, orgId, customerId);
  const today = await organizationToday(db, orgId);
  const rows = await rowsOf<{
    serviceId: string;
    serviceName: string;
    status: string;
    openJobs: number;
    overdueJobs: number;
    jobs:
      | {
          id: string;
          periodKey: string;
          periodLabel: string;
          jobDate: string;
          extendedTo: string | null;
          state: string;
        }[]
      | string
      | null;
  }>(
    db,
    sql`with jobs as (
          select j.id, j.service_id, j.period_key, j.period_label, j.period_start, j.job_date, j.extended_to,
            ${viewStateSql('j', today)} as state,
            row_number() over (partition by j.service_id order by j.period_start desc, j.id) as n
          from client_jobs j
          where j.organization_id = ${orgId} and j.customer_id = ${customer.id}
        ),
        applied as (
          select distinct on (cs.service_id) cs.service_id, cs.status
          from client_services cs
          where cs.organization_id = ${orgId} and cs.customer_id = ${customer.id}
          order by cs.service_id, cs.status = 'ended', cs.created_at desc
        )
        select s.id as "serviceId", s.name as "serviceName", a.status,
          (select count(*)::int from jobs where jobs.service_id = s.id and jobs.state <> 'done') as "openJobs",
          (select count(*)::int from jobs where jobs.service_id = s.id and jobs.state = 'overdue') as "overdueJobs",
          (select json_agg(json_build_object('id', jobs.id, 'periodKey', jobs.period_key,
              'periodLabel', jobs.period_label, 'jobDate', jobs.job_date, 'extendedTo', jobs.extended_to,
              'state', jobs.state) order by jobs.period_start desc, jobs.id)
            from jobs where jobs.service_id = s.id and jobs.n <= ${CUSTOMER_JOBS_PER_SERVICE}) as "jobs"
        from applied a
        join services s on s.id = a.service_id and s.organization_id = ${orgId}
        order by a.status = 'ended', lower(s.name), s.id`,
  );
  return {
    today,
    services: rows.map((row) => {
      return {
        service: { id: row.serviceId, name: row.serviceName },
        status: row.status,
        openJobs: Number(row.openJobs),
        overdueJobs: Number(row.overdueJobs),
        jobs: jsonList(row.jobs).map((job) => ({ ...job, state: asState(job.state) })),
      };
    }),
  };
}

/**
 * GET /jobs/laggards (services.view): open jobs overdue or due within LAGGARD_DAYS_AHEAD days, by
 * service, most overdue first. Cheap for the home: the open jobs due by then are read through
 * `client_jobs_org_open_date_idx` (an extension only moves a date later, so the job date bounds it).
 */
export async function getLaggards(db: Db, auth: AuthContext): Promise<Laggards> {
  const orgId = requirePermission(auth, 'services.view');
  const today = await organizationToday(db, orgId);
  const dueBy = addCalendarDays(today, LAGGARD_DAYS_AHEAD);
  const rows = await rowsOf<{
    serviceId: string;
    serviceName: string;
    overdue: number;
    dueSoon: number;
    jobs:
      | { id: string; customerName: string; periodLabel: string; dueDate: string; state: string }[]
      | string
      | null;
  }>(
    db,
    sql`with late as (
          select j.id, j.service_id, c.business_name as customer_name, j.period_label,
            coalesce(j.extended_to, j.job_date) as due_date, ${viewStateSql('j', today)} as state
          from client_jobs j
          join customers c on c.id = j.customer_id and c.organization_id = ${orgId}
          where j.organization_id = ${orgId} and j.state <> 'done' and j.job_date <= ${dueBy}::date
            and coalesce(j.extended_to, j.job_date) <= ${dueBy}::date
        ),
        ranked as (
          select late.*, row_number() over (
            partition by late.service_id order by late.due_date, lower(late.customer_name), late.id) as n
          from late
        )
        select s.id as "serviceId", s.name as "serviceName",
          count(*) filter (where r.state = 'overdue')::int as "overdue",
          count(*) filter (where r.state <> 'overdue')::int as "dueSoon",
          json_agg(json_build_object('id', r.id, 'customerName', r.customer_name, 'periodLabel', r.period_label,
              'dueDate', r.due_date, 'state', r.state) order by r.n)
            filter (where r.n <= ${LAGGARDS_PER_SERVICE}) as "jobs"
        from ranked r
        join services s on s.id = r.service_id and s.organization_id = ${orgId}
        group by s.id, s.name
        order by count(*) filter (where r.state = 'overdue') desc, count(*) desc, lower(s.name), s.id
        limit ${LAGGARD_SERVICES_MAX}`,
  );
  return {
    today,
    dueBy,
    services: rows.map((row) => {
      return {
        service: { id: row.serviceId, name: row.serviceName },
        overdue: Number(row.overdue),
        dueSoon: Number(row.dueSoon),
        jobs: jsonList(row.jobs).map((job) => ({ ...job, state: asState(job.state) })),
      };
    }),
  };
}
