import {
  type ApprovalStep,
  type CreateLeaveTypeBodySchema,
  formatCalendarDay,
  LEAVE_EFFECTIVE_REQUIRED,
  type LeavePolicyPreview,
  type LeavePolicyPreviewBody,
  type LeaveType,
  POLICY_FIELDS,
  type UpdateLeaveTypeBodySchema,
} from '@taskflow/shared';
import { and, asc, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { jobs, type LeaveChainStep, leaveTypes, roles, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { defineJobHandler, scheduleJob } from '../../lib/jobs';
import { organizationCalendar, organizationToday, zonedInstant } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import { applyPolicyNow, type PolicyFields, policyEffect, postDueCredits } from './leave-balances.service';
import {
  getLeaveTypeRow,
  LEAVE_PERMISSIONS,
  LEAVE_TYPE_NOT_FOUND,
  requireAnyPermission,
} from './leave-common';
import { MANAGER_STEP, setUpLeave } from './leave-setup';

type LeaveTypeRow = typeof leaveTypes.$inferSelect;

export const LEAVE_TYPE_NAME_TAKEN = 'Another leave type already has this name';

/** Labels for the configured steps: "Reporting manager", the role's name, the person's name. */
async function stepLabels(db: Db, orgId: string, rows: LeaveTypeRow[]) {
  const roleIds = rows.flatMap((row) => row.approvalSteps.map((step) => step.roleId)).filter(Boolean);
  const userIds = rows.flatMap((row) => row.approvalSteps.map((step) => step.userId)).filter(Boolean);
  const roleNames = roleIds.length
    ? await db
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(and(eq(roles.organizationId, orgId), inArray(roles.id, roleIds as string[])))
    : [];
  const userNames = userIds.length
    ? await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.organizationId, orgId), inArray(users.id, userIds as string[])))
    : [];
  const names = new Map([...roleNames, ...userNames].map((row) => [row.id, row.name]));
  return (step: LeaveChainStep): string =>
    step.kind === 'manager'
      ? 'Reporting manager'
      : (names.get((step.roleId ?? step.userId) as string) ??
        (step.kind === 'role' ? 'Removed role' : 'Removed person'));
}

function toLeaveType(
  row: LeaveTypeRow,
  labelOf: (step: LeaveChainStep) => string,
  pending: Map<string, PendingPolicy> = new Map(),
): LeaveType {
  return {
    id: row.id,
    name: row.name,
    isPaid: row.isPaid,
    yearlyAllocation: row.yearlyAllocation,
    accrual: row.accrual as LeaveType['accrual'],
    proration: row.proration as LeaveType['proration'],
    pendingChange: pending.get(row.id) ?? null,
    allowsHalfDays: row.allowsHalfDays,
    tracksBalance: row.tracksBalance,
    carryForwardCap: row.carryForwardCap,
    documentRequiredAfterDays: row.documentRequiredAfterDays,
    approvalSteps: row.approvalSteps.map((step): ApprovalStep => ({ ...step, label: labelOf(step) })),
    escalationDays: row.escalationDays,
    maxDaysBack: row.maxDaysBack,
    isArchived: row.isArchived,
  };
}

export async function listLeaveTypes(db: Db, auth: AuthContext, includeArchived: boolean) {
  const orgId = requireAnyPermission(auth, LEAVE_PERMISSIONS);
  const showArchived = includeArchived && auth.permissions.has('organization.manage');
  const [any] = await db
    .select({ id: leaveTypes.id })
    .from(leaveTypes)
    .where(eq(leaveTypes.organizationId, orgId))
    .limit(1);
  // An organization made before leave existed gets its set-up the first time it looks.
  if (!any) await db.transaction((tx) => setUpLeave(tx, orgId));
  const rows = await db
    .select()
    .from(leaveTypes)
    .where(
      and(eq(leaveTypes.organizationId, orgId), showArchived ? undefined : eq(leaveTypes.isArchived, false)),
    )
    .orderBy(asc(leaveTypes.name));
  const labelOf = await stepLabels(db, orgId, rows);
  const pending = await pendingPolicies(db, orgId);
  return rows.map((row) => toLeaveType(row, labelOf, pending));
}

