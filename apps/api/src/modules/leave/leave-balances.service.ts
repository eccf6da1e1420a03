import type {
  LeaveAdjustmentBody,
  LeaveBalance,
  LeaveBalances,
  LeaveBalancesQuery,
  LeaveLedgerQuery,
  LedgerEntry,
  LedgerKind,
} from '@taskflow/shared';
import { formatCalendarDay } from '@taskflow/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaveLedger, leaveTypes, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { canReadPersonLeave } from '../../lib/leave-visibility';
import { organizationToday } from '../../lib/organization-calendar';
import type { AuthContext } from '../../plugins/types';
import {
  getLeaveTypeRow,
  LEAVE_PERMISSIONS,
  PERSON_NOT_FOUND,
  requireAnyPermission,
  rowsOf,
} from './leave-common';
import { carryForward, monthlyCredit, type Proration, yearlyCredit } from './leave-days';

type LeaveTypeRow = typeof leaveTypes.$inferSelect;

/**
 * Posts the credits a person is due for a year by `today`: the whole allocation of a yearly type for
 * this year and the next (so leave can be planned across the new year, as HR tools allocate ahead), a
 * monthly type's accrual for each month begun. Credits of the joining year are prorated from the
 * person's joining day by the type's rule (leave-days: yearlyCredit, monthlyCredit), with a note on the
 * row. Each credit has a period key, so posting again (a second process, a retried job, a read) adds
 * nothing.
 */
export async function postDueCredits(db: Db, orgId: string, userIds: string[], year: number, today: string) {
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
  const joined = await joiningDays(db, orgId, userIds);
  // Whoever joined before the year (or on a day not known) is due a type's whole credits: worked out once
  // per type, not once per person (500 people's 7,000 credits were most of a leave report's own time).
  const whole = new Map(types.map((type) => [type.id, creditsOf(orgId, '', type, year, monthsBegun, null)]));
  const due = userIds.flatMap((userId) => {
    const joinedOn = joined.get(userId) ?? null;
    return types.flatMap((type) =>
      joinedOn && joinedOn >= `${year}-01-01`
        ? creditsOf(orgId, userId, type, year, monthsBegun, joinedOn)
        : (whole.get(type.id) ?? []).map((credit) => ({ ...credit, userId })),
    );
  });
  // Most calls find every credit posted already: read which are (one read) and insert only the others.
  // Offering all of them to ON CONFLICT DO NOTHING took 1.9 to 2.7 s for 500 people (7,000 credits, on a
  // loaded machine) on every leave report; the conflict clause still settles a race with another poster.
  const posted = await postedCredits(db, orgId, due);
  const values = due.filter((credit) => !posted.has(creditKey(credit)));
  for (let start = 0; start < values.length; start += 500) {
    await db
      .insert(leaveLedger)
      .values(values.slice(start, start + 500))
      .onConflictDoNothing();
  }
}

type CreditRef = { userId: string; leaveTypeId: string; periodKey: string };
const creditKey = (credit: CreditRef) => `${credit.userId} ${credit.leaveTypeId} ${credit.periodKey}`;

/** Which of `credits` the ledger holds already (by the period key it is unique on), as `creditKey`s. */
async function postedCredits(db: Db, orgId: string, credits: CreditRef[]): Promise<Set<string>> {
  if (credits.length === 0) return new Set();
  // Each list is one array parameter (500 people are not 500 parameters).
  const list = (pick: (credit: CreditRef) => string) => sql.param([...new Set(credits.map(pick))]);
  // One column, in creditKey's form: 7,000 rows of one text parse faster than of three.
  const result = await db.execute(sql`
    select user_id || ' ' || leave_type_id || ' ' || period_key as key from leave_ledger
    where organization_id = ${orgId} and user_id = any(${list((credit) => credit.userId)}::uuid[])
      and leave_type_id = any(${list((credit) => credit.leaveTypeId)}::uuid[])
      and period_key = any(${list((credit) => credit.periodKey)}::text[])`);
  return new Set(rowsOf<{ key: string }>(result).map((row) => row.key));
}

/** Each person's joining day (null: not known, treated as joined before any year we keep). */
export async function joiningDays(db: Db, orgId: string, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ id: users.id, joinedOn: users.joinedOn })
    .from(users)
    .where(and(eq(users.organizationId, orgId), inArray(users.id, userIds)));
  return new Map(rows.map((row) => [row.id, row.joinedOn]));
}

