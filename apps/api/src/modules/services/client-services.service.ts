/**
 * A client's services (issue 40, item 4): listed per service and per client (services.view), and paused,
 * resumed, ended or given another assignee (services.manage). Pausing and ending stop new jobs; the jobs
 * made stay. A new assignee takes the steps of the responsible rule in future jobs and in the jobs not
 * yet started (service-refresh.ts).
 */
import {
  BILLING_FIELDS_FORBIDDEN,
  type BillingMode,
  CLIENT_NOT_FOUND,
  CLIENT_SERVICE_ENDED,
  CLIENT_SERVICE_NOT_FOUND,
  type ClientService,
  type ClientServiceChangeBodySchema,
  type ClientServiceStatus,
  FEE_REQUIRED,
  MEMBER_INVALID,
  periodContaining,
  type ServiceFrequency,
} from '@taskflow/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { clientServices, customers, organizations, services, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { todayIn } from '../../lib/organization-calendar';
import { isUuid } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { requestGeneration } from './generation.jobs';
import { refreshJobsNotStarted } from './service-refresh';
import { serviceOrThrow } from './services.service';

type ChangeInput = z.output<typeof ClientServiceChangeBodySchema>;

interface Row {
  id: string;
  customerId: string;
  customerName: string;
  serviceId: string;
  serviceName: string;
  frequency: string;
  assigneeId: string | null;
  assigneeName: string | null;
  status: string;
  billingMode: string;
  feeMinor: string | number | null;
  startsOn: string;
  endedAt: string | Date | null;
  jobs: number;
  openJobs: number;
  latestLabel: string | null;
  latestDate: string | null;
  latestState: string | null;
}

const dayText = (value: string | Date) =>
  typeof value === 'string' ? value : value.toISOString().slice(0, 10);

/** A client service as the caller reads it: its fee only for a Rates and Billing holder (issue 42). */
function toClientService(row: Row, withFee: boolean): ClientService {
  return {
    id: row.id,
    customer: { id: row.customerId, name: row.customerName },
    service: { id: row.serviceId, name: row.serviceName, frequency: row.frequency as ServiceFrequency },
    assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
    status: row.status as ClientServiceStatus,
    billingMode: row.billingMode as BillingMode,
    startsOn: dayText(row.startsOn),
    endedAt: row.endedAt === null ? null : new Date(row.endedAt).toISOString(),
    jobs: Number(row.jobs),
    openJobs: Number(row.openJobs),
    latestJob:
      row.latestLabel && row.latestDate && row.latestState
        ? { periodLabel: row.latestLabel, dueDate: dayText(row.latestDate), state: row.latestState }
        : null,
    ...(withFee ? { feeMinor: row.feeMinor === null ? null : Number(row.feeMinor) } : {}),
  };
}

/** Client services of the organization matching `where`, with their jobs counted and the latest one. */
async function selectClientServices(db: Db, auth: AuthContext, orgId: string, where: SQL, orderBy: SQL) {
  const result = await db.execute(sql`
    select cs.id, cs.customer_id as "customerId", c.business_name as "customerName",
           cs.service_id as "serviceId", s.name as "serviceName", s.frequency,
           cs.assignee_id as "assigneeId", u.name as "assigneeName", cs.status,
           cs.billing_mode as "billingMode", cs.fee_minor as "feeMinor",
           cs.starts_on::text as "startsOn", cs.ended_at as "endedAt",
           coalesce(jobs.total, 0)::int as jobs, coalesce(jobs.open, 0)::int as "openJobs",
           latest.period_label as "latestLabel", latest.due_date::text as "latestDate", latest.state as "latestState"
      from client_services cs
      join customers c on c.id = cs.customer_id
      join services s on s.id = cs.service_id
      left join users u on u.id = cs.assignee_id
      left join lateral (
        select count(*) as total, count(*) filter (where j.state <> 'done') as open
          from client_jobs j where j.client_service_id = cs.id) jobs on true
      left join lateral (
        select j.period_label, coalesce(j.extended_to, j.job_date) as due_date, j.state from client_jobs j
         where j.client_service_id = cs.id order by j.period_start desc limit 1) latest on true
     where cs.organization_id = ${orgId} and ${where}
     order by ${orderBy}`);
  const withFee = auth.permissions.has('time.billing');
  return (result as unknown as { rows: Row[] }).rows.map((row) => toClientService(row, withFee));
}

const statusFilter = (status?: ClientServiceStatus) => (status ? sql`cs.status = ${status}` : sql`true`);
// Ended ones after the others: a client may have had a service several times.
const endedLast = sql`(cs.status = 'ended'), cs.ended_at desc nulls first`;

/** The clients that have a service, by name. */
export async function listServiceClients(
  db: Db,
  auth: AuthContext,
  serviceId: string,
  query: { status?: ClientServiceStatus },
) {
  const orgId = requirePermission(auth, 'services.view');
  await serviceOrThrow(db, orgId, serviceId);
  return selectClientServices(
    db,
    auth,
    orgId,
    sql`cs.service_id = ${serviceId} and ${statusFilter(query.status)}`,
    sql`lower(c.business_name), ${endedLast}`,
  );
}