/** Roles and people named in a chain must be of the organization. */
async function checkChain(db: Db, orgId: string, steps: LeaveChainStep[]) {
  for (const [index, step] of steps.entries()) {
    if (step.kind === 'role' && step.roleId) {
      const [row] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.id, step.roleId), eq(roles.organizationId, orgId)));
      if (!row)
        throw AppError.invalid({ [`approvalSteps.${index}.roleId`]: 'Choose a role of your organization' });
    }
    if (step.kind === 'person' && step.userId) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, step.userId), eq(users.organizationId, orgId), eq(users.isActive, true)));
      if (!row)
        throw AppError.invalid({ [`approvalSteps.${index}.userId`]: 'Choose a person of your organization' });
    }
  }
}

/** Only the field that the step's kind uses is kept. */
function normalizeSteps(
  steps: z.output<typeof CreateLeaveTypeBodySchema>['approvalSteps'],
): LeaveChainStep[] {
  const chain = steps.map((step) => ({
    kind: step.kind,
    roleId: step.kind === 'role' ? step.roleId : null,
    userId: step.kind === 'person' ? step.userId : null,
  }));
  return chain.length ? chain : [MANAGER_STEP];
}

export async function createLeaveType(
  db: Db,
  auth: AuthContext,
  body: z.output<typeof CreateLeaveTypeBodySchema>,
) {
  const orgId = requirePermission(auth, 'organization.manage');
  const approvalSteps = normalizeSteps(body.approvalSteps);
  await checkChain(db, orgId, approvalSteps);
  try {
    const [row] = await db
      .insert(leaveTypes)
      .values({ ...body, approvalSteps, organizationId: orgId })
      .returning();
    if (!row) throw new Error('Leave type insert returned no row');
    return toLeaveType(row, await stepLabels(db, orgId, [row]));
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.invalid({ name: LEAVE_TYPE_NAME_TAKEN });
    throw error;
  }
}

export async function updateLeaveType(
  db: Db,
  auth: AuthContext,
  id: string,
  body: z.output<typeof UpdateLeaveTypeBodySchema>,
) {
  const orgId = requirePermission(auth, 'organization.manage');
  const current = await getLeaveTypeRow(db, orgId, id);
  const approvalSteps = body.approvalSteps ? normalizeSteps(body.approvalSteps) : undefined;
  if (approvalSteps) await checkChain(db, orgId, approvalSteps);
  const { effective, ...fields } = body;
  const policy = changedPolicy(current, fields);
  if (policy && !effective) throw AppError.invalid({ effective: LEAVE_EFFECTIVE_REQUIRED });
  // A change from the next leave year waits in a job for 1 January; the type keeps today's policy.
  const set: Partial<LeaveTypeRow> = { ...fields, ...(approvalSteps ? { approvalSteps } : {}) };
  if (policy && effective === 'next_year') for (const field of POLICY_FIELDS) delete set[field];
  try {
    const row = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(leaveTypes)
        .set({ ...set, updatedAt: sql`now()` })
        .where(and(eq(leaveTypes.id, id), eq(leaveTypes.organizationId, orgId)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', LEAVE_TYPE_NOT_FOUND);
      if (policy && effective === 'now') {
        const today = await organizationToday(tx, orgId);
        await applyPolicyNow(
          tx,
          orgId,
          current,
          policyOf(row),
          today,
          policyNote(current, row, formatCalendarDay(today)),
          auth.userId,
        );
      }
      if (policy && effective === 'next_year') await schedulePolicyChange(tx, orgId, current, policy);
      return row;
    });
    return toLeaveType(row, await stepLabels(db, orgId, [row]), await pendingPolicies(db, orgId));
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.invalid({ name: LEAVE_TYPE_NAME_TAKEN });
    throw error;
  }
}

// ---------------------------------------------------------------- policy changes (item 30.10)

type PendingPolicy = NonNullable<LeaveType['pendingChange']>;
export const POLICY_JOB = 'leave.policy';

function policyOf(row: PolicyFields): PolicyFields {
  return {
    yearlyAllocation: row.yearlyAllocation,
    accrual: row.accrual,
    carryForwardCap: row.carryForwardCap,
    proration: row.proration,
  };
}

/** The policy fields the body really changes (null: none). */
function changedPolicy(current: LeaveTypeRow, body: Partial<PolicyFields>): Partial<PolicyFields> | null {
  const changed: Partial<PolicyFields> = {};
  for (const field of POLICY_FIELDS) {
    const value = body[field];
    if (value !== undefined && value !== current[field]) Object.assign(changed, { [field]: value });
  }
  return Object.keys(changed).length ? changed : null;
}

