import type {
  LeaveAdjustmentBody,
  LeaveBalance,
  LeaveBalances,
  LeaveBalancesQuery,
  LeaveLedgerQuery,
  LedgerEntry,
  LedgerKind,
} from '@taskflow/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveLedger, leaveTypes, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { canReadPersonLeave } from '../../lib/leave-visibility';
import type { AuthContext } from '../../plugins/types';
import {
  LEAVE_PERMISSIONS,
  PERSON_NOT_FOUND,
  requireAnyPermission,
  rowsOf,
  type Tx,
  todayOf,
} from './leave-common';
import { carryForward, monthlyAccrual } from './leave-days';
import { getLeaveTypeRow } from './leave-types.service';

type LeaveTypeRow = typeof leaveTypes.$inferSelect;

/**
 * Posts the credits a person is due for a year by `today`: the whole allocation of a yearly type for
 * this year and the next (so leave can be planned across the new year, as HR tools allocate ahead), a
 * monthly type's accrual for each month begun. Each credit has a period key, so posting again (a second
 * process, a retried job, a read) adds nothing.
 */
export async function postDueCredits(db: Tx, orgId: string, userIds: string[], year: number, today: string) {
  const todayYear = Number(today.slice(0, 4));
  if (year > todayYear + 1 || userIds.length === 0) return;
  const monthsBegun = year < todayYear ? 12 : year === todayYear ? Number(today.slice(5, 7)) : 0;
  const types = await db
    .select()
    .from(leaveTypes)
    .where(
      and(
        eq(leaveTypes.organizationId, orgId),
        eq(leaveTypes.tracksBalance, true),
        eq(leaveTypes.isArchived, false),
      ),
    );
  const values = userIds.flatMap((userId) =>
    types.flatMap((type) => creditsOf(orgId, userId, type, year, monthsBegun)),
  );
  for (let start = 0; start < values.length; start += 500) {
    await db
      .insert(leaveLedger)
      .values(values.slice(start, start + 500))
      .onConflictDoNothing();
  }
}

function creditsOf(orgId: string, userId: string, type: LeaveTypeRow, year: number, monthsBegun: number) {
  const base = { organizationId: orgId, userId, leaveTypeId: type.id, year };
  if (type.accrual === 'yearly') {
    if (type.yearlyAllocation <= 0) return [];
    return [{ ...base, kind: 'allocation', days: type.yearlyAllocation, periodKey: `allocation:${year}` }];
  }
  const credits = [];
  for (let month = 1; month <= monthsBegun; month++) {
    const days = monthlyAccrual(type.yearlyAllocation, month);
    if (days > 0) {
      const periodKey = `accrual:${year}-${String(month).padStart(2, '0')}`;
      credits.push({ ...base, kind: 'accrual', days, periodKey });
    }
  }
  return credits;
}

interface BalanceSums {
  leaveTypeId: string;
  credited: number;
  carried: number;
  adjusted: number;
  used: number;
  pending: number;
}

/** Per type: the ledger's sums for a person and year, and the days of their pending leave in it. */
async function sumsOf(
  db: Tx,
  orgId: string,
  userId: string,
  year: number,
): Promise<Map<string, BalanceSums>> {
  const result = await db.execute(sql`
    select t.id as "leaveTypeId",
      coalesce(sum(l.days) filter (where l.kind not in ('usage', 'reversal')), 0)::float8 as credited,
      coalesce(sum(l.days) filter (where l.kind = 'carry_forward'), 0)::float8 as carried,
      coalesce(sum(l.days) filter (where l.kind = 'adjustment'), 0)::float8 as adjusted,
      coalesce(-sum(l.days) filter (where l.kind in ('usage', 'reversal')), 0)::float8 as used,
      coalesce((
        select sum((r.days_by_year ->> ${String(year)})::numeric) from leave_requests r
        where r.user_id = ${userId} and r.leave_type_id = t.id and r.status = 'Pending'
      ), 0)::float8 as pending
    from leave_types t
    left join leave_ledger l on l.leave_type_id = t.id and l.user_id = ${userId} and l.year = ${year}
    where t.organization_id = ${orgId}
    group by t.id`);
  return new Map(rowsOf<BalanceSums>(result).map((row) => [row.leaveTypeId, row]));
}

function toBalance(type: LeaveTypeRow, year: number, sums: BalanceSums | undefined): LeaveBalance {
  const credited = sums?.credited ?? 0;
  const used = sums?.used ?? 0;
  const pending = sums?.pending ?? 0;
  return {
    leaveTypeId: type.id,
    leaveTypeName: type.name,
    year,
    tracksBalance: type.tracksBalance,
    allocated: type.yearlyAllocation,
    accrued: credited,
    carriedForward: sums?.carried ?? 0,
    adjusted: sums?.adjusted ?? 0,
    used,
    pending,
    remaining: credited - used - pending,
  };
}

/** Remaining days of one type and year (credits less used less pending), with the credits posted first. */
export async function remainingOf(
  db: Tx,
  orgId: string,
  userId: string,
  type: LeaveTypeRow,
  year: number,
  today: string,
) {
  await postDueCredits(db, orgId, [userId], year, today);
  return toBalance(type, year, (await sumsOf(db, orgId, userId, year)).get(type.id)).remaining;
}

export const BALANCES_NOT_YOURS =
  'You can see the leave balances of yourself and of the people who report to you';

/**
 * The person whose balance is read: the caller, or someone whose balances they may read (their reports
 * up the reporting tree, or anyone with leave.manage; lib/leave-visibility). leave.view alone does not
 * reach them: the ledger holds adjustment reasons.
 */
