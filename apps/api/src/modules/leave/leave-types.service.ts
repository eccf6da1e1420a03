import {
  type ApprovalStep,
  type CreateLeaveTypeBodySchema,
  DEFAULT_LEAVE_TYPE_NAMES,
  type LeaveType,
  type UpdateLeaveTypeBodySchema,
} from '@taskflow/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type LeaveChainStep, leaveTypes, roles, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../plugins/types';
import {
  assertId,
  LEAVE_PERMISSIONS,
  LEAVE_TYPE_NOT_FOUND,
  requireAnyPermission,
  type Tx,
} from './leave-common';
import { setUpLeave } from './leave-setup';

type LeaveTypeRow = typeof leaveTypes.$inferSelect;

export const LEAVE_TYPE_NAME_TAKEN = 'Another leave type already has this name';
const MANAGER_STEP: LeaveChainStep = { kind: 'manager', roleId: null, userId: null };

/** Seeded into new and demo organizations (Annual, Sick, Personal, Emergency). */
const DEFAULT_TYPES: Record<(typeof DEFAULT_LEAVE_TYPE_NAMES)[number], Partial<LeaveTypeRow>> = {
  Annual: { yearlyAllocation: 18, accrual: 'monthly', carryForwardCap: 5 },
  // Sickness is reported after the fact: up to 30 days back.
  Sick: { yearlyAllocation: 10, documentRequiredAfterDays: 2, maxDaysBack: 30 },
  Personal: { yearlyAllocation: 4, allowsHalfDays: true },
  Emergency: { yearlyAllocation: 3, allowsHalfDays: false },
};

/** Adds the default leave types an organization lacks (by name); safe to call again. */
export async function seedDefaultLeaveTypes(db: Tx, organizationId: string) {
  await db
    .insert(leaveTypes)
    .values(
      DEFAULT_LEAVE_TYPE_NAMES.map((name) => ({
        organizationId,
        name,
        approvalSteps: [MANAGER_STEP],
        ...DEFAULT_TYPES[name],
      })),
    )
    .onConflictDoNothing();
}

/** Labels for the configured steps: "Reporting manager", the role's name, the person's name. */
async function stepLabels(db: Tx, orgId: string, rows: LeaveTypeRow[]) {
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

function toLeaveType(row: LeaveTypeRow, labelOf: (step: LeaveChainStep) => string): LeaveType {
  return {
    id: row.id,
    name: row.name,
    isPaid: row.isPaid,
    yearlyAllocation: row.yearlyAllocation,
    accrual: row.accrual as LeaveType['accrual'],
    allowsHalfDays: row.allowsHalfDays,
    tracksBalance: row.tracksBalance,
    carryForwardCap: row.carryForwardCap,
    documentRequiredAfterDays: row.documentRequiredAfterDays,
    approvalSteps: row.approvalSteps.map((step): ApprovalStep => ({ ...step, label: labelOf(step) })),
    escalationDays: row.escalationDays,
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
    maxDaysBack: row.maxDaysBack,
    .select()
    .from(leaveTypes)
    .where(
      and(eq(leaveTypes.organizationId, orgId), showArchived ? undefined : eq(leaveTypes.isArchived, false)),
    )
    .orderBy(asc(leaveTypes.name));
  const labelOf = await stepLabels(db, orgId, rows);
  return rows.map((row) => toLeaveType(row, labelOf));
}

/** A type of the caller's organization, or 404. */
export async function getLeaveTypeRow(db: Tx, orgId: string, id: string): Promise<LeaveTypeRow> {
  assertId(id, LEAVE_TYPE_NOT_FOUND);
  const [row] = await db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.id, id), eq(leaveTypes.organizationId, orgId)));
  if (!row) throw new AppError('NOT_FOUND', LEAVE_TYPE_NOT_FOUND);
  return row;
}

/** Roles and people named in a chain must be of the organization. */
async function checkChain(db: Tx, orgId: string, steps: LeaveChainStep[]) {
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

function isNameTaken(error: unknown) {
  const cause = (error as { cause?: { code?: string } }).cause ?? error;
  return (cause as { code?: string }).code === '23505';
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
    if (isNameTaken(error)) throw AppError.invalid({ name: LEAVE_TYPE_NAME_TAKEN });
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
  await getLeaveTypeRow(db, orgId, id);
  const approvalSteps = body.approvalSteps ? normalizeSteps(body.approvalSteps) : undefined;
  if (approvalSteps) await checkChain(db, orgId, approvalSteps);
  try {
    const [row] = await db
      .update(leaveTypes)
      .set({ ...body, ...(approvalSteps ? { approvalSteps } : {}), updatedAt: sql`now()` })
      .where(and(eq(leaveTypes.id, id), eq(leaveTypes.organizationId, orgId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', LEAVE_TYPE_NOT_FOUND);
    return toLeaveType(row, await stepLabels(db, orgId, [row]));
  } catch (error) {
    if (isNameTaken(error)) throw AppError.invalid({ name: LEAVE_TYPE_NAME_TAKEN });
    throw error;
  }
}
