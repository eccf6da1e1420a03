/**
 * Approval chains: resolving a type's configured steps into people when someone applies, who may decide
 * a step now (the approver, their delegate while they are away, a role's holders, administrators), and
 * escalation up the reporting tree when a step waits too long.
 */
import type { Permission } from '@taskflow/shared';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  leaveDelegations,
  leaveRequestSteps,
  leaveRequests,
  leaveTypes,
  roles,
  users,
} from '../../db/schema';
import { defineJobHandler, scheduleJob } from '../../lib/jobs';
import { delegationRuns } from '../../lib/leave-visibility';
import {
  addCalendarDays,
  organizationCalendar,
  organizationToday,
  todayIn,
  zonedInstant,
} from '../../lib/organization-calendar';
import { type NotifyDeps, notifyUsers } from '../notifications';
import { holdsPermission, publishLeaveChange, rowsOf } from './leave-common';

type StepRow = typeof leaveRequestSteps.$inferSelect;
type LeaveTypeRow = typeof leaveTypes.$inferSelect;

export const EXTRA_APPROVAL_LABEL = 'Extra approval (blackout period)';
const NO_MANAGER_LABEL = 'Administrator (no reporting manager)';
const DECIDE: Permission = 'leave.accept';

export interface Applicant {
  id: string;
  managerId: string | null;
}

/** A step of a new request's chain; `auto` steps are recorded as approved at once. */
export interface ChainStep {
  kind: string;
  label: string;
  approverId: string | null;
  roleId: string | null;
  status?: 'waiting' | 'approved';
  comment?: string | null;
}

export const AUTO_APPROVED_LABEL = 'Approved automatically';
export const AUTO_APPROVED_COMMENT =
  'No one but the applicant can decide this step and there is no other administrator: approved automatically';
export const SELF_DECISION_LABEL = 'The applicant, as the only administrator (with a reason)';

/**
 * The steps a new request goes through, in order; the first one not yet decided starts pending.
 * Every step has a decider other than the applicant: a step that resolves to no one else goes to the
 * other administrators, and when there are none it follows the organization's `soleApproverPolicy`:
 * approved automatically (`auto`, with an audit entry by the caller) or decided by the applicant as
 * administrator with a reason (`self`; only for an applicant who holds `organization.manage` and
 * `leave.accept`, anyone else is approved automatically).
 */
export async function resolveChain(
  tx: Db,
  orgId: string,
  applicant: Applicant,
  type: LeaveTypeRow,
  needsExtraApproval: boolean,
): Promise<ChainStep[]> {
  const activeMember = async (id: string | null) => {
    if (!id || id === applicant.id) return null;
    const [row] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(eq(users.id, id), eq(users.organizationId, orgId), eq(users.isActive, true)));
    return row ?? null;
  };
  const steps: ChainStep[] = [];
  for (const configured of type.approvalSteps) {
    if (configured.kind === 'role' && configured.roleId) {
      const [role] = await tx
        .select({ name: roles.name })
        .from(roles)
        .where(and(eq(roles.id, configured.roleId), eq(roles.organizationId, orgId)));
      if (role) {
        steps.push({ kind: 'role', label: role.name, approverId: null, roleId: configured.roleId });
        continue;
      }
    }
    const person = await activeMember(
      configured.kind === 'manager' ? applicant.managerId : configured.userId,
    );
    steps.push(
      person
        ? {
            kind: configured.kind,
            label: configured.kind === 'manager' ? 'Reporting manager' : person.name,
            approverId: person.id,
            roleId: null,
          }
        : adminStep(),
    );
  }
  if (steps.length === 0) steps.push(adminStep());
  if (needsExtraApproval)
    steps.push({ kind: 'admin', label: EXTRA_APPROVAL_LABEL, approverId: null, roleId: null });
  return withDeciders(tx, orgId, applicant.id, steps);
}

const adminStep = (): ChainStep => ({
  kind: 'admin',
  label: NO_MANAGER_LABEL,
  approverId: null,
  roleId: null,
});

