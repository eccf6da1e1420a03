/**
 * Every report schedule of the organization, for its administrators (issue 38, item 8): list them with
 * their owner, report, recipients and state, pause and resume any, delete any.
 *
 * Permission: Manage Settings (`organization.manage`), the permission that administers the organization
 * (its settings, work week, leave and work types). No reports permission fits: View All User reads
 * everyone's rows but administers nothing, and Generate Report is every manager's, who must not stop a
 * colleague's mail. Scheduled mail is the organization's traffic, so its administrator decides.
 *
 * A pause is recorded as `stopped_reason = 'paused'` and cancels the pending delivery and mails. Resume
 * asks what a delivery asks of the owner (active, still holding Generate Report) and fits the schedule
 * into the organization's recipients limit again, so it cannot revive a schedule that a delivery would
 * stop, nor go past the limit.
 */
import type { OrganizationReportSchedule, ReportScheduleFrequency } from '@taskflow/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reportSchedules } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { cancelJobs } from '../../lib/jobs';
import { membersWithPermissions } from '../../lib/member-auth';
import { organizationCalendar } from '../../lib/organization-calendar';
import { isUuid } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import {
  checkScheduleLimits,
  lockOrganizationSchedules,
  namesOf,
  OWNER_STOPPED_MESSAGES,
  ownerStopReason,
  removeSchedule,
  SCHEDULE_NOT_FOUND,
  scheduleDelivery,
  scheduleJobPrefix,
  schedulesWhere,
  spreadDeliveryAt,
  toSchedule,
} from './schedules.service';

type Listed = Awaited<ReturnType<typeof schedulesWhere>>;

async function withNames(db: Db, orgId: string, rows: Listed): Promise<OrganizationReportSchedule[]> {
  const names = await namesOf(
    db,
    orgId,
    rows.flatMap((row) => [row.ownerId, ...row.schedule.recipientIds]),
  );
  return rows.map((row) => ({
    ...toSchedule({ ...row.schedule, definitionName: row.definitionName }, names),
    owner: { id: row.ownerId, name: names.get(row.ownerId) ?? '' },
  }));
}

export async function listOrganizationSchedules(
  db: Db,
  auth: AuthContext,
): Promise<OrganizationReportSchedule[]> {
  const orgId = requirePermission(auth, 'organization.manage');
  return withNames(db, orgId, await schedulesWhere(db, orgId));
}

async function scheduleOf(db: Db, orgId: string, id: string) {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', SCHEDULE_NOT_FOUND);
  const rows = await schedulesWhere(db, orgId, eq(reportSchedules.id, id));
  if (rows.length === 0) throw new AppError('NOT_FOUND', SCHEDULE_NOT_FOUND);
  return rows;
}

export async function pauseSchedule(
  db: Db,
  auth: AuthContext,
  id: string,
): Promise<OrganizationReportSchedule> {
  const orgId = requirePermission(auth, 'organization.manage');
  await scheduleOf(db, orgId, id);
  await db.transaction(async (tx) => {
    await tx
      .update(reportSchedules)
      .set({ isActive: false, stoppedReason: 'paused', stoppedAt: new Date() })
      .where(and(eq(reportSchedules.id, id), eq(reportSchedules.organizationId, orgId)));
    await cancelJobs(tx as unknown as Db, scheduleJobPrefix(id));
  });
  return (await withNames(db, orgId, await scheduleOf(db, orgId, id)))[0] as OrganizationReportSchedule;
}

export async function resumeSchedule(
  db: Db,
  auth: AuthContext,
  id: string,
): Promise<OrganizationReportSchedule> {
  const orgId = requirePermission(auth, 'organization.manage');
  const [found] = await scheduleOf(db, orgId, id);
  if (found && !found.schedule.isActive) {
    const { schedule, ownerId } = found;
    const [owner] = await membersWithPermissions(db, orgId, [ownerId]);
    const reason = ownerStopReason(owner);
    if (reason) throw new AppError('CONFLICT', OWNER_STOPPED_MESSAGES[reason]);
    const { zone } = await organizationCalendar(db, orgId);
    const nextRunAt = spreadDeliveryAt(id, schedule.frequency as ReportScheduleFrequency, zone);
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      await lockOrganizationSchedules(txDb, orgId);
      // Under the lock: a resume that raced this one has already counted it in.
      const [still] = await tx
        .select({ isActive: reportSchedules.isActive })
        .from(reportSchedules)
        .where(and(eq(reportSchedules.id, id), eq(reportSchedules.organizationId, orgId)));
      if (!still || still.isActive) return;
      await checkScheduleLimits(txDb, orgId, {
        ownerId,
        recipients: schedule.recipientIds.length,
        isNew: false,
      });
      await tx
        .update(reportSchedules)
        .set({ isActive: true, stoppedReason: null, stoppedAt: null, nextRunAt })
        .where(and(eq(reportSchedules.id, id), eq(reportSchedules.organizationId, orgId)));
      await scheduleDelivery(txDb, orgId, id, nextRunAt);
    });
  }
  return (await withNames(db, orgId, await scheduleOf(db, orgId, id)))[0] as OrganizationReportSchedule;
}

export async function deleteOrganizationSchedule(db: Db, auth: AuthContext, id: string): Promise<void> {
  const orgId = requirePermission(auth, 'organization.manage');
  await scheduleOf(db, orgId, id);
  await removeSchedule(db, orgId, id);
}
