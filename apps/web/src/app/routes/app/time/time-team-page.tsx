import { addCalendarDays, formatCalendarDate, formatMinutes, todayIn, weekStartOf } from '@taskflow/shared';
import { UsersRound } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Modal } from '../../../../components/ui/modal';
import { PageHeader } from '../../../../components/ui/page-header';
import { Pagination } from '../../../../components/ui/pagination';
import { ListSkeleton, Skeleton } from '../../../../components/ui/skeleton';
import { useTeamTimesheets, useTimeSummary, useTimesheet } from '../../../../features/time/api/time-api';
import { TimeTabs } from '../../../../features/time/components/time-tabs';
import { TimeTotals } from '../../../../features/time/components/time-totals';
import { TimesheetPanel } from '../../../../features/time/components/timesheet-panel';
import { TimesheetStatusBadge } from '../../../../features/time/components/timesheet-status';
import { WeekNav } from '../../../../features/time/components/week-nav';
import { useViewerTimeZone } from '../../../../lib/dates';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useUrlParams } from '../../../../lib/use-url-params';

const PAGE_SIZE = 20;

/** One report's week, to approve, return or reopen. */
function ReportWeek({ userId, week }: { userId: string; week: string }) {
  const sheet = useTimesheet({ userId, week });
  if (sheet.isError)
    return (
      <p role="alert" className="text-sm text-red-600 dark:text-red-400">
        Could not load this timesheet.
      </p>
    );
  if (!sheet.data) return <Skeleton className="h-64" />;
  return (
    <div className="grid gap-4">
      <h2 className="pr-8 text-lg font-semibold wrap-anywhere">
        {sheet.data.user.name} · week of {formatCalendarDate(sheet.data.weekStart)}
      </h2>
      <TimesheetPanel sheet={sheet.data} isOwn={false} />
    </div>
  );
}

/** Team timesheets: the people below the manager × four weeks, with status and hours; open one to decide. */
export default function TimeTeamPage() {
  useDocumentTitle('Team timesheets');
  const [searchParams, setParams] = useUrlParams();
  const { timeZone } = useViewerTimeZone();
  const thisWeek = weekStartOf(todayIn(timeZone));
  const week = weekStartOf(searchParams.get('week') ?? thisWeek);
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const openUser = searchParams.get('user');
  const openWeek = searchParams.get('open') ?? week;
  const { data, isPending, isError } = useTeamTimesheets({ week, page, pageSize: PAGE_SIZE });
  // The team's totals over the four weeks shown: the people of the table (the caller's reports), so they
  // equal the sum of its cells.
  const summary = useTimeSummary({
    from: addCalendarDays(week, -21),
    to: addCalendarDays(week, 6),
    team: '1',
  });

  const update = (changes: Record<string, string | null>) =>
    setParams((params) => {
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) params.delete(key);
        else params.set(key, value);
      }
    });

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Time"
        description="Your team's weeks: approve submitted timesheets or return them with a comment."
      />
      <TimeTabs />
      <WeekNav
        week={week}
        thisWeek={thisWeek}
        onChange={(next) => update({ week: next === thisWeek ? null : next, page: null })}
      />
      {isError ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          Could not load the team's timesheets. Try again later.
        </p>
      ) : isPending ? (
        <ListSkeleton />
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={UsersRound}
          title="No one reports to you"
          description="People whose manager you are appear here with their weeks."
        />
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">
                Team timesheets, four weeks up to the week of {formatCalendarDate(week)}
              </caption>
              <thead className="text-xs text-slate-600 dark:text-slate-400">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left">
                    Person
                  </th>
                  {data.weeks.map((weekStart) => (
                    <th key={weekStart} scope="col" className="px-3 py-2 text-left">
                      {formatCalendarDate(weekStart)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.data.map((row) => (
                  <tr key={row.user.id} className="border-t border-slate-100 dark:border-slate-800">
                    <th
                      scope="row"
                      className="max-w-48 truncate px-3 py-2 text-left font-medium"
                      title={row.user.name}
                    >
                      {row.user.name}
                    </th>
                    {row.weeks.map((cell) => (
                      <td key={cell.weekStart} className="px-3 py-2">
                        <button
                          type="button"
                          onClick={() => update({ user: row.user.id, open: cell.weekStart })}
                          aria-label={`${row.user.name}, week of ${formatCalendarDate(cell.weekStart)}: ${cell.status}, ${formatMinutes(cell.minutes)} hours`}
                          className="flex flex-col items-start gap-1 rounded-lg p-1 text-left hover:bg-slate-100 dark:hover:bg-slate-800"
                        >
                          {/* The space keeps the visible words apart ("Submitted 7:30"), as the name
                              says them (WCAG 2.5.3); the column layout ignores it. */}
                          <TimesheetStatusBadge status={cell.status} />{' '}
                          <span className="font-mono text-xs tabular-nums">
                            {formatMinutes(cell.minutes)}
                          </span>
                        </button>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            meta={data.meta}
            onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
          />
        </>
      )}
      {summary.data && (
        <TimeTotals
          summary={summary.data}
          whose="your team"
          period={`${formatCalendarDate(addCalendarDays(week, -21))} to ${formatCalendarDate(addCalendarDays(week, 6))}`}
          showTasks
        />
      )}
      <Modal isOpen={Boolean(openUser)} onClose={() => update({ user: null, open: null })} title="Timesheet">
        <div className="p-6">{openUser && <ReportWeek userId={openUser} week={openWeek} />}</div>
      </Modal>
    </div>
  );
}