const POLICY_LABELS: Record<(typeof POLICY_FIELDS)[number], string> = {
  yearlyAllocation: 'allocation',
  accrual: 'accrual',
  carryForwardCap: 'carry-forward cap',
  proration: 'proration',
};

/** "Policy of Annual changed on 7 Jul 2026: allocation 18 → 20". */
function policyNote(before: PolicyFields & { name: string }, after: PolicyFields, on: string) {
  const parts = POLICY_FIELDS.filter((field) => before[field] !== after[field]).map(
    (field) => `${POLICY_LABELS[field]} ${before[field]} → ${after[field]}`,
  );
  return `Policy of ${before.name} changed on ${on}: ${parts.join(', ')}`;
}

/** Changes waiting for 1 January, per type (from the pending policy jobs). */
async function pendingPolicies(db: Db, orgId: string): Promise<Map<string, PendingPolicy>> {
  const rows = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(
      and(eq(jobs.kind, POLICY_JOB), isNull(jobs.completedAt), like(jobs.key, `leave-policy:${orgId}:%`)),
    );
  return new Map(
    rows.map(({ payload }) => {
      const { typeId, year, fields } = payload as {
        typeId: string;
        year: number;
        fields: Partial<PolicyFields>;
      };
      return [typeId, { effectiveYear: year, ...fields } as PendingPolicy];
    }),
  );
}

/** Keeps a change for 1 January of the next year (00:00 in the organization's zone, before the accrual). */
async function schedulePolicyChange(
  tx: Db,
  orgId: string,
  type: LeaveTypeRow,
  fields: Partial<PolicyFields>,
) {
  const today = await organizationToday(tx, orgId);
  const year = Number(today.slice(0, 4)) + 1;
  const key = `leave-policy:${orgId}:${type.id}:${year}`;
  const [existing] = await tx
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.key, key), isNull(jobs.completedAt)));
  const merged = { ...((existing?.payload as { fields?: object } | undefined)?.fields ?? {}), ...fields };
  const { zone } = await organizationCalendar(tx, orgId);
  await scheduleJob(tx, {
    kind: POLICY_JOB,
    key,
    runAt: zonedInstant(`${year}-01-01`, 0, zone),
    payload: { orgId, typeId: type.id, year, fields: merged },
  });
}

/** On 1 January: the waiting change is made, and the new year's credits posted ahead are recomputed. */
export async function runPolicyChange(db: Db, orgId: string, typeId: string, fields: Partial<PolicyFields>) {
  const [current] = await db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.id, typeId), eq(leaveTypes.organizationId, orgId)))
    .for('update');
  if (!current) return;
  const [row] = await db
    .update(leaveTypes)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(leaveTypes.id, typeId))
    .returning();
  if (!row) return;
  const today = await organizationToday(db, orgId);
  await applyPolicyNow(
    db,
    orgId,
    current,
    policyOf(row),
    today,
    policyNote(current, row, formatCalendarDay(today)),
    null,
  );
}

defineJobHandler(POLICY_JOB, async (deps, job) => {
  const { orgId, typeId, fields } = job.payload as {
    orgId: string;
    typeId: string;
    fields: Partial<PolicyFields>;
  };
  await deps.db.transaction((tx) => runPolicyChange(tx, orgId, typeId, fields));
});

/**
 * POST /leave/types/:id/policy-preview: how each active person's credits change (before → after) if the
 * change takes effect now (this year's credits so far, what the ledger adjustment would be) or from the
 * next leave year (that year's whole entitlement). Nothing is written.
 */
export async function previewPolicyChange(
  db: Db,
  auth: AuthContext,
  id: string,
  body: LeavePolicyPreviewBody & { effective: 'now' | 'next_year' },
): Promise<LeavePolicyPreview> {
  const orgId = requirePermission(auth, 'organization.manage');
  const current = await getLeaveTypeRow(db, orgId, id);
  const { effective, ...fields } = body;
  const next = {
    ...policyOf(current),
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)),
  };
  const today = await organizationToday(db, orgId);
  const year = Number(today.slice(0, 4)) + (effective === 'next_year' ? 1 : 0);
  const people = await db.transaction(async (tx) => {
    const members = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, orgId), eq(users.isActive, true)));
    // Read what is really credited: the credits already due are posted first (as any balance read does).
    if (effective === 'now')
      await postDueCredits(
        tx,
        orgId,
        members.map((member) => member.id),
        year,
        today,
      );
    return policyEffect(tx, orgId, current, next as PolicyFields, year, today, effective === 'next_year');
  });
  return { effective, year, people };
}
