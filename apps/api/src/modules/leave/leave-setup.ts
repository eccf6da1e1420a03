/**
 * An organization's leave set-up: the default types and its recurring leave jobs (monthly accrual with
 * the year end in January, the daily approver reminder). Jobs run through the jobs table, so each runs
 * once however many API processes there are; the ledger's period keys make a rerun add nothing.
 */
import { DEFAULT_LEAVE_TYPE_NAMES } from '@taskflow/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type LeaveChainStep, leaveTypes, users } from '../../db/schema';
import { defineJobHandler, scheduleJob } from '../../lib/jobs';
import { organizationCalendar, organizationToday, zonedInstant } from '../../lib/organization-calendar';
import { scheduleLeaveReminders } from './leave-approvals';
import { closeLeaveYear, postDueCredits } from './leave-balances.service';

type LeaveTypeRow = typeof leaveTypes.$inferSelect;

/** The default approval chain: the person's reporting manager. */
export const MANAGER_STEP: LeaveChainStep = { kind: 'manager', roleId: null, userId: null };

/** Seeded into new and demo organizations (Annual, Sick, Personal, Emergency). */
const DEFAULT_TYPES: Record<(typeof DEFAULT_LEAVE_TYPE_NAMES)[number], Partial<LeaveTypeRow>> = {
  Annual: { yearlyAllocation: 18, accrual: 'monthly', carryForwardCap: 5 },
  // Sickness is reported after the fact: up to 30 days back.
  Sick: { yearlyAllocation: 10, documentRequiredAfterDays: 2, maxDaysBack: 30 },
  Personal: { yearlyAllocation: 4, allowsHalfDays: true },
  Emergency: { yearlyAllocation: 3, allowsHalfDays: false },
};

/** Adds the default leave types an organization lacks (by name); safe to call again. */
export async function seedDefaultLeaveTypes(db: Db, organizationId: string) {
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

export const ACCRUAL_JOB = 'leave.accrual';

/** The 1st of the month after `day` (YYYY-MM-DD). */
export function firstOfNextMonth(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/**
 * The next monthly run: 00:30 on the 1st of next month in the organization's zone. `afterMonth` (YYYY-MM,
 * the month a run just credited) keeps the chain moving on even if that run came early.
 */
export async function scheduleAccrual(tx: Db, orgId: string, afterMonth?: string) {
  const { zone } = await organizationCalendar(tx, orgId);
  const today = await organizationToday(tx, orgId);
  const base = afterMonth && `${afterMonth}-01` > today ? `${afterMonth}-01` : today;
  const day = firstOfNextMonth(base);
  const runAt = new Date(zonedInstant(day, 0, zone).getTime() + 30 * 60_000);
  await scheduleJob(tx, {
    kind: ACCRUAL_JOB,
    key: `leave-accrual:${orgId}:${day.slice(0, 7)}`,
    runAt,
    payload: { orgId, month: day.slice(0, 7) },
  });
}

/** Everything a new organization needs for leave; safe to run again. */
export async function setUpLeave(tx: Db, orgId: string) {
  await seedDefaultLeaveTypes(tx, orgId);
  await scheduleAccrual(tx, orgId);
  await scheduleLeaveReminders(tx, orgId);
}

/**
 * The month's credits for every active member; in January first the year end of the year before
 * (carry-forward and expiry). Then the next month's run.
 */
export async function runMonthlyAccrual(db: Db, orgId: string, month?: string) {
  const today = await organizationToday(db, orgId);
  const year = Number(today.slice(0, 4));
  if (today.slice(5, 7) === '01') await closeLeaveYear(db, orgId, year - 1, today);
  const members = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, orgId), eq(users.isActive, true)));
  await postDueCredits(
    db,
    orgId,
    members.map((member) => member.id),
    year,
    today,
  );
  await scheduleAccrual(db, orgId, month);
}

defineJobHandler(ACCRUAL_JOB, async (deps, job) => {
  const { orgId, month } = job.payload as { orgId: string; month: string };
  await runMonthlyAccrual(deps.db, orgId, month);
});
