/**
 * Services (issue 40, item 3; decision 043): templates of recurring client work with their steps. Reading
 * needs services.view, changing services.manage. An edit replaces the steps as a list and reaches the
 * jobs not yet started in the same transaction (service-refresh.ts); jobs in progress keep theirs.
 */
import {
  addCalendarDays,
  type JobDateRule,
  MEMBER_INVALID,
  previewJobs,
  SERVICE_ARCHIVED,
  SERVICE_FREQUENCY_LOCKED,
  SERVICE_NAME_TAKEN,
  SERVICE_NOT_FOUND,
  SERVICE_STEP_NOT_OURS,
  type ServiceDetail,
  type ServiceFrequency,
  type ServiceInput,
  type ServicePreviewInput,
  type ServicePreviewPeriod,
  type ServiceStep,
  type ServiceStepInput,
  type ServiceSummary,
  type StepAssigneeRule,
  type StepOffsetUnit,
  TEMPLATE_NEEDS_REQUESTS_MANAGE,
} from '@taskflow/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientJobs, organizations, serviceSteps, services, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { todayIn, workingCalendarOf } from '../../lib/organization-calendar';
import { isUuid } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { scheduleRequestsDaily } from '../client-requests';
import { refreshJobsNotStarted } from './service-refresh';

type ServiceRow = typeof services.$inferSelect;

const notFound = () => new AppError('NOT_FOUND', SERVICE_NOT_FOUND);
const nameTaken = () => new AppError('CONFLICT', SERVICE_NAME_TAKEN, { name: SERVICE_NAME_TAKEN });

/** The service `id` of the organization, locked for the caller's transaction when asked; or 404. */
export async function serviceOrThrow(
  db: Db,
  orgId: string,
  id: string,
  options: { lock?: 'update' | 'share' } = {},
) {
  if (!isUuid(id)) throw notFound();
  const query = db
    .select()
    .from(services)
    .where(and(eq(services.organizationId, orgId), eq(services.id, id)));
  const [row] = options.lock ? await query.for(options.lock) : await query;
  if (!row) throw notFound();
  return row;
}

/** Client services counted by status, per service of the organization. */
function clientCounts(db: Db, orgId: string, serviceIds?: string[]) {
  return db.execute(sql`
    select service_id as "serviceId",
           count(*) filter (where status = 'active')::int as active,
           count(*) filter (where status = 'paused')::int as paused
      from client_services
     where organization_id = ${orgId}
       ${serviceIds ? sql`and service_id in ${serviceIds}` : sql``}
     group by service_id`) as unknown as Promise<{
    rows: { serviceId: string; active: number; paused: number }[];
  }>;
}

async function stepCounts(db: Db, orgId: string) {
  const rows = await db
    .select({ serviceId: serviceSteps.serviceId, count: sql<number>`count(*)::int` })
    .from(serviceSteps)
    .where(eq(serviceSteps.organizationId, orgId))
    .groupBy(serviceSteps.serviceId);
  return new Map(rows.map((row) => [row.serviceId, Number(row.count)]));
}

