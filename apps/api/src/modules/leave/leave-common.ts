/** What every part of the leave module shares: who may touch leave, its calendar lock, live changes. */
import type { Permission } from '@taskflow/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveTypes } from '../../db/schema';
import { NO_PERMISSION_MESSAGE, orgOf } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { publishLiveEvent } from '../../lib/live-events';
import { assertId } from '../../lib/reach';
import type { AuthContext } from '../../plugins/types';

export const LEAVE_REQUEST_NOT_FOUND = 'Leave application not found';
export const LEAVE_TYPE_NOT_FOUND = 'Leave type not found';
export const BLACKOUT_NOT_FOUND = 'Blackout period not found';
export const PERSON_NOT_FOUND = 'Person not found';

export const LEAVE_PERMISSIONS: Permission[] = ['leave.apply', 'leave.view', 'leave.accept'];

/** Any one of `permissions`; answers the caller's organization. */
export function requireAnyPermission(auth: AuthContext, permissions: readonly Permission[]): string {
  const orgId = orgOf(auth);
  if (!permissions.some((permission) => auth.permissions.has(permission)))
    throw new AppError('FORBIDDEN', NO_PERMISSION_MESSAGE);
  return orgId;
}

/**
 * Applying for leave costs it on the calendar as it stands; changing the calendar (a holiday, the work
 * week) re-costs the leave over it. The two take turns on one lock per organization: an application
 * either commits first and is re-costed, or waits and reads the new calendar (`recostLeave`).
 */
export async function lockLeaveCalendar(tx: Db, orgId: string, purpose: 'cost' | 'change') {
  const key = sql`hashtextextended(${`leave-calendar/${orgId}`}, 0)`;
  await tx.execute(
    purpose === 'cost'
      ? sql`select pg_advisory_xact_lock_shared(${key})`
      : sql`select pg_advisory_xact_lock(${key})`,
  );
}

/** A changed request as the live stream names it: its id and applicant (lib/work-audience.ts). */
export interface LeaveChange {
  id: string;
  userId: string;
  /** Approved leave changed (approved, or approved leave cancelled or re-costed): who is out changes. */
  shown?: boolean;
}

/**
 * Open leave pages refetch through the API. The stream tells a request's id only to those whose reach
 * it is in; the rest of its leave readers hear that something changed only when who is out did.
 */
export async function publishLeaveChange(db: Db, orgId: string, requests: LeaveChange[]) {
  if (requests.length === 0) return;
  await publishLiveEvent(db, {
    type: 'work_changed',
    org: orgId,
    kind: 'leave',
    ids: requests.map((request) => request.id),
    owners: requests.map((request) => request.userId),
    ...(requests.some((request) => request.shown) ? { shown: true } : {}),
  });
}

/** Rows of a raw query on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Holders of a permission in an organization (active members), by their role's permission list. */
export function holdsPermission(permission: Permission) {
  return sql`exists (select 1 from roles r where r.id = users.role_id and r.permissions @> ${JSON.stringify([permission])}::jsonb)`;
}

type LeaveTypeRow = typeof leaveTypes.$inferSelect;

/** A type of the caller's organization, or 404. */
export async function getLeaveTypeRow(db: Db, orgId: string, id: string): Promise<LeaveTypeRow> {
  assertId(id, LEAVE_TYPE_NOT_FOUND);
  const [row] = await db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.id, id), eq(leaveTypes.organizationId, orgId)));
  if (!row) throw new AppError('NOT_FOUND', LEAVE_TYPE_NOT_FOUND);
  return row;
}
