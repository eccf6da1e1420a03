/**
 * Demo leave of the demo organization: balances for everyone this year, a spread of pending, approved,
 * rejected and cancelled leave across departments (one person out today), two blackout periods, and a
 * two-step chain (reporting manager, then Admin) on Personal leave.
 */

import { addCalendarDays, isoWeekday } from '@taskflow/shared';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  departments,
  leaveBlackouts,
  leaveLedger,
  leaveRequestSteps,
  leaveRequests,
  leaveTypes,
  roles,
  users,
} from '../../db/schema';
import { organizationToday, workingCalendarOf } from '../../lib/organization-calendar';
import { resolveChain } from './leave-approvals';
import { postDueCredits } from './leave-balances.service';
import { daysByYear, leaveDays, sumDays } from './leave-days';

type Scenario = 'out-today' | 'approved-past' | 'pending' | 'approved-upcoming' | 'rejected' | 'cancelled';
const SCENARIOS: Scenario[] = [
  'out-today',
  'pending',
  'approved-past',
  'rejected',
  'approved-upcoming',
  'cancelled',
  'pending',
];
const REASONS = [
  'Family wedding in Mysuru',
  'Fever and rest',
  'Moving house',
  'Child’s school event',
  'Personal errands',
];

function nextMonday(day: string): string {
  let current = addCalendarDays(day, 1);
  while (isoWeekday(current) !== 1) current = addCalendarDays(current, 1);
  return current;
}

function earliest(first: Date, second: Date): Date {
  return first < second ? first : second;
}

/** The dates of a scenario, relative to today; `index` spreads people over different weeks. */
function datesOf(scenario: Scenario, today: string, index: number) {
  const monday = nextMonday(today);
  const week = (index % 4) * 7;
  switch (scenario) {
    case 'out-today':
      return { fromDate: addCalendarDays(today, -1), toDate: addCalendarDays(today, 2) };
    case 'approved-past':
      return { fromDate: addCalendarDays(monday, -21 - week), toDate: addCalendarDays(monday, -19 - week) };
    case 'pending':
      return { fromDate: addCalendarDays(monday, 14 + week), toDate: addCalendarDays(monday, 16 + week) };
    case 'approved-upcoming':
      return { fromDate: addCalendarDays(monday, 7 + week), toDate: addCalendarDays(monday, 8 + week) };
    case 'rejected':
      return { fromDate: addCalendarDays(monday, 28 + week), toDate: addCalendarDays(monday, 32 + week) };
    case 'cancelled':
      return { fromDate: addCalendarDays(monday, 35 + week), toDate: addCalendarDays(monday, 35 + week) };
  }
}

