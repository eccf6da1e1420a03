/**
 * Scheduled delivery of a saved report (issue 23, item 9; limits and owners, issue 38): create, list and
 * delete one's own schedules.
 *
 * Permission: Generate Report (`reports.generate`), the permission that saves, changes and deletes one's
 * own saved reports; a schedule is a setting of a saved report, and only the report's owner schedules it
 * (report_schedules has no owner column: the definition's owner is the schedule's). The file's own
 * permission (Download for CSV and PDF, Export Report for Excel) is asked of every recipient instead,
 * when the schedule is made and again at every delivery, since each recipient receives the report run
 * as themselves (schedules.jobs.ts). Organization administrators list, pause, resume and delete anyone's
 * (organization-schedules.service.ts).
 *
 * Limits: one schedule per report, frequency, format and recipients (the database's unique index on the
 * sorted recipients refuses a repeat however many requests race); at most REPORT_SCHEDULES_PER_PERSON_MAX
 * per owner, and REPORT_SCHEDULE_RECIPIENTS_PER_ORGANIZATION_MAX recipients over an organization's running
 * schedules, counted under a lock of the organization's schedules so two requests cannot both take the
 * last place.
 *
 * Delivery times: weekly on Mondays, monthly on the 1st, at 08:00 in the organization's zone plus the
 * schedule's own minute of the hour after it (`spreadDeliveryAt`).
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  BILLING_REPORT_LABELS,
  billingReportOfType,
  type CreateReportScheduleBody,
  CreateReportScheduleBodySchema,
  type Permission,
  permissionInfo,
  REPORT_FILE_FORMAT_LABELS,
  REPORT_SCHEDULE_DUPLICATE,
  REPORT_SCHEDULE_HOUR,
  REPORT_SCHEDULE_ORGANIZATION_RECIPIENTS_REACHED,
  REPORT_SCHEDULE_RECIPIENTS_PER_ORGANIZATION_MAX,
  REPORT_SCHEDULE_SPREAD_MINUTES,
  REPORT_SCHEDULES_PER_PERSON_MAX,
  REPORT_SCHEDULES_PER_PERSON_REACHED,
  type ReportFileFormat,
  type ReportSchedule,
  type ReportScheduleFrequency,
  type ReportScheduleStoppedReason,
} from '@taskflow/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportDefinitions, reportSchedules, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { violatedConstraint } from '../../lib/db-errors';
import { cancelJobs, scheduleJob } from '../../lib/jobs';
import { membersWithPermissions } from '../../lib/member-auth';
import {
  addCalendarDays,
  organizationCalendar,
  todayIn,
  weekStartOf,
  zonedInstant,
} from '../../lib/organization-calendar';
import { isUuid } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { REPORT_DEFINITION_NOT_FOUND } from './definitions.service';

export const REPORT_DELIVERY_JOB = 'reports.scheduled-delivery';
export const SCHEDULE_NOT_FOUND = 'Schedule not found';

/** Download gives CSV and PDF, Export Report gives Excel (as the download routes). */
export const FORMAT_PERMISSION: Record<ReportFileFormat, Permission> = {
  csv: 'reports.download',
  pdf: 'reports.download',
  xlsx: 'reports.export',
};

/**
 * What a recipient needs to receive a saved report of `kind` as `format`, in the order a refusal names
 * them: View Report, the file's permission, and Rates and Billing for a billing report (amounts whole).
 * Asked when the schedule is made and again at every delivery.
 */
export function recipientNeeds(kind: string, format: ReportFileFormat): Permission[] {
  return [
    'reports.view',
    FORMAT_PERMISSION[format],
    ...(billingReportOfType(kind) ? (['time.billing'] as const) : []),
  ];
}

/** Why a recipient cannot receive the file, naming them and what their role lacks; null when they can. */
function recipientRefusal(
  member: { name: string; permissions: ReadonlySet<Permission> },
  kind: string,
  format: ReportFileFormat,
): string | null {
  const lacks = recipientNeeds(kind, format).find((permission) => !member.permissions.has(permission));
  if (!lacks) return null;
  const billing = billingReportOfType(kind);
  const what =
    lacks === 'time.billing' && billing
      ? `${BILLING_REPORT_LABELS[billing]} reports`
      : `${REPORT_FILE_FORMAT_LABELS[format]} reports`;
  return `${member.name} cannot receive ${what}: their role lacks ${permissionInfo(lacks)?.label ?? lacks}`;
}

