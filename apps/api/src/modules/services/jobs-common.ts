/**
 * What the readers of jobs share (the matrix, a job, a client's jobs, the laggards, extensions): a
 * service of the caller's organization with what its periods need, and a job's shown state in SQL.
 */
import { type JobViewState, SERVICE_FREQUENCIES, type ServiceFrequency } from '@taskflow/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { todayIn } from '../../lib/organization-calendar';
import { isUuid } from '../../lib/reach';

export const SERVICE_NOT_FOUND = 'Service not found';
export const JOB_NOT_FOUND = 'Job not found';

/** Rows of a raw statement (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A list a statement built with json_agg: parsed already by one driver, text from the other, null for none. */
export function jsonList<T>(value: T[] | string | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

export interface ServiceContext {
  id: string;
  name: string;
  frequency: ServiceFrequency;
  everyMonths: number | null;
  fyStartMonth: number;
  zone: string;
  /** Today in the organization's zone: "overdue" is judged against it. */
  today: string;
}

/** The service `id` of the organization with its cadence, the organization's year start and today; or 404. */
export async function serviceContextOf(db: Db, orgId: string, id: string): Promise<ServiceContext> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
  const [row] = await rowsOf<{
    id: string;
    name: string;
    frequency: string;
    everyMonths: number | null;
    fyStartMonth: number;
    zone: string;
  }>(
    db,
    sql`select s.id, s.name, s.frequency, s.every_months as "everyMonths",
          o.fy_start_month as "fyStartMonth", o.time_zone as "zone"
        from services s join organizations o on o.id = s.organization_id
        where s.organization_id = ${orgId} and s.id = ${id}`,
  );
  if (!row) throw new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
  const frequency = (SERVICE_FREQUENCIES as readonly string[]).includes(row.frequency)
    ? (row.frequency as ServiceFrequency)
    : 'monthly';
  return {
    id: row.id,
    name: row.name,
    frequency,
    everyMonths: row.everyMonths === null ? null : Number(row.everyMonths),
    fyStartMonth: Number(row.fyStartMonth),
    zone: row.zone,
    today: todayIn(row.zone),
  };
}

/**
 * A job's shown state (decision 043): overdue when its date, or the date an extension moved it to, is
 * before `today` and it is not done; else its stored state. `job` is the alias of client_jobs.
 */
export function viewStateSql(job: string, today: string): SQL<JobViewState> {
  const j = sql.raw(job);
  return sql<JobViewState>`(case when ${j}.state <> 'done' and coalesce(${j}.extended_to, ${j}.job_date) < ${today}::date then 'overdue' else ${j}.state end)`;
}
