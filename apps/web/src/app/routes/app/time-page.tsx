import { addDaysTo, todayIn, weekStartOf } from '@taskflow/shared';
import { Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { StartTimerDialog } from '../../../features/time/start-timer-dialog';
import { useTimeSummary, useTimesheet } from '../../../features/time/time-api';
import { TimeTabs } from '../../../features/time/time-tabs';
import { TimeTotals } from '../../../features/time/time-totals';
import { TimesheetPanel } from '../../../features/time/timesheet-panel';
import { WeekNav } from '../../../features/time/week-nav';
import { useViewerTimeZone } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** My timesheet: the week grid (`?week=` a Monday), submit, totals; `?start=1` opens Start timer. */
export default function TimePage() {
  useDocumentTitle('My timesheet');
  const [searchParams, setSearchParams] = useSearchParams();
  const { timeZone } = useViewerTimeZone();
  const thisWeek = weekStartOf(todayIn(timeZone));
  const week = weekStartOf(searchParams.get('week') ?? thisWeek);
  const [isStarting, setStarting] = useState(searchParams.get('start') === '1');
  const sheet = useTimesheet({ week });
  const summary = useTimeSummary({ from: week, to: addDaysTo(week, 6) });

  // The one-off parameter is spent once read.
  useEffect(() => {
    if (!searchParams.has('start')) return;
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.delete('start');
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  const setWeek = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === thisWeek) params.delete('week');
        else params.set('week', next);
        return params;
      },
      { replace: true },
    );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Time"
        description="Your week by task and day. Type hours into the grid, or run a timer on a task."
        actions={
          <Button onClick={() => setStarting(true)}>
            <Play aria-hidden className="size-4" />
            Start timer
          </Button>
        }
      />
      <TimeTabs />
      <WeekNav week={week} thisWeek={thisWeek} onChange={setWeek} />
      {sheet.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the timesheet. Try again later.
        </p>
      ) : sheet.data ? (
        <TimesheetPanel sheet={sheet.data} isOwn />
      ) : (
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only" role="status">
            Loading the timesheet…
          </span>
          <Skeleton className="h-64" />
        </div>
      )}
      {summary.data && <TimeTotals summary={summary.data} />}
      <StartTimerDialog isOpen={isStarting} onClose={() => setStarting(false)} />
    </div>
  );
}
