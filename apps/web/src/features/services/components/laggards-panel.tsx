import { useQuery } from '@tanstack/react-query';
import { formatCalendarDate, LAGGARD_DAYS_AHEAD } from '@taskflow/shared';
import { AlarmClock } from 'lucide-react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { laggardsQueryOptions } from '../api/client-jobs';
import { JobStateChip } from './job-state-chip';

/**
 * The partner's view on the home (View Services): client work overdue or due within three days, by
 * service, each service's counts linked to its matrix showing the overdue, and its first jobs.
 */
export function LaggardsPanel() {
  const laggards = useQuery(laggardsQueryOptions());
  return (
    <section
      aria-labelledby="home-laggards"
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="home-laggards" className="flex min-w-0 items-center gap-2 text-base font-semibold">
          <AlarmClock aria-hidden className="size-5 shrink-0 text-slate-500 dark:text-slate-400" />
          Client work overdue or due soon
        </h2>
        <Link
          to="/app/services"
          className="shrink-0 text-sm font-semibold text-brand-700 hover:underline dark:text-indigo-300"
        >
          Services
        </Link>
      </div>
      <div className="mt-4">
        {laggards.isPending ? (
          <ListSkeleton rows={3} label="Loading client work…" />
        ) : laggards.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            Could not load this. Try again later.
          </p>
        ) : laggards.data.services.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            No client work is overdue or due in the next {LAGGARD_DAYS_AHEAD} days.
          </p>
        ) : (
          <ul className="grid gap-4">
            {laggards.data.services.map((entry) => (
              <li key={entry.service.id} className="min-w-0">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <Link
                    to={`/app/services/${entry.service.id}/matrix${entry.overdue > 0 ? '?state=overdue' : ''}`}
                    className="min-w-0 truncate font-semibold hover:underline"
                  >
                    {entry.service.name}
                  </Link>
                  <span className="text-sm">
                    {entry.overdue > 0 && (
                      <span className="font-semibold text-red-700 dark:text-red-300">
                        {entry.overdue} overdue
                      </span>
                    )}
                    {entry.overdue > 0 && entry.dueSoon > 0 && ' · '}
                    {entry.dueSoon > 0 && (
                      <span className="text-slate-600 dark:text-slate-400">{entry.dueSoon} due soon</span>
                    )}
                  </span>
                </div>
                <ul className="mt-1.5 grid gap-1">
                  {entry.jobs.map((job) => (
                    <li key={job.id} className="flex min-w-0 items-center gap-2 text-sm">
                      <Link to={`/app/jobs/${job.id}`} className="min-w-0 flex-1 truncate hover:underline">
                        {job.customerName}
                        <span className="text-slate-500 dark:text-slate-400"> · {job.periodLabel}</span>
                      </Link>
                      <time dateTime={job.dueDate} className="shrink-0 text-slate-600 dark:text-slate-400">
                        {formatCalendarDate(job.dueDate)}
                      </time>
                      <JobStateChip state={job.state} className="shrink-0" />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