async function balanceOwner(db: Db, auth: AuthContext, userId: string | undefined) {
  const orgId = requireAnyPermission(auth, [...LEAVE_PERMISSIONS, 'leave.manage']);
  const ownerId = userId ?? auth.userId;
  if (!(await canReadPersonLeave(db, auth, ownerId))) throw new AppError('FORBIDDEN', BALANCES_NOT_YOURS);
  const [owner] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.organizationId, orgId)));
  if (!owner) throw new AppError('NOT_FOUND', PERSON_NOT_FOUND);
  return { orgId, owner };
}

export async function getBalances(
  db: Db,
  auth: AuthContext,
  query: LeaveBalancesQuery,
): Promise<LeaveBalances> {
  const { orgId, owner } = await balanceOwner(db, auth, query.userId);
  const today = await todayOf(db, orgId);
  const year = query.year ?? Number(today.slice(0, 4));
  return db.transaction(async (tx) => {
    await postDueCredits(tx, orgId, [owner.id], year, today);
    const types = await tx
      .select()
      .from(leaveTypes)
      .where(and(eq(leaveTypes.organizationId, orgId), eq(leaveTypes.isArchived, false)))
      .orderBy(asc(leaveTypes.name));
    const sums = await sumsOf(tx, orgId, owner.id, year);
    return { user: owner, year, balances: types.map((type) => toBalance(type, year, sums.get(type.id))) };
  });
}

export async function listLedger(db: Db, auth: AuthContext, query: LeaveLedgerQuery): Promise<LedgerEntry[]> {
  const { orgId, owner } = await balanceOwner(db, auth, query.userId);
  await getLeaveTypeRow(db, orgId, query.leaveTypeId);
  const year = query.year ?? Number((await todayOf(db, orgId)).slice(0, 4));
  const rows = await db
    .select({ row: leaveLedger, creatorName: users.name })
    .from(leaveLedger)
    .leftJoin(users, eq(users.id, leaveLedger.createdById))
    .where(
      and(
        eq(leaveLedger.organizationId, orgId),
        eq(leaveLedger.userId, owner.id),
        eq(leaveLedger.leaveTypeId, query.leaveTypeId),
        eq(leaveLedger.year, year),
      ),
    )
    .orderBy(asc(leaveLedger.createdAt), asc(leaveLedger.id))
    .limit(1000);
  return rows.map(({ row, creatorName }) => toLedgerEntry(row, creatorName));
}

function toLedgerEntry(row: typeof leaveLedger.$inferSelect, creatorName: string | null): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind as LedgerKind,
    days: row.days,
    reason: row.reason,
    leaveRequestId: row.leaveRequestId,
    createdBy: row.createdById && creatorName ? { id: row.createdById, name: creatorName } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** An admin's change to a balance: a new ledger row with its reason (nothing is ever overwritten). */
export async function adjustBalance(
  db: Db,
  auth: AuthContext,
  body: LeaveAdjustmentBody & { reason: string },
): Promise<LedgerEntry> {
  const orgId = requirePermission(auth, 'organization.manage');
  const [person] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, body.userId), eq(users.organizationId, orgId)));
  if (!person) throw AppError.invalid({ userId: 'Choose a person of your organization' });
  const type = await getLeaveTypeRow(db, orgId, body.leaveTypeId).catch(() => {
    throw AppError.invalid({ leaveTypeId: 'Choose a leave type of your organization' });
  });
  // The year's credits come first in the ledger, before any change to them.
  await postDueCredits(db, orgId, [person.id], body.year, await todayOf(db, orgId));
  const [row] = await db
    .insert(leaveLedger)
    .values({
      organizationId: orgId,
      userId: person.id,
      leaveTypeId: type.id,
      year: body.year,
      kind: 'adjustment',
      days: body.days,
      reason: body.reason,
      createdById: auth.userId,
    })
    .returning();
  if (!row) throw new Error('Ledger insert returned no row');
  return toLedgerEntry(row, auth.sessionUser.name);
}

/**
 * The year end for everyone of an organization: what remains of `year` moves into the next year up to
 * each type's cap (carry_forward) and the rest lapses (expiry). Period keys make it happen once.
 */
export async function closeLeaveYear(db: Tx, orgId: string, year: number, today: string) {
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, orgId), eq(users.isActive, true)));
  const ids = members.map((member) => member.id);
  await postDueCredits(db, orgId, ids, year, today);
  const types = await db
    .select()
    .from(leaveTypes)
    .where(and(eq(leaveTypes.organizationId, orgId), eq(leaveTypes.tracksBalance, true)));
  for (const userId of ids) {
    const sums = await sumsOf(db, orgId, userId, year);
    for (const type of types) {
      const entry = sums.get(type.id);
      const { carried, expired } = carryForward(
        (entry?.credited ?? 0) - (entry?.used ?? 0),
        type.carryForwardCap,
      );
      const base = { organizationId: orgId, userId, leaveTypeId: type.id };
      const rows = [];
      if (carried > 0)
        rows.push({
          ...base,
          year: year + 1,
          kind: 'carry_forward',
          days: carried,
          periodKey: `carry_forward:${year + 1}`,
        });
      if (expired > 0)
        rows.push({ ...base, year, kind: 'expiry', days: -expired, periodKey: `expiry:${year}` });
      if (rows.length) await db.insert(leaveLedger).values(rows).onConflictDoNothing();
    }
  }
}
