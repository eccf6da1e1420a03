import { useQuery } from '@tanstack/react-query';
import {
  formatCalendarDay,
  formatLeaveDays,
  type LeavePreview,
  type LeavePreviewBody,
} from '@taskflow/shared';
import { AlertTriangle, CalendarCheck, Info, OctagonX, UserCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { fetchLeavePreview } from '../api/leave';

const PREVIEW_DELAY_MS = 300;

/** The API's preview of a range, asked once the person stops changing the dates for a moment. */
export function useLeavePreview(body: LeavePreviewBody | null) {
  const [settled, setSettled] = useState(body);
  const key = JSON.stringify(body);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `body`, compared by value
  useEffect(() => {
    const timer = setTimeout(() => setSettled(body), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return useQuery({
    queryKey: ['leave', 'preview', settled],
    queryFn: () => fetchLeavePreview(settled as LeavePreviewBody),
    enabled: settled !== null && JSON.stringify(settled) === key,
    staleTime: 30_000,
    retry: false,
  });
}

/**
 * What the application will cost before it is sent: working days (the work week and holidays not
 * counted), the balance it leaves, warnings (short notice, a blackout that needs an extra approval)
 * and the refusals Apply would give.
 */
export function LeavePreviewPanel({
  preview,
  isPending,
  error,
  leaveTypeName,
}: {
  preview: LeavePreview | undefined;
  isPending: boolean;
  error: unknown;
  leaveTypeName: string | undefined;
}) {
  const dates = useDates();
  if (isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        <span className="sr-only" role="status">
          Counting working days…
        </span>
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    );
  }
  if (error) {
    // Field refusals of the preview itself are the form's own messages; anything else is said once.
    const message =
      error instanceof ApiError && Object.keys(error.fields).length === 0
        ? error.message
        : error instanceof ApiError
          ? Object.values(error.fields).join(' ')
          : 'Could not count the working days. Try again later.';
    return (
      <p role="alert" className="text-sm wrap-anywhere text-red-700 dark:text-red-300">
        {message}
      </p>
    );
  }
  if (!preview) {
    return (
      <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
        Choose a leave type and dates to see the working days it costs.
      </p>
    );
  }
  const refusals = Object.values(preview.errors);
  const after = preview.remaining === null ? null : preview.remaining - preview.totalDays;
  return (
    <div className="grid gap-3 text-sm" aria-live="polite">
      <p className="flex items-start gap-2">
        <CalendarCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-indigo-300" />
        <span>
          This leave costs{' '}
          <strong data-testid="leave-total-days">{formatLeaveDays(preview.totalDays)}</strong> (working days
          only).
          {preview.remaining !== null && after !== null && (
            <>
              {' '}
              {leaveTypeName ?? 'Leave'} balance
              {preview.projected && preview.balanceOn
                ? ` projected on ${formatCalendarDay(preview.balanceOn)}`
                : ''}
              : {formatLeaveDays(preview.remaining)} remaining, {formatLeaveDays(after)} after this leave.
            </>
          )}
        </span>
      </p>
      {preview.decider && (
        <p className="flex items-start gap-2 wrap-anywhere" data-testid="leave-decider">
          <UserCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-indigo-300" />
          {preview.decider.message}
        </p>
      )}
      {preview.skipped.length > 0 && (
        <details className="text-slate-600 dark:text-slate-400">
          <summary className="cursor-pointer">
            {preview.skipped.length} {preview.skipped.length === 1 ? 'day is' : 'days are'} not counted
          </summary>
          <ul className="mt-1 grid gap-0.5 pl-5">
            {preview.skipped.map((day) => (
              <li key={day.date} className="wrap-anywhere">
                <time dateTime={day.date}>{dates.calendarDate(day.date)}</time>: {day.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
      {preview.warnings.length > 0 && (
        <ul className="grid gap-2" aria-label="Warnings">
          {preview.warnings.map((warning) => (
            <li
              key={warning.code + warning.message}
              className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 wrap-anywhere text-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
            >
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              {warning.message}
            </li>
          ))}
        </ul>
      )}
      {refusals.length > 0 && (
        <ul className="grid gap-2" aria-label="Why this application would be refused">
          {refusals.map((message) => (
            <li
              key={message}
              className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 wrap-anywhere text-red-800 dark:bg-red-950/50 dark:text-red-200"
            >
              <OctagonX aria-hidden className="mt-0.5 size-4 shrink-0" />
              {message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