function firstOfMonth(day: string, monthsAhead: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + monthsAhead;
  const date = new Date(Date.UTC(year, month, 1));
  return date.toISOString().slice(0, 10);
}

/**
 * The first delivery hour strictly after `after`: the next Monday (weekly) or 1st (monthly) at 08:00 in
 * the zone. A Monday before 08:00 delivers that same morning.
 */
export function nextDeliveryAt(frequency: ReportScheduleFrequency, zone: string, after = new Date()): Date {
  const today = todayIn(zone, after);
  if (frequency === 'weekly') {
    const monday = weekStartOf(today);
    const candidate = zonedInstant(monday, REPORT_SCHEDULE_HOUR, zone);
    return candidate > after
      ? candidate
      : zonedInstant(addCalendarDays(monday, 7), REPORT_SCHEDULE_HOUR, zone);
  }
  const candidate = zonedInstant(firstOfMonth(today, 0), REPORT_SCHEDULE_HOUR, zone);
  return candidate > after ? candidate : zonedInstant(firstOfMonth(today, 1), REPORT_SCHEDULE_HOUR, zone);
}

/** A schedule's own minute after the delivery hour: a stable hash of its id, the same at every delivery. */
export function deliveryOffsetMinutes(scheduleId: string): number {
  return createHash('sha256').update(scheduleId).digest().readUInt32BE(0) % REPORT_SCHEDULE_SPREAD_MINUTES;
}

/**
 * The schedule's first delivery strictly after `after`: the delivery hour plus its own minute, so the
 * schedules of one hour leave a few at a time instead of all at once (a schedule made at 08:10 whose
 * minute is 30 still delivers at 08:30 that morning).
 */
export function spreadDeliveryAt(
  scheduleId: string,
  frequency: ReportScheduleFrequency,
  zone: string,
  after = new Date(),
): Date {
  const offset = deliveryOffsetMinutes(scheduleId) * 60_000;
  return new Date(nextDeliveryAt(frequency, zone, new Date(after.getTime() - offset)).getTime() + offset);
}

/** Every job of a schedule (its deliveries and their mails) has a key starting so. */
export const scheduleJobPrefix = (scheduleId: string) => `report-schedule:${scheduleId}:`;

/** The job of one delivery; its key names the schedule and the due time, so each is scheduled once. */
export async function scheduleDelivery(db: Db, orgId: string, scheduleId: string, dueAt: Date) {
  await scheduleJob(db, {
    kind: REPORT_DELIVERY_JOB,
    key: `${scheduleJobPrefix(scheduleId)}${dueAt.toISOString()}`,
    runAt: dueAt,
    payload: { orgId, scheduleId, dueAt: dueAt.toISOString() },
  });
}

/** A saved report of the caller's (only its owner schedules it); a shared one of someone else's is 403. */
async function ownDefinition(db: Db, orgId: string, auth: AuthContext, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', REPORT_DEFINITION_NOT_FOUND);
  const [row] = await db
    .select({
      id: reportDefinitions.id,
      name: reportDefinitions.name,
      kind: reportDefinitions.kind,
      ownerId: reportDefinitions.ownerId,
      isShared: reportDefinitions.isShared,
    })
    .from(reportDefinitions)
    .where(and(eq(reportDefinitions.id, id), eq(reportDefinitions.organizationId, orgId)));
  if (!row || (row.ownerId !== auth.userId && !row.isShared))
    throw new AppError('NOT_FOUND', REPORT_DEFINITION_NOT_FOUND);
  if (row.ownerId !== auth.userId)
    throw new AppError('FORBIDDEN', 'Only the person who saved this report can schedule it');
  return row;
}

type Member = Awaited<ReturnType<typeof membersWithPermissions>>[number];

type OwnerStopReason = Exclude<ReportScheduleStoppedReason, 'paused'>;

/**
 * Why a schedule may not run for its owner, or null when it may: an owner who left the organization or
 * was deactivated, or who no longer holds Generate Report (the permission that made the schedule).
 */
