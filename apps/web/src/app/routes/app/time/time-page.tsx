import { addCalendarDays, formatCalendarDate, todayIn, weekStartOf } from '@taskflow/shared';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../../../components/ui/page-header';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useTimeSummary, useTimesheet } from '../../../../features/time/api/time-api';
import { PersonPicker, personParam } from '../../../../features/time/components/person-picker';
import { StartTimerDialog } from '../../../../features/time/components/start-timer-dialog';
import { TimeTabs } from '../../../../features/time/components/time-tabs';
import { TimeTotals } from '../../../../features/time/components/time-totals';
import { TimerAction } from '../../../../features/time/components/timer-controls';
import { TimesheetPanel } from '../../../../features/time/components/timesheet-panel';
import { WeekNav } from '../../../../features/time/components/week-nav';
import { useMe } from '../../../../lib/auth';
import { useViewerTimeZone } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { setOrDelete, useUrlParams } from '../../../../lib/use-url-params';

/**
 * My timesheet: the week grid (`?week=` a Monday), submit, totals; `?start=1` opens Start timer.
 * `?person=` shows someone else's week within the caller's reach, read-only (their manager decides on it).
 */
export default function TimePage() {
  const [searchParams, setParams] = useUrlParams();
  const { timeZone } = useViewerTimeZone();
  const thisWeek = weekStartOf(todayIn(timeZone));
  const week = weekStartOf(searchParams.get('week') ?? thisWeek);
  const [isStarting, setStarting] = useState(searchParams.get('start') === '1');
  const { data: me } = useMe();
  const personId = personParam(searchParams, me?.id);
  const userId = personId ?? undefined;
  const sheet = useTimesheet({ week, userId });
  // The totals are those of the person whose week is shown (never everyone within reach).
  const summaryOf = userId ?? me?.id;
  const summary = useTimeSummary(
    { from: week, to: addCalendarDays(week, 6), userId: summaryOf },
    Boolean(summaryOf),
  );

  // The one-off parameter is spent once read.
  useEffect(() => {
    if (!searchParams.has('start')) return;
    setParams((params) => params.delete('start'));
  }, [searchParams, setParams]);

  const setWeek = (next: string) =>
    setParams((params) => {
      if (next === thisWeek) params.delete('week');
      else params.set('week', next);
    });

  const setPerson = (next: string | null) => setParams((params) => setOrDelete(params, 'person', next));
  const otherName = personId && sheet.data?.user.id === personId ? sheet.data.user.name : undefined;
  useDocumentTitle(personId ? `Timesheet of ${otherName ?? 'a colleague'}` : 'My timesheet');

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Time"
        description={
          personId
            ? `${otherName ? `${otherName}'s` : 'Their'} week by task and day, to read (only its owner changes it).`
            : 'Your week by task and day. Type hours into the grid, or run a timer on a task.'
        }
        actions={<TimerAction onStart={() => setStarting(true)} />}
      />
      <TimeTabs />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <WeekNav week={week} thisWeek={thisWeek} onChange={setWeek} />
        <PersonPicker personId={personId} personName={otherName} onChange={setPerson} />
      </div>
      {sheet.isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the timesheet. Try again later.
        </p>
      ) : sheet.data ? (
        <TimesheetPanel sheet={sheet.data} isOwn={!personId} />
      ) : (
        <div aria-busy="true" className="grid gap-3">
          <span className="sr-only" role="status">
            Loading the timesheet…
          </span>
          <Skeleton className="h-64" />
        </div>
      )}
      {summary.data && sheet.data && sheet.data.user.id === summaryOf && (
        <TimeTotals
          summary={summary.data}
          whose={sheet.data.user.name}
          period={`week of ${formatCalendarDate(week)}`}
        />
      )}
      <StartTimerDialog isOpen={isStarting} onClose={() => setStarting(false)} />
    </div>
  );
}
