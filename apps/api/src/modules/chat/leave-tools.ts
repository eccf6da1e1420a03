import { type ChatSource, LeaveListQuerySchema, escapeMarkdown as md } from '@taskflow/shared';
import { listAllLeave } from '../leave';
import {
  type DataDeps,
  has,
  noAccess,
  noOrganization,
  type PeriodArg,
  periodFor,
  type ToolResult,
} from './data-tool-common';

/** The rows one answer lists; the All leave page linked beside it has every one. */
const LEAVE_ROWS = 100;

/**
 * "Who is on leave in December?": approved leave overlapping the period, as the All leave list shows it
 * to the person (leave outside their reach shows only who is out; docs/security.md). Today when the
 * question names no period.
 */
export async function whoIsOff(deps: DataDeps, arg: PeriodArg = {}): Promise<ToolResult> {
  const none = noOrganization(deps);
  if (none) return none;
  if (!has(deps.auth, 'leave.view')) return noAccess("colleagues' leave");
  const { from, to, label } = await periodFor(deps, arg, 'today');
  const query = LeaveListQuerySchema.parse({ status: 'Approved', from, to, pageSize: LEAVE_ROWS });
  const { data, meta } = await listAllLeave(deps.db, deps.auth, query);
  const href = `/app/leave/all?status=Approved&from=${from}&to=${to}`;
  const sources: ChatSource[] = [{ title: `All leave, approved, ${from} to ${to}`, href, kind: 'data' }];
  if (data.length === 0) return { text: `Nobody has approved leave ${label} (${from} to ${to}).`, sources };
  // The list reads newest first; an answer about a period reads best in the order the days come.
  const byDate = [...data].sort(
    (a, b) => a.fromDate.localeCompare(b.fromDate) || a.toDate.localeCompare(b.toDate),
  );
  const lines = byDate.map(
    (row) =>
      `- ${md(row.employee.name)}: ${md(row.leaveType.name)}, ${row.fromDate} to ${row.toDate} (${row.totalDays} ${row.totalDays === 1 ? 'day' : 'days'})`,
  );
  const more = meta.total > data.length ? `\n\n…and ${meta.total - data.length} more in All leave.` : '';
  return { text: `On approved leave ${label} (${from} to ${to}):\n\n${lines.join('\n')}${more}`, sources };
}