function toSummary(
  row: ServiceRow,
  counts: { steps: number; active: number; paused: number },
): ServiceSummary {
  return {
    id: row.id,
    name: row.name,
    namePattern: row.namePattern,
    description: row.description,
    frequency: row.frequency as ServiceFrequency,
    everyMonths: row.everyMonths,
    jobDateRule: row.jobDateRule,
    leadDays: row.leadDays,
    isStarter: row.isStarter,
    isArchived: row.isArchived,
    sacCode: row.sacCode,
    stepCount: counts.steps,
    activeClients: counts.active,
    pausedClients: counts.paused,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The organization's services by name (archived ones only when asked), with their clients counted. */
export async function listServices(
  db: Db,
  auth: AuthContext,
  query: { includeArchived: boolean },
): Promise<ServiceSummary[]> {
  const orgId = requirePermission(auth, 'services.view');
  const [rows, steps, counts] = await Promise.all([
    db
      .select()
      .from(services)
      .where(
        and(
          eq(services.organizationId, orgId),
          query.includeArchived ? undefined : eq(services.isArchived, false),
        ),
      )
      .orderBy(sql`lower(${services.name})`),
    stepCounts(db, orgId),
    clientCounts(db, orgId),
  ]);
  const byService = new Map(counts.rows.map((row) => [row.serviceId, row]));
  return rows.map((row) =>
    toSummary(row, {
      steps: steps.get(row.id) ?? 0,
      active: Number(byService.get(row.id)?.active ?? 0),
      paused: Number(byService.get(row.id)?.paused ?? 0),
    }),
  );
}

async function stepsOf(db: Db, serviceId: string): Promise<ServiceStep[]> {
  const rows = await db
    .select({
      id: serviceSteps.id,
      position: serviceSteps.position,
      title: serviceSteps.title,
      workType: serviceSteps.workType,
      assigneeRule: serviceSteps.assigneeRule,
      assigneeId: serviceSteps.assigneeId,
      assigneeName: users.name,
      estimateHours: serviceSteps.estimateHours,
      startOffset: serviceSteps.startOffset,
      startUnit: serviceSteps.startUnit,
      dueOffset: serviceSteps.dueOffset,
      dueUnit: serviceSteps.dueUnit,
      requestTemplate: serviceSteps.requestTemplate,
    })
    .from(serviceSteps)
    .leftJoin(users, eq(users.id, serviceSteps.assigneeId))
    .where(eq(serviceSteps.serviceId, serviceId))
    .orderBy(asc(serviceSteps.position));
  return rows.map(({ assigneeId, assigneeName, ...row }) => ({
    ...row,
    assigneeRule: row.assigneeRule as StepAssigneeRule,
    assignee: assigneeId ? { id: assigneeId, name: assigneeName ?? '' } : null,
    estimateHours: row.estimateHours === null ? null : Number(row.estimateHours),
    startUnit: row.startUnit as StepOffsetUnit,
    dueUnit: row.dueUnit as StepOffsetUnit,
  }));
}

async function detailOf(db: Db, orgId: string, row: ServiceRow): Promise<ServiceDetail> {
  const [steps, counts, [job]] = await Promise.all([
    stepsOf(db, row.id),
    clientCounts(db, orgId, [row.id]),
    db.select({ id: clientJobs.id }).from(clientJobs).where(eq(clientJobs.serviceId, row.id)).limit(1),
  ]);
  const [count] = counts.rows;
  return {
    ...toSummary(row, {
      steps: steps.length,
      active: Number(count?.active ?? 0),
      paused: Number(count?.paused ?? 0),
    }),
    steps,
    hasJobs: Boolean(job),
  };
}

export async function getService(db: Db, auth: AuthContext, id: string): Promise<ServiceDetail> {
  const orgId = requirePermission(auth, 'services.view');
  return detailOf(db, orgId, await serviceOrThrow(db, orgId, id));
}

/** The named members of steps must be members of the organization (a former member may stay named). */
async function checkStepMembers(db: Db, orgId: string, steps: ServiceStepInput[]) {
  const ids = [...new Set(steps.flatMap((step) => (step.assigneeId ? [step.assigneeId] : [])))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, orgId), inArray(users.id, ids)));
  const known = new Set(found.map((row) => row.id));
  const fields: Record<string, string> = {};
  steps.forEach((step, index) => {
    if (step.assigneeId && !known.has(step.assigneeId)) fields[`steps.${index}.assigneeId`] = MEMBER_INVALID;
  });
  if (Object.keys(fields).length) throw AppError.invalid(fields);
}

const serviceValues = (fields: ServiceInput) => ({
  name: fields.name,
  namePattern: fields.namePattern,
  description: fields.description,
  frequency: fields.frequency,
  everyMonths: fields.frequency === 'every_n_months' ? fields.everyMonths : null,
  jobDateRule: fields.jobDateRule as JobDateRule,
  leadDays: fields.leadDays,
  // Absent keeps the SAC code (a form that does not show it loses nothing); null clears it.
  ...(fields.sacCode !== undefined && { sacCode: fields.sacCode }),
});

const stepValues = (orgId: string, serviceId: string, step: ServiceStepInput, position: number) => ({
  organizationId: orgId,
  serviceId,
  position,
  title: step.title,
  workType: step.workType,
  assigneeRule: step.assigneeRule,
  // A step of the responsible rule names nobody: the client (or its service's assignee) decides.
  assigneeId: step.assigneeRule === 'responsible' ? null : step.assigneeId,
  estimateHours: step.estimateHours === null ? null : String(step.estimateHours),
  startOffset: step.startOffset,
  startUnit: step.startUnit,
  dueOffset: step.dueOffset,
  dueUnit: step.dueUnit,
  // Absent keeps a kept step's request template (a form that does not show it loses nothing); null removes it.
  ...(step.requestTemplate !== undefined && { requestTemplate: step.requestTemplate }),
});