/** A client's services, by service name (for the client's page). */
export async function listCustomerServices(
  db: Db,
  auth: AuthContext,
  customerId: string,
  query: { status?: ClientServiceStatus },
) {
  const orgId = requirePermission(auth, 'services.view');
  const [client] = isUuid(customerId)
    ? await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.organizationId, orgId), eq(customers.id, customerId)))
    : [];
  if (!client) throw new AppError('NOT_FOUND', CLIENT_NOT_FOUND);
  return selectClientServices(
    db,
    auth,
    orgId,
    sql`cs.customer_id = ${customerId} and ${statusFilter(query.status)}`,
    sql`lower(s.name), ${endedLast}`,
  );
}

async function clientServiceOrThrow(db: Db, orgId: string, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select({
          id: clientServices.id,
          serviceId: clientServices.serviceId,
          status: clientServices.status,
          startsOn: clientServices.startsOn,
          assigneeId: clientServices.assigneeId,
          billingMode: clientServices.billingMode,
          feeMinor: clientServices.feeMinor,
          frequency: services.frequency,
          everyMonths: services.everyMonths,
        })
        .from(clientServices)
        .innerJoin(services, eq(services.id, clientServices.serviceId))
        .where(and(eq(clientServices.organizationId, orgId), eq(clientServices.id, id)))
        .for('update', { of: clientServices })
    : [];
  if (!row) throw new AppError('NOT_FOUND', CLIENT_SERVICE_NOT_FOUND);
  return row;
}

/**
 * Refuses billing fields (issue 42) from a caller without Rates and Billing, unless they leave them as they
 * are (a form that sends the mode back unchanged); the field is named.
 */
export function checkBillingRights(
  auth: AuthContext,
  change: { billingMode?: BillingMode; feeMinor?: number | null },
  current: { billingMode: string; feeMinor: number | null },
) {
  if (auth.permissions.has('time.billing')) return;
  if (change.billingMode !== undefined && change.billingMode !== current.billingMode)
    throw new AppError('FORBIDDEN', BILLING_FIELDS_FORBIDDEN, { billingMode: BILLING_FIELDS_FORBIDDEN });
  if (change.feeMinor !== undefined && change.feeMinor !== current.feeMinor)
    throw new AppError('FORBIDDEN', BILLING_FIELDS_FORBIDDEN, { feeMinor: BILLING_FIELDS_FORBIDDEN });
}

/** The billing columns after a change: a fixed fee keeps its amount unless a new one is sent; no fee otherwise. */
export function billingOf(
  change: { billingMode?: BillingMode; feeMinor?: number | null },
  current: { billingMode: string; feeMinor: number | null },
) {
  const billingMode = change.billingMode ?? current.billingMode;
  const feeMinor =
    billingMode === 'fixed' ? (change.feeMinor !== undefined ? change.feeMinor : current.feeMinor) : null;
  if (billingMode === 'fixed' && feeMinor === null) throw AppError.invalid({ feeMinor: FEE_REQUIRED });
  return { billingMode, feeMinor };
}

/**
 * Pauses, resumes or ends a client's service, gives it another assignee (null: each step's rule
 * again), or changes how it is billed (Rates and Billing holders). An ended one is history: it changes no more, and applying the service again starts anew.
 * A resumed one starts again at the period holding today: the periods it was paused over get no jobs.
 */
export async function changeClientService(
  db: Db,
  auth: AuthContext,
  id: string,
  change: ChangeInput,
): Promise<ClientService> {
  const orgId = requirePermission(auth, 'services.manage');
  await db.transaction(async (tx) => {
    const current = await clientServiceOrThrow(tx, orgId, id);
    if (current.status === 'ended') throw new AppError('CONFLICT', CLIENT_SERVICE_ENDED);
    checkBillingRights(auth, change, current);
    if (change.assigneeId) {
      const [person] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(eq(users.id, change.assigneeId), eq(users.organizationId, orgId), eq(users.isActive, true)),
        );
      if (!person) throw AppError.invalid({ assigneeId: MEMBER_INVALID });
    }
    const set: Partial<typeof clientServices.$inferInsert> = { updatedAt: new Date() };
    if (change.assigneeId !== undefined) set.assigneeId = change.assigneeId;
    const isResumed = change.status === 'active' && current.status === 'paused';
    if (change.status) set.status = change.status;
    if (change.status === 'ended') set.endedAt = new Date();
    if (change.billingMode !== undefined || change.feeMinor !== undefined)
      Object.assign(set, billingOf(change, current));
    if (isResumed) {
      const [org] = await tx
        .select({ zone: organizations.timeZone, fyStartMonth: organizations.fyStartMonth })
        .from(organizations)
        .where(eq(organizations.id, orgId));
      // The first day of today's period on the service's own grid (every N months keeps its anchor).
      const cadence = { frequency: current.frequency as ServiceFrequency, everyMonths: current.everyMonths };
      const today = todayIn(org?.zone ?? 'UTC');
      const period = periodContaining(today, cadence, org?.fyStartMonth ?? 4, current.startsOn);
      if (current.frequency !== 'one_off' && period.start > current.startsOn) set.startsOn = period.start;
    }
    await tx.update(clientServices).set(set).where(eq(clientServices.id, id));
    if (change.assigneeId !== undefined && change.assigneeId !== current.assigneeId)
      await refreshJobsNotStarted(tx, orgId, auth.userId, {
        serviceId: current.serviceId,
        clientServiceId: id,
      });
    if (isResumed) await requestGeneration(tx, orgId);
  });
  const [row] = await selectClientServices(db, auth, orgId, sql`cs.id = ${id}`, sql`cs.id`);
  if (!row) throw new AppError('NOT_FOUND', CLIENT_SERVICE_NOT_FOUND);
  return row;
}
