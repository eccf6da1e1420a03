/** Cancelling leave: the applicant withdraws it, the open steps close and used days come back. */

import { LEAVE_CANNOT_CANCEL, type LeaveRequestDetail } from '@taskflow/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { leaveLedger, leaveRequestSteps, leaveRequests } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { cancelJobs } from '../../lib/jobs';
import { organizationToday } from '../../lib/organization-calendar';
import { assertId } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { queueNotices } from '../notifications';
import { approversOf } from './leave-approvals';
import { LEAVE_REQUEST_NOT_FOUND, publishLeaveChange } from './leave-common';
import { getLeaveDetail, isCancellable } from './leave-queries';
import type { LeaveDeps } from './leave-requests.service';

/** The applicant withdraws pending leave, or approved leave not yet started; used days come back. */
export async function cancelLeave(
  deps: LeaveDeps,
  auth: AuthContext,
  id: string,
): Promise<LeaveRequestDetail> {
  const orgId = requirePermission(auth, 'leave.apply');
  assertId(id, LEAVE_REQUEST_NOT_FOUND);
  await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(leaveRequests)
      .where(
        and(
          eq(leaveRequests.id, id),
          eq(leaveRequests.organizationId, orgId),
          eq(leaveRequests.userId, auth.userId),
        ),
      )
      .for('update');
    if (!request) throw new AppError('NOT_FOUND', LEAVE_REQUEST_NOT_FOUND);
    const today = await organizationToday(tx, orgId);
    if (!isCancellable(request, today)) throw new AppError('CONFLICT', LEAVE_CANNOT_CANCEL);
    const open = await tx
      .update(leaveRequestSteps)
      .set({ status: 'skipped' })
      .where(
        and(
          eq(leaveRequestSteps.leaveRequestId, id),
          inArray(leaveRequestSteps.status, ['pending', 'waiting']),
        ),
      )
      .returning();
    for (const step of open) await cancelJobs(tx, `leave-escalate:${step.id}:`);
    if (request.status === 'Approved') {
      const reversal = Object.entries(request.daysByYear).map(([year, days]) => ({
        organizationId: orgId,
        userId: request.userId,
        leaveTypeId: request.leaveTypeId,
        year: Number(year),
        kind: 'reversal',
        days,
        leaveRequestId: id,
        createdById: auth.userId,
        reason: 'Cancelled by the applicant',
      }));
      if (reversal.length) await tx.insert(leaveLedger).values(reversal);
    }
    await tx
      .update(leaveRequests)
      .set({ status: 'Cancelled', currentStep: null, updatedAt: sql`now()` })
      .where(eq(leaveRequests.id, id));
    await publishLeaveChange(tx, orgId, [
      { id, userId: request.userId, shown: request.status === 'Approved' },
    ]);
    const current = open.find((step) => step.status === 'pending');
    const approvers = current ? await approversOf(tx, orgId, current, request.userId, today) : [];
    if (approvers.length) {
      await queueNotices(tx, [
        {
          organizationId: orgId,
          userIds: approvers.map((approver) => approver.id),
          kind: 'leave_decided',
          title: `${auth.sessionUser.name} cancelled their leave application`,
          link: `/app/leave/${id}`,
          senderId: auth.userId,
        },
      ]);
    }
  });
  return getLeaveDetail(deps.db, auth, id);
}
