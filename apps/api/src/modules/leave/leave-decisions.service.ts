/**
 * Deciding leave: an approver's approval or rejection of the step a request waits on, one at a time or
 * several in one transaction. Who may decide a step is resolved in leave-approvals.ts; this file holds
 * the decision and its rules (the approver's own leave, the projected balance, the race of two approvers).
 */

import {
  LEAVE_ALREADY_DECIDED,
  LEAVE_NOT_YOUR_STEP,
  LEAVE_SELF_DECISION,
  LEAVE_SELF_REASON_REQUIRED,
  LEAVE_SHORTFALL_CONFIRM,
  leaveShortfall,
} from '@taskflow/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveLedger, leaveRequestSteps, leaveRequests, leaveTypes, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { cancelJobs } from '../../lib/jobs';
import { organizationToday } from '../../lib/organization-calendar';
import { assertId } from '../../lib/reach';
import { recordEvent } from '../../lib/webhook-outbox';
import type { AuthContext } from '../../plugins/types';
import { writeAudit } from '../audit-log';
import { type NotifyInput, queueNotices } from '../notifications';
import { approversOf, startStep } from './leave-approvals';
import { balanceCheckOf, leaveSummary } from './leave-assess';
import { LEAVE_REQUEST_NOT_FOUND, publishLeaveChange } from './leave-common';
import { getLeaveDetail } from './leave-queries';
import type { LeaveDeps } from './leave-requests.service';

export type Decision =
  | { decision: 'approve'; acceptShortfall?: boolean }
  | { decision: 'reject'; comment: string };

/**
 * Item 30.5: a request the balance projected to its dates no longer covers (a year end capped the
 * carry-forward, other leave was approved since) is not approved silently: the approver is told, and
 * approves it only by confirming (`acceptShortfall`).
 */
async function checkShortfall(
  tx: Db,
  orgId: string,
  request: typeof leaveRequests.$inferSelect,
  acceptShortfall: boolean | undefined,
) {
  if (acceptShortfall) return;
  const check = await balanceCheckOf(tx, orgId, request);
  if (check && !check.covers)
    throw AppError.invalid({
      acceptShortfall: `${leaveShortfall(check.typeName, check.projectedOn, check.asked, null)}. ${LEAVE_SHORTFALL_CONFIRM}`,
    });
}

/**
 * One decision on the current step, inside the caller's transaction. The request row is locked and the
 * step is updated only while still pending, so of two approvers deciding at once exactly one wins and
 * the other gets LEAVE_ALREADY_DECIDED; the usage ledger row (unique per request and year) moves the
 * balance once.
 */
