import { formatLeaveDays, type LeaveRequest, todayIn } from '@taskflow/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useDates } from '../../../lib/dates';
import { useLeaveRequest } from '../api/leave';
import { isCancellable } from '../lib/cancellable';
import { CancelLeaveButton } from './cancel-leave-button';
import { describeDates, LeaveDates, LeaveStatusBadge, LeaveSteps } from './leave-parts';

/** The approval steps of one request, loaded when the person opens them. */
function StepsOf({ id }: { id: string }) {
  const detail = useLeaveRequest(id);
  if (detail.isPending) return <ListSkeleton rows={2} rowClassName="h-8" label="Loading steps…" />;
  if (detail.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-300">
        Could not load the steps. Try again later.
      </p>
    );
  }
  return <LeaveSteps steps={detail.data.steps} />;
}

function MyLeaveCard({
  request,
  today,
  onOpen,
}: {
  request: LeaveRequest;
  today: string;
  onOpen: (id: string) => void;
}) {
  const dates = useDates();
  const [showSteps, setShowSteps] = useState(false);
  const stepsId = `steps-${request.id}`;
  return (
    <li
      data-testid={`leave-${request.id}`}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold wrap-anywhere">
            <button type="button" className="text-left hover:underline" onClick={() => onOpen(request.id)}>
              {request.leaveType.name} leave
            </button>
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <LeaveDates request={request} /> · {formatLeaveDays(request.totalDays)}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Applied {dates.dateTime(request.createdAt)}
            {request.status === 'Pending' && request.awaiting && ` · Awaiting ${request.awaiting}`}
          </p>
        </div>
        <LeaveStatusBadge status={request.status} />
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button
          variant="ghost"
          aria-expanded={showSteps}
          aria-controls={stepsId}
          onClick={() => setShowSteps((shown) => !shown)}
        >
          {showSteps ? 'Hide steps' : 'Show steps'}
        </Button>
        {isCancellable(request, today) && (
          <CancelLeaveButton
            requestId={request.id}
            description={`${request.leaveType.name} leave, ${describeDates(request)}`}
          />
        )}
      </div>
      <div id={stepsId} hidden={!showSteps} className="mt-3">
        {showSteps && <StepsOf id={request.id} />}
      </div>
    </li>
  );
}

/** Leave Status: one's own applications, newest first, each with its steps and Cancel where allowed. */
export function MyLeaveList({
  requests,
  onOpen,
}: {
  requests: LeaveRequest[];
  onOpen: (id: string) => void;
}) {
  const { timeZone } = useDates();
  const today = todayIn(timeZone);
  return (
    <ul className="grid gap-3">
      {requests.map((request) => (
        <MyLeaveCard key={request.id} request={request} today={today} onOpen={onOpen} />
      ))}
    </ul>
  );
}