/** Replaces the steps no one but the applicant could decide (see resolveChain). */
async function withDeciders(tx: Db, orgId: string, applicantId: string, steps: ChainStep[]) {
  const today = await organizationToday(tx, orgId);
  let otherAdmins: boolean | undefined;
  let fallback: ChainStep | undefined;
  const resolved: ChainStep[] = [];
  for (const step of steps) {
    if ((await approversOf(tx, orgId, step, applicantId, today)).length > 0) {
      resolved.push(step);
      continue;
    }
    otherAdmins ??= (await approversOf(tx, orgId, adminStep(), applicantId, today)).length > 0;
    if (otherAdmins) {
      resolved.push(step.kind === 'admin' ? step : adminStep());
      continue;
    }
    fallback ??= await soleApproverStep(tx, orgId, applicantId);
    resolved.push(fallback);
  }
  return resolved;
}

async function soleApproverStep(tx: Db, orgId: string, applicantId: string): Promise<ChainStep> {
  const [row] = rowsOf<{ policy: string; isAdmin: boolean }>(
    await tx.execute(sql`
      select o.sole_approver_policy as policy,
        exists (select 1 from users u join roles r on r.id = u.role_id
          where u.id = ${applicantId} and u.organization_id = ${orgId} and u.is_active
            and r.permissions @> ${JSON.stringify(['organization.manage', DECIDE])}::jsonb) as "isAdmin"
      from organizations o where o.id = ${orgId}`),
  );
  if (row?.policy === 'self_with_reason' && row.isAdmin)
    return { kind: 'self', label: SELF_DECISION_LABEL, approverId: applicantId, roleId: null };
  return {
    kind: 'auto',
    label: AUTO_APPROVED_LABEL,
    approverId: null,
    roleId: null,
    status: 'approved',
    comment: AUTO_APPROVED_COMMENT,
  };
}

/**
 * Who will decide a chain, in a sentence for the apply form: the first step still to be decided and
 * the people who may decide it, or that it is approved at once, or decided by the applicant.
 */
export async function deciderOfChain(
  tx: Db,
  orgId: string,
  applicantId: string,
  chain: ChainStep[],
): Promise<{ mode: 'approvers' | 'automatic' | 'self'; message: string }> {
  const first = chain.find((step) => step.status !== 'approved');
  if (!first)
    return {
      mode: 'automatic',
      message:
        'No one else in your organization can decide this leave: it will be approved automatically and recorded in the audit log.',
    };
  if (first.kind === 'self')
    return {
      mode: 'self',
      message:
        'You are the only administrator: you will decide this leave yourself, giving a reason, from Pending Leave Applications.',
    };
  const people = await approversOf(tx, orgId, first, applicantId, await organizationToday(tx, orgId));
  const names = people.map((person) => person.name);
  const who =
    names.length === 0
      ? ''
      : names.length <= 3
        ? ` (${names.join(', ')})`
        : ` (${names.slice(0, 3).join(', ')} and ${names.length - 3} more)`;
  const later = chain.filter((step) => step !== first && step.status !== 'approved').length;
  return {
    mode: 'approvers',
    message: `Decided by: ${first.label}${who}${later > 0 ? `, then ${later} more ${later === 1 ? 'step' : 'steps'}` : ''}.`,
  };
}

/**
 * Who may decide a step now, excluding the applicant: the named approver (or, while they are away,
 * their delegate instead), a role's holders, or the administrators. Each with whom they stand in for.
 */
