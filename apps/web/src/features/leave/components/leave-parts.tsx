import {
  formatCalendarDate,
  halfDayNote,
  type LeaveRequest,
  type LeaveStatus,
  type LeaveStepRecord,
} from '@taskflow/shared';
import { clsx } from 'clsx';
import { Check, Clock, MinusCircle, X } from 'lucide-react';
import { useDates } from '../../../lib/dates';

const STATUS_STYLE: Record<LeaveStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  Approved: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  Rejected: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  Cancelled: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

/** The spec's status names; Pending reads "awaiting manager" (or the step it waits for) beside it. */
export function LeaveStatusBadge({ status, className }: { status: LeaveStatus; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        STATUS_STYLE[status],
        className,
      )}
    >
      {status}
    </span>
  );
}

type LeaveRange = Pick<LeaveRequest, 'fromDate' | 'toDate' | 'fromDateHalf' | 'toDateHalf'>;

/** The dates of a leave as plain text ("1 Dec 2026 (morning)", "1 Dec 2026 – 3 Dec 2026"), for labels and dialogs. */
export function describeDates(request: LeaveRange): string {
  const from = formatCalendarDate(request.fromDate);
  if (request.fromDate === request.toDate) return `${from}${halfDayNote(request)}`;
  return `${from} – ${formatCalendarDate(request.toDate)}`;
}

/** "1 Dec 2026 – 3 Dec 2026", the half taken named where there is one: "2 Dec 2026 (morning)". */
export function LeaveDates({ request }: { request: LeaveRange }) {
  const dates = useDates();
  const isOneDay = request.fromDate === request.toDate;
  const from = dates.calendarDate(request.fromDate);
  if (isOneDay) {
    return (
      <span>
        <time dateTime={request.fromDate}>{from}</time>
        {halfDayNote(request)}
      </span>
    );
  }
  return (
    <span>
      <time dateTime={request.fromDate}>{from}</time>
      {request.fromDateHalf && ' (afternoon)'} –{' '}
      <time dateTime={request.toDate}>{dates.calendarDate(request.toDate)}</time>
      {request.toDateHalf && ' (morning)'}
    </span>
  );
}

const STEP_ICON = {
  approved: Check,
  rejected: X,
  pending: Clock,
  waiting: Clock,
  skipped: MinusCircle,
} as const;

const STEP_TEXT: Record<LeaveStepRecord['status'], string> = {
  approved: 'Approved',
  rejected: 'Rejected',
  pending: 'Awaiting decision',
  waiting: 'Waiting for the step before',
  skipped: 'Skipped',
};

/** The approval chain of one request: each step with who decided, when, and their comment. */
export function LeaveSteps({ steps }: { steps: LeaveStepRecord[] }) {
  const dates = useDates();
  if (steps.length === 0) return null;
  return (
    <ol className="grid gap-3" aria-label="Approval steps">
      {steps.map((step) => {
        const Icon = STEP_ICON[step.status];
        return (
          <li key={step.position} className="flex min-w-0 gap-3">
            <span
              aria-hidden
              className={clsx(
                'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full',
                step.status === 'approved' &&
                  'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300',
                step.status === 'rejected' && 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
                (step.status === 'pending' || step.status === 'waiting') &&
                  'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
                step.status === 'skipped' &&
                  'bg-slate-200 text-slate-600 dark:bg-slate-800 dark:text-slate-400',
              )}
            >
              <Icon className="size-3.5" />
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-medium wrap-anywhere">
                Step {step.position + 1}: {step.label}{' '}
                <span className="font-normal text-slate-600 dark:text-slate-400">
                  · {STEP_TEXT[step.status]}
                </span>
              </p>
              {step.decidedBy ? (
                <p className="text-slate-600 wrap-anywhere dark:text-slate-400">
                  {step.decidedBy.name}
                  {step.onBehalfOf && ` for ${step.onBehalfOf.name}`}
                  {step.decidedAt && <>, {dates.dateTime(step.decidedAt)}</>}
                </p>
              ) : (
                step.approvers.length > 0 && (
                  <p className="text-slate-600 wrap-anywhere dark:text-slate-400">
                    {step.status === 'pending' ? 'With ' : 'Then '}
                    {step.approvers.map((person) => person.name).join(', ')}
                  </p>
                )
              )}
              {step.escalatedAt && (
                <p className="text-slate-600 dark:text-slate-400">
                  Escalated {dates.dateTime(step.escalatedAt)}
                </p>
              )}
              {step.comment && (
                <blockquote className="mt-1 border-l-2 border-slate-300 pl-3 whitespace-pre-line wrap-anywhere text-slate-700 dark:border-slate-600 dark:text-slate-300">
                  {step.comment}
                </blockquote>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