export function ownerStopReason(owner: Member | undefined): OwnerStopReason | null {
  if (!owner?.isActive) return 'owner_inactive';
  if (!owner.permissions.has('reports.generate')) return 'owner_not_allowed';
  return null;
}

export const OWNER_STOPPED_MESSAGES: Record<OwnerStopReason, string> = {
  owner_inactive: 'Its owner is no longer active, so it cannot run',
  owner_not_allowed: 'Its owner no longer holds Generate Report, so it cannot run',
};

/** Recipients kept as the unique index compares them: lower case, without repeats, sorted. */
function deliveryRecipients(ids: string[]): string[] {
  return [...new Set(ids.map((id) => id.toLowerCase()))].sort();
}

/**
 * Takes the lock of the organization's schedules for the transaction: whatever starts a schedule (a new
 * one, a resumed one) takes it before counting, so two of them cannot both take the last place.
 */
export async function lockOrganizationSchedules(tx: Db, orgId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report-schedules:${orgId}`}))`);
}

/**
 * The limits a new or resumed schedule must fit, under `lockOrganizationSchedules`: its owner's number of
 * schedules (`isNew`), and the recipients of the organization's running schedules with its own.
 */
export async function checkScheduleLimits(
  tx: Db,
  orgId: string,
  schedule: { ownerId: string; recipients: number; isNew: boolean },
) {
  if (schedule.isNew) {
    const [owned] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(reportSchedules)
      .innerJoin(reportDefinitions, eq(reportDefinitions.id, reportSchedules.definitionId))
      .where(and(eq(reportSchedules.organizationId, orgId), eq(reportDefinitions.ownerId, schedule.ownerId)));
    if ((owned?.count ?? 0) >= REPORT_SCHEDULES_PER_PERSON_MAX)
      throw new AppError('CONFLICT', REPORT_SCHEDULES_PER_PERSON_REACHED);
  }
  const [running] = await tx
    .select({ recipients: sql<number>`coalesce(sum(cardinality(${reportSchedules.recipientIds})), 0)::int` })
    .from(reportSchedules)
    .where(and(eq(reportSchedules.organizationId, orgId), eq(reportSchedules.isActive, true)));
  if ((running?.recipients ?? 0) + schedule.recipients > REPORT_SCHEDULE_RECIPIENTS_PER_ORGANIZATION_MAX)
    throw new AppError('CONFLICT', REPORT_SCHEDULE_ORGANIZATION_RECIPIENTS_REACHED, {
      recipientIds: REPORT_SCHEDULE_ORGANIZATION_RECIPIENTS_REACHED,
    });
}

type ScheduleRow = typeof reportSchedules.$inferSelect;

export function toSchedule(
  row: ScheduleRow & { definitionName: string },
  names: Map<string, string>,
): ReportSchedule {
  return {
    id: row.id,
    definitionId: row.definitionId,
    definitionName: row.definitionName,
    frequency: row.frequency as ReportScheduleFrequency,
    format: row.format as ReportFileFormat,
    recipients: row.recipientIds
      .filter((id) => names.has(id))
      .map((id) => ({ id, name: names.get(id) as string })),
    nextRunAt: row.nextRunAt.toISOString(),
    lastRunAt: row.lastRunAt ? row.lastRunAt.toISOString() : null,
    isActive: row.isActive,
    stoppedReason: (row.stoppedReason as ReportScheduleStoppedReason | null) ?? null,
    stoppedAt: row.stoppedAt ? row.stoppedAt.toISOString() : null,
  };
}