/** The credits of a type for a year through month `monthsBegun`, each with its period key and note. */
export function creditsOf(
  orgId: string,
  userId: string,
  type: LeaveTypeRow,
  year: number,
  monthsBegun: number,
  joinedOn: string | null,
) {
  const base = { organizationId: orgId, userId, leaveTypeId: type.id, year };
  const proration = type.proration as Proration;
  if (type.accrual === 'yearly') {
    const credit = yearlyCredit(type.yearlyAllocation, proration, year, joinedOn);
    if (credit.days <= 0) return [];
    return [
      {
        ...base,
        kind: 'allocation',
        days: credit.days,
        reason: credit.note,
        periodKey: `allocation:${year}`,
      },
    ];
  }
  const credits = [];
  for (let month = 1; month <= monthsBegun; month++) {
    const credit = monthlyCredit(type.yearlyAllocation, proration, year, month, joinedOn);
    if (credit.days > 0) {
      const periodKey = `accrual:${year}-${String(month).padStart(2, '0')}`;
      credits.push({ ...base, kind: 'accrual', days: credit.days, reason: credit.note, periodKey });
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
  db: Db,
  orgId: string,
  userId: string,
  year: number,
  exceptRequestId: string | null = null,
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
          and r.id is distinct from ${exceptRequestId}::uuid
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

export interface Projection {
  /** The day the balance is read on. */
  on: string;
  /** Remaining on that day: credits posted or due by then, carry-forward as it will stand, less used and pending. */
  remaining: number;
  /** Some of it is not in the ledger yet (accrual still to post, next year's carry-forward). */
  projected: boolean;
}

/**
 * A person's balance of a type projected to `on`: the year's credits posted or due by then (allocation,
 * or the monthly accrual that will have posted by that month; prorated from joining), carry-forward from
 * the year before as it will stand (this year's projected year end, capped) unless already posted, plus
 * adjustments, less used and pending days of that year (`exceptRequestId`: a request left out of
 * pending, the one being decided). Posts what is already due first, so the ledger is read as it stands.
 */
export async function projectBalance(
  db: Db,
  orgId: string,
  userId: string,
  type: LeaveTypeRow,
  on: string,
  today: string,
  exceptRequestId: string | null = null,
): Promise<Projection> {
  const year = Number(on.slice(0, 4));
  const todayYear = Number(today.slice(0, 4));
  await postDueCredits(db, orgId, [userId], year, today);
  const sums = (await sumsOf(db, orgId, userId, year, exceptRequestId)).get(type.id);
  const posted = new Set(
    (
      await db
        .select({ periodKey: leaveLedger.periodKey })
        .from(leaveLedger)
        .where(
          and(
            eq(leaveLedger.userId, userId),
            eq(leaveLedger.leaveTypeId, type.id),
            eq(leaveLedger.year, year),
          ),
        )
    ).map((row) => row.periodKey),
  );
  const month = Number(on.slice(5, 7));
  const through =
    year < todayYear ? 12 : year === todayYear ? Math.max(month, Number(today.slice(5, 7))) : month;
  const joinedOn = (await joiningDays(db, orgId, [userId])).get(userId) ?? null;
  const due = creditsOf(orgId, userId, type, year, through, joinedOn)
    .filter((credit) => !posted.has(credit.periodKey))
    .reduce((total, credit) => total + credit.days, 0);
  let carried = 0;
  // This year's carry-forward is in the ledger (the January run); a later year's is projected.
  if (year > todayYear && type.carryForwardCap > 0 && !posted.has(`carry_forward:${year}`)) {
    const last = await projectBalance(db, orgId, userId, type, `${year - 1}-12-31`, today, exceptRequestId);
    carried = carryForward(last.remaining, type.carryForwardCap).carried;
  }
  const credited = (sums?.credited ?? 0) + due + carried;
  return {
    on,
    remaining: credited - (sums?.used ?? 0) - (sums?.pending ?? 0),
    projected: due !== 0 || carried !== 0,
  };
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
  const today = await organizationToday(db, orgId);
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
  const year = query.year ?? Number((await organizationToday(db, orgId)).slice(0, 4));
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
  await postDueCredits(db, orgId, [person.id], body.year, await organizationToday(db, orgId));
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
export async function closeLeaveYear(db: Db, orgId: string, year: number, today: string) {
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

// ---------------------------------------------------------------- policy changes

export interface PolicyEffectRow {
  user: { id: string; name: string };
  before: number;
  after: number;
  change: number;
}

/** The policy fields of a type; a change of any of them recomputes credits. */
export type PolicyFields = Pick<
  LeaveTypeRow,
  'yearlyAllocation' | 'accrual' | 'carryForwardCap' | 'proration'
>;

/**
 * What a policy change does to each active member's credits of `year` by `today`: `before` is what the
 * ledger holds (allocation or accrual posted, carry-forward, and earlier policy adjustments), `after` what
 * the new policy credits by now (prorated from joining; carry-forward of the last year end recapped).
 * `whole`: the whole of the year, old policy against new (the preview of a change from the next leave
 * year); otherwise a year not begun holds what is posted ahead (a yearly allocation).
 */
export async function policyEffect(
  db: Db,
  orgId: string,
  type: LeaveTypeRow,
  next: PolicyFields,
  year: number,
  today: string,
  whole = false,
): Promise<PolicyEffectRow[]> {
  const members = await db
    .select({ id: users.id, name: users.name, joinedOn: users.joinedOn })
    .from(users)
    .where(and(eq(users.organizationId, orgId), eq(users.isActive, true)))
    .orderBy(asc(users.name));
  const todayYear = Number(today.slice(0, 4));
  const monthsBegun = year < todayYear ? 12 : year === todayYear ? Number(today.slice(5, 7)) : 0;
  const updated = { ...type, ...next };
  const sum = (rows: { days: number }[]) => rows.reduce((total, row) => total + row.days, 0);
  if (whole) {
    return members.map((member) => {
      const before = sum(creditsOf(orgId, member.id, type, year, 12, member.joinedOn));
      const after = sum(creditsOf(orgId, member.id, updated, year, 12, member.joinedOn));
      return { user: { id: member.id, name: member.name }, before, after, change: after - before };
    });
  }
  const posted = rowsOf<{ userId: string; credited: number; carried: number; closed: number }>(
    await db.execute(sql`
      select l.user_id as "userId",
        coalesce(sum(l.days) filter (where l.year = ${year} and (l.kind in ('allocation', 'accrual', 'carry_forward')
          or (l.kind = 'adjustment' and (l.period_key like 'policy:%' or l.period_key like 'joining:%')))), 0)::float8 as credited,
        coalesce(sum(l.days) filter (where l.year = ${year} and l.kind = 'carry_forward'), 0)::float8 as carried,
        coalesce(-sum(l.days) filter (where l.year = ${year - 1} and l.kind = 'expiry'), 0)::float8 as closed
      from leave_ledger l
      where l.organization_id = ${orgId} and l.leave_type_id = ${type.id} and l.year in (${year}, ${year - 1})
      group by l.user_id`),
  );
  const byUser = new Map(posted.map((row) => [row.userId, row]));
  return members.map((member) => {
    const row = byUser.get(member.id);
    const before = row?.credited ?? 0;
    // The last year end left carried + expired; the new cap decides how much of it carries.
    const leftAtYearEnd = (row?.carried ?? 0) + (row?.closed ?? 0);
    const carried =
      type.carryForwardCap === next.carryForwardCap
        ? (row?.carried ?? 0)
        : carryForward(leftAtYearEnd, next.carryForwardCap).carried;
    const after = sum(creditsOf(orgId, member.id, updated, year, monthsBegun, member.joinedOn)) + carried;
    return { user: { id: member.id, name: member.name }, before, after, change: after - before };
  });
}

/**
 * A policy change effective now: this year's credits are first posted as due, then every active member
 * whose credits differ gets one adjustment row (period key `policy:`, so later changes read it as a
 * credit) with a note of the change. Runs in the caller's transaction.
 */
export async function applyPolicyNow(
  db: Db,
  orgId: string,
  type: LeaveTypeRow,
  next: PolicyFields,
  today: string,
  note: string,
  createdById: string | null,
) {
  const year = Number(today.slice(0, 4));
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, orgId), eq(users.isActive, true)));
  const ids = members.map((member) => member.id);
  // Credits due under the old policy come first, so the adjustment corrects what is really there; a
  // yearly allocation already posted for the next year is corrected too.
  await postDueCredits(db, orgId, ids, year, today);
  await postDueCredits(db, orgId, ids, year + 1, today);
  const effect = await policyEffect(db, orgId, type, next, year, today);
  const ahead = await policyEffect(db, orgId, type, next, year + 1, today);
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const rows = [...effect.map((row) => ({ row, year })), ...ahead.map((row) => ({ row, year: year + 1 }))]
    .filter(({ row }) => row.change !== 0)
    .map(({ row, year }) => ({
      organizationId: orgId,
      userId: row.user.id,
      leaveTypeId: type.id,
      year,
      kind: 'adjustment',
      days: row.change,
      reason: note,
      periodKey: `policy:${year}:${stamp}`,
      createdById,
    }));
  for (let start = 0; start < rows.length; start += 500)
    await db.insert(leaveLedger).values(rows.slice(start, start + 500));
  return effect;
}

// ---------------------------------------------------------------- a joining day changed

/**
 * A person's joining day changed (PATCH /people/:id, users.edit), in the caller's transaction: the
 * credits due under the old day are posted first, so the ledger holds what that day gave; every credit
 * already posted for this year or the next (a yearly allocation, a month's accrual) is counted again from
 * the new day (`creditsOf`, the function that posts them) and the difference is one `adjustment` row per
 * type and year (period key `joining:<year>:…`, read as a credit by later policy changes) with the note
 * "Joining date changed from 3 Nov 2026 to 1 Oct 2026". Then the day is stored and the credits the new
 * day makes due (months before the old joining month) are posted with their own notes. Closed years
 * (before this one) are left as they are: their year end already decided what carried forward.
 */
export async function rebaseJoining(
  tx: Db,
  orgId: string,
  userId: string,
  from: string | null,
  to: string,
  today: string,
  createdById: string | null,
) {
  const year = Number(today.slice(0, 4));
  await postDueCredits(tx, orgId, [userId], year, today);
  await postDueCredits(tx, orgId, [userId], year + 1, today);
  const types = await tx
    .select()
    .from(leaveTypes)
    .where(
      and(
        eq(leaveTypes.organizationId, orgId),
        eq(leaveTypes.tracksBalance, true),
        eq(leaveTypes.isArchived, false),
      ),
    );
  const posted = new Set(
    (
      await tx
        .select({ leaveTypeId: leaveLedger.leaveTypeId, periodKey: leaveLedger.periodKey })
        .from(leaveLedger)
        .where(
          and(
            eq(leaveLedger.userId, userId),
            inArray(leaveLedger.year, [year, year + 1]),
            inArray(leaveLedger.kind, ['allocation', 'accrual']),
          ),
        )
    ).map((row) => `${row.leaveTypeId}/${row.periodKey}`),
  );
  const reason = `Joining date changed from ${from ? formatCalendarDay(from) : 'not known'} to ${formatCalendarDay(to)}`;
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  // Only credits already in the ledger are corrected; the others post later from the new day.
  const postedSum = (rows: { leaveTypeId: string; periodKey: string; days: number }[]) =>
    rows
      .filter((row) => posted.has(`${row.leaveTypeId}/${row.periodKey}`))
      .reduce((total, row) => total + row.days, 0);
  const rows = [];
  for (const type of types) {
    for (const [forYear, monthsBegun] of [
      [year, Number(today.slice(5, 7))],
      [year + 1, 0],
    ] as const) {
      const change =
        postedSum(creditsOf(orgId, userId, type, forYear, monthsBegun, to)) -
        postedSum(creditsOf(orgId, userId, type, forYear, monthsBegun, from));
      if (change !== 0)
        rows.push({
          organizationId: orgId,
          userId,
          leaveTypeId: type.id,
          year: forYear,
          kind: 'adjustment',
          days: change,
          reason,
          periodKey: `joining:${forYear}:${stamp}`,
          createdById,
        });
    }
  }
  if (rows.length) await tx.insert(leaveLedger).values(rows);
  await tx
    .update(users)
    .set({ joinedOn: to, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.organizationId, orgId)));
  await postDueCredits(tx, orgId, [userId], year, today);
  await postDueCredits(tx, orgId, [userId], year + 1, today);
  return rows;
}