export async function seedLeave(tx: Db, organizationId: string) {
  const today = await organizationToday(tx, organizationId);
  const types = await tx.select().from(leaveTypes).where(eq(leaveTypes.organizationId, organizationId));
  const typeByName = new Map(types.map((type) => [type.name, type]));
  const [adminRole] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.organizationId, organizationId), eq(roles.name, 'Admin')));
  const personal = typeByName.get('Personal');
  if (personal && adminRole) {
    personal.approvalSteps = [
      { kind: 'manager', roleId: null, userId: null },
      { kind: 'role', roleId: adminRole.id, userId: null },
    ];
    personal.escalationDays = 3;
    await tx
      .update(leaveTypes)
      .set({ approvalSteps: personal.approvalSteps, escalationDays: 3 })
      .where(eq(leaveTypes.id, personal.id));
  }

  const people = await tx
    .select({ id: users.id, managerId: users.managerId, departmentId: users.departmentId })
    .from(users)
    .where(
      and(eq(users.organizationId, organizationId), eq(users.isActive, true), isNotNull(users.managerId)),
    )
    .orderBy(asc(users.email));
  const year = Number(today.slice(0, 4));
  await postDueCredits(
    tx,
    organizationId,
    people.map((person) => person.id),
    year,
    today,
  );

  const working = await workingCalendarOf(
    tx,
    organizationId,
    addCalendarDays(today, -90),
    addCalendarDays(today, 120),
    { fresh: true },
  );
  const typeCycle = ['Annual', 'Sick', 'Personal', 'Annual', 'Emergency'];
  for (const [index, person] of people.entries()) {
    const scenario = SCENARIOS[index % SCENARIOS.length] as Scenario;
    const type = typeByName.get(typeCycle[index % typeCycle.length] as string);
    if (!type) continue;
    const range = {
      ...datesOf(scenario, today, index),
      fromDateHalf: false,
      toDateHalf: index % 6 === 1 && type.allowsHalfDays,
    };
    const days = leaveDays(range, working);
    if (days.length === 0) continue;
    const isApproved =
      scenario === 'out-today' || scenario === 'approved-past' || scenario === 'approved-upcoming';
    const status = isApproved
      ? 'Approved'
      : scenario === 'pending'
        ? 'Pending'
        : scenario === 'rejected'
          ? 'Rejected'
          : 'Cancelled';
    const byYear = Object.fromEntries([...daysByYear(days)].map(([key, value]) => [String(key), value]));
    // Applied two to three weeks ahead (never after today) and decided a day later: leave is asked for
    // before it is taken.
    const appliedAt = earliest(
      new Date(`${addCalendarDays(range.fromDate, -14 - (index % 10))}T05:00:00Z`),
      new Date(Date.now() - (1 + (index % 5)) * 86_400_000),
    );
    const decidedAt = earliest(new Date(appliedAt.getTime() + 86_400_000), new Date(Date.now() - 3_600_000));
    const [request] = await tx
      .insert(leaveRequests)
      .values({
        organizationId,
        userId: person.id,
        leaveTypeId: type.id,
        ...range,
        totalDays: sumDays(days),
        daysByYear: byYear,
        status,
        reason: REASONS[index % REASONS.length] as string,
        addressDuringLeave: 'Home address on file',
        emergencyContact: '+91 98450 12345',
        currentStep: status === 'Pending' ? 0 : null,
        decidedAt: status === 'Approved' || status === 'Rejected' ? decidedAt : null,
        createdAt: appliedAt,
        updatedAt: status === 'Pending' ? appliedAt : decidedAt,
      })
      .returning();
    if (!request) continue;
    const chain = await resolveChain(tx, organizationId, person, type, false);
    await tx.insert(leaveRequestSteps).values(
      chain.map((step, position) => ({
        ...step,
        organizationId,
        leaveRequestId: request.id,
        position,
        status: stepStatus(status, position),
        startedAt: position === 0 ? appliedAt : null,
        decidedById: isDecided(status, position) ? (step.approverId ?? person.managerId) : null,
        decidedAt: isDecided(status, position) ? decidedAt : null,
        comment:
          status === 'Rejected' && position === 0 ? 'Year-end closing needs the full team that week' : null,
      })),
    );
    const ledgerRows = [];
    if (status === 'Approved' || (status === 'Cancelled' && index % 2 === 0))
      for (const [key, value] of Object.entries(byYear))
        ledgerRows.push({
          organizationId,
          userId: person.id,
          leaveTypeId: type.id,
          year: Number(key),
          kind: 'usage',
          days: -value,
          leaveRequestId: request.id,
        });
    if (status === 'Cancelled' && index % 2 === 0)
      for (const [key, value] of Object.entries(byYear))
        ledgerRows.push({
          organizationId,
          userId: person.id,
          leaveTypeId: type.id,
          year: Number(key),
          kind: 'reversal',
          days: value,
          leaveRequestId: request.id,
          reason: 'Cancelled by the applicant',
        });
    if (ledgerRows.length) await tx.insert(leaveLedger).values(ledgerRows);
  }

  const [audit] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.organizationId, organizationId), eq(departments.name, 'Audit & Assurance')));
  const blackoutStart = addCalendarDays(nextMonday(today), 42);
  await tx.insert(leaveBlackouts).values([
    {
      organizationId,
      departmentId: audit?.id ?? null,
      startDate: blackoutStart,
      endDate: addCalendarDays(blackoutStart, 11),
      effect: 'extra_approval',
      reason: 'Statutory audit fieldwork: leave needs the partner’s approval too',
    },
    {
      organizationId,
      departmentId: null,
      startDate: `${year + 1}-03-25`,
      endDate: `${year + 1}-03-31`,
      effect: 'refuse',
      reason: 'Financial year-end closing',
    },
  ]);
}

/** Each step of a seeded request, from its final status: earlier steps approved, the deciding one as decided. */
function stepStatus(status: string, position: number) {
  if (status === 'Approved') return 'approved';
  if (status === 'Rejected') return position === 0 ? 'rejected' : 'skipped';
  if (status === 'Pending') return position === 0 ? 'pending' : 'waiting';
  return 'skipped';
}

function isDecided(status: string, position: number) {
  const step = stepStatus(status, position);
  return step === 'approved' || step === 'rejected';
}
