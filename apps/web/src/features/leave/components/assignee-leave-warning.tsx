import { formatCalendarDate, ON_LEAVE_LABEL } from '@taskflow/shared';
import { CalendarX2 } from 'lucide-react';
import { useOnLeave } from '../api/leave';

/**
 * For the task form: a warning (never a refusal) when the chosen assignee is on leave on the due
 * date, approved or still pending. Renders nothing until both are chosen, or when they are in.
 */
export function AssigneeLeaveWarning({
  assigneeId,
  assigneeName,
  dueDate,
}: {
  assigneeId: string | undefined;
  assigneeName?: string;
  dueDate: string | undefined;
}) {
  const onLeave = useOnLeave(assigneeId || undefined, dueDate || undefined);
  const leave = onLeave.data?.isOnLeave ? onLeave.data.leave : null;
  if (!leave) return null;
  const who = assigneeName ?? 'The assignee';
  // Without a right to the details the API names no type: "is on leave", not "is on On leave leave".
  const what = leave.leaveType === ON_LEAVE_LABEL ? 'leave' : `${leave.leaveType} leave`;
  const range =
    leave.fromDate === leave.toDate
      ? formatCalendarDate(leave.fromDate)
      : `${formatCalendarDate(leave.fromDate)} – ${formatCalendarDate(leave.toDate)}`;
  return (
    <p
      role="status"
      data-testid="assignee-leave-warning"
      className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm wrap-anywhere text-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
    >
      <CalendarX2 aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {who} is on {what}
        {leave.status === 'Pending' ? ' (pending approval)' : ''} on the due date ({range}). You can still
        assign the task; consider another assignee or due date.
      </span>
    </p>
  );
}