/** Inserts a service with its steps in the caller's transaction (the form's create, starter services). */
export async function insertService(
  tx: Db,
  orgId: string,
  fields: ServiceInput,
  extra: { createdById: string | null; isStarter?: boolean },
) {
  const [row] = await tx
    .insert(services)
    .values({
      ...serviceValues(fields),
      organizationId: orgId,
      isStarter: extra.isStarter ?? false,
      createdById: extra.createdById,
    })
    .returning();
  if (!row) throw new Error('Service insert returned no row');
  await tx
    .insert(serviceSteps)
    .values(
      fields.steps.map((step, position) => stepValues(orgId, row.id, { ...step, id: undefined }, position)),
    );
  return row;
}

/** A step with a request template needs the organization's daily run of client requests (it sends them). */
/** A value as JSON with its objects' keys sorted: a template read back from jsonb keeps no key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/**
 * A step's request template mails the client in the firm's name by itself: setting, changing or removing
 * one is a change to the firm's requests, so it needs Manage Client Requests beside Manage Services.
 * `stored` is the service's steps' templates before the edit (none for a new service); a template left out
 * of the edit (undefined) is kept, so an edit of the rest needs nothing more.
 */
function checkTemplateRights(
  auth: AuthContext,
  steps: ServiceStepInput[],
  stored: ReadonlyMap<string, unknown> = new Map(),
) {
  if (auth.permissions.has('requests.manage')) return;
  const fields: Record<string, string> = {};
  steps.forEach((step, index) => {
    if (step.requestTemplate === undefined) return;
    const before = (step.id && stored.get(step.id)) ?? null;
    if (canonical(before) !== canonical(step.requestTemplate))
      fields[`steps.${index}.requestTemplate`] = TEMPLATE_NEEDS_REQUESTS_MANAGE;
  });
  if (Object.keys(fields).length) {
    throw new AppError('FORBIDDEN', TEMPLATE_NEEDS_REQUESTS_MANAGE, fields);
  }
}

async function queueTemplates(tx: Db, orgId: string, steps: ServiceStepInput[]) {
  if (steps.some((step) => step.requestTemplate)) await scheduleRequestsDaily(tx, orgId);
}

