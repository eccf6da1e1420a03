/**
 * What the firm sees of its requests as a whole (issue 41, item 6): how many are outstanding and overdue,
 * what waits on the firm's review, the median days from sent to complete (the goal firms quote: under 5
 * against 14), the clients with the most open, and a client's open requests by job. requests.view reads.
 * "Overdue" is judged in the organization's zone; the window of the median ends at the clock's now.
 */
import {
  CLIENT_NOT_FOUND,
  INSIGHTS_MEDIAN_WINDOW_DAYS,
  INSIGHTS_TOP_CLIENTS,
  type OutstandingByJob,
  type RequestInsights,
} from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { organizationCalendar, todayIn } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function requestInsights(db: Db, auth: AuthContext): Promise<RequestInsights> {
  const orgId = requirePermission(auth, 'requests.view');
  const { zone } = await organizationCalendar(db, orgId);
  const now = new Date();
  const today = todayIn(zone, now);
  const since = new Date(now.getTime() - INSIGHTS_MEDIAN_WINDOW_DAYS * 86_400_000).toISOString();
  const [totals, review, completed, clients] = await Promise.all([
    db.execute(sql`
      select count(*)::int as outstanding, count(*) filter (where due_on < ${today}::date)::int as overdue
        from client_requests where organization_id = ${orgId} and status = 'open'`),
    // A request whose items all came in is complete, yet what came in still waits for the firm's review.
    db.execute(sql`
      select count(*)::int as n
        from client_request_items i
        join client_requests r on r.id = i.request_id and r.organization_id = ${orgId}
       where i.organization_id = ${orgId} and i.status = 'submitted' and r.status <> 'cancelled'`),
    db.execute(sql`
      select count(*)::int as n,
             round((percentile_cont(0.5) within group (
               order by extract(epoch from completed_at - sent_at) / 86400))::numeric, 1)::float8 as median
        from client_requests
       where organization_id = ${orgId} and status = 'complete' and sent_at is not null
         and completed_at >= ${since}::timestamptz`),
    db.execute(sql`
      select r.customer_id as "customerId", c.business_name as name, count(*)::int as open,
             count(*) filter (where r.due_on < ${today}::date)::int as overdue,
             min(r.due_on)::text as "oldestDueOn"
        from client_requests r
        join customers c on c.id = r.customer_id and c.organization_id = ${orgId}
       where r.organization_id = ${orgId} and r.status = 'open'
       group by r.customer_id, c.business_name
       order by open desc, overdue desc, min(r.due_on), lower(c.business_name)
       limit ${INSIGHTS_TOP_CLIENTS}`),
  ]);
  const [total] = rowsOf<{ outstanding: number; overdue: number }>(totals);
  const [done] = rowsOf<{ n: number; median: number | null }>(completed);
  return {
    outstanding: Number(total?.outstanding ?? 0),
    itemsToReview: Number(rowsOf<{ n: number }>(review)[0]?.n ?? 0),
    overdue: Number(total?.overdue ?? 0),
    medianDaysToComplete: done?.median === null || done?.median === undefined ? null : Number(done.median),
    completedCount: Number(done?.n ?? 0),
    byClient: rowsOf<RequestInsights['byClient'][number]>(clients).map((row) => ({
      ...row,
      open: Number(row.open),
      overdue: Number(row.overdue),
    })),
  };
}

/** A client's jobs with open requests, the soonest due first; 404 for a client not the organization's. */
export async function outstandingByJob(
  db: Db,
  auth: AuthContext,
  customerId: string,
): Promise<OutstandingByJob> {
  const orgId = requirePermission(auth, 'requests.view');
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.organizationId, orgId), eq(customers.id, customerId)));
  if (!customer) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
  const rows = rowsOf<OutstandingByJob[number]>(
    await db.execute(sql`
      select j.id as "jobId", j.title, count(*)::int as open
        from client_requests r
        join client_jobs j on j.id = r.job_id and j.organization_id = ${orgId}
       where r.organization_id = ${orgId} and r.customer_id = ${customerId} and r.status = 'open'
       group by j.id, j.title
       order by min(r.due_on), j.title`),
  );
  return rows.map((row) => ({ ...row, open: Number(row.open) }));
}
