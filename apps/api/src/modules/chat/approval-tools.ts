import {
  addCalendarDays,
  type ChatSource,
  ListQuerySchema,
  MyLeaveQuerySchema,
  escapeMarkdown as md,
} from '@taskflow/shared';
import { listMyLeave, listPendingForMe } from '../leave';
import { getTimesheet, TEAM_WEEKS, teamTimesheets } from '../time';
import { type DataDeps, has, hoursText, noAccess, noOrganization, type ToolResult } from './data-tool-common';
import { dayLabel } from './periods';

/** Rows one answer lists per kind; the pages linked have every one. */
const ROWS = 25;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * "What are my pending approvals?": the leave applications whose current step the person decides now
 * (Pending Leave Applications), and the weeks their team submitted for their approval in the weeks Team
 * timesheets shows. Each part only with its permission (Accept Leave, Approve Timesheets).
 */
export async function approvalsForMe(deps: DataDeps): Promise<ToolResult> {
  const none = noOrganization(deps);
  if (none) return none;
  const decidesLeave = has(deps.auth, 'leave.accept');
  const decidesTime = has(deps.auth, 'time.approve');
  if (!decidesLeave && !decidesTime) return noAccess('approving leave or timesheets');
  const parts: string[] = [];
  const sources: ChatSource[] = [];
  if (decidesLeave) {
    const { data, meta } = await listPendingForMe(
      deps.db,
      deps.auth,
      MyLeaveQuerySchema.parse({ pageSize: ROWS }),
    );
    sources.push({ title: 'Pending Leave Applications', href: '/app/leave/pending', kind: 'data' });
    if (data.length === 0) parts.push('No leave applications are waiting for you.');
    else {
      const lines = data.map(
        (row) =>
          `- [${md(row.employee.name)}: ${md(row.leaveType.name)}, ${row.fromDate} to ${row.toDate}](/app/leave/${row.id}) (${plural(row.totalDays, 'day', 'days')})`,
      );
      parts.push(`Leave applications waiting for your decision (${meta.total}):\n\n${lines.join('\n')}`);
    }
  }
  if (decidesTime) {
    const { data } = await teamTimesheets(deps.db, deps.auth, ListQuerySchema.parse({ pageSize: 100 }));
    sources.push({ title: 'Team timesheets', href: '/app/time/team', kind: 'data' });
    const waiting = data.flatMap((row) =>
      row.weeks
        .filter((week) => week.status === 'submitted')
        .map(
          (week) =>
            `- [${md(row.user.name)}, week of ${dayLabel(week.weekStart)}](/app/time/team?user=${row.user.id}&open=${week.weekStart}): ${hoursText(week.minutes)}`,
        ),
    );
    parts.push(
      waiting.length === 0
        ? `No timesheets of the last ${TEAM_WEEKS} weeks are waiting for your approval.`
        : `Timesheets waiting for your approval (${waiting.length}):\n\n${waiting.slice(0, ROWS).join('\n')}`,
    );
  }
  return { text: parts.join('\n\n'), sources };
}

/**
 * "What of mine is waiting for approval?": the person's own leave applications not yet decided (with the
 * step they wait on), and their weeks submitted and not yet approved, or asked to be reopened, in the
 * last TEAM_WEEKS weeks.
 */
export async function myRequests(deps: DataDeps): Promise<ToolResult> {
  const none = noOrganization(deps);
  if (none) return none;
  const applies = has(deps.auth, 'leave.apply');
  const tracks = has(deps.auth, 'time.track');
  if (!applies && !tracks) return noAccess('leave applications or timesheets');
  const parts: string[] = [];
  const sources: ChatSource[] = [];
  if (applies) {
    const { data, meta } = await listMyLeave(
      deps.db,
      deps.auth,
      MyLeaveQuerySchema.parse({ status: 'Pending', pageSize: ROWS }),
    );
    sources.push({ title: 'Leave Status, pending', href: '/app/leave?status=Pending', kind: 'data' });
    if (data.length === 0) parts.push('None of your leave applications is waiting for a decision.');
    else {
      const lines = data.map(
        (row) =>
          `- [${md(row.leaveType.name)}, ${row.fromDate} to ${row.toDate}](/app/leave/${row.id}) (${plural(row.totalDays, 'day', 'days')})${row.awaiting ? `: waiting for ${md(row.awaiting)}` : ''}`,
      );
      parts.push(`Your leave applications waiting for a decision (${meta.total}):\n\n${lines.join('\n')}`);
    }
  }
  if (tracks) {
    const current = await getTimesheet(deps.db, deps.auth, {});
    const weeks = [current];
    for (let back = 1; back < TEAM_WEEKS; back++)
      weeks.push(
        await getTimesheet(deps.db, deps.auth, { week: addCalendarDays(current.weekStart, -7 * back) }),
      );
    sources.push({ title: 'My timesheet', href: '/app/time', kind: 'data' });
    const waiting = weeks.flatMap((sheet) => {
      const link = `[Week of ${dayLabel(sheet.weekStart)}](/app/time?week=${sheet.weekStart})`;
      if (sheet.status === 'submitted') return [`- ${link}: submitted, waiting for approval`];
      if (sheet.reopenRequest) return [`- ${link}: ${sheet.status}, your request to reopen it waits`];
      return [];
    });
    parts.push(
      waiting.length === 0
        ? `None of your timesheets of the last ${TEAM_WEEKS} weeks is waiting for approval.`
        : `Your timesheets waiting (${waiting.length}):\n\n${waiting.join('\n')}`,
    );
  }
  return { text: parts.join('\n\n'), sources };
}
