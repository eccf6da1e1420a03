import { useQuery } from '@tanstack/react-query';
import { formatCalendarDate, JOB_STATE_LABELS, jobDueDate } from '@taskflow/shared';
import { CalendarRange } from 'lucide-react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/ui/skeleton';
import { useCan } from '../../../lib/auth';
import { customerJobsQueryOptions } from '../api/client-jobs';
import { JobStateChip } from './job-state-chip';

/**
 * A client's jobs on the client's page (View Services): each service it has had, its open and overdue
 * jobs counted, and its latest periods' jobs as state chips linked to each job.
 */
export function ClientJobsPanel({ customerId }: { customerId: string }) {
  const canView = useCan('services.view');
  const jobs = useQuery({ ...customerJobsQueryOptions(customerId), enabled: canView });
  if (!canView) return null;
  return (
    <section
      aria-labelledby="customer-jobs"
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="customer-jobs" className="mb-3 flex items-center gap-2 text-base font-semibold">
        <CalendarRange aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
        Jobs
      </h2>
      {jobs.isPending ? (
        <ListSkeleton rows={2} label="Loading the client's jobs…" />
      ) : jobs.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          Could not load the client's jobs. Try again later.
        </p>
      ) : jobs.data.services.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No jobs yet: a service applied to this client makes one for each period.
        </p>
      ) : (
        <ul className="grid gap-4">
          {jobs.data.services.map((entry) => (
            <li key={entry.service.id} className="min-w-0">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Link
                  to={`/app/services/${entry.service.id}/matrix`}
                  className="min-w-0 truncate font-semibold hover:underline"
                >
                  {entry.service.name}
                </Link>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {entry.openJobs} open
                  {entry.overdueJobs > 0 && (
                    <span className="font-semibold text-red-700 dark:text-red-300">
                      {' '}
                      · {entry.overdueJobs} overdue
                    </span>
                  )}
                  {entry.status !== 'active' && ` · ${entry.status === 'paused' ? 'Paused' : 'Ended'}`}
                </span>
              </div>
              {entry.jobs.length > 0 && (
                <ul className="mt-2 flex flex-wrap gap-2">
                  {entry.jobs.map((job) => (
                    <li key={job.id}>
                      <Link
                        to={`/app/jobs/${job.id}`}
                        aria-label={`${job.periodLabel}: ${JOB_STATE_LABELS[job.state]}, due ${formatCalendarDate(jobDueDate(job))}`}
                        className="flex items-center gap-1.5 rounded-lg border border-slate-200 px-2 py-1 text-xs hover:border-brand-500 dark:border-slate-700"
                      >
                        <span className="font-medium whitespace-nowrap">{job.periodLabel}</span>
                        <JobStateChip state={job.state} isExtended={job.extendedTo !== null} />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