export async function approversOf(
  db: Db,
  orgId: string,
  step: Pick<StepRow, 'kind' | 'approverId' | 'roleId'>,
  applicantId: string,
  today: string,
): Promise<{ id: string; name: string; onBehalfOfId: string | null }[]> {
  if (step.kind === 'auto') return [];
  // The only administrator decides their own leave, in their own name (no delegate).
  if (step.kind === 'self') {
    const rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        and(
          eq(users.organizationId, orgId),
          eq(users.isActive, true),
          eq(users.id, applicantId),
          holdsPermission(DECIDE),
        ),
      );
    return rows.map((row) => ({ ...row, onBehalfOfId: null }));
  }
  const base = and(
    eq(users.organizationId, orgId),
    eq(users.isActive, true),
    ne(users.id, applicantId),
    holdsPermission(DECIDE),
  );
  if (step.approverId) {
    const [delegation] = await db
      .select({ delegateId: leaveDelegations.delegateId })
      .from(leaveDelegations)
      .where(and(eq(leaveDelegations.userId, step.approverId), delegationRuns('leave_delegations', today)));
    const ids = [step.approverId, ...(delegation?.delegateId ? [delegation.delegateId] : [])];
    const rows = await db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(and(base, inArray(users.id, ids)));
    return rows.map((row) => ({ ...row, onBehalfOfId: row.id === step.approverId ? null : step.approverId }));
  }
  const who =
    step.kind === 'role' && step.roleId
      ? eq(users.roleId, step.roleId)
      : holdsPermission('organization.manage');
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(base, who))
    .limit(50);
  return rows.map((row) => ({ ...row, onBehalfOfId: null }));
}

/** The SQL test "the caller may decide step `s` now" (for the Pending Leave Applications list). */
export function callerDecides(
  caller: { userId: string; roleId: string | null; isAdmin: boolean },
  today: string,
) {
  return sql`(
    s.approver_id = ${caller.userId}
    or (s.kind <> 'self' and s.approver_id in (select d.user_id from leave_delegations d
      where d.delegate_id = ${caller.userId} and ${delegationRuns('d', today)}))
    or (s.kind = 'role' and s.role_id is not distinct from ${caller.roleId}::uuid and ${caller.roleId !== null})
    or (s.kind = 'admin' and ${caller.isAdmin})
  )`;
}

/** Starts a step: pending from now, and its escalation scheduled when the type sets one. */
export async function startStep(tx: Db, orgId: string, step: StepRow, escalationDays: number | null) {
  await tx
    .update(leaveRequestSteps)
    .set({ status: 'pending', startedAt: sql`now()` })
    .where(eq(leaveRequestSteps.id, step.id));
  if (escalationDays) await scheduleEscalation(tx, orgId, step.id, step.escalationLevel, escalationDays);
}

export const ESCALATION_JOB = 'leave.escalate';

async function scheduleEscalation(tx: Db, orgId: string, stepId: string, level: number, days: number) {
  await scheduleJob(tx, {
    kind: ESCALATION_JOB,
    key: `leave-escalate:${stepId}:${level}`,
    runAt: new Date(Date.now() + days * 86_400_000),
    payload: { orgId, stepId, level },
  });
}

/**
 * A step waiting too long moves one level up: to the approver's own manager, or to the administrators
 * when there is none. The conditional update (still pending, still at this level) makes it happen once
 * even if two job runners or a retried job get here.
 */
async function escalateStep(deps: NotifyDeps, orgId: string, stepId: string, level: number) {
  const db = deps.db;
  const [found] = await db
    .select({ step: leaveRequestSteps, request: leaveRequests, type: leaveTypes })
    .from(leaveRequestSteps)
    .innerJoin(leaveRequests, eq(leaveRequests.id, leaveRequestSteps.leaveRequestId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leaveTypeId))
    .where(and(eq(leaveRequestSteps.id, stepId), eq(leaveRequestSteps.organizationId, orgId)))
    .for('update', { of: leaveRequestSteps });
  if (found?.step.status !== 'pending' || found.step.escalationLevel !== level) return;
  if (found.step.kind === 'admin' || found.step.kind === 'self') return;
  const [above] = found.step.approverId
    ? await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(
          sql`${users.id} = (select manager_id from users where id = ${found.step.approverId}) and ${users.isActive}
            and ${users.id} <> ${found.request.userId}`,
        )
    : [];
  const [updated] = await db
    .update(leaveRequestSteps)
    .set({
      kind: above ? 'person' : 'admin',
      approverId: above?.id ?? null,
      roleId: null,
      label: above ? `${above.name} (escalated)` : 'Administrator (escalated)',
      escalationLevel: level + 1,
      escalatedAt: sql`now()`,
    })
    .where(
      and(
        eq(leaveRequestSteps.id, stepId),
        eq(leaveRequestSteps.status, 'pending'),
        eq(leaveRequestSteps.escalationLevel, level),
      ),
    )
    .returning();
  if (!updated) return;
  if (found.type.escalationDays && above)
    await scheduleEscalation(db, orgId, stepId, level + 1, found.type.escalationDays);
  await publishLeaveChange(db, orgId, [{ id: found.request.id, userId: found.request.userId }]);
  const approvers = await approversOf(
    db,
    orgId,
    updated,
    found.request.userId,
    await organizationToday(db, orgId),
  );
  await notifyUsers(deps, {
    organizationId: orgId,
    userIds: approvers.map((approver) => approver.id),
    kind: 'leave_escalated',
    title: 'A leave application was escalated to you',
    body: `It waited more than ${found.type.escalationDays} days for a decision.`,
    link: `/app/leave/${found.request.id}`,
  });
}

