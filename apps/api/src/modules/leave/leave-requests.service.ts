/**
 * Applying for leave: the preview and the application (its approval chain resolved, its first step
 * started or the leave approved at once). Deciding, cancelling, handing over tasks and the supporting
 * document are in their own files (leave-decisions, leave-cancel, leave-cover, leave-documents).
 */

import { type ApplyLeaveInput, LEAVE_ATTACHMENT_INVALID, type LeavePreview } from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import { leaveAttachments, leaveLedger, leaveRequestSteps, leaveRequests } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { colleagueLeaveLabel, showsLeaveTypeToColleagues } from '../../lib/leave-visibility';
import type { Mailer } from '../../lib/mailer';
import { organizationToday } from '../../lib/organization-calendar';
import type { FileStorage } from '../../lib/storage';
import { recordEvent } from '../../lib/webhook-outbox';
import type { AuthContext } from '../../plugins/types';
import { writeAudit } from '../audit-log';
import { type NotifyInput, queueNotices } from '../notifications';
import {
  AUTO_APPROVED_COMMENT,
  AUTO_APPROVED_LABEL,
  approversOf,
  deciderOfChain,
  resolveChain,
  startStep,
} from './leave-approvals';
import { type AssessInput, applicantOf, assessLeave, leaveSummary } from './leave-assess';
import { lockLeaveCalendar, publishLeaveChange } from './leave-common';
import { getLeaveDetail } from './leave-queries';

export interface LeaveDeps {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
  storage: FileStorage;
}

export async function previewLeave(db: Db, auth: AuthContext, input: AssessInput): Promise<LeavePreview> {
  const orgId = requirePermission(auth, 'leave.apply');
  const applicant = await applicantOf(db, orgId, auth.userId);
  const { assessment, decider } = await db.transaction(async (tx) => {
    const assessment = await assessLeave(tx, orgId, applicant, input);
    // Who will decide, said before the application is made (the chain Apply would resolve now).
    const decider = assessment.type
      ? await deciderOfChain(
          tx,
          orgId,
          auth.userId,
          await resolveChain(tx, orgId, applicant, assessment.type, assessment.needsExtraApproval),
        )
      : null;
    return { assessment, decider };
  });
  const warnings = [...assessment.warnings];
  return {
    totalDays: assessment.totalDays,
    days: assessment.days,
    skipped: assessment.skipped,
    remaining: assessment.remaining,
    balanceOn: assessment.balance?.on ?? null,
    projected: assessment.balance?.projected ?? false,
    warnings,
    errors: assessment.errors,
    decider,
  };
}

/**
 * Apply for Leave. The applicant's row is locked first, so two applications of one person run one
 * after the other: the second sees the first when it checks overlap and balance.
 */
