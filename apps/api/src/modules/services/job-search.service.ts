/**
 * Jobs found by service, days and state, for the help assistant's questions ("which clients are pending
 * for GSTR-3B this month", "which GST returns are overdue"): issue 40. Who finds what is who reads what
 * elsewhere: a holder of View Services (services.view) finds any job of the organization, as the
 * compliance matrix shows them all; anyone else who may read tasks finds only the jobs with a step task
 * within their reach (the task reach rules, as GET /jobs/:id), so never a client whose work they cannot
 * open. Nothing else can search.
 */
import type { JobState, JobViewState } from '@taskflow/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { NO_PERMISSION_MESSAGE, orgOf } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { organizationCalendar, todayIn } from '../../lib/organization-calendar';
import { type Reach, reachOf, taskScope } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { rowsOf, viewStateSql } from './jobs-common';

/** Every job the organization has (View Services), or only those with a step task within reach. */
export type JobSearchScope = 'all' | 'reach';

/**
 * `pending`: any job not done; `overdue` and `done` as the matrix shows them; `not_started`,
 * `in_progress` and `waiting_on_client` the job's own state, overdue or not (a return waiting on the
 * client past its date is still waiting on the client).
 */
export type JobSearchState = 'pending' | JobViewState;

export interface JobSearch {
  /** Only these services' jobs; none: every service's. */
  serviceIds?: readonly string[];
  /**
   * Only jobs due (their extended date, else their date) within these days, or, `by: 'period'`, whose
   * period overlaps them ("GSTR-1 for November" is November's job, due in December).
   */
  days?: { from: string; to: string; by: 'due' | 'period' };
  state: JobSearchState;
  /** Only jobs with a step task assigned to the caller. */
  mine?: boolean;
  /** Jobs listed at most; `total` counts them all. */
  limit: number;
}

export interface FoundJob {
  id: string;
  customer: { id: string; name: string };
  service: { id: string; name: string };
  periodLabel: string;
  /** Its extended date, else its own. */
  dueDate: string;
  /** As the matrix shows it (overdue once its date has passed). */
  state: JobViewState;
  /** Its own state: not started, in progress, waiting on client or done. */
  stored: JobState;
}

export interface JobSearchContext {
  scope: JobSearchScope;
  /** Today in the organization's zone ("overdue" is judged against it). */
  today: string;
  fyStartMonth: number;
  /** The services the caller may ask about: the organization's, or those of the jobs within reach. */
  services: { id: string; name: string }[];
}

interface Caller {
  orgId: string;
  scope: JobSearchScope;
  reach: Reach | null;
}

async function callerOf(db: Db, auth: AuthContext): Promise<Caller> {
  const orgId = orgOf(auth);
  if (auth.permissions.has('services.view')) return { orgId, scope: 'all', reach: null };
  if (!auth.permissions.has('tasks.view')) throw new AppError('FORBIDDEN', NO_PERMISSION_MESSAGE);
  return { orgId, scope: 'reach', reach: await reachOf(db, auth) };
}

/** The condition "this job has a step task within reach" (j is client_jobs); nothing for View Services. */
function withinReach(caller: Caller): SQL {
  if (!caller.reach) return sql``;
  return sql`and exists (select 1 from tasks where tasks.job_id = j.id and ${taskScope(caller.reach)})`;
}

/** Today, the financial year's first month, and the services the caller may ask about. */
export async function jobSearchContext(db: Db, auth: AuthContext): Promise<JobSearchContext> {
  const caller = await callerOf(db, auth);
  const [organization] = await rowsOf<{ fyStartMonth: number }>(
    db,
    sql`select fy_start_month as "fyStartMonth" from organizations where id = ${caller.orgId}`,
  );
  const services = caller.reach
    ? await rowsOf<{ id: string; name: string }>(
        db,
        sql`select s.id, s.name from services s
            where s.organization_id = ${caller.orgId}
              and s.id in (select j.service_id from tasks join client_jobs j on j.id = tasks.job_id
                where ${taskScope(caller.reach)})
            order by lower(s.name), s.id`,
      )
    : await rowsOf<{ id: string; name: string }>(
        db,
        sql`select s.id, s.name from services s where s.organization_id = ${caller.orgId}
            order by lower(s.name), s.id`,
      );
  return {
    scope: caller.scope,
    today: todayIn((await organizationCalendar(db, caller.orgId)).zone),
    fyStartMonth: Number(organization?.fyStartMonth ?? 4),
    services,
  };
}

/** The condition of a state on the job `j`, whose shown state is `shown`. */
function stateCondition(state: JobSearchState, shown: SQL): SQL {
  if (state === 'pending') return sql`j.state <> 'done'`;
  if (state === 'overdue') return sql`${shown} = 'overdue'`;
  return sql`j.state = ${state}`;
}

/** The jobs the caller may find, soonest due first (then by client), at most `limit`, and how many. */
export async function searchJobs(
  db: Db,
  auth: AuthContext,
  search: JobSearch,
): Promise<{ scope: JobSearchScope; today: string; total: number; jobs: FoundJob[] }> {
  const caller = await callerOf(db, auth);
  const today = todayIn((await organizationCalendar(db, caller.orgId)).zone);
  const shown = viewStateSql('j', today);
  const due = sql`coalesce(j.extended_to, j.job_date)`;
  const conditions: SQL[] = [stateCondition(search.state, shown)];
  if (search.serviceIds)
    conditions.push(sql`j.service_id = any(${sql.param([...search.serviceIds])}::uuid[])`);
  if (search.days?.by === 'due')
    conditions.push(sql`${due} between ${search.days.from}::date and ${search.days.to}::date`);
  if (search.days?.by === 'period')
    conditions.push(
      sql`j.period_start <= ${search.days.to}::date and j.period_end >= ${search.days.from}::date`,
    );
  if (search.mine)
    conditions.push(
      sql`exists (select 1 from tasks mine where mine.job_id = j.id and mine.assignee_id = ${auth.userId})`,
    );
  const rows = await rowsOf<{
    id: string;
    customerId: string;
    customerName: string;
    serviceId: string;
    serviceName: string;
    periodLabel: string;
    dueDate: string;
    state: JobViewState;
    stored: JobState;
    total: number;
  }>(
    db,
    sql`select j.id, c.id as "customerId", c.business_name as "customerName", s.id as "serviceId",
          s.name as "serviceName", j.period_label as "periodLabel", ${due}::text as "dueDate",
          ${shown} as "state", j.state as "stored", count(*) over ()::int as "total"
        from client_jobs j
        join customers c on c.id = j.customer_id and c.organization_id = ${caller.orgId}
        join services s on s.id = j.service_id and s.organization_id = ${caller.orgId}
        where j.organization_id = ${caller.orgId} and ${sql.join(conditions, sql` and `)}
          ${withinReach(caller)}
        order by ${due}, lower(c.business_name), lower(s.name), j.id
        limit ${search.limit}`,
  );
  return {
    scope: caller.scope,
    today,
    total: Number(rows[0]?.total ?? 0),
    jobs: rows.map((row) => ({
      id: row.id,
      customer: { id: row.customerId, name: row.customerName },
      service: { id: row.serviceId, name: row.serviceName },
      periodLabel: row.periodLabel,
      dueDate: row.dueDate,
      state: row.state,
      stored: row.stored,
    })),
  };
}