defineJobHandler(ESCALATION_JOB, async (deps, job) => {
  const { orgId, stepId, level } = job.payload as { orgId: string; stepId: string; level: number };
  await escalateStep(deps, orgId, stepId, level);
});

// ---------------------------------------------------------------- daily reminder

export const REMINDER_JOB = 'leave.reminders';
/** Requests waiting longer than this get a daily reminder to their approvers. */
export const REMINDER_AFTER_DAYS = 2;

/** The daily reminder of an organization, at 09:00 in its zone (the next one not yet passed). */
export async function scheduleLeaveReminders(tx: Db, orgId: string, from = new Date()) {
  const { zone } = await organizationCalendar(tx, orgId);
  let day = todayIn(zone, from);
  if (zonedInstant(day, 9, zone) <= from) day = addCalendarDays(day, 1);
  await scheduleJob(tx, {
    kind: REMINDER_JOB,
    key: `leave-reminders:${orgId}:${day}`,
    runAt: zonedInstant(day, 9, zone),
    payload: { orgId, day },
  });
}

defineJobHandler(REMINDER_JOB, async (deps, job) => {
  const { orgId } = job.payload as { orgId: string };
  const today = await organizationToday(deps.db, orgId);
  const waiting = rowsOf<{
    requestId: string;
    userId: string;
    kind: string;
    approverId: string | null;
    roleId: string | null;
  }>(
    await deps.db.execute(sql`
      select r.id as "requestId", r.user_id as "userId", s.kind, s.approver_id as "approverId", s.role_id as "roleId"
      from leave_requests r
      join leave_request_steps s on s.leave_request_id = r.id and s.position = r.current_step
      where r.organization_id = ${orgId} and r.status = 'Pending' and s.status = 'pending'
        and s.started_at < now() - make_interval(days => ${REMINDER_AFTER_DAYS})
      limit 1000`),
  );
  const perApprover = new Map<string, number>();
  for (const request of waiting) {
    for (const approver of await approversOf(deps.db, orgId, request, request.userId, today)) {
      perApprover.set(approver.id, (perApprover.get(approver.id) ?? 0) + 1);
    }
  }
  for (const [approverId, count] of perApprover) {
    await notifyUsers(deps, {
      organizationId: orgId,
      userIds: [approverId],
      kind: 'leave_reminder',
      title:
        count === 1
          ? '1 leave application has waited more than 2 days for your decision'
          : `${count} leave applications have waited more than 2 days for your decision`,
      link: '/app/leave/pending',
    });
  }
  // The next day's, counted from this run's own day: a run that came early still moves the chain on.
  const { zone } = await organizationCalendar(deps.db, orgId);
  const ranFor = zonedInstant((job.payload as { day: string }).day, 9, zone).getTime();
  await scheduleLeaveReminders(deps.db, orgId, new Date(Math.max(Date.now(), ranFor) + 60_000));
});
