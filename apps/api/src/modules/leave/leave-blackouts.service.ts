/** Blackout periods (refuse, or need an extra approval) and an approver's time away with a delegate. */
import type { Blackout, BlackoutBody, LeaveAway } from '@taskflow/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { departments, leaveBlackouts, leaveDelegations, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { assertId } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';
import { BLACKOUT_NOT_FOUND, holdsPermission, LEAVE_PERMISSIONS, requireAnyPermission } from './leave-common';

type BlackoutInput = Required<Pick<BlackoutBody, 'startDate' | 'endDate' | 'effect' | 'reason'>> & {
  departmentId: string | null;
};

function toBlackout(row: typeof leaveBlackouts.$inferSelect, departmentName: string | null): Blackout {
  return {
    id: row.id,
    startDate: row.startDate,
    endDate: row.endDate,
    department: row.departmentId && departmentName ? { id: row.departmentId, name: departmentName } : null,
    effect: row.effect as Blackout['effect'],
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listBlackouts(db: Db, auth: AuthContext): Promise<Blackout[]> {
  const orgId = requireAnyPermission(auth, LEAVE_PERMISSIONS);
  const rows = await db
    .select({ row: leaveBlackouts, departmentName: departments.name })
    .from(leaveBlackouts)
    .leftJoin(departments, eq(departments.id, leaveBlackouts.departmentId))
    .where(eq(leaveBlackouts.organizationId, orgId))
    .orderBy(asc(leaveBlackouts.startDate), asc(leaveBlackouts.id))
    .limit(500);
  return rows.map(({ row, departmentName }) => toBlackout(row, departmentName));
}

async function departmentNameOf(db: Db, orgId: string, departmentId: string | null) {
  if (!departmentId) return null;
  const [row] = await db
    .select({ name: departments.name })
    .from(departments)
    .where(and(eq(departments.id, departmentId), eq(departments.organizationId, orgId)));
  if (!row) throw AppError.invalid({ departmentId: 'Choose a department of your organization' });
  return row.name;
}

export async function createBlackout(db: Db, auth: AuthContext, body: BlackoutInput) {
  const orgId = requirePermission(auth, 'organization.manage');
  const departmentName = await departmentNameOf(db, orgId, body.departmentId);
  const [row] = await db
    .insert(leaveBlackouts)
    .values({ ...body, organizationId: orgId, createdById: auth.userId })
    .returning();
  if (!row) throw new Error('Blackout insert returned no row');
  return toBlackout(row, departmentName);
}

export async function updateBlackout(db: Db, auth: AuthContext, id: string, body: BlackoutInput) {
  const orgId = requirePermission(auth, 'organization.manage');
  assertId(id, BLACKOUT_NOT_FOUND);
  const departmentName = await departmentNameOf(db, orgId, body.departmentId);
  const [row] = await db
    .update(leaveBlackouts)
    .set(body)
    .where(and(eq(leaveBlackouts.id, id), eq(leaveBlackouts.organizationId, orgId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', BLACKOUT_NOT_FOUND);
  return toBlackout(row, departmentName);
}

export async function deleteBlackout(db: Db, auth: AuthContext, id: string) {
  const orgId = requirePermission(auth, 'organization.manage');
  assertId(id, BLACKOUT_NOT_FOUND);
  const removed = await db
    .delete(leaveBlackouts)
    .where(and(eq(leaveBlackouts.id, id), eq(leaveBlackouts.organizationId, orgId)))
    .returning({ id: leaveBlackouts.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', BLACKOUT_NOT_FOUND);
}

// ---------------------------------------------------------------- away and delegate

const delegates = alias(users, 'delegate');

export async function getAway(db: Db, auth: AuthContext): Promise<LeaveAway> {
  const orgId = requirePermission(auth, 'leave.accept');
  const [row] = await db
    .select({ row: leaveDelegations, delegateName: delegates.name })
    .from(leaveDelegations)
    .leftJoin(delegates, eq(delegates.id, leaveDelegations.delegateId))
    .where(and(eq(leaveDelegations.userId, auth.userId), eq(leaveDelegations.organizationId, orgId)));
  return {
    awayFrom: row?.row.awayFrom ?? null,
    awayTo: row?.row.awayTo ?? null,
    delegate:
      row?.row.delegateId && row.delegateName ? { id: row.row.delegateId, name: row.delegateName } : null,
    followsOwnLeave: row?.row.followsOwnLeave ?? false,
  };
}

/**
 * The delegate must be another active member who may accept leave themselves. They decide the caller's
 * leave steps and, when they hold Approve Timesheets, the timesheets of the caller's reports, on the away
 * dates and (with `followsOwnLeave`) on every day of the caller's approved leave (leave-delegation.ts).
 */
export async function setAway(
  db: Db,
  auth: AuthContext,
  body: {
    awayFrom: string | null;
    awayTo: string | null;
    delegateId: string | null;
    followsOwnLeave?: boolean;
  },
): Promise<LeaveAway> {
  const orgId = requirePermission(auth, 'leave.accept');
  if (body.delegateId) {
    const [delegate] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, body.delegateId),
          eq(users.organizationId, orgId),
          eq(users.isActive, true),
          holdsPermission('leave.accept'),
        ),
      );
    if (!delegate || body.delegateId === auth.userId)
      throw AppError.invalid({ delegateId: 'Choose a colleague who can accept leave' });
  }
  const values = {
    awayFrom: body.awayFrom,
    awayTo: body.awayTo ?? body.awayFrom,
    delegateId: body.delegateId,
    followsOwnLeave: Boolean(body.followsOwnLeave && body.delegateId),
  };
  await db
    .insert(leaveDelegations)
    .values({ userId: auth.userId, organizationId: orgId, ...values })
    .onConflictDoUpdate({ target: leaveDelegations.userId, set: { ...values, updatedAt: sql`now()` } });
  return getAway(db, auth);
}
