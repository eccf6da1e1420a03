/** Changing leave: preview and apply, decide a step, cancel, cover tasks, the supporting document. */

import {
  type ApplyLeaveInput,
  LEAVE_ALREADY_DECIDED,
  LEAVE_ATTACHMENT_INVALID,
  LEAVE_CANNOT_CANCEL,
  LEAVE_NOT_YOUR_STEP,
  LEAVE_SELF_DECISION,
  LEAVE_SELF_REASON_REQUIRED,
  LEAVE_SHORTFALL_CONFIRM,
  type LeavePreview,
  type LeaveRequestDetail,
  leaveShortfall,
  TASK_ATTACHMENT_MAX_BYTES,
  TASK_ATTACHMENT_MIME_TYPES,
  TASK_ATTACHMENT_REQUIRED,
  TASK_ATTACHMENT_SIZE_MESSAGE,
  TASK_ATTACHMENT_TYPE_MESSAGE,
} from '@taskflow/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import type { Db } from '../../db/client';
import {
  leaveAttachments,
  leaveLedger,
  leaveRequestSteps,
  leaveRequests,
  leaveTypes,
  taskWatchers,
  users,
} from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { cancelJobs } from '../../lib/jobs';
import { colleagueLeaveLabel, showsLeaveTypeToColleagues } from '../../lib/leave-visibility';
import type { Mailer } from '../../lib/mailer';
import type { FileUpload } from '../../lib/multipart-form';
import { organizationToday } from '../../lib/organization-calendar';
import { assertId } from '../../lib/reach';
import type { FileStorage } from '../../lib/storage';
import { checkStorageAfterInsert } from '../../lib/storage-quota';
import { openUploadAllowance, type UploadAllowanceDeps } from '../../lib/upload-allowance';
import { checkUpload, storeUpload, type UploadRule, withUploadRollback } from '../../lib/uploads';
import { recordEvent } from '../../lib/webhook-outbox';
import type { AuthContext } from '../../plugins/types';
import { writeAudit } from '../audit-log';
import { notifyUsers } from '../notifications';
import { publishTaskChange, safeFileName } from '../tasks';
import {
  AUTO_APPROVED_COMMENT,
  AUTO_APPROVED_LABEL,
  approversOf,
  deciderOfChain,
  resolveChain,
  startStep,
} from './leave-approvals';
import { type AssessInput, applicantOf, assessLeave, balanceCheckOf, leaveSummary } from './leave-assess';
import { LEAVE_REQUEST_NOT_FOUND, lockLeaveCalendar, publishLeaveChange } from './leave-common';
import { getLeaveDetail, isCancellable, requestAccess, tasksDuringLeave } from './leave-queries';

export interface LeaveDeps {
  db: Db;
  mailer: Mailer;
  config: AppConfig;
  storage: FileStorage;
}