export async function namesOf(db: Db, orgId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.organizationId, orgId), inArray(users.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The organization's schedules with their report's name and owner, in report-name order. */
export async function schedulesWhere(db: Db, orgId: string, where?: SQL) {
  return db
    .select({
      schedule: reportSchedules,
      definitionName: reportDefinitions.name,
      ownerId: reportDefinitions.ownerId,
    })
    .from(reportSchedules)
    .innerJoin(
      reportDefinitions,
      and(
        eq(reportDefinitions.id, reportSchedules.definitionId),
        eq(reportDefinitions.organizationId, orgId),
      ),
    )
    .where(and(eq(reportSchedules.organizationId, orgId), where))
    .orderBy(sql`lower(${reportDefinitions.name})`, reportSchedules.createdAt, reportSchedules.id);
}

/** The schedules of the caller's saved reports (optionally of one). */
export async function listSchedules(
  db: Db,
  auth: AuthContext,
  definitionId?: string,
): Promise<ReportSchedule[]> {
  const orgId = requirePermission(auth, 'reports.generate');
  if (definitionId !== undefined && !isUuid(definitionId)) return [];
  const rows = await schedulesWhere(
    db,
    orgId,
    and(
      eq(reportDefinitions.ownerId, auth.userId),
      definitionId ? eq(reportSchedules.definitionId, definitionId) : undefined,
    ),
  );
  const names = await namesOf(
    db,
    orgId,
    rows.flatMap((row) => row.schedule.recipientIds),
  );
  return rows.map((row) => toSchedule({ ...row.schedule, definitionName: row.definitionName }, names));
}

export async function createSchedule(
  db: Db,
  auth: AuthContext,
  body: CreateReportScheduleBody,
): Promise<ReportSchedule> {
  const orgId = requirePermission(auth, 'reports.generate');
  const input = CreateReportScheduleBodySchema.parse(body);
  const definition = await ownDefinition(db, orgId, auth, input.definitionId);
  if (definition.kind === 'task-detailed' && input.format === 'pdf')
    throw AppError.invalid({ format: 'The PDF is made for the Summary and Custom reports' });
  const recipientIds = deliveryRecipients(input.recipientIds);
  const members = await membersWithPermissions(db, orgId, recipientIds);
  if (members.length !== recipientIds.length || members.some((member) => !member.isActive))
    throw AppError.invalid({ recipientIds: 'Choose active people of your organization' });
  const refusal = members
    .map((member) => recipientRefusal(member, definition.kind, input.format))
    .find((reason) => reason !== null);
  if (refusal) throw AppError.invalid({ recipientIds: refusal });
  const { zone } = await organizationCalendar(db, orgId);
  // The id is chosen here: the first delivery's minute is a hash of it.
  const id = randomUUID();
  const nextRunAt = spreadDeliveryAt(id, input.frequency, zone);
  try {
    const row = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await lockOrganizationSchedules(txDb, orgId);
      await checkScheduleLimits(txDb, orgId, {
        ownerId: auth.userId,
        recipients: recipientIds.length,
        isNew: true,
      });
      const [created] = await tx
        .insert(reportSchedules)
        .values({
          id,
          organizationId: orgId,
          definitionId: definition.id,
          frequency: input.frequency,
          format: input.format,
          recipientIds,
          nextRunAt,
        })
        .returning();
      if (!created) throw new Error('The schedule was not saved');
      await scheduleDelivery(txDb, orgId, created.id, nextRunAt);
      return created;
    });
    return toSchedule(
      { ...row, definitionName: definition.name },
      new Map(members.map((member) => [member.id, member.name])),
    );
  } catch (error) {
    if (violatedConstraint(error) === 'report_schedules_delivery_idx')
      throw new AppError('CONFLICT', REPORT_SCHEDULE_DUPLICATE);
    throw error;
  }
}

/** Removes a schedule and its pending deliveries and mails. */
export async function removeSchedule(db: Db, orgId: string, id: string) {
  await db.transaction(async (tx) => {
    await tx
      .delete(reportSchedules)
      .where(and(eq(reportSchedules.id, id), eq(reportSchedules.organizationId, orgId)));
    await cancelJobs(tx as unknown as Db, scheduleJobPrefix(id));
  });
}

export async function deleteSchedule(db: Db, auth: AuthContext, id: string): Promise<void> {
  const orgId = requirePermission(auth, 'reports.generate');
  if (!isUuid(id)) throw new AppError('NOT_FOUND', SCHEDULE_NOT_FOUND);
  const [row] = await db
    .select({ id: reportSchedules.id, ownerId: reportDefinitions.ownerId })
    .from(reportSchedules)
    .innerJoin(reportDefinitions, eq(reportDefinitions.id, reportSchedules.definitionId))
    .where(and(eq(reportSchedules.id, id), eq(reportSchedules.organizationId, orgId)));
  if (!row || row.ownerId !== auth.userId) throw new AppError('NOT_FOUND', SCHEDULE_NOT_FOUND);
  await removeSchedule(db, orgId, id);
}