async function decideInTx(
  tx: Db,
  auth: AuthContext,
  id: string,
  decision: Decision & { comment?: string },
): Promise<NotifyInput[]> {
  const orgId = requirePermission(auth, 'leave.accept');
  assertId(id, LEAVE_REQUEST_NOT_FOUND);
  const [request] = await tx
    .select()
    .from(leaveRequests)
    .where(and(eq(leaveRequests.id, id), eq(leaveRequests.organizationId, orgId)))
    .for('update');
  if (!request) throw new AppError('NOT_FOUND', LEAVE_REQUEST_NOT_FOUND);
  const ownLeave = request.userId === auth.userId;
  if (request.status !== 'Pending')
    throw ownLeave
      ? new AppError('FORBIDDEN', LEAVE_SELF_DECISION)
      : new AppError('CONFLICT', LEAVE_ALREADY_DECIDED);
  const today = await organizationToday(tx, orgId);
  const [step] = await tx
    .select()
    .from(leaveRequestSteps)
    .where(
      and(
        eq(leaveRequestSteps.leaveRequestId, id),
        eq(leaveRequestSteps.position, request.currentStep ?? -1),
      ),
    );
  // The applicant decides only a step that waits for them as the only administrator, with a reason.
  if (ownLeave && step?.kind !== 'self') throw new AppError('FORBIDDEN', LEAVE_SELF_DECISION);
  if (step?.status !== 'pending') throw new AppError('CONFLICT', LEAVE_ALREADY_DECIDED);
  if (step.kind === 'self' && !decision.comment?.trim())
    throw AppError.invalid({ comment: LEAVE_SELF_REASON_REQUIRED });
  const me = (await approversOf(tx, orgId, step, request.userId, today)).find(
    (person) => person.id === auth.userId,
  );
  if (!me) throw new AppError('FORBIDDEN', LEAVE_NOT_YOUR_STEP);
  if (decision.decision === 'approve') await checkShortfall(tx, orgId, request, decision.acceptShortfall);

  const [decided] = await tx
    .update(leaveRequestSteps)
    .set({
      status: decision.decision === 'approve' ? 'approved' : 'rejected',
      decidedById: auth.userId,
      onBehalfOfId: me.onBehalfOfId,
      decidedAt: sql`now()`,
      comment: decision.comment ?? null,
    })
    .where(and(eq(leaveRequestSteps.id, step.id), eq(leaveRequestSteps.status, 'pending')))
    .returning();
  if (!decided) throw new AppError('CONFLICT', LEAVE_ALREADY_DECIDED);
  await cancelJobs(tx, `leave-escalate:${step.id}:`);
  if (step.kind === 'self')
    await writeAudit(tx, auth, {
      action: decision.decision === 'approve' ? 'leave.self_approved' : 'leave.self_rejected',
      entityType: 'leave-request',
      entityId: id,
      before: null,
      after: {
        organizationId: orgId,
        applicantId: request.userId,
        step: step.position,
        reason: decision.comment,
      },
    });

  const [type] = await tx.select().from(leaveTypes).where(eq(leaveTypes.id, request.leaveTypeId));
  const summary = leaveSummary(type?.name ?? 'Leave', request.fromDate, request.toDate, request.totalDays);
  const link = `/app/leave/${id}`;
  const toEmployee = (title: string): NotifyInput => ({
    organizationId: orgId,
    userIds: [request.userId],
    kind: 'leave_decided',
    title,
    body: decision.comment ? `${summary}\n\n${decision.comment}` : summary,
    link,
    senderId: auth.userId,
  });

  if (decision.decision === 'reject') {
    await tx
      .update(leaveRequestSteps)
      .set({ status: 'skipped' })
      .where(and(eq(leaveRequestSteps.leaveRequestId, id), eq(leaveRequestSteps.status, 'waiting')));
    await tx
      .update(leaveRequests)
      .set({ status: 'Rejected', currentStep: null, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(leaveRequests.id, id));
    await recordEvent(tx, { orgId, type: 'leave.decided', subjectId: id, actorId: auth.userId });
    await publishLeaveChange(tx, orgId, [{ id, userId: request.userId }]);
    return [toEmployee(`Your leave was rejected by ${auth.sessionUser.name}`)];
  }

  const [next] = await tx
    .select()
    .from(leaveRequestSteps)
    .where(and(eq(leaveRequestSteps.leaveRequestId, id), eq(leaveRequestSteps.status, 'waiting')))
    .orderBy(asc(leaveRequestSteps.position))
    .limit(1);
  if (next) {
    await startStep(tx, orgId, next, type?.escalationDays ?? null);
    await tx
      .update(leaveRequests)
      .set({ currentStep: next.position, updatedAt: sql`now()` })
      .where(eq(leaveRequests.id, id));
    await publishLeaveChange(tx, orgId, [{ id, userId: request.userId }]);
    const nextApprovers = await approversOf(tx, orgId, next, request.userId, today);
    const [applicant] = await tx.select({ name: users.name }).from(users).where(eq(users.id, request.userId));
    return [
      toEmployee(`${auth.sessionUser.name} approved your leave; it now waits for ${next.label}`),
      {
        organizationId: orgId,
        userIds: nextApprovers.map((approver) => approver.id),
        kind: 'leave_requested',
        title: `${applicant?.name ?? 'A colleague'}'s leave waits for your approval`,
        body: summary,
        link,
        senderId: request.userId,
      },
    ];
  }

  await tx
    .update(leaveRequests)
    .set({ status: 'Approved', currentStep: null, decidedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(leaveRequests.id, id));
  const usage = Object.entries(request.daysByYear).map(([year, days]) => ({
    organizationId: orgId,
    userId: request.userId,
    leaveTypeId: request.leaveTypeId,
    year: Number(year),
    kind: 'usage',
    days: -days,
    leaveRequestId: id,
    createdById: auth.userId,
  }));
  if (usage.length) await tx.insert(leaveLedger).values(usage);
  // Decided means the last step's answer: an approval passing the request to the next step is not one.
  await recordEvent(tx, { orgId, type: 'leave.decided', subjectId: id, actorId: auth.userId });
  await publishLeaveChange(tx, orgId, [{ id, userId: request.userId, shown: true }]);
  return [toEmployee(`Your leave was approved by ${auth.sessionUser.name}`)];
}

export async function decideLeave(
  deps: LeaveDeps,
  auth: AuthContext,
  id: string,
  decision: Decision & { comment?: string },
) {
  await deps.db.transaction(async (tx) => {
    await queueNotices(tx, await decideInTx(tx, auth, id, decision));
  });
  return getLeaveDetail(deps.db, auth, id);
}

/** Approve or reject several applications in one transaction: all of them, or none when one fails. */
export async function decideMany(
  deps: LeaveDeps,
  auth: AuthContext,
  ids: string[],
  decision: Decision & { comment?: string },
) {
  requirePermission(auth, 'leave.accept');
  await deps.db.transaction(async (tx) => {
    const all: NotifyInput[] = [];
    for (const id of ids) all.push(...(await decideInTx(tx, auth, id, decision)));
    await queueNotices(tx, all);
  });
  return { decided: ids.length };
}