/** Notifications go out after the change commits; a failure to notify never undoes the change. */
type Notice = Parameters<typeof notifyUsers>[1];
async function sendNotices(deps: LeaveDeps, notices: Notice[]) {
  for (const notice of notices) await notifyUsers(deps, notice);
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
  const { requestId, notices } = await deps.db.transaction(async (tx) => {
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
    const notices: Notice[] = [];
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
    return { requestId: request.id, notices };
  });
  await sendNotices(deps, notices);
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

// ---------------------------------------------------------------- decisions

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
): Promise<Notice[]> {
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
  const toEmployee = (title: string): Notice => ({
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
  const notices = await deps.db.transaction((tx) => decideInTx(tx, auth, id, decision));
  await sendNotices(deps, notices);
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
  const notices = await deps.db.transaction(async (tx) => {
    const all: Notice[] = [];
    for (const id of ids) all.push(...(await decideInTx(tx, auth, id, decision)));
    return all;
  });
  await sendNotices(deps, notices);
  return { decided: ids.length };
}

// ---------------------------------------------------------------- cancel

/** The applicant withdraws pending leave, or approved leave not yet started; used days come back. */
export async function cancelLeave(
  deps: LeaveDeps,
  auth: AuthContext,
  id: string,
): Promise<LeaveRequestDetail> {
  const orgId = requirePermission(auth, 'leave.apply');
  assertId(id, LEAVE_REQUEST_NOT_FOUND);
  const notices = await deps.db.transaction(async (tx) => {
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
    return approvers.length
      ? [
          {
            organizationId: orgId,
            userIds: approvers.map((approver) => approver.id),
            kind: 'leave_decided' as const,
            title: `${auth.sessionUser.name} cancelled their leave application`,
            link: `/app/leave/${id}`,
            senderId: auth.userId,
          },
        ]
      : [];
  });
  await sendNotices(deps, notices);
  return getLeaveDetail(deps.db, auth, id);
}

// ---------------------------------------------------------------- cover tasks

/**
 * The Work Assignment colleague watches the applicant's open tasks due during the leave (all of them,
 * or those listed), in one transaction. For the applicant and the request's approvers.
 */
export async function coverTasks(db: Db, auth: AuthContext, id: string, taskIds: string[] | undefined) {
  return db.transaction(async (tx) => {
    const access = await requestAccess(tx, auth, id);
    // The applicant hands over with Apply, an approver with Accept Leave (requestAccess checks it).
    const canHandOver = access.isApplicant ? auth.permissions.has('leave.apply') : access.isApprover;
    if (!canHandOver)
      throw new AppError('FORBIDDEN', 'Only the applicant or an approver can hand over these tasks');
    const { row } = access.entry;
    if (!row.workAssigneeId)
      throw AppError.invalid({ workAssigneeId: 'This leave names no Work Assignment colleague' });
    const due = await tasksDuringLeave(tx, row);
    const wanted = taskIds ? new Set(taskIds) : null;
    if (wanted && [...wanted].some((taskId) => !due.some((task) => task.id === taskId)))
      throw AppError.invalid({ taskIds: 'Choose tasks of the applicant due during the leave' });
    const chosen = due.filter((task) => !wanted || wanted.has(task.id));
    if (chosen.length === 0) return { watched: 0 };
    await tx
      .insert(taskWatchers)
      .values(
        chosen.map((task) => ({
          taskId: task.id,
          userId: row.workAssigneeId as string,
          organizationId: row.organizationId,
        })),
      )
      .onConflictDoNothing();
    await publishTaskChange(
      tx,
      row.organizationId,
      chosen.map((task) => task.id),
    );
    return { watched: chosen.length };
  });
}

// ---------------------------------------------------------------- the supporting document

/** A leave document keeps the narrower TASK_ATTACHMENT_* rules (5 MB; image, PDF, Office, ZIP). */
const LEAVE_DOCUMENT_RULE: UploadRule = {
  maxBytes: TASK_ATTACHMENT_MAX_BYTES,
  mimeTypes: TASK_ATTACHMENT_MIME_TYPES,
  requiredMessage: TASK_ATTACHMENT_REQUIRED,
  typeMessage: TASK_ATTACHMENT_TYPE_MESSAGE,
  sizeMessage: TASK_ATTACHMENT_SIZE_MESSAGE,
};

/**
 * Stored with the task attachment rules: size-limited, type sniffed from the content, outside the web
 * root. The person's upload rate and the organization's storage quota are checked before the form is
 * read (which reads no more than the smallest limit), and the quota again with the row's insert.
 */
export async function uploadLeaveAttachment(
  deps: LeaveDeps & UploadAllowanceDeps,
  auth: AuthContext,
  receive: (maxBytes: number) => Promise<{ file?: FileUpload; fileName?: string }>,
  declaredBytes?: number,
) {
  const orgId = requirePermission(auth, 'leave.apply');
  const allowance = await openUploadAllowance(
    deps,
    { orgId, userId: auth.userId },
    { maxBytes: LEAVE_DOCUMENT_RULE.maxBytes, sizeMessage: LEAVE_DOCUMENT_RULE.sizeMessage, declaredBytes },
  );
  const { file, fileName } = await allowance.read(receive, (read) =>
    read.file ? { sizeBytes: read.file.buffer.length, isTruncated: read.file.isTruncated } : undefined,
  );
  const { error, mime } = await checkUpload(file, LEAVE_DOCUMENT_RULE);
  if (error || !file || !mime) throw AppError.invalid({ file: error ?? TASK_ATTACHMENT_REQUIRED });
  const stored = await storeUpload(deps.storage, 'leave-attachments', file.buffer, mime);
  return withUploadRollback(deps.storage, stored.file, () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(leaveAttachments)
        .values({
          organizationId: orgId,
          uploadedById: auth.userId,
          fileName: safeFileName(fileName, mime),
          file: stored.file,
          mime,
          sizeBytes: file.buffer.length,
        })
        .returning();
      if (!row) throw new Error('Attachment insert returned no row');
      await checkStorageAfterInsert(tx, orgId, row.sizeBytes);
      return { id: row.id, fileName: row.fileName, size: row.sizeBytes };
    }),
  );
}

/**
 * The document is a detail (a medical certificate says why): only readers of the details get it, so not
 * a colleague, not a delegate whose delegation ended, and, once the request is cancelled, no approver.
 * Everyone else is told there is none, as the request shows them none.
 */
export async function getLeaveAttachment(db: Db, auth: AuthContext, id: string) {
  const access = await requestAccess(db, auth, id);
  const attachmentId = access.entry.readsDetails ? access.entry.row.attachmentId : null;
  const [row] = attachmentId
    ? await db
        .select()
        .from(leaveAttachments)
        .where(
          and(
            eq(leaveAttachments.id, attachmentId),
            eq(leaveAttachments.organizationId, access.entry.row.organizationId),
          ),
        )
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'This leave application has no document');
  return { file: row.file, mime: row.mime, safeName: row.fileName.replace(/"/g, '') };
}
