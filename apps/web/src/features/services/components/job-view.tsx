import { type ClientJob, formatCalendarDate, type TaskStatus } from '@taskflow/shared';
import { CalendarClock, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CustomerLink } from '../../../components/customer-link';
import { OverdueBadge, TaskIdChip, TaskStatusBadge } from '../../../components/task-badges';
import { useDates } from '../../../lib/dates';
import { JobStateChip } from './job-state-chip';

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {label}
      </dt>
      <dd className="mt-1 text-sm">{children}</dd>
    </div>
  );
}

const card =
  'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';

/** A job: its state, dates and extension, its step tasks (those the reader may read), and its extensions. */
export function JobView({ job }: { job: ClientJob }) {
  const dates = useDates();
  return (
    <div className="space-y-5">
      {job.extendedTo && (
        <div
          role="note"
          className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <CalendarClock aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p className="min-w-0 wrap-anywhere">
            <strong>
              Due date extended from {formatCalendarDate(job.jobDate)} to {formatCalendarDate(job.extendedTo)}
              .
            </strong>{' '}
            {job.extensionNote}
          </p>
        </div>
      )}
      <dl className={`${card} grid grid-cols-2 gap-4 sm:grid-cols-4`}>
        <Fact label="State">
          <JobStateChip state={job.state} isExtended={job.extendedTo !== null} />
        </Fact>
        <Fact label="Due">
          {formatCalendarDate(job.extendedTo ?? job.jobDate)}
          {job.extendedTo && (
            <span className="block text-xs text-slate-500 dark:text-slate-400">
              was {formatCalendarDate(job.jobDate)}
            </span>
          )}
        </Fact>
        <Fact label="Period">
          {job.periodLabel}
          <span className="block text-xs text-slate-500 dark:text-slate-400">
            {formatCalendarDate(job.periodStart)} – {formatCalendarDate(job.periodEnd)}
          </span>
        </Fact>
        <Fact label="Client">
          <CustomerLink customer={job.customer} className="font-medium" />
        </Fact>
      </dl>

      <section aria-labelledby="job-steps" className={card}>
        <h2 id="job-steps" className="mb-3 flex items-center gap-2 text-base font-semibold">
          <ListChecks aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
          Steps
        </h2>
        {job.tasks.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {job.hiddenTasks > 0
              ? `This job has ${plural(job.hiddenTasks, 'step')}, none of them among the tasks you can see.`
              : 'This job has no steps.'}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800">
            {job.tasks.map((task) => (
              <li key={task.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
                <TaskIdChip task={task} />
                <Link
                  to={`/app/tasks/${task.displayId}`}
                  className="line-clamp-2 min-w-0 flex-1 basis-48 font-medium wrap-anywhere hover:underline"
                  title={task.title}
                >
                  {task.title}
                </Link>
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {task.assignee?.name ?? 'Unassigned'}
                </span>
                <span className="text-sm whitespace-nowrap text-slate-600 dark:text-slate-400">
                  Due {formatCalendarDate(task.dueDate)}
                </span>
                <TaskStatusBadge status={task.status as TaskStatus} />
                {task.isOverdue && <OverdueBadge />}
              </li>
            ))}
          </ul>
        )}
        {job.tasks.length > 0 && job.hiddenTasks > 0 && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {plural(job.hiddenTasks, 'more step')} of this job {job.hiddenTasks === 1 ? 'is' : 'are'} not
            among the tasks you can see.
          </p>
        )}
      </section>

      {job.extensions.length > 0 && (
        <section aria-labelledby="job-extensions" className={card}>
          <h2 id="job-extensions" className="mb-3 flex items-center gap-2 text-base font-semibold">
            <CalendarClock aria-hidden className="size-4 text-slate-500 dark:text-slate-400" />
            Extensions of {job.periodLabel}
          </h2>
          <ul className="grid gap-3">
            {job.extensions.map((extension) => (
              <li key={extension.id} className="text-sm">
                <p className="font-medium">
                  To {formatCalendarDate(extension.extendedTo)} · {plural(extension.jobsMoved, 'job')} moved
                </p>
                <p className="wrap-anywhere text-slate-700 dark:text-slate-300">{extension.note}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {extension.createdBy ? `${extension.createdBy.name}, ` : ''}
                  {dates.dateTime(extension.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
