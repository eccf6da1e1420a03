/** A manager's decision on a week: approve or return a submitted one, reopen an approved one. */
import { formatCalendarDate, type Timesheet, type TimesheetStatus } from '@taskflow/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { timesheets, users } from '../../db/schema';
import { requirePermission } from '../../lib/access';
import { AppError } from '../../lib/app-error';
import { recordEvent as recordWebhookEvent } from '../../lib/webhook-outbox';
import type { AuthContext } from '../../plugins/types';
import { queueNotices } from '../notifications';
import type { TimeDeps } from './entries.service';
import { publishTimeChange } from './time.common';
import {
  buildTimesheet,
  deciderOf,
  recordSheetEvent,
  sheetPersonOrThrow,
  TIMESHEET_NOT_FOUND,
} from './timesheets.service';

type Decision = 'approve' | 'return' | 'reopen';
const DECISIONS: Record<Decision, { from: TimesheetStatus; to: TimesheetStatus; verb: string }> = {
  approve: { from: 'submitted', to: 'approved', verb: 'approved' },
  return: { from: 'submitted', to: 'returned', verb: 'returned' },
  reopen: { from: 'approved', to: 'reopened', verb: 'reopened' },
};

/**
 * A manager's decision on a week: one `UPDATE … WHERE status = <expected>`, so of two managers deciding
 * at once one wins and the other is told the week has moved on. Recorded with who and when; the person
 * is told.
 */
export async function decideTimesheet(
  deps: TimeDeps,
  auth: AuthContext,
  id: string,
  decision: Decision,
  comment: string | null = null,
): Promise<Timesheet> {
  const orgId = requirePermission(auth, 'time.approve');
  const { db } = deps;
  const [sheet] = /^[0-9a-f-]{36}$/i.test(id)
    ? await db
        .select()
        .from(timesheets)
        .where(and(eq(timesheets.id, id), eq(timesheets.organizationId, orgId)))
    : [];
  if (!sheet) throw new AppError('NOT_FOUND', TIMESHEET_NOT_FOUND);
  const person = await sheetPersonOrThrow(db, auth, orgId, sheet.userId).catch(() => {
    throw new AppError('NOT_FOUND', TIMESHEET_NOT_FOUND);
  });
  const decider = await deciderOf(db, auth, orgId, sheet.userId);
  if (!decider) throw new AppError('FORBIDDEN', 'Only the person’s manager can decide on their timesheet');
  const rule = DECISIONS[decision];
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(timesheets)
      .set({
        status: rule.to,
        decidedById: auth.userId,
        decidedAt: new Date(),
        ...(decision === 'return' ? { comment } : {}),
        // Returned or reopened, the owner's request to reopen is answered.
        ...(decision === 'approve' ? {} : { reopenRequestedAt: null, reopenReason: null }),
        updatedAt: new Date(),
      })
      .where(and(eq(timesheets.id, id), eq(timesheets.status, rule.from)))
      .returning({ id: timesheets.id });
    if (!moved)
      throw new AppError(
        'CONFLICT',
        rule.from === 'submitted'
          ? 'This timesheet is not waiting for approval'
          : 'Only an approved timesheet can be reopened',
      );
    await recordSheetEvent(tx, orgId, id, rule.verb as 'approved', auth.userId, comment);
    await recordWebhookEvent(tx, { orgId, type: 'timesheet.decided', subjectId: id, actorId: auth.userId });
    await publishTimeChange(tx, orgId, [id], sheet.userId);
  });
  const names = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [auth.userId, ...(decider.onBehalfOf ? [decider.onBehalfOf] : [])]));
  const nameOf = (id: string) => names.find((row) => row.id === id)?.name;
  const by = `${nameOf(auth.userId) ?? 'your manager'}${decider.onBehalfOf ? ` for ${nameOf(decider.onBehalfOf) ?? 'your manager'}` : ''}`;
  await queueNotices(deps.db, [
    {
      organizationId: orgId,
      userIds: [sheet.userId],
      kind: 'timesheet_decided',
      title: `Your timesheet for the week of ${formatCalendarDate(sheet.weekStart)} was ${rule.verb} by ${by}`,
      body: comment ?? undefined,
      link: `/app/time?week=${sheet.weekStart}`,
      senderId: auth.userId,
    },
  ]);
  return buildTimesheet(db, auth, orgId, person, sheet.weekStart);
}