export async function createService(db: Db, auth: AuthContext, fields: ServiceInput): Promise<ServiceDetail> {
  const orgId = requirePermission(auth, 'services.manage');
  checkTemplateRights(auth, fields.steps);
  await checkStepMembers(db, orgId, fields.steps);
  try {
    const row = await db.transaction(async (tx) => {
      const inserted = await insertService(tx, orgId, fields, { createdById: auth.userId });
      await queueTemplates(tx, orgId, fields.steps);
      return inserted;
    });
    return detailOf(db, orgId, row);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Replaces the service's steps by the list: a step sent with its id is kept (updated, moved), one without
 * is new, and the service's steps not in the list go (their tasks in jobs not yet started go with them when
 * those jobs are refreshed; other jobs keep theirs, no longer tied to a step).
 */
async function replaceSteps(
  tx: Db,
  auth: AuthContext,
  orgId: string,
  serviceId: string,
  steps: ServiceStepInput[],
) {
  const existing = await tx
    .select({ id: serviceSteps.id, requestTemplate: serviceSteps.requestTemplate })
    .from(serviceSteps)
    .where(eq(serviceSteps.serviceId, serviceId))
    .for('update');
  checkTemplateRights(auth, steps, new Map(existing.map((row) => [row.id, row.requestTemplate])));
  const ours = new Set(existing.map((row) => row.id));
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  steps.forEach((step, index) => {
    if (step.id && (!ours.has(step.id) || seen.has(step.id)))
      fields[`steps.${index}.id`] = SERVICE_STEP_NOT_OURS;
    if (step.id) seen.add(step.id);
  });
  if (Object.keys(fields).length) throw AppError.invalid(fields);
  const removed = [...ours].filter((id) => !seen.has(id));
  if (removed.length) await tx.delete(serviceSteps).where(inArray(serviceSteps.id, removed));
  for (const [position, step] of steps.entries()) {
    const values = stepValues(orgId, serviceId, step, position);
    if (step.id) await tx.update(serviceSteps).set(values).where(eq(serviceSteps.id, step.id));
    else await tx.insert(serviceSteps).values(values);
  }
}

/**
 * Edits a service: its fields, and its steps replaced as a list; in the same transaction the jobs not yet
 * started take the new name, date and steps (service-refresh.ts). The frequency is fixed once jobs exist:
 * their periods are its periods.
 */
export async function updateService(
  db: Db,
  auth: AuthContext,
  id: string,
  fields: ServiceInput,
): Promise<{ service: ServiceDetail; jobsUpdated: number }> {
  const orgId = requirePermission(auth, 'services.manage');
  await serviceOrThrow(db, orgId, id);
  await checkStepMembers(db, orgId, fields.steps);
  try {
    const { row, jobsUpdated } = await db.transaction(async (tx) => {
      // Edits of one service take turns: each refreshes the jobs from the steps it saved.
      const before = await serviceOrThrow(tx, orgId, id, { lock: 'update' });
      const cadenceChanged =
        before.frequency !== fields.frequency ||
        (fields.frequency === 'every_n_months' && before.everyMonths !== fields.everyMonths);
      if (cadenceChanged) {
        const [job] = await tx
          .select({ id: clientJobs.id })
          .from(clientJobs)
          .where(eq(clientJobs.serviceId, id))
          .limit(1);
        if (job)
          throw new AppError('CONFLICT', SERVICE_FREQUENCY_LOCKED, { frequency: SERVICE_FREQUENCY_LOCKED });
      }
      const [row] = await tx
        .update(services)
        .set({ ...serviceValues(fields), updatedAt: new Date() })
        .where(and(eq(services.organizationId, orgId), eq(services.id, id)))
        .returning();
      if (!row) throw notFound();
      await replaceSteps(tx, auth, orgId, id, fields.steps);
      await queueTemplates(tx, orgId, fields.steps);
      const jobsUpdated = await refreshJobsNotStarted(tx, orgId, auth.userId, { serviceId: id });
      return { row, jobsUpdated };
    });
    return { service: await detailOf(db, orgId, row), jobsUpdated };
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** Archives (no new jobs, out of the list) or restores a service; its jobs and client services stay. */
export async function setServiceArchived(
  db: Db,
  auth: AuthContext,
  id: string,
  isArchived: boolean,
): Promise<ServiceDetail> {
  const orgId = requirePermission(auth, 'services.manage');
  await serviceOrThrow(db, orgId, id);
  const [row] = await db
    .update(services)
    .set({ isArchived, updatedAt: new Date() })
    .where(and(eq(services.organizationId, orgId), eq(services.id, id)))
    .returning();
  if (!row) throw notFound();
  return detailOf(db, orgId, row);
}

/** Refuses work on an archived service (apply): restoring it comes first. */
export function assertNotArchived(row: ServiceRow) {
  if (row.isArchived) throw new AppError('CONFLICT', SERVICE_ARCHIVED);
}

/**
 * The next periods of a draft service, as the generator would make them for a client (the organization's
 * financial year, working calendar and zone; a year end of 31 March for the client-year-end rule).
 */
export async function previewService(
  db: Db,
  auth: AuthContext,
  draft: ServicePreviewInput,
): Promise<ServicePreviewPeriod[]> {
  const orgId = requirePermission(auth, 'services.view');
  const [org] = await db
    .select({ zone: organizations.timeZone, fyStartMonth: organizations.fyStartMonth })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  const from = draft.from ?? todayIn(org?.zone ?? 'UTC');
  // Holidays from a year before (steps start up to a year ahead of their job) to the last period's dates.
  const calendar = await workingCalendarOf(
    db,
    orgId,
    addCalendarDays(from, -400),
    `${Number(from.slice(0, 4)) + draft.count + 3}-12-31`,
  );
  return previewJobs(draft, {
    from,
    count: draft.frequency === 'one_off' ? 1 : draft.count,
    fyStartMonth: org?.fyStartMonth ?? 4,
    calendar,
    clientName: 'Client',
  });
}