export async function applyForLeave(deps: LeaveDeps, auth: AuthContext, input: ApplyLeaveInput) {
  const orgId = requirePermission(auth, 'leave.apply');
  const requestId = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${auth.userId} for no key update`);
    await lockLeaveCalendar(tx, orgId, 'cost');
    const applicant = await applicantOf(tx, orgId, auth.userId);
    const assessment = await assessLeave(tx, orgId, applicant, input);
    if (input.attachmentId) await checkAttachment(tx, orgId, auth.userId, input.attachmentId);
    if (Object.keys(assessment.errors).length > 0 || !assessment.type)
      throw AppError.invalid(assessment.errors);
    const type = assessment.type;
    const [request] = await tx
      .insert(leaveRequests)
      .values({
        organizationId: orgId,
        userId: auth.userId,
        leaveTypeId: type.id,
        fromDate: input.fromDate,
        toDate: input.toDate,
        fromDateHalf: input.fromDateHalf,
        toDateHalf: input.toDateHalf,
        totalDays: assessment.totalDays,
        daysByYear: assessment.byYear,
        reason: input.reason,
        addressDuringLeave: input.addressDuringLeave,
        emergencyContact: input.emergencyContact,
        workAssigneeId: input.workAssigneeId,
        attachmentId: input.attachmentId,
        currentStep: 0,
      })
      .returning();
    if (!request) throw new Error('Leave request insert returned no row');
    await recordEvent(tx, { orgId, type: 'leave.requested', subjectId: request.id, actorId: auth.userId });
    const chain = await resolveChain(tx, orgId, applicant, type, assessment.needsExtraApproval);
    const steps = await tx
      .insert(leaveRequestSteps)
      .values(
        chain.map((step, position) => ({
          kind: step.kind,
          label: step.label,
          approverId: step.approverId,
          roleId: step.roleId,
          status: step.status ?? 'waiting',
          comment: step.comment ?? null,
          ...(step.status === 'approved' ? { decidedAt: sql`now()`, startedAt: sql`now()` } : {}),
          organizationId: orgId,
          leaveRequestId: request.id,
          position,
        })),
      )
      .returning();
    steps.sort((a, b) => a.position - b.position);
    const summary = leaveSummary(type.name, input.fromDate, input.toDate, assessment.totalDays);
    const link = `/app/leave/${request.id}`;
    const notices: NotifyInput[] = [];
    // A step no one but the applicant could decide was approved at once: the audit log says so.
    for (const step of steps.filter((entry) => entry.kind === 'auto'))
      await writeAudit(tx, auth, {
        action: 'leave.auto_approved',
        entityType: 'leave-request',
        entityId: request.id,
        before: null,
        after: {
          organizationId: orgId,
          applicantId: auth.userId,
          step: step.position,
          fromDate: input.fromDate,
          toDate: input.toDate,
          totalDays: assessment.totalDays,
          reason: AUTO_APPROVED_COMMENT,
        },
      });
    const first = steps.find((step) => step.status === 'waiting');
    if (first) {
      await startStep(tx, orgId, first, type.escalationDays);
      if (first.position !== 0)
        await tx
          .update(leaveRequests)
          .set({ currentStep: first.position })
          .where(eq(leaveRequests.id, request.id));
      const today = await organizationToday(tx, orgId);
      const approvers = await approversOf(tx, orgId, first, auth.userId, today);
      const others = approvers.filter((approver) => approver.id !== auth.userId);
      notices.push({
        organizationId: orgId,
        userIds: others.map((approver) => approver.id),
        kind: 'leave_requested',
        title: `${auth.sessionUser.name} applied for leave`,
        body: summary,
        link,
        senderId: auth.userId,
      });
      if (first.kind === 'self')
        notices.push({
          organizationId: orgId,
          userIds: [auth.userId],
          kind: 'leave_requested',
          title: 'Your leave waits for your own decision as the only administrator',
          body: `${summary}\n\nDecide it from Pending Leave Applications, giving a reason.`,
          link,
        });
    } else {
      await tx
        .update(leaveRequests)
        .set({ status: 'Approved', currentStep: null, decidedAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(leaveRequests.id, request.id));
      // Decided at once, by no one: no person is its actor.
      await recordEvent(tx, { orgId, type: 'leave.decided', subjectId: request.id, actorId: null });
      const usage = Object.entries(assessment.byYear).map(([year, days]) => ({
        organizationId: orgId,
        userId: auth.userId,
        leaveTypeId: type.id,
        year: Number(year),
        kind: 'usage',
        days: -days,
        leaveRequestId: request.id,
        createdById: auth.userId,
        reason: AUTO_APPROVED_LABEL,
      }));
      if (usage.length) await tx.insert(leaveLedger).values(usage);
      notices.push({
        organizationId: orgId,
        userIds: [auth.userId],
        kind: 'leave_decided',
        title: 'Your leave was approved automatically',
        body: `${summary}\n\nNo one else in your organization can decide it; the approval is in the audit log.`,
        link,
      });
    }
    await publishLeaveChange(tx, orgId, [{ id: request.id, userId: auth.userId, shown: !first }]);
    // The colleague who covers learns when, not why: the type only by the organization's setting.
    if (input.workAssigneeId)
      notices.push({
        organizationId: orgId,
        userIds: [input.workAssigneeId],
        kind: 'leave_cover',
        title: `${auth.sessionUser.name} named you to cover their work during leave`,
        body: leaveSummary(
          colleagueLeaveLabel(type.name, await showsLeaveTypeToColleagues(tx, orgId)),
          input.fromDate,
          input.toDate,
          assessment.totalDays,
        ),
        link,
        senderId: auth.userId,
      });
    await queueNotices(tx, notices);
    return request.id;
  });
  return getLeaveDetail(deps.db, auth, requestId);
}

/** The document must be the caller's own upload of this organization, not used by another request. */
async function checkAttachment(tx: Db, orgId: string, userId: string, attachmentId: string) {
  const [row] = await tx
    .select({ id: leaveAttachments.id, usedBy: leaveRequests.id })
    .from(leaveAttachments)
    .leftJoin(leaveRequests, eq(leaveRequests.attachmentId, leaveAttachments.id))
    .where(
      and(
        eq(leaveAttachments.id, attachmentId),
        eq(leaveAttachments.organizationId, orgId),
        eq(leaveAttachments.uploadedById, userId),
      ),
    );
  if (!row || row.usedBy) throw AppError.invalid({ attachmentId: LEAVE_ATTACHMENT_INVALID });
}
