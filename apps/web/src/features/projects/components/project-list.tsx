import type { Project } from '@taskflow/shared';
import { Link } from 'react-router';
import { CustomerLink } from '../../../components/customer-link';
import { useDates } from '../../../lib/dates';
import { ProgressBar, ProjectKey, ProjectStatusBadge } from './project-parts';

/** The project list: one card per project (it reads on a phone as on a desk), newest filter applied. */
export function ProjectList({ projects }: { projects: Project[] }) {
  const dates = useDates();
  return (
    <ul className="grid gap-3" aria-label="Projects">
      {projects.map((project) => (
        <li
          key={project.id}
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-center dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="min-w-0">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <ProjectKey value={project.key} />
              <Link
                to={`/app/projects/${project.id}`}
                className="min-w-0 font-semibold wrap-anywhere text-slate-900 hover:underline dark:text-white"
              >
                {project.name}
              </Link>
              <ProjectStatusBadge status={project.status} isArchived={project.isArchived} />
            </div>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm text-slate-600 sm:flex sm:flex-wrap dark:text-slate-400">
              <div className="flex min-w-0 gap-1">
                <dt className="sr-only">Customer</dt>
                <dd className="truncate" title={project.customer.name}>
                  <CustomerLink customer={project.customer} />
                </dd>
              </div>
              <div className="flex min-w-0 gap-1">
                <dt>Lead:</dt>
                <dd className="truncate" title={project.lead.name}>
                  {project.lead.name}
                </dd>
              </div>
              <div className="flex gap-1">
                <dt className="sr-only">Dates</dt>
                <dd>
                  {dates.calendarDate(project.startDate)} – {dates.calendarDate(project.targetEndDate)}
                </dd>
              </div>
            </dl>
          </div>
          <ProgressBar progress={project.progress} />
        </li>
      ))}
    </ul>
  );
}
